import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps.js';
import { ApiError } from '../errors/api-error.js';
import { callerOf, routeDefinitionOf } from './request-context.js';
import { storeCall } from './store-call.js';

/**
 * Debits the one credit of a successful billed call, after the work and before the answer, so a
 * failed call is never charged. The debit is a single conditional update: when concurrent calls
 * emptied the account meanwhile it fails, and the call answers 403 (spec 6, caveat) — the work
 * is thrown away rather than given for free.
 */
export async function chargeForCall(request: FastifyRequest, deps: Pick<Deps, 'credits'>): Promise<void> {
  const definition = routeDefinitionOf(request);
  if (definition?.access !== 'billed') throw new Error('chargeForCall on a route that is not billed');
  const caller = callerOf(request);
  const result = await storeCall(request, 'debit', () =>
    deps.credits.chargeCall({ accountId: caller.accountId, keyId: caller.keyId, requestId: request.id, operation: definition.operationId }),
  );
  if (!result.ok) {
    throw new ApiError('INSUFFICIENT_CREDITS', definition.reportsAvailableCredits ? { availableCredits: result.balance } : {});
  }
}
