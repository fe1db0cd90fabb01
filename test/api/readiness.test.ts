/**
 * GET /readyz (issue 14, operations): 200 while the store and the V2 queue answer, 503 naming
 * what does not (a failing, hanging or closed store; a failing queue), the cause in the logs
 * only. Distinct from /healthz, which answers whatever the store does. No key, no credit.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openMemoryJobStore } from '../../src/storage/memory/memory-job-store.js';
import { openPostgresStore } from '../../src/storage/postgres/postgres-store.js';
import { dropSchema, freshSchemaName, POSTGRES_SKIP_REASON, POSTGRES_TEST_URL } from '../helpers/postgres-schema.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('GET /readyz', () => {
  const apps: TestApp[] = [];
  const app = async (options?: Parameters<typeof createTestApp>[0]) => {
    const t = await createTestApp(options);
    apps.push(t);
    return t;
  };
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.close();
  });
  const ready = (t: TestApp) => t.app.inject({ method: 'GET', url: '/readyz' });

  it('answers 200 without a key while the store and the queue answer', async () => {
    const t = await app();
    const res = await ready(t);
    expect({ status: res.statusCode, body: res.json() as unknown }).toStrictEqual({ status: 200, body: { status: 'ready' } });
  });

  it('answers 503 naming the store when it fails, logs why, and 200 again once it is back', async () => {
    const t = await app();
    t.faults.fail(['ping']);
    const res = await ready(t);
    expect({ status: res.statusCode, body: res.json() as unknown }).toStrictEqual({ status: 503, body: { status: 'not_ready', failing: ['store'] } });
    expect(res.body).not.toContain('unreachable');
    const logged = t.logs.find((line) => line.requestId === res.headers['x-request-id'] && line.msg === 'not ready');
    expect(logged).toMatchObject({ level: 40, failing: { store: 'Error: store unreachable (ping)' } });
    // Liveness is another question: the process still serves.
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    t.faults.heal();
    expect((await ready(t)).statusCode).toBe(200);
  });

  it('answers 503 when the store is closed, and its queue with it (on SQLite they share the database)', async () => {
    const t = await app();
    await t.faults.inner.close();
    const res = await ready(t);
    expect({ status: res.statusCode, body: res.json() as unknown }).toStrictEqual({ status: 503, body: { status: 'not_ready', failing: ['store', 'queue'] } });
  });

  it('answers 503 naming the queue when it fails', async () => {
    const jobs = { ...openMemoryJobStore(), ping: () => Promise.reject(new Error('queue down')) };
    const t = await app({ jobs });
    const res = await ready(t);
    expect({ status: res.statusCode, body: res.json() as unknown }).toStrictEqual({ status: 503, body: { status: 'not_ready', failing: ['queue'] } });
  });

  it('answers 503 rather than waiting on a store that hangs', async () => {
    const t = await app();
    t.faults.before('ping', () => new Promise(() => undefined));
    const started = Date.now();
    const res = await ready(t);
    expect(res.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 15_000);
});

describe.skipIf(POSTGRES_SKIP_REASON !== null)(`GET /readyz on PostgreSQL${POSTGRES_SKIP_REASON ? `: skipped, ${POSTGRES_SKIP_REASON}` : ''}`, () => {
  it('is ready once the store and pg-boss answer, and names both when the database is gone', async () => {
    const schema = freshSchemaName();
    const t = await createTestApp({ store: await openPostgresStore({ url: POSTGRES_TEST_URL!, schema }) });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect({ status: res.statusCode, body: res.json() as unknown }).toStrictEqual({ status: 200, body: { status: 'ready' } });
      await t.faults.inner.close();
      const down = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect({ status: down.statusCode, body: down.json() as unknown }).toStrictEqual({ status: 503, body: { status: 'not_ready', failing: ['store', 'queue'] } });
    } finally {
      await t.close();
      await dropSchema(schema);
    }
  }, 30_000);
});
