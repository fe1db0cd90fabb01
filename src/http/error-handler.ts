import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { ApiError } from '../errors/api-error.js';
import type { ErrorCode } from '../errors/error-catalog.js';
import { routeDefinitionOf } from './request-context.js';

/**
 * The one error handler (STYLE principle 6):
 * - an ApiError is answered as the catalog says; any error on an unknown route is its 404;
 * - a Fastify body-handling error (415, 413, bad JSON, empty JSON body) is mapped by the route's
 *   own table, because the spec gives each endpoint family its own answers for them (7.2);
 * - any other client error of the framework becomes the generic 400 `Bad Request`;
 * - anything else is logged with the request id and answered with the route's generic 500,
 *   never with its internal message.
 */
export async function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const { apiError, unexpected, reason } = toApiError(error, request);
  // For the request's own log line (response-hooks.ts): the code and why, never sent.
  request.failure = { code: apiError.code, reason };
  if (bodyUnread(request.raw)) {
    // Refused before its body was read (too large, no key…): a client still sending would get
    // EPIPE/ECONNRESET instead of this answer if the socket closed now. Read and drop the rest
    // (bounded), answer, and close the connection.
    await drainBody(request.raw);
    reply.header('connection', 'close');
  }
  if (unexpected) {
    request.log.error({ err: error, code: apiError.code }, 'request failed');
  } else if (apiError.status >= 500 && apiError.cause !== undefined) {
    // Engine failures and deadlines: expected answers, but their cause is what an operator needs.
    request.log.warn({ code: apiError.code, reason }, 'request failed upstream');
  } else if (apiError.cause !== undefined) {
    // A refusal whose exact reason the client is not told (the spec's message is fixed), e.g. the
    // field that is not supported or why a document is not a resume: for whoever reads the logs.
    request.log.info({ code: apiError.code, reason }, 'request refused');
  }
  return reply.code(apiError.status).headers(apiError.headers()).send(apiError.body());
}

interface Answer {
  apiError: ApiError;
  unexpected: boolean;
  /** For the logs only; null when the code says it all. */
  reason: string | null;
}

function toApiError(error: FastifyError | Error, request: FastifyRequest): Answer {
  // Fastify still parses a JSON body sent to an unknown route; the route's absence comes first.
  if (request.is404) return { apiError: new ApiError('NOT_FOUND'), unexpected: false, reason: null };
  if (error instanceof ApiError) return { apiError: error, unexpected: false, reason: error.cause === undefined ? null : reasonOf(error.cause) };
  const definition = routeDefinitionOf(request);
  const frameworkCode = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  const mapped: ErrorCode | undefined = frameworkCode ? definition?.frameworkErrors[frameworkCode] : undefined;
  // The framework's code as the reason, not its message: a JSON syntax error's message quotes the body.
  if (mapped) return { apiError: new ApiError(mapped), unexpected: false, reason: frameworkCode! };
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) return { apiError: new ApiError('BAD_REQUEST'), unexpected: false, reason: frameworkCode ?? null };
  return { apiError: new ApiError(definition?.unexpectedError ?? 'INTERNAL_GATEWAY_ERROR'), unexpected: true, reason: reasonOf(error) };
}

/** Log lines stay lines: a cause past this is cut. */
const MAX_REASON_LENGTH = 500;

function reasonOf(cause: unknown): string {
  const text = String(cause);
  return text.length > MAX_REASON_LENGTH ? `${text.slice(0, MAX_REASON_LENGTH)}…` : text;
}

/** Unknown method or path: a gateway-shaped 404 (our design; spec 7.2 only names the status). */
export function handleNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const error = new ApiError('NOT_FOUND');
  request.failure = { code: error.code, reason: null };
  return reply.code(error.status).send(error.body());
}

/**
 * Errors Fastify raises before routing (a malformed URL). They skip the hooks, so the request id
 * header that `tagResponse` adds everywhere else is added here.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-request-id', request.id);
  void handleError(error, request, reply);
}

/** Read and dropped at most, before answering a refused request anyway. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
const DRAIN_MAX_MS = 10_000;

/** The request still has body bytes to come (a stream read to its end, or never sent any, has not). */
function bodyUnread(raw: IncomingMessage): boolean {
  return !raw.complete && !raw.readableEnded && !raw.destroyed;
}

function drainBody(raw: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', done);
      raw.off('close', done);
      raw.off('error', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DRAIN_MAX_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_MAX_MS);
    raw.on('data', onData);
    raw.once('end', done);
    raw.once('close', done);
    raw.once('error', done);
    raw.resume();
  });
}
