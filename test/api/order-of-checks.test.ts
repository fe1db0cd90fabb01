import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, MATCH } from '../helpers/endpoints.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * The order of checks on a billed endpoint (README, "Order of checks"): key (401) → credits
 * (403/503) → content type and body (400/500) → validation (400) → operation (502) → debit.
 * Each case breaks two steps at once and expects the earlier one to answer.
 */
describe('order of checks', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('key before credits', async () => {
    await t.issueKey(0);
    const res = await call(t, MATCH, { key: 'rk_live_bad', body: MATCH.validBody });
    expect(res.statusCode).toBe(401);
  });

  it('key before the store: a missing key never reaches a store that is down', async () => {
    t.faults.fail();
    const res = await call(t, MATCH, { body: MATCH.validBody });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toStrictEqual({ error: 'Missing API Key' });
  });

  it.each([
    ['invalid JSON', { payload: '{' }],
    ['a text/plain body', { payload: 'hello', headers: { 'content-type': 'text/plain' } }],
    ['a body over 10 MB', { payload: `{"job_text":"${'x'.repeat(10 * 1024 * 1024)}"}` }],
    ['an invalid body', { body: { nope: true } }],
  ])('credits before %s', async (_, options) => {
    const key = await t.issueKey(0);
    const res = await call(t, MATCH, { key, ...options });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toStrictEqual({ error: 'Insufficient credits available', availableCredits: 0 });
  });

  it('store failure before the body', async () => {
    const key = await t.issueKey(5);
    t.faults.fail(['balance']);
    const res = await call(t, MATCH, { key, payload: '{' });
    expect(res.statusCode).toBe(503);
  });

  it('body before the operation, and the operation before the debit', async () => {
    const key = await t.issueKey(5);
    t.engine.mode = 'fail';
    const invalid = await call(t, MATCH, { key, body: { ...MATCH.validBody, candidate_text: '' } });
    expect(invalid.statusCode).toBe(400);
    expect(t.engine.calls).toBe(0);
    t.faults.fail(['debit']);
    const failed = await call(t, MATCH, { key, body: MATCH.validBody });
    expect(failed.statusCode).toBe(502);
    t.faults.heal();
    expect(await t.balanceOf(key)).toBe(5);
  });
});
