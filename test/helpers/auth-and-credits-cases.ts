import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, type EndpointCase } from './endpoints.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The authentication and credit cases of spec 5 and 7, applied to one endpoint (Unkey's
 * `common-tests.ts` idea): every keyed endpoint gets the same cases, written once.
 */
export function describeAuthAndCreditsCases(endpoint: EndpointCase): void {
  describe(`${endpoint.method} ${endpoint.url}: authentication and credits`, () => {
    let t: TestApp;
    beforeEach(async () => {
      t = await createTestApp();
    });
    afterEach(async () => {
      await t.close();
    });
    const ok = (options: Parameters<typeof call>[2] = {}) => call(t, endpoint, { body: endpoint.validBody, ...options });

    it('answers 401 Missing API Key without the header', async () => {
      const res = await ok();
      expect(res.statusCode).toBe(401);
      expect(res.json()).toStrictEqual({ error: 'Missing API Key' });
    });

    it('answers 401 Missing API Key to Authorization: Bearer alone', async () => {
      const key = await t.issueKey(5);
      const res = await ok({ headers: { authorization: `Bearer ${key}` } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toStrictEqual({ error: 'Missing API Key' });
    });

    it('answers 401 Missing API Key to an empty header', async () => {
      const res = await ok({ key: '' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toStrictEqual({ error: 'Missing API Key' });
    });

    it.each([
      ['malformed', 'not-a-key'],
      ['unknown', `rk_live_${'A'.repeat(43)}`],
    ])('answers 401 Invalid API Key to a %s key', async (_, key) => {
      const res = await ok({ key });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toStrictEqual({ error: 'Invalid API Key' });
    });

    it('answers 401 Invalid API Key to a revoked key', async () => {
      const key = await t.issueKey(5);
      await t.deps.apiKeys.revoke(key);
      const res = await ok({ key });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toStrictEqual({ error: 'Invalid API Key' });
    });

    it('refuses a rotated key at once; the new key works and keeps the balance', async () => {
      const key = await t.issueKey(5);
      const rotated = await t.deps.apiKeys.rotate(key);
      const old = await ok({ key });
      expect(old.statusCode).toBe(401);
      expect(old.json()).toStrictEqual({ error: 'Invalid API Key' });
      const fresh = await ok({ key: rotated.key });
      expect(fresh.statusCode).toBe(200);
      expect(await t.balanceOf(rotated.key)).toBe(endpoint.access === 'billed' ? 4 : 5);
    });

    it('checks the key before anything else', async () => {
      const res = await call(t, endpoint, { payload: '{"job_text": ' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toStrictEqual({ error: 'Missing API Key' });
    });

    it('answers 503 with Retry-After: 1 when the store is down, consuming nothing', async () => {
      const key = await t.issueKey(5);
      t.faults.fail();
      const res = await ok({ key });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toStrictEqual({ error: 'Credit service temporarily unavailable' });
      t.faults.heal();
      expect(await t.balanceOf(key)).toBe(5);
      expect(t.engine.calls).toBe(0);
    });

    if (endpoint.access === 'key') {
      it('serves a key with zero credits and charges nothing', async () => {
        const key = await t.issueKey(0);
        const res = await ok({ key });
        expect(res.statusCode).toBe(200);
        expect(await t.balanceOf(key)).toBe(0);
      });
      return;
    }

    it('answers 403 to an empty account, with availableCredits, without running the operation', async () => {
      const key = await t.issueKey(0);
      const res = await ok({ key });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toStrictEqual(
        endpoint.reportsAvailableCredits ? { error: 'Insufficient credits available', availableCredits: 0 } : { error: 'Insufficient credits available' },
      );
      expect(t.engine.calls).toBe(0);
    });

    it('checks credits before the body', async () => {
      const key = await t.issueKey(0);
      const res = await call(t, endpoint, { key, payload: 'not json' });
      expect(res.statusCode).toBe(403);
    });

    it('charges exactly 1 credit for a successful call, with a ledger row', async () => {
      const key = await t.issueKey(3);
      const res = await ok({ key });
      expect(res.statusCode).toBe(200);
      expect(await t.balanceOf(key)).toBe(2);
      const { accountId, id: keyId } = await t.deps.apiKeys.resolve(key);
      const debits = (await t.deps.store.ledger(accountId)).filter((entry) => entry.kind === 'debit');
      expect(debits).toHaveLength(1);
      expect(debits[0]).toMatchObject({ delta: -1, balanceAfter: 2, keyId, requestId: res.headers['x-request-id'] });
    });

    it('does not charge a call that fails validation', async () => {
      const key = await t.issueKey(3);
      const res = await call(t, endpoint, { key, body: { ...endpoint.validBody, unexpected: true } });
      expect(res.statusCode).toBe(400);
      expect(await t.balanceOf(key)).toBe(3);
    });

    // An endpoint that works in process has no engine to fail.
    it.skipIf(endpoint.usesEngine === false)('does not charge a call whose engine fails', async () => {
      const key = await t.issueKey(3);
      t.engine.mode = 'fail';
      const res = await ok({ key });
      expect(res.statusCode).toBe(502);
      expect(await t.balanceOf(key)).toBe(3);
    });

    it('answers 503 and consumes nothing when only the debit fails', async () => {
      const key = await t.issueKey(3);
      t.faults.fail(['debit']);
      const res = await ok({ key });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toStrictEqual({ error: 'Credit service temporarily unavailable' });
      t.faults.heal();
      expect(await t.balanceOf(key)).toBe(3);
    });

    it('answers 403 when the balance ran out during the call, charging nothing', async () => {
      const key = await t.issueKey(1);
      const { accountId } = await t.deps.apiKeys.resolve(key);
      // Another call of the same account takes the last credit while this one runs: during the
      // engine call, or just before the debit for an endpoint that has no engine call.
      const otherCall = () =>
        t.deps.store.debit({ accountId, amount: 1, operation: 'other', keyId: 'key_other', requestId: 'req_other', at: new Date().toISOString() }).then(() => undefined);
      if (endpoint.usesEngine === false) t.faults.before('debit', otherCall);
      else {
        t.engine.duringCall = async () => {
          t.engine.duringCall = undefined;
          await otherCall();
        };
      }
      const res = await ok({ key });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toStrictEqual({ error: 'Insufficient credits available', availableCredits: 0 });
      expect(await t.balanceOf(key)).toBe(0);
      expect((await t.deps.store.ledger(accountId)).filter((entry) => entry.kind === 'debit')).toHaveLength(1);
    });
  });
}
