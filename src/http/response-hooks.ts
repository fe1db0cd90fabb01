import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Metrics } from '../metrics/create-metrics.js';
import { routeDefinitionOf } from './request-context.js';

/**
 * `onSend`: every response carries `x-request-id`; a route may ask for the same id under a
 * second name on its error responses (the parser's `x-parser-request-id`, spec 4.1 item 4).
 */
export async function tagResponse(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  reply.header('x-request-id', request.id);
  const extraHeader = routeDefinitionOf(request)?.errorRequestIdHeader;
  if (extraHeader && reply.statusCode >= 400) reply.header(extraHeader, request.id);
  return payload;
}

/**
 * `onResponse`: one JSON log line per request with request id (bound by Fastify), route, status,
 * duration and key id; on an error answer, its catalog code and the internal reason the client
 * is not told. Never the key, never a body, never the query string.
 */
export async function logResponse(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  request.log.info(
    {
      method: request.method,
      route: request.routeOptions.url ?? null,
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 100) / 100,
      keyId: request.caller?.keyId ?? null,
      ...(request.failure ? { code: request.failure.code, reason: request.failure.reason } : {}),
    },
    'request completed',
  );
}

/** What an unknown path is counted under: a label per raw URL would grow without bound. */
export const UNMATCHED_ROUTE = 'unmatched';

/** `onResponse`: the request counter and latency histogram, by route pattern. */
export function recordResponse(metrics: Pick<Metrics, 'httpResponse'>) {
  return async function recordResponseMetrics(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    metrics.httpResponse({ method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status: reply.statusCode, seconds: reply.elapsedTime / 1000 });
  };
}
