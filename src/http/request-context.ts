import type { ErrorCode } from '../errors/error-catalog.js';
import type { RouteDefinition } from './route-definition.js';

/** The authenticated caller of a request; set by the access guard. Never holds the key itself. */
export interface Caller {
  keyId: string;
  accountId: string;
}

/** Why a request was answered with an error, for its log line; never sent to the client. */
export interface Failure {
  code: ErrorCode;
  /** The internal cause (a reader's message, the unsupported field…); null when the code says it all. */
  reason: string | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    definition?: RouteDefinition;
  }
  interface FastifyRequest {
    caller: Caller | null;
    /** Set by the error handler: the error answered, for the request's log line. */
    failure: Failure | null;
  }
}

export function routeDefinitionOf(request: { routeOptions: { config?: { definition?: RouteDefinition } } }): RouteDefinition | undefined {
  return request.routeOptions.config?.definition;
}

/** The authenticated caller; only valid on routes whose access is `key` or `billed`. */
export function callerOf(request: { caller: Caller | null }): Caller {
  if (!request.caller) throw new Error('no authenticated caller on this request: the route must not be public');
  return request.caller;
}
