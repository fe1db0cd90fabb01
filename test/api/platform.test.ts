import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_VERSION } from '../../src/config/versions.js';
import { StatusResponseSchema } from '../../src/http/schemas/platform-schemas.js';
import { call, STATUS } from '../helpers/endpoints.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('platform endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /healthz answers without a key, even with the store down', async () => {
    t.faults.fail();
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    t.faults.heal();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toStrictEqual({ status: 'ok' });
  });

  it('GET /api/v1/status reports versions, engine, store, uptime and balance, for free', async () => {
    const key = await t.issueKey(7);
    const res = await call(t, STATUS, { key });
    expect(res.statusCode).toBe(200);
    const body = StatusResponseSchema.parse(res.json());
    expect(body).toStrictEqual({
      status: 'ok',
      version: '2026-10-01',
      service_version: SERVICE_VERSION,
      engine: { name: 'fake', version: 'fake-1' },
      store: { kind: 'sqlite' },
      uptime_seconds: expect.any(Number) as number,
      credits: { available: 7 },
    });
    expect(await t.balanceOf(key)).toBe(7);
  });

  it.each([
    ['GET', '/nope'],
    ['GET', '/api/v1/jobs/extract-criteria'],
    ['POST', '/api/v1/status'],
    ['DELETE', '/api/v1/matching/job-candidate'],
    ['GET', '/%E0%A4%A'],
  ])('%s %s answers 404 with a JSON body, key or not', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url, headers: { 'content-type': 'application/json' }, payload: method === 'GET' ? undefined : '{' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toStrictEqual({ error: 'Not Found' });
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('puts a distinct x-request-id on every response, errors included', async () => {
    const key = await t.issueKey(1);
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/healthz' }),
      t.app.inject({ method: 'GET', url: '/missing' }),
      call(t, STATUS, {}),
      call(t, STATUS, { key }),
      t.app.inject({ method: 'POST', url: '/api/v1/jobs/extract-criteria', headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: '{' }),
    ]);
    const ids = responses.map((res) => res.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('does not echo a client-sent x-request-id (ids in our logs are ours)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'client-chosen' } });
    expect(res.headers['x-request-id']).not.toBe('client-chosen');
  });
});
