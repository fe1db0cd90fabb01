import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ErrorCode } from '../errors/error-catalog.js';

/**
 * Who may call a route and what it costs.
 * - `public`: no key, no credit (health, readiness, metrics, docs).
 * - `key`: a valid key, no credit (status).
 * - `billed`: a valid key and a balance of at least 1; 1 credit debited per successful call.
 */
export type Access = 'public' | 'key' | 'billed';

/**
 * Everything the runtime and the docs need to know about a route, declared once. The hooks read
 * `access`, the error handler reads `frameworkErrors`, `unexpectedError` and
 * `errorRequestIdHeader`, and the OpenAPI document is generated from the rest.
 */
export interface RouteDefinition {
  method: 'GET' | 'POST';
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description: string;
  access: Access;
  /** Whether a 403 for an empty account carries `availableCredits` (spec 2.6: JSON endpoints do). */
  reportsAvailableCredits: boolean;
  request?: { schema: z.ZodType; example: unknown };
  /** A `multipart/form-data` request instead of JSON: its parts, for the docs. */
  multipart?: { parts: readonly MultipartPart[] };
  /** The success answer; `status` 200 unless said (the V2 parser's 202). */
  response: { status?: 200 | 202; description: string; contentType: 'application/json' | 'text/html' | 'text/plain' | 'application/octet-stream'; schema?: z.ZodType; example?: unknown };
  /** Answers other than 200 that are not catalog errors (the readiness probe's 503), for the docs. */
  otherResponses?: readonly OtherResponse[];
  /** Every error the route can answer, in the spec's order of precedence. */
  errors: readonly ErrorCode[];
  /** Errors of the framework's body handling (by Fastify error code) mapped to catalog codes. */
  frameworkErrors: Readonly<Record<string, ErrorCode>>;
  /** What an unexpected failure answers on this route. */
  unexpectedError: ErrorCode;
  /** A header that repeats the request id on error responses (spec 4.1 item 4: `x-parser-request-id`). */
  errorRequestIdHeader?: string;
  /** Largest request body in bytes, when the route takes one. */
  bodyLimit?: number;
}

export interface OtherResponse {
  status: number;
  /** Names the example in the docs, as a catalog code names an error's. */
  name: string;
  description: string;
  schema: z.ZodType;
  example: unknown;
}

export interface MultipartPart {
  name: string;
  type: 'file' | 'string';
  required: boolean;
  description: string;
}

/** The errors every route with a key check can answer, in order; billed routes add the 403. */
export const KEY_ERRORS = ['MISSING_API_KEY', 'INVALID_API_KEY'] as const satisfies readonly ErrorCode[];
export const CREDIT_CHECK_ERRORS = ['INSUFFICIENT_CREDITS', 'CREDIT_SERVICE_UNAVAILABLE'] as const satisfies readonly ErrorCode[];

/** A route as app.ts registers it: its declaration plus its handler. */
export interface ApiRoute {
  definition: RouteDefinition;
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}
