import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../deps.js';
import { EngineFailure } from '../engines/engine.js';
import { ApiError } from '../errors/api-error.js';
import type { ErrorCode } from '../errors/error-catalog.js';
import { callWithDeadline } from './call-with-deadline.js';
import { CREDIT_CHECK_ERRORS, KEY_ERRORS, type RouteDefinition } from './route-definition.js';
import type { JsonRequest } from './validation/field-checks.js';

/**
 * What the framework's body handling answers on the JSON endpoints (spec 7.2): a wrong or absent
 * content type and an empty body are "not a JSON object" (400); invalid JSON and a body over the
 * limit are the service's 500.
 */
export const JSON_FRAMEWORK_ERRORS: Readonly<Record<string, ErrorCode>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'BODY_NOT_OBJECT',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BODY_NOT_OBJECT',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INTERNAL_SERVICE_ERROR',
  FST_ERR_CTP_BODY_TOO_LARGE: 'INTERNAL_SERVICE_ERROR',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INTERNAL_SERVICE_ERROR',
};

interface JsonEndpointSpec {
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description: string;
  request: { schema: z.ZodType; example: unknown };
  response: { schema: z.ZodType; example: unknown };
  /** The endpoint's validation errors after the shared first two, in spec 7.2 order. */
  fieldErrors: readonly ErrorCode[];
  /** False for work done in process without the engine: no 60 s deadline, no engine failure to declare. */
  usesEngine?: boolean;
}

/** The declaration of a billed JSON endpoint: the shared parts of 4.2–4.4 and 7.2 filled in. */
export function jsonEndpointDefinition(spec: JsonEndpointSpec): RouteDefinition {
  return {
    method: 'POST',
    path: spec.path,
    operationId: spec.operationId,
    tag: spec.tag,
    summary: spec.summary,
    description: spec.description,
    access: 'billed',
    reportsAvailableCredits: true,
    request: spec.request,
    response: { description: 'Success; 1 credit debited.', contentType: 'application/json', ...spec.response },
    errors: [
      ...KEY_ERRORS,
      ...CREDIT_CHECK_ERRORS,
      'BODY_NOT_OBJECT',
      'UNSUPPORTED_FIELDS',
      ...spec.fieldErrors,
      'INTERNAL_SERVICE_ERROR',
      ...(spec.usesEngine === false ? [] : (['UPSTREAM_UNAVAILABLE', 'AI_PROCESSING_FAILED'] as const)),
    ],
    frameworkErrors: JSON_FRAMEWORK_ERRORS,
    unexpectedError: 'INTERNAL_SERVICE_ERROR',
  };
}

/** What the validators need from a Fastify request. */
export function jsonRequestOf(request: FastifyRequest): JsonRequest {
  return { contentType: request.headers['content-type'], body: request.body };
}

/** Kept from the engines' deadline for what follows them: scoring, the debit, the answer. */
const ANSWER_MARGIN_MS = 500;

/**
 * Runs an engine-backed step under the 60 s gateway deadline; an EngineFailure is the service's
 * 502 `The AI processing step failed…`, a deadline the gateway's 502 `Upstream API unavailable`.
 * The engines get the deadline less ANSWER_MARGIN_MS.
 */
export async function runEngineStep<T>(deps: Pick<Deps, 'config'>, work: (signal: AbortSignal, engineDeadline: number) => Promise<T>): Promise<T> {
  try {
    return await callWithDeadline(deps.config.jsonCallDeadlineMs, (signal, deadline) => work(signal, deadline - ANSWER_MARGIN_MS));
  } catch (error) {
    if (error instanceof EngineFailure) throw new ApiError('AI_PROCESSING_FAILED', {}, { cause: error });
    throw error;
  }
}
