/**
 * V3 webhooks (spec 6) with real HTTP receivers on loopback: the payload is the HTTP answer but
 * for `status`/`upstream_status`; 2 s per attempt; up to 3 attempts on 5xx, 429 and timeouts,
 * none on 404; a failed delivery changes nothing; a non-http(s) URL is 400; private targets
 * are refused unless allowed (SSRF guard), whether written as an IP or as a name.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessParser } from '../../src/parsing/create-in-process-parser.js';
import type { ResumeParser } from '../../src/parsing/resume-parser.js';
import { multipartBody, type FormPart } from '../helpers/multipart.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const FIXTURES = join(import.meta.dirname, '../fixtures/documents');
const resume = (): FormPart => ({ name: 'file', value: readFileSync(join(FIXTURES, 'en-resume.docx')), filename: 'cv.docx' });

interface Receiver {
  url: string;
  bodies: unknown[];
  close(): Promise<void>;
}

/** A receiver answering each attempt with the next status of `statuses` (the last one repeats), after `delayMs`. */
async function receiver(statuses: number[], delayMs = 0): Promise<Receiver> {
  const bodies: unknown[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      const status = statuses[Math.min(bodies.length - 1, statuses.length - 1)]!;
      setTimeout(() => res.writeHead(status).end(), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function post(t: TestApp, key: string, parts: FormPart[]) {
  const { payload, contentType } = multipartBody(parts);
  return t.app.inject({ method: 'POST', url: '/api/v3/parser', headers: { 'content-type': contentType, 'x-api-key': key }, payload });
}

describe('V3 webhooks', () => {
  const open: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const o of open.splice(0)) await o.close();
  });
  const setup = async (allowPrivate = true) => {
    const t = await createTestApp({ config: { webhookAllowPrivate: allowPrivate } });
    open.push(t);
    return { t, key: await t.issueKey(10) };
  };

  it('posts the answer to the webhook before answering', async () => {
    const { t, key } = await setup();
    const hook = await receiver([200]);
    open.push(hook);
    const res = await post(t, key, [resume(), { name: 'webhook_url', value: hook.url }, { name: 'application_id', value: 'app-7' }]);
    expect(res.statusCode).toBe(200);
    expect(hook.bodies).toHaveLength(1);
    expect(hook.bodies[0]).toStrictEqual(res.json());
  });

  it('says partial in the webhook, without upstream_status, when a step was skipped', async () => {
    const real = createInProcessParser();
    const skipped: ResumeParser = {
      async parse(bytes, options) {
        const outcome = await real.parse(bytes, options);
        if (outcome.kind !== 'parsed') return outcome;
        return { ...outcome, resume: { ...outcome.resume, upstream_status: 'partial', warnings: ['OCR skipped on 2 scanned pages after the first 4'] } };
      },
      close: real.close,
    };
    const t = await createTestApp({ config: { webhookAllowPrivate: true }, parser: skipped });
    open.push(t);
    const key = await t.issueKey(2);
    const hook = await receiver([200]);
    open.push(hook);
    const res = await post(t, key, [resume(), { name: 'webhook_url', value: hook.url }]);
    const answer = res.json() as Record<string, unknown>;
    expect(answer).toMatchObject({ status: 'success', upstream_status: 'partial' });
    const { upstream_status: _u, ...rest } = answer;
    expect(hook.bodies).toStrictEqual([{ ...rest, status: 'partial' }]);
  });

  it('retries a 500 and a 429, and stops at the first success', async () => {
    const { t, key } = await setup();
    const hook = await receiver([500, 429, 200]);
    open.push(hook);
    const res = await post(t, key, [resume(), { name: 'webhook_url', value: hook.url }]);
    expect(res.statusCode).toBe(200);
    expect(hook.bodies).toHaveLength(3);
  });

  it('gives up after 3 attempts, and does not retry a 404; the answer is the same', async () => {
    const { t, key } = await setup();
    const failing = await receiver([503]);
    const missing = await receiver([404]);
    open.push(failing, missing);
    const a = await post(t, key, [resume(), { name: 'webhook_url', value: failing.url }]);
    const b = await post(t, key, [resume(), { name: 'webhook_url', value: missing.url }]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(failing.bodies).toHaveLength(3);
    expect(missing.bodies).toHaveLength(1);
    expect(await t.balanceOf(key)).toBe(8);
  });

  it('cuts an attempt off after 2 s and tries again', async () => {
    const { t, key } = await setup();
    const slow = await receiver([200], 2_500);
    open.push(slow);
    const started = performance.now();
    const res = await post(t, key, [resume(), { name: 'webhook_url', value: slow.url }]);
    expect(res.statusCode).toBe(200);
    expect(slow.bodies).toHaveLength(3);
    expect(performance.now() - started).toBeGreaterThanOrEqual(6_000);
  }, 30_000);

  it('answers 400 to a webhook_url that is not an http(s) URL, charging nothing', async () => {
    const { t, key } = await setup();
    for (const value of ['ftp://example.com/hook', 'not a url', 'javascript:alert(1)']) {
      const res = await post(t, key, [resume(), { name: 'webhook_url', value }]);
      expect({ status: res.statusCode, body: res.json() as unknown }).toStrictEqual({ status: 400, body: { error: 'webhook_url must be an http or https URL' } });
    }
    expect(await t.balanceOf(key)).toBe(10);
  });

  it('refuses loopback targets unless private targets are allowed, by IP or by name', async () => {
    const { t, key } = await setup(false);
    const hook = await receiver([200]);
    open.push(hook);
    const byName = hook.url.replace('127.0.0.1', 'localhost');
    for (const url of [hook.url, byName]) {
      const res = await post(t, key, [resume(), { name: 'webhook_url', value: url }]);
      expect(res.statusCode).toBe(200);
    }
    expect(hook.bodies).toHaveLength(0);
  });
});
