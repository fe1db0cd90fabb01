/**
 * The V2 job queue's contract, against each adapter, through the port: each step of each job is
 * handed to one runner once, even with two consumers (two instances) at work; a delivery is
 * retried at its time; a job fails. Then what each adapter adds: the leases of the polling
 * adapters, and on PostgreSQL a step whose instance stopped answering handed to another.
 */
import PgBoss from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import type { JobConsumer, LeasedJobs, ParseJob } from '../../src/jobs/job-store.js';
import type { JobStore } from '../../src/jobs/job-store.js';
import { openMemoryJobStore } from '../../src/storage/memory/memory-job-store.js';
import { openSqliteStore } from '../../src/storage/sqlite/sqlite-store.js';
import { openPostgresStore, type PostgresStore } from '../../src/storage/postgres/postgres-store.js';
import { V2_STEP_QUEUE } from '../../src/storage/postgres/postgres-job-store.js';
import { queueSchemaOf } from '../../src/storage/postgres/migrate.js';
import { connectPool } from '../../src/storage/postgres/connect-pool.js';
import { dropSchema, freshSchemaName, POSTGRES_SKIP_REASON, POSTGRES_TEST_URL } from '../helpers/postgres-schema.js';

const t = (s: number) => new Date(Date.UTC(2026, 10, 21, 10, 0, s)).toISOString();

async function sqliteJobs(): Promise<JobStore & LeasedJobs> {
  const store = openSqliteStore({ memory: true });
  await store.createAccountWithKey({ accountId: 'acc_1', key: { id: 'key_1', hash: 'h'.repeat(64) }, initialCredits: 1, at: t(0) });
  return store.jobs();
}

// PostgreSQL: one fresh schema per test (the job ids repeat), dropped at the end.
const pgOpened: { store: PostgresStore; schema: string }[] = [];
afterAll(async () => {
  for (const { store } of pgOpened) await store.close();
  for (const schema of new Set(pgOpened.splice(0).map((o) => o.schema))) await dropSchema(schema);
});
async function postgresJobs(stepTimeoutSeconds = 175): Promise<[JobStore, JobStore]> {
  const schema = freshSchemaName();
  const store = await openPostgresStore({ url: POSTGRES_TEST_URL!, schema });
  // A second instance: its own pool and pg-boss on the same schema.
  const other = await openPostgresStore({ url: POSTGRES_TEST_URL!, schema });
  pgOpened.push({ store: other, schema }, { store, schema });
  await store.createAccountWithKey({ accountId: 'acc_1', key: { id: 'key_1', hash: 'h'.repeat(64) }, initialCredits: 1, at: t(0) });
  return [store.jobs({ stepTimeoutSeconds }), other.jobs({ stepTimeoutSeconds })];
}

if (POSTGRES_SKIP_REASON) describe('JobStore (postgres)', () => it.skip(`skipped: ${POSTGRES_SKIP_REASON}`, () => {}));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(50);
  }
}

const newJob = (id: string) => ({ id, accountId: 'acc_1', keyId: 'key_1', fileKey: 'f'.repeat(43), applicationId: 'app', webhookUrl: 'http://127.0.0.1:9/x', createdAt: new Date().toISOString() });

/** Two handles on one queue: two instances on PostgreSQL, the same store twice elsewhere. */
const ADAPTERS: [string, () => Promise<[JobStore, JobStore]>][] = [
  ['memory', async () => { const jobs = openMemoryJobStore(); return [jobs, jobs]; }],
  ['sqlite', async () => { const jobs = await sqliteJobs(); return [jobs, jobs]; }],
  ...(POSTGRES_SKIP_REASON ? [] : [['postgres', () => postgresJobs()] as [string, () => Promise<[JobStore, JobStore]>]]),
];

