import type { Deps } from '../../deps.js';
import type { ApiRoute } from '../route-definition.js';
import { NotReadyResponseSchema, READY_CHECKS, ReadyResponseSchema, type NotReadyResponse } from '../schemas/platform-schemas.js';

/** A check slower than this fails: a probe must answer even when the database hangs. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

/**
 * Readiness for load balancers and orchestrators: whether this instance can serve billed work
 * now, i.e. its store answers a trivial query and so does the V2 queue (on PostgreSQL, pg-boss
 * too). No key, no credit. Unlike /healthz (liveness), a failure here means "send traffic
 * elsewhere for now", not "restart me". The failures' causes are logged, never answered.
 */
export function readyRoute(deps: Pick<Deps, 'store' | 'jobs'>): ApiRoute {
  const checks: Record<(typeof READY_CHECKS)[number], () => Promise<void>> = {
    store: () => deps.store.ping(),
    queue: () => deps.jobs.ping(),
  };
  return {
    definition: {
      method: 'GET',
      path: '/readyz',
      operationId: 'getReadiness',
      tag: 'Platform',
      summary: 'Readiness',
      description: `Answers 200 when the store and the V2 job queue each answer a trivial query within ${READY_CHECK_TIMEOUT_MS / 1000} s, 503 naming those that did not. No key, no credit. Use /healthz for liveness: a store outage makes an instance unready, not dead.`,
      access: 'public',
      reportsAvailableCredits: false,
      response: { description: 'The instance can serve.', contentType: 'application/json', schema: ReadyResponseSchema, example: { status: 'ready' } },
      otherResponses: [
        {
          status: 503,
          name: 'NOT_READY',
          description: 'The store or the queue did not answer in time (the cause is in the logs).',
          schema: NotReadyResponseSchema,
          example: { status: 'not_ready', failing: ['store'] } satisfies NotReadyResponse,
        },
      ],
      errors: [],
      frameworkErrors: {},
      unexpectedError: 'INTERNAL_GATEWAY_ERROR',
    },
    async handler(request, reply) {
      const failed = (
        await Promise.all(
          READY_CHECKS.map(async (name) => {
            try {
              await withTimeout(checks[name](), READY_CHECK_TIMEOUT_MS);
              return null;
            } catch (error) {
              return [name, String(error)] as const;
            }
          }),
        )
      ).filter((failure) => failure !== null);
      if (failed.length === 0) return { status: 'ready' };
      request.log.warn({ failing: Object.fromEntries(failed) }, 'not ready');
      return reply.code(503).send({ status: 'not_ready', failing: failed.map(([name]) => name) } satisfies NotReadyResponse);
    },
  };
}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
