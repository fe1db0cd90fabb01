import type { RouteDefinition } from './route-definition.js';

/** The authenticated caller of a request; set by the access guard. Never holds the key itself. */
export interface Caller {
  keyId: string;
  accountId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    definition?: RouteDefinition;
  }
  interface FastifyRequest {
    caller: Caller | null;
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