describe.each(ADAPTERS)('JobStore (%s)', (_name, open) => {
  const consumers: JobConsumer[] = [];
  afterAll(async () => {
    await Promise.all(consumers.splice(0).map((c) => c.stop()));
  });
  const consume = (jobs: JobStore, run: (job: ParseJob) => Promise<unknown>) => {
    const consumer = jobs.consume(async (job) => void (await run(job)), { concurrency: 2, now: () => new Date(), onError: (error) => { throw error; } });
    consumers.push(consumer);
    return consumer;
  };

  it('hands each step of each job to one runner once, with two consumers at work', async () => {
    const [a, b] = await open();
    const seen: string[] = [];
    const run = (jobs: JobStore) => async (job: ParseJob) => {
      seen.push(`${job.id}:${job.status}`);
      await sleep(20);
      if (job.status === 'queued') await jobs.parsed(job.id, `{"id":"${job.id}"}`, new Date().toISOString());
      else await jobs.attempted(job.id, { attempt: job.attempts, delivered: true, retryAt: null, error: null });
    };
    const ids = Array.from({ length: 12 }, (_, i) => `req_${i}`);
    for (const id of ids) await (Number(id.slice(4)) % 2 ? a : b).enqueue(newJob(id));
    const consumers = [consume(a, run(a)), consume(b, run(b))];
    await until(async () => (await Promise.all(ids.map((id) => a.get(id)))).every((j) => j?.status === 'done'));
    await Promise.all(consumers.map((c) => c.stop()));
    expect(seen.toSorted()).toStrictEqual(ids.flatMap((id) => [`${id}:delivering`, `${id}:queued`]).toSorted());
    expect(await b.get('req_3')).toMatchObject({ status: 'done', attempts: 1, payload: '{"id":"req_3"}', error: null });
  });

  it('hands a failed delivery out again at its retry time, not before', async () => {
    const [jobs] = await open();
    await jobs.enqueue(newJob('req_r'));
    const handed: { status: string; attempts: number; at: number }[] = [];
    let retryAt = 0;
    const consumer = consume(jobs, async (job) => {
      handed.push({ status: job.status, attempts: job.attempts, at: Date.now() });
      if (job.status === 'queued') return jobs.parsed(job.id, '{}', new Date().toISOString());
      if (job.attempts === 0) {
        retryAt = Date.now() + 1_500;
        return jobs.attempted(job.id, { attempt: 0, delivered: false, retryAt: new Date(retryAt).toISOString(), error: 'HTTP 503' });
      }
      return jobs.attempted(job.id, { attempt: job.attempts, delivered: true, retryAt: null, error: null });
    });
    await until(async () => (await jobs.get('req_r'))?.status === 'done');
    await consumer.stop();
    expect(handed.map((h) => [h.status, h.attempts])).toStrictEqual([['queued', 0], ['delivering', 0], ['delivering', 1]]);
    expect(handed[2]!.at).toBeGreaterThanOrEqual(retryAt - 50);
    expect(await jobs.get('req_r')).toMatchObject({ status: 'done', attempts: 2, error: null });
  });

  it('records a job that failed and a delivery that gave up, and hands neither out again', async () => {
    const [jobs] = await open();
    await jobs.enqueue(newJob('req_f'));
    await jobs.enqueue(newJob('req_g'));
    const handed: string[] = [];
    const consumer = consume(jobs, async (job) => {
      handed.push(job.id);
      if (job.id === 'req_f') return jobs.failed(job.id, 'DOCUMENT_UNREADABLE');
      if (job.status === 'queued') return jobs.parsed(job.id, '{}', new Date().toISOString());
      return jobs.attempted(job.id, { attempt: 0, delivered: false, retryAt: null, error: 'HTTP 410' });
    });
    await until(async () => (await jobs.get('req_g'))?.status === 'failed');
    await sleep(1_200);
    await consumer.stop();
    expect(handed.toSorted()).toStrictEqual(['req_f', 'req_g', 'req_g']);
    expect(await jobs.get('req_f')).toMatchObject({ status: 'failed', error: 'DOCUMENT_UNREADABLE' });
    expect(await jobs.get('req_g')).toMatchObject({ status: 'failed', attempts: 1, error: 'HTTP 410' });
    expect(await jobs.get('req_none')).toBeNull();
  });

  it('applies each transition only to the state its step was handed out in', async () => {
    const [jobs] = await open();
    await jobs.enqueue(newJob('req_c'));
    expect(await jobs.attempted('req_c', { attempt: 0, delivered: true, retryAt: null, error: null })).toBe(false);
    expect(await jobs.parsed('req_c', '{"first":1}', new Date().toISOString())).toBe(true);
    expect(await jobs.parsed('req_c', '{"second":2}', new Date().toISOString())).toBe(false);
    expect(await jobs.failed('req_c', 'DOCUMENT_UNREADABLE')).toBe(false);
    expect(await jobs.attempted('req_c', { attempt: 1, delivered: true, retryAt: null, error: null })).toBe(false);
    expect(await jobs.attempted('req_c', { attempt: 0, delivered: true, retryAt: null, error: null })).toBe(true);
    expect(await jobs.attempted('req_c', { attempt: 0, delivered: true, retryAt: null, error: null })).toBe(false);
    expect(await jobs.get('req_c')).toMatchObject({ status: 'done', attempts: 1, payload: '{"first":1}', error: null });
  });

  it('answers ping and counts its unfinished jobs by state (the queue-depth gauge)', async () => {
    const [jobs, other] = await open();
    await jobs.ping();
    expect(await jobs.depth()).toStrictEqual({ queued: 0, delivering: 0 });
    for (const id of ['req_d1', 'req_d2', 'req_d3']) await jobs.enqueue(newJob(id));
    expect(await other.depth()).toStrictEqual({ queued: 3, delivering: 0 });
    await jobs.parsed('req_d1', '{}', new Date().toISOString());
    await jobs.parsed('req_d2', '{}', new Date().toISOString());
    await jobs.attempted('req_d2', { attempt: 0, delivered: true, retryAt: null, error: null });
    await jobs.failed('req_d3', 'DOCUMENT_UNREADABLE');
    expect(await jobs.depth()).toStrictEqual({ queued: 0, delivering: 1 });
  });
});

