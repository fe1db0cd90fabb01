import { afterEach, beforeEach, describe, it } from 'vitest';
import { call, type EndpointCase } from './endpoints.js';
import { expectError } from './expect-error.js';
import { createTestApp, type TestApp } from './test-app.js';

/** The 500 and 502 answers of a JSON endpoint whose engine fails, hangs or breaks (spec 7.2). */
export function describeEngineErrors(endpoint: EndpointCase): void {
  describe(`${endpoint.url}: engine failures`, () => {
    let t: TestApp;
    let key: string;
    beforeEach(async () => {
      t = await createTestApp({ config: { jsonCallDeadlineMs: 50 } });
      key = await t.issueKey(10);
    });
    afterEach(async () => {
      await t.close();
    });

    it('answers 502 service error when the engine fails', async () => {
      t.engine.mode = 'fail';
      await expectError(t, await call(t, endpoint, { key, body: endpoint.validBody }), 502, {
        success: false,
        error: 'The AI processing step failed. Please try again later.',
      });
    });

    it('answers 502 gateway error past the deadline', async () => {
      t.engine.mode = 'hang';
      await expectError(t, await call(t, endpoint, { key, body: endpoint.validBody }), 502, { error: 'Upstream API unavailable' });
    });

    it('answers the generic 500 service error to an unexpected failure, hiding its message', async () => {
      t.engine.mode = 'throw';
      const res = await call(t, endpoint, { key, body: endpoint.validBody });
      await expectError(t, res, 500, { success: false, error: 'Internal server error. Please try again later.' });
      const logged = t.logs.find((line) => line.msg === 'request failed');
      if (!logged || !JSON.stringify(logged).includes('fake engine bug') || logged.requestId !== res.headers['x-request-id']) {
        throw new Error('the unexpected failure was not logged with its request id');
      }
    });
  });
}
