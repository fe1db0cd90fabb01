import type { Deps } from '../../deps.js';
import type { ApiRoute } from '../route-definition.js';

/**
 * Prometheus metrics of this instance (metrics/create-metrics.ts), in the text exposition format.
 * No key, no credit, like /healthz: it reveals no account, key or document, but it does show
 * traffic and load, so operators keep it off the public side of their proxy.
 */
export function metricsRoute(deps: Pick<Deps, 'metrics'>): ApiRoute {
  return {
    definition: {
      method: 'GET',
      path: '/metrics',
      operationId: 'getMetrics',
      tag: 'Platform',
      summary: 'Prometheus metrics',
      description:
        'This instance’s metrics in the Prometheus text format: requests by route pattern and status, latency, parse durations by format and step, credits charged, V2 queue depth, parser worker restarts, and the Node.js process metrics. No key, no credit: expose it to your monitoring only, not publicly.',
      access: 'public',
      reportsAvailableCredits: false,
      response: { description: 'Prometheus text exposition format 0.0.4.', contentType: 'text/plain' },
      errors: [],
      frameworkErrors: {},
      unexpectedError: 'INTERNAL_GATEWAY_ERROR',
    },
    async handler(_request, reply) {
      return reply.type(deps.metrics.contentType).send(await deps.metrics.expose());
    },
  };
}
