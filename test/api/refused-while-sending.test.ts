import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRACT } from '../helpers/endpoints.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * A request refused before its body is read (over the 10 MB limit, no key) over a real socket:
 * a client still sending its body gets the answer, not EPIPE or ECONNRESET.
 */
describe('a request refused while its body is still being sent', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    const url = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    port = Number(url.port);
  });
  afterAll(() => t.close());

  function send(headers: Record<string, string>, body: Buffer): Promise<{ status: number; connection: string | undefined; text: string; error: string | null }> {
    return new Promise((resolve) => {
      let error: string | null = null;
      const req = http.request({ host: '127.0.0.1', port, path: EXTRACT.url, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(body.length), ...headers } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => setTimeout(() => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, text, error }), 50));
      });
      req.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
      req.end(body);
    });
  }

  const big = Buffer.from(JSON.stringify({ job_text: 'x'.repeat(24 * 1024 * 1024) }));

  it('answers the 500 of a body over 10 MB after reading it, then closes the connection', async () => {
    const key = await t.issueKey(1);
    const res = await send({ 'x-api-key': key }, big);
    expect(res).toEqual({ status: 500, connection: 'close', text: JSON.stringify({ success: false, error: 'Internal server error. Please try again later.' }), error: null });
    expect(await t.balanceOf(key)).toBe(1);
  });

  it('answers the 401 of a large body sent without a key', async () => {
    const res = await send({}, big);
    expect(res.status).toBe(401);
    expect(res.error).toBeNull();
  });
});
