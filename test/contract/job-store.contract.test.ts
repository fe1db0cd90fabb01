/**
 * The V2 job queue's contract, against each adapter: a job is claimed once while its lease
 * runs, parsed then delivered, retried at its time, failed; leases released at start.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { JobStore } from '../../src/jobs/job-store.js';
import { openMemoryJobStore } from '../../src/storage/memory/memory-job-store.js';
import { openSqliteStore } from '../../src/storage/sqlite/sqlite-store.js';
import { openPostgresStore, type PostgresStore } from '../../src/storage/postgres/postgres-store.js';
import { dropSchema, freshSchemaName, POSTGRES_SKIP_REASON, POSTGRES_TEST_URL } from '../helpers/postgres-schema.js';

const t = (s: number) => new Date(Date.UTC(2026, 10, 21, 10, 0, s)).toISOString();

async function sqliteJobs(): Promise<JobStore> {
  const store = openSqliteStore({ memory: true });
  await store.createAccountWithKey({ accountId: 'acc_1', key: { id: 'key_1', hash: 'h'.repeat(64) }, initialCredits: 1, at: t(0) });
  return store.jobs();
}

// PostgreSQL: one fresh schema per test (the job ids repeat), dropped at the end.
const pgOpened: { store: PostgresStore; schema: string }[] = [];
afterAll(async () => {
  for (const { store, schema } of pgOpened.splice(0)) {
    await store.close();
    await dropSchema(schema);
  }
});
async function postgresJobs(): Promise<JobStore> {
  const schema = freshSchemaName();
  const store = await openPostgresStore({ url: POSTGRES_TEST_URL!, schema });
  pgOpened.push({ store, schema });
  await store.createAccountWithKey({ accountId: 'acc_1', key: { id: 'key_1', hash: 'h'.repeat(64) }, initialCredits: 1, at: t(0) });
  return store.jobs();
}

if (POSTGRES_SKIP_REASON) describe('JobStore (postgres)', () => it.skip(`skipped: ${POSTGRES_SKIP_REASON}`, () => {}));

describe.each([
  ['memory', async () => openMemoryJobStore()],
  ['sqlite', sqliteJobs],
  ...(POSTGRES_SKIP_REASON ? [] : [['postgres', postgresJobs] as const]),
] as const)('JobStore (%s)', (_name, open) => {
  const job = { id: 'req_1', accountId: 'acc_1', keyId: 'key_1', fileKey: 'f'.repeat(43), applicationId: 'app', webhookUrl: 'http://127.0.0.1:9/x', createdAt: t(0) };

  it('hands a due job out once per lease, then again once the lease has run out', async () => {
    const jobs = await open();
    await jobs.enqueue(job);
    expect(await jobs.claim(t(1), t(60))).toMatchObject({ id: 'req_1', status: 'queued', dueAt: t(60) });
    expect(await jobs.claim(t(2), t(62))).toBeNull();
    expect(await jobs.claim(t(61), t(120))).toMatchObject({ id: 'req_1' });
  });

  it('goes parsed → delivering → retried → done, or failed when delivery gives up', async () => {
    const jobs = await open();
    await jobs.enqueue(job);
    await jobs.claim(t(1), t(60));
    await jobs.parsed('req_1', '{"status":"success"}', t(2));
    expect(await jobs.claim(t(3), t(63))).toMatchObject({ status: 'delivering', payload: '{"status":"success"}', attempts: 0 });
    await jobs.attempted('req_1', { delivered: false, retryAt: t(10), error: 'HTTP 503' });
    expect(await jobs.claim(t(9), t(70))).toBeNull();
    expect(await jobs.claim(t(10), t(70))).toMatchObject({ attempts: 1, error: 'HTTP 503' });
    await jobs.attempted('req_1', { delivered: true, retryAt: null, error: null });
    expect(await jobs.get('req_1')).toMatchObject({ status: 'done', attempts: 2 });
    expect(await jobs.claim(t(100), t(200))).toBeNull();
  });

  it('releases the leases of a process that is gone', async () => {
    const jobs = await open();
    await jobs.enqueue(job);
    await jobs.claim(t(1), t(600));
    expect(await jobs.releaseLeases(t(5))).toBe(1);
    expect(await jobs.claim(t(5), t(60))).toMatchObject({ id: 'req_1' });
    await jobs.failed('req_1', 'DOCUMENT_UNREADABLE');
    expect(await jobs.get('req_1')).toMatchObject({ status: 'failed', error: 'DOCUMENT_UNREADABLE' });
  });
});
