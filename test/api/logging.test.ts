import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, MATCH } from '../helpers/endpoints.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('request logs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('write one JSON line per request with request id, route, status, duration and key id', async () => {
    const key = await t.issueKey(2);
    const { id: keyId } = await t.deps.apiKeys.resolve(key);
    const res = await call(t, MATCH, { key, body: MATCH.validBody });
    const line = t.logs.find((entry) => entry.requestId === res.headers['x-request-id'] && entry.msg === 'request completed');
    expect(line).toMatchObject({ route: '/api/v1/matching/job-candidate', method: 'POST', status: 200, keyId, durationMs: expect.any(Number) as number });
  });

  it('never contain the key, a request body or the query string', async () => {
    const key = await t.issueKey(2);
    const secretText = 'Jeanne-Secret-Resume-Text';
    await call(t, MATCH, { key, body: { ...MATCH.validBody, candidate_text: secretText } });
    await call(t, MATCH, { key, payload: `{"candidate_text":"${secretText}"` });
    await call(t, MATCH, { key: `${key}x`, body: { job_text: secretText } });
    await t.app.inject({ method: 'GET', url: `/api/v1/status?token=${secretText}`, headers: { 'x-api-key': key } });
    t.engine.mode = 'throw';
    await call(t, MATCH, { key, body: { ...MATCH.validBody, candidate_text: secretText } });
    t.engine.mode = 'ok';
    const all = JSON.stringify(t.logs);
    expect(all).not.toContain(key.slice('rk_live_'.length));
    expect(all).not.toContain(secretText);
  });
});
