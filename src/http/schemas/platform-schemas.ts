import { z } from 'zod';

/** Wire schemas of the platform endpoints (health, readiness, status), which the spec leaves to us (4.6). */

export const HealthResponseSchema = z.strictObject({ status: z.literal('ok') });

/** What the readiness probe checks, in the order it reports them. */
export const READY_CHECKS = ['store', 'queue'] as const;

export const ReadyResponseSchema = z.strictObject({ status: z.literal('ready') });

export const NotReadyResponseSchema = z.strictObject({
  status: z.literal('not_ready'),
  failing: z
    .array(z.enum(READY_CHECKS))
    .min(1)
    .describe('What did not answer in time: `store` (accounts and credits) and/or `queue` (V2 jobs; on PostgreSQL, pg-boss).'),
});

export type NotReadyResponse = z.infer<typeof NotReadyResponseSchema>;

export const StatusResponseSchema = z.strictObject({
  status: z.literal('ok').describe('The service answers and its store is reachable (otherwise the call fails with 503).'),
  version: z.string().describe('API description version (OpenAPI `info.version`).'),
  service_version: z.string().describe('Version of this build of Recruit API.'),
  engine: z.strictObject({
    name: z.string().describe('Engine answering extraction, matching and ranking, e.g. `builtin`.'),
    version: z.string().describe('Version of the engine behaviour.'),
  }),
  store: z.strictObject({ kind: z.string().describe('Store adapter: `sqlite` (later `postgres`).') }),
  uptime_seconds: z.int().min(0).describe('Whole seconds since the service started.'),
  credits: z.strictObject({ available: z.int().min(0).describe('Balance of the calling key’s account.') }),
});

export type StatusResponse = z.infer<typeof StatusResponseSchema>;

/** The V2 parser's 202: the job is queued, its result goes to the webhook (spec 4.5: "not shown"). */
export const ParseV2AcceptedSchema = z.strictObject({ status: z.literal('processing'), request_id: z.string() });
