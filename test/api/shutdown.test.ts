import { describe, expect, it } from 'vitest';
import { serve } from '../../src/http/serve.js';
import { MATCH } from '../helpers/endpoints.js';
import { createTestApp } from '../helpers/test-app.js';

describe('graceful shutdown', () => {
  it('finishes in-flight requests, then closes the store, then refuses connections', async () => {
    const t = await createTestApp();
    const key = await t.issueKey(5);
    t.engine.delayMs = 200;
    const events: string[] = [];
    const server = await serve(t.app, {
      port: 0,
      host: '127.0.0.1',
      releaseResources: async () => {
        events.push('store closed');
        await t.faults.inner.close();
      },
    });
    const inFlight = fetch(server.url + MATCH.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify(MATCH.validBody),
    }).then(async (res) => {
      events.push(`answered ${res.status}`);
      return res.json() as Promise<unknown>;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await server.shutdown('SIGTERM');
    const body = await inFlight;
    expect(body).toMatchObject({ score: 1 });
    expect(events).toEqual(['answered 200', 'store closed']);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    // Idempotent: a second signal does not close twice.
    await server.shutdown('SIGINT');
    expect(events).toEqual(['answered 200', 'store closed']);
  });
});
