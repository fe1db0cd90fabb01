import { ApiError } from '../../errors/api-error.js';
import type { ErrorCode } from '../../errors/error-catalog.js';
import { MAX_TEXT_LENGTH } from '../schemas/json-endpoint-schemas.js';

/**
 * The checks the three JSON endpoints share, each throwing the one catalog error of its row in
 * spec 7.2. Validators call them in the table's order, so a request reports its first problem.
 */

/** A JSON request as the validators see it: the raw Content-Type and the parsed body. */
export interface JsonRequest {
  contentType: string | undefined;
  body: unknown;
}

/**
 * Row 1 of spec 7.2. A missing body, an array or a non-JSON content type is the 400; a JSON
 * primitive (`"text"`, `42`, `true`, `null`) is the 500 the spec lists with invalid JSON.
 */
export function expectJsonObject(request: JsonRequest): Record<string, unknown> {
  if (!isJsonContentType(request.contentType)) throw new ApiError('BODY_NOT_OBJECT');
  const { body } = request;
  if (body === undefined || Array.isArray(body)) throw new ApiError('BODY_NOT_OBJECT');
  if (body === null || typeof body !== 'object') throw new ApiError('INTERNAL_SERVICE_ERROR');
  return body as Record<string, unknown>;
}

/** `application/json`, with or without parameters such as `charset=utf-8`. */
export function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const mediaType = header.split(';', 1)[0].trim().toLowerCase();
  return mediaType === 'application/json';
}

/** Row 2: only the documented top-level fields. */
export function rejectUnsupportedFields(body: Record<string, unknown>, accepted: readonly string[]): void {
  for (const field of Object.keys(body)) {
    if (!accepted.includes(field)) throw new ApiError('UNSUPPORTED_FIELDS', {}, { cause: `field ${JSON.stringify(field.slice(0, 100))}` });
  }
}

interface TextFieldErrors {
  required: ErrorCode;
  empty: ErrorCode;
  tooLong: ErrorCode;
}

export const TEXT_FIELD_ERRORS = {
  job_text: { required: 'JOB_TEXT_REQUIRED', empty: 'JOB_TEXT_EMPTY', tooLong: 'JOB_TEXT_TOO_LONG' },
  candidate_text: { required: 'CANDIDATE_TEXT_REQUIRED', empty: 'CANDIDATE_TEXT_EMPTY', tooLong: 'CANDIDATE_TEXT_TOO_LONG' },
} as const satisfies Record<string, TextFieldErrors>;

/** Required string, trimmed, then 1 to 50,000 characters; returns the trimmed text. */
export function readTextField(body: Record<string, unknown>, field: keyof typeof TEXT_FIELD_ERRORS): string {
  const errors = TEXT_FIELD_ERRORS[field];
  const value = body[field];
  if (typeof value !== 'string') throw new ApiError(errors.required);
  const text = value.trim();
  if (text.length === 0) throw new ApiError(errors.empty);
  if (characterCount(text) > MAX_TEXT_LENGTH) throw new ApiError(errors.tooLong);
  return text;
}

/**
 * Characters as Unicode code points (what JSON Schema's maxLength counts), so an emoji is one
 * character, not two UTF-16 units. Only long strings pay for the count.
 */
function characterCount(text: string): number {
  if (text.length <= MAX_TEXT_LENGTH) return text.length;
  let count = 0;
  for (const _ of text) count++;
  return count;
}
