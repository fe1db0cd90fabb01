import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.js';
import { ApiError } from '../errors/api-error.js';
import { routeDefinitionOf } from './request-context.js';
import { storeCall } from './store-call.js';

/**
 * The `onRequest` hook that authenticates and prechecks credits. It runs before Fastify reads or
 * parses the body, so the order of spec 5 and 7.2 holds on every endpoint: 401, then 403/503,
 * and only then content type, body size, JSON syntax and validation.
 *
 * The precheck refuses an empty account before any work; the debit after a successful call is
 * the authoritative, atomic one (see charge-for-call.ts).
 */
export function createAccessGuard(deps: Pick<Deps, 'apiKeys' | 'credits'>) {
  return async function accessGuard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const definition = routeDefinitionOf(request);
    // Unknown routes and public routes: nothing to check (docs/api-guide.md: unknown paths answer 404 without a key).
    if (!definition || definition.access === 'public') return;

    const authentication = await storeCall(request, 'authenticate', () => deps.apiKeys.authenticate(request.headers['x-api-key']));
    if (!authentication.ok) throw new ApiError(authentication.reason === 'missing' ? 'MISSING_API_KEY' : 'INVALID_API_KEY');
    request.caller = { keyId: authentication.keyId, accountId: authentication.accountId };
    if (definition.access !== 'billed') return;

    const { ok, balance } = await storeCall(request, 'credit precheck', () => deps.credits.canPayForCall(authentication.accountId));
    if (!ok) throw new ApiError('INSUFFICIENT_CREDITS', definition.reportsAvailableCredits ? { availableCredits: balance } : {});
  };
}
