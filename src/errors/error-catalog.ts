/**
 * The error catalog (STYLE principle 5): every error the service can answer, with its status,
 * its exact message from the spec and its body shape (spec 2.6). Handlers throw
 * `new ApiError('CODE')`; the OpenAPI document and /docs are generated from this table, so the
 * spec's strings live here and nowhere else.
 */

/** Spec 2.6: gateway `{error, code?, availableCredits?}` or service `{success: false, error}`. */
export type ErrorShape = 'gateway' | 'service';

export interface ErrorSpec {
  status: number;
  shape: ErrorShape;
  /** The exact `error` string of the body. */
  message: string;
  /** The `code` field of a gateway body (parser errors of spec 7.1); absent for most errors. */
  wireCode?: string;
  /** Response headers that come with the error (e.g. `Retry-After`). */
  headers?: Readonly<Record<string, string>>;
  /** When the error happens, for the docs. */
  condition: string;
}

export const ERROR_CATALOG = {
  // Spec 5 and 7.2: authentication, before anything else.
  MISSING_API_KEY: { status: 401, shape: 'gateway', message: 'Missing API Key', condition: 'The `X-API-Key` header is absent or empty (`Authorization: Bearer` is not accepted).' },
  INVALID_API_KEY: { status: 401, shape: 'gateway', message: 'Invalid API Key', condition: 'The key is malformed, unknown or revoked.' },
  // Spec 2.6, 5 item 5, 7.2: credits.
  INSUFFICIENT_CREDITS: { status: 403, shape: 'gateway', message: 'Insufficient credits available', condition: 'No credit left on the account, before the call or when the debit of a finished call found the balance empty. JSON endpoints add `availableCredits` (the current balance).' },
  CREDIT_SERVICE_UNAVAILABLE: { status: 503, shape: 'gateway', message: 'Credit service temporarily unavailable', headers: { 'retry-after': '1' }, condition: 'Keys or credits could not be checked or debited; no credit consumed. Retry after the `Retry-After` delay.' },

  // Spec 7.2: validation of the JSON endpoints, in the table's order of precedence.
  BODY_NOT_OBJECT: { status: 400, shape: 'service', message: 'Request body must be a JSON object', condition: 'Body missing, a JSON array, or `Content-Type` not `application/json`.' },
  UNSUPPORTED_FIELDS: { status: 400, shape: 'service', message: 'The request contains unsupported fields', condition: 'A top-level field not documented for the endpoint.' },
  JOB_TEXT_REQUIRED: { status: 400, shape: 'service', message: "The 'job_text' field is required", condition: '`job_text` missing or not a string.' },
  JOB_TEXT_EMPTY: { status: 400, shape: 'service', message: 'job_text cannot be empty', condition: '`job_text` empty after trimming.' },
  JOB_TEXT_TOO_LONG: { status: 400, shape: 'service', message: 'job_text must be 50000 characters or less', condition: '`job_text` over 50,000 characters after trimming.' },
  CANDIDATE_TEXT_REQUIRED: { status: 400, shape: 'service', message: "The 'candidate_text' field is required", condition: '`candidate_text` missing or not a string.' },
  CANDIDATE_TEXT_EMPTY: { status: 400, shape: 'service', message: 'candidate_text cannot be empty', condition: '`candidate_text` empty after trimming.' },
  CANDIDATE_TEXT_TOO_LONG: { status: 400, shape: 'service', message: 'candidate_text must be 50000 characters or less', condition: '`candidate_text` over 50,000 characters after trimming.' },
  MATCHING_CRITERIA_NOT_ARRAY: { status: 400, shape: 'service', message: "The 'matching_criteria' field must be an array", condition: '`matching_criteria` missing or not an array.' },
  INVALID_CRITERION: { status: 400, shape: 'service', message: 'matching_criteria contains an invalid criterion', condition: 'A criterion is not an object, or has a missing, empty, extra or mistyped field, or a `weight` that is not an integer from 1 to 3.' },
  CANDIDATES_NOT_ARRAY: { status: 400, shape: 'service', message: "The 'candidates' field must be an array", condition: '`candidates` missing or not an array.' },
  CANDIDATES_EMPTY: { status: 400, shape: 'service', message: 'candidates cannot be empty', condition: '`candidates` is an empty array.' },
  TOO_MANY_CANDIDATES: { status: 400, shape: 'service', message: 'candidates must contain 10 candidates or fewer', condition: 'More than 10 candidates.' },
  INVALID_CANDIDATE: { status: 400, shape: 'service', message: 'candidates contains an invalid candidate', condition: 'A candidate is not an object, or has a missing, empty, extra or non-string field.' },
  // Not in the spec's tables (spec 4.6 does not show the skills endpoint): ours, in the same style.
  SKILLS_NOT_ARRAY: { status: 400, shape: 'service', message: "The 'skills' field must be an array", condition: '`skills` missing or not an array.' },
  SKILLS_EMPTY: { status: 400, shape: 'service', message: 'skills cannot be empty', condition: '`skills` is an empty array.' },
  TOO_MANY_SKILLS: { status: 400, shape: 'service', message: 'skills must contain 100 items or fewer', condition: 'More than 100 skills.' },
  INVALID_SKILL: { status: 400, shape: 'service', message: 'skills contains an invalid item', condition: 'An item is not a string, is empty after trimming, or is over 200 characters after trimming.' },
  INVALID_LANG: { status: 400, shape: 'service', message: "The 'lang' field must be 'fr' or 'en'", condition: '`lang` present but neither `"fr"` nor `"en"`.' },

  // Spec 7.2: failures of the JSON endpoints.
  INTERNAL_SERVICE_ERROR: { status: 500, shape: 'service', message: 'Internal server error. Please try again later.', condition: 'Body is not valid JSON, is a JSON primitive, exceeds 10 MB (10,485,760 bytes), or an unexpected service failure.' },
  INTERNAL_GATEWAY_ERROR: { status: 500, shape: 'gateway', message: 'Internal server error', condition: 'Unexpected failure outside the JSON endpoints.' },
  UPSTREAM_UNAVAILABLE: { status: 502, shape: 'gateway', message: 'Upstream API unavailable', condition: 'No answer within 60 seconds.' },
  AI_PROCESSING_FAILED: { status: 502, shape: 'service', message: 'The AI processing step failed. Please try again later.', condition: 'The engine failed or returned an invalid result after its internal retries.' },

  // Spec 7.1: the V3 parser (gateway bodies, `code` where the spec gives one).
  NOT_MULTIPART: { status: 415, shape: 'gateway', message: 'Content-Type must be multipart/form-data', condition: 'The request is not `multipart/form-data`.' },
  UPLOAD_TOO_LARGE: { status: 413, shape: 'gateway', message: 'The uploaded file is too large to process. Please upload a smaller file.', condition: 'The encoded upload is over 6 MiB (6,291,456 bytes); refused from `Content-Length` before the body is read, or as soon as a streamed body passes the limit.' },
  MISSING_FILE_FIELD: { status: 400, shape: 'gateway', message: 'Missing required file field', condition: 'No part named `file`, or `file` sent as a plain field.' },
  APPLICATION_ID_NOT_STRING: { status: 400, shape: 'gateway', message: 'application_id must be a string when provided', condition: '`application_id` sent as a file part.' },
  INVALID_FILE: { status: 400, shape: 'gateway', message: 'The uploaded file is empty or invalid. Please check the file and try again.', wireCode: 'INVALID_FILE', condition: 'Empty file, unsupported format, content not matching its type, or `do_not_store_data` other than true/false (any case).' },
  INVALID_WEBHOOK_URL: { status: 400, shape: 'gateway', message: 'webhook_url must be an http or https URL', condition: '`webhook_url` is not an absolute http(s) URL (our message: the spec names the case, not its text).' },
  V2_NOT_QUEUED: { status: 500, shape: 'gateway', message: 'Failed to forward the request', condition: 'V2: the job could not be written to the queue (spec 7.3; message ours).' },
  DOCUMENT_NOT_A_RESUME: { status: 422, shape: 'gateway', message: 'This document does not appear to be a CV or resume. Please upload a CV or resume and try again.', wireCode: 'DOCUMENT_NOT_A_RESUME', condition: 'The document reads, but clearly is not a resume (no resume section, no dated experience or education, no contact details, or the wording of an invoice, a recipe, a contract…).' },
  DOCUMENT_TEXT_EMPTY: { status: 422, shape: 'gateway', message: 'The text could not be extracted from this document. Please verify that the file is readable and contains selectable text.', wireCode: 'DOCUMENT_TEXT_EMPTY', condition: 'No text, even with OCR.' },
  DOCUMENT_UNREADABLE: { status: 422, shape: 'gateway', message: 'The document could not be read. Please upload a valid, readable file.', wireCode: 'DOCUMENT_UNREADABLE', condition: 'Corrupted, truncated, encrypted, or over a decompression limit.' },
  DOCUMENT_TOO_LARGE: { status: 422, shape: 'gateway', message: 'This document contains too much text to process. Please try a shorter or simpler version.', wireCode: 'DOCUMENT_TOO_LARGE', condition: 'More than 100,000 extracted characters, or more than 1,000 pages.' },
  PARSER_FAILED: { status: 502, shape: 'gateway', message: 'An error occurred while processing the document or extracting its text. Please try again later.', wireCode: 'PARSER_UNAVAILABLE', condition: 'The reader crashed (its worker is replaced) or returned an invalid result.' },
  PARSER_BUSY: { status: 503, shape: 'gateway', message: 'An error occurred while processing the document or extracting its text. Please try again later.', wireCode: 'PARSER_UNAVAILABLE', headers: { 'retry-after': '1' }, condition: 'Every parsing thread is busy and the queue is full. Retry after the `Retry-After` delay.' },
  PARSER_TIMEOUT: { status: 504, shape: 'gateway', message: 'An error occurred while processing the document or extracting its text. Please try again later.', wireCode: 'PARSER_UNAVAILABLE', condition: 'Not finished within 145 seconds; the document\'s worker is ended.' },

  // Not in the spec's tables: our design, documented in docs/api-guide.md.
  NOT_FOUND: { status: 404, shape: 'gateway', message: 'Not Found', condition: 'No endpoint at this method and path.' },
  BAD_REQUEST: { status: 400, shape: 'gateway', message: 'Bad Request', condition: 'A malformed HTTP request outside the JSON endpoints (e.g. a bad URL encoding).' },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERROR_CATALOG;

/** Extra fields some errors carry in their body (spec 2.6). */
export interface ErrorExtras {
  /** Current balance, on 403 of the JSON endpoints. */
  availableCredits?: number;
}

export interface GatewayErrorBody {
  error: string;
  code?: string;
  availableCredits?: number;
}

export interface ServiceErrorBody {
  success: false;
  error: string;
}

export type ErrorBody = GatewayErrorBody | ServiceErrorBody;

export function errorSpec(code: ErrorCode): ErrorSpec {
  return ERROR_CATALOG[code];
}

/** The exact body of an error; used by the error handler and by the docs' examples alike. */
export function errorBody(code: ErrorCode, extras: ErrorExtras = {}): ErrorBody {
  const spec: ErrorSpec = ERROR_CATALOG[code];
  if (spec.shape === 'service') return { success: false, error: spec.message };
  const body: GatewayErrorBody = { error: spec.message };
  if (spec.wireCode !== undefined) body.code = spec.wireCode;
  if (extras.availableCredits !== undefined) body.availableCredits = extras.availableCredits;
  return body;
}
