import type { ApiRoute } from '../route-definition.js';
import { HealthResponseSchema } from '../schemas/platform-schemas.js';

/** Liveness for load balancers and orchestrators: no key, no store access, no credit. */
export function healthRoute(): ApiRoute {
  return {
    definition: {
      method: 'GET',
      path: '/healthz',
      operationId: 'getHealth',
      tag: 'Platform',
      summary: 'Liveness',
      description: 'Answers while the process serves HTTP. No key, no credit, touches no store: use the status endpoint for a deeper check.',
      access: 'public',
      reportsAvailableCredits: false,
      response: { description: 'The process is alive.', contentType: 'application/json', schema: HealthResponseSchema, example: { status: 'ok' } },
      errors: [],
      frameworkErrors: {},
      unexpectedError: 'INTERNAL_GATEWAY_ERROR',
    },
    async handler() {
      return { status: 'ok' };
    },
  };
}
