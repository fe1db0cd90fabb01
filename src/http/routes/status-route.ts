import type { Deps } from '../../deps.js';
import { API_VERSION, SERVICE_VERSION } from '../../config/versions.js';
import { callerOf } from '../request-context.js';
import { KEY_ERRORS, type ApiRoute } from '../route-definition.js';
import { StatusResponseSchema, type StatusResponse } from '../schemas/platform-schemas.js';
import { storeCall } from '../store-call.js';

/**
 * The service status endpoint of spec 4.6 (tag Platform; shape left to us). It needs a key, since
 * it reports the caller's balance, and costs no credit, so a client can poll it before billed work.
 */
export function statusRoute(deps: Pick<Deps, 'engine' | 'store' | 'credits' | 'now' | 'startedAt'>): ApiRoute {
  return {
    definition: {
      method: 'GET',
      path: '/api/v1/status',
      operationId: 'getStatus',
      tag: 'Platform',
      summary: 'Service status and the caller’s balance',
      description:
        'Reports the API and build versions, the engine, the store adapter, the uptime and the balance of the calling key’s account. Needs a key; costs no credit. When the store cannot be reached the call answers 503 `Credit service temporarily unavailable`.',
      access: 'key',
      reportsAvailableCredits: false,
      response: {
        description: 'The service and its store answer.',
        contentType: 'application/json',
        schema: StatusResponseSchema,
        example: {
          status: 'ok',
          version: API_VERSION,
          service_version: SERVICE_VERSION,
          engine: { name: 'builtin', version: 'builtin-1' },
          store: { kind: 'sqlite' },
          uptime_seconds: 3600,
          credits: { available: 42 },
        } satisfies StatusResponse,
      },
      errors: [...KEY_ERRORS, 'CREDIT_SERVICE_UNAVAILABLE', 'INTERNAL_GATEWAY_ERROR'],
      frameworkErrors: {},
      unexpectedError: 'INTERNAL_GATEWAY_ERROR',
    },
    async handler(request) {
      const { accountId } = callerOf(request);
      const available = await storeCall(request, 'status', () => deps.credits.available(accountId));
      const body: StatusResponse = {
        status: 'ok',
        version: API_VERSION,
        service_version: SERVICE_VERSION,
        engine: { name: deps.engine.name, version: deps.engine.version },
        store: { kind: deps.store.kind },
        uptime_seconds: Math.max(0, Math.floor((deps.now().getTime() - deps.startedAt.getTime()) / 1000)),
        credits: { available },
      };
      return body;
    },
  };
}
