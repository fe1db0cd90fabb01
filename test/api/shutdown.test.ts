import { describe, expect, it } from 'vitest';
import { serve } from '../../src/http/serve.js';
import { MATCH } from '../helpers/endpoints.js';
import { createTestApp } from '../helpers/test-app.js';

describe('graceful shutdown', () => {
  it('finishes in-flight requests, then closes the store, then refuses connections', async () => {
    const t = await createTestApp();
    const key = await t.issueKey(5);
    const events: string[] = [];
    // The call is in the engine, for 200 ms more, when the signal comes (not a fixed wait: on a
    // loaded machine the request may not have arrived after 50 ms).
    let started!: () => void;
    const inEngine = new Promise<void>((resolve) => (started = resolve));
    t.engine.duringCall = async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 200));
    };
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
    await inEngine;
    await server.shutdown('SIGTERM');
    const body = await inFlight;
    // Answered 200 with its debit done: the store was still open when the call finished (a
    // closed store would have made the debit a 503). Client-side events may land after the
    // server's own, so their order says nothing.
    expect(body).toMatchObject({ score: 1 });
    expect(events.sort()).toEqual(['answered 200', 'store closed']);
    expect(await t.balanceOf(key).catch(() => 'store closed')).toBe('store closed');
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    // Idempotent: a second signal does not close twice.
    await server.shutdown('SIGINT');
    expect(events.filter((e) => e === 'store closed')).toHaveLength(1);
  });
});