describe.each([
  ['memory', async () => openMemoryJobStore()],
  ['sqlite', sqliteJobs],
] as const)('LeasedJobs (%s)', (_name, open) => {
  const job = { id: 'req_1', accountId: 'acc_1', keyId: 'key_1', fileKey: 'f'.repeat(43), applicationId: 'app', webhookUrl: 'http://127.0.0.1:9/x', createdAt: t(0) };

  it('hands a due job out once per lease, then again once the lease has run out', async () => {
    const jobs = await open();
    await jobs.enqueue(job);
    expect(await jobs.claim(t(1), t(60))).toMatchObject({ id: 'req_1', status: 'queued', dueAt: t(60) });
    expect(await jobs.claim(t(2), t(62))).toBeNull();
    expect(await jobs.claim(t(61), t(120))).toMatchObject({ id: 'req_1' });
  });

  it('makes a retried delivery due at its time', async () => {
    const jobs = await open();
    await jobs.enqueue(job);
    await jobs.claim(t(1), t(60));
    await jobs.parsed('req_1', '{"status":"success"}', t(2));
    expect(await jobs.claim(t(3), t(63))).toMatchObject({ status: 'delivering', payload: '{"status":"success"}', attempts: 0 });
    await jobs.attempted('req_1', { attempt: 0, delivered: false, retryAt: t(10), error: 'HTTP 503' });
    expect(await jobs.claim(t(9), t(70))).toBeNull();
    expect(await jobs.claim(t(10), t(70))).toMatchObject({ attempts: 1, error: 'HTTP 503' });
  });

  it('releases the leases of a process that is gone', async () => {
    const jobs = await open();
    await jobs.enqueue(job);
    await jobs.claim(t(1), t(600));
    expect(await jobs.releaseLeases(t(5))).toBe(1);
    expect(await jobs.claim(t(5), t(60))).toMatchObject({ id: 'req_1' });
  });
});

describe.skipIf(POSTGRES_SKIP_REASON !== null)(`JobStore (postgres): a step whose instance died${POSTGRES_SKIP_REASON ? `: skipped, ${POSTGRES_SKIP_REASON}` : ''}`, () => {
  it('is handed to a live instance once its timeout has passed, and a late outcome of the dead run is refused', async () => {
    const [a, b] = await postgresJobs(2);
    await a.enqueue(newJob('req_stuck'));
    // What a killed instance leaves behind: its step fetched (active in pg-boss), never completed.
    const schema = pgOpened.at(-1)!.schema;
    const deadPool = connectPool({ url: POSTGRES_TEST_URL!, schema, max: 1 });
    const db = { executeSql: (text: string, values: unknown[]) => deadPool.query(text, values) };
    const dead = new PgBoss({ db, schema: queueSchemaOf(schema), supervise: false, schedule: false, migrate: false });
    await dead.start();
    const [taken] = await dead.fetch<{ id: string; step: string }>(V2_STEP_QUEUE);
    expect(taken?.data).toStrictEqual({ id: 'req_stuck', step: 'parse' });
    await dead.stop({ graceful: false, close: false });
    await deadPool.end();

    const handedToB: string[] = [];
    const consumerB = b.consume(
      async (job) => {
        handedToB.push(job.status);
        if (job.status === 'queued') await b.parsed(job.id, '{}', new Date().toISOString());
        else await b.attempted(job.id, { attempt: job.attempts, delivered: true, retryAt: null, error: null });
      },
      { concurrency: 1, now: () => new Date(), onError: () => {} },
    );
    // pg-boss's maintenance (every 5 s, on any instance) fails the expired step, then B fetches its retry.
    await until(async () => (await b.get('req_stuck'))?.status === 'done', 30_000);
    await consumerB.stop();
    expect(handedToB).toStrictEqual(['queued', 'delivering']);
    // The dead run, had it come back, could not undo B's outcome.
    expect(await a.parsed('req_stuck', '{"late":true}', new Date().toISOString())).toBe(false);
    expect(await a.get('req_stuck')).toMatchObject({ status: 'done', attempts: 1, payload: '{}' });
  }, 40_000);
});

describe.skipIf(POSTGRES_SKIP_REASON !== null)(`JobStore (postgres): a step that fails every retry${POSTGRES_SKIP_REASON ? `: skipped, ${POSTGRES_SKIP_REASON}` : ''}`, () => {
  it('is handed to onAbandoned once, after the first run and three retries', async () => {
    const [jobs] = await postgresJobs();
    await jobs.enqueue(newJob('req_poison'));
    let runs = 0;
    const abandoned: ParseJob[] = [];
    const consumer = jobs.consume(
      async () => {
        runs++;
        throw new Error('this document kills whoever parses it');
      },
      {
        concurrency: 1,
        now: () => new Date(),
        onError: () => {},
        onAbandoned: async (job) => {
          abandoned.push(job);
          await jobs.failed(job.id, 'PARSER_UNAVAILABLE');
        },
      },
    );
    await until(() => abandoned.length > 0, 40_000);
    await sleep(1_500);
    await consumer.stop();
    expect(runs).toBe(4);
    expect(abandoned.map((job) => [job.id, job.status])).toStrictEqual([['req_poison', 'queued']]);
    expect(await jobs.get('req_poison')).toMatchObject({ status: 'failed', error: 'PARSER_UNAVAILABLE' });
  }, 60_000);
});
