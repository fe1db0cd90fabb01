/**
 * The client's retries and timeouts against a tiny local HTTP server that answers what each test
 * scripts: 502/503/504 retried with backoff honouring `Retry-After`, a bounded number of times,
 * a 4xx never; a retried upload sent whole again; a timeout as its own error.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RecruitApiError, RecruitClient, RecruitNetworkError, RecruitTimeoutError } from '../../packages/client/src/index.js';
import { parseRetryAfter, retryDelayMs } from '../../packages/client/src/retry-delay.js';

interface Seen {
  method: string;
  url: string;
  key: string | undefined;
  contentType: string | undefined;
  body: Buffer;
}

type Answer = (seen: Seen, index: number, res: ServerResponse) => void;

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A server answering the n-th request with `answers[n]` (the last one repeats). */
async function scriptedServer(answers: Answer[]): Promise<{ baseUrl: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method!, url: req.url!, key: req.headers['x-api-key'] as string | undefined, contentType: req.headers['content-type'], body: Buffer.concat(chunks) };
      seen.push(request);
      answers[Math.min(seen.length - 1, answers.length - 1)](request, seen.length - 1, res);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Answer =>
  (_seen, _index, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

const BUSY = { error: 'An error occurred while processing the document or extracting its text. Please try again later.', code: 'PARSER_UNAVAILABLE' };

describe('RecruitClient retries and timeouts', () => {
  it('retries a 503 with Retry-After: 0 twice and succeeds at the third attempt, sending the whole upload each time', async () => {
    const parsed = { status: 'success', request_id: 'r-3' };
    const { baseUrl, seen } = await scriptedServer([json(503, BUSY, { 'retry-after': '0' }), json(503, BUSY, { 'retry-after': '0' }), json(200, parsed)]);
    const client = new RecruitClient({ baseUrl, apiKey: 'rk_test' });
    const file = Buffer.from('%PDF-1.4 an invented resume, not really a PDF');

    const answer = await client.parseResume({ file, filename: 'cv.pdf', application_id: 'app-1' });

    expect(answer).toEqual(parsed);
    expect(seen).toHaveLength(3);
    for (const request of seen) {
      expect(request).toMatchObject({ method: 'POST', url: '/api/v3/parser', key: 'rk_test' });
      expect(request.contentType).toMatch(/^multipart\/form-data; boundary=/);
      const body = request.body.toString('latin1');
      expect(body).toContain('name="file"; filename="cv.pdf"');
      expect(body).toContain(file.toString('latin1'));
      expect(body).toMatch(/name="application_id"\r\n\r\napp-1\r\n/);
    }
  });

  it('retries 502 and 504 as well, and gives up after maxAttempts with the last error', async () => {
    const { baseUrl, seen } = await scriptedServer([json(502, { error: 'Upstream API unavailable' }), json(504, BUSY)]);
    const client = new RecruitClient({ baseUrl, apiKey: 'rk_test', retries: { maxAttempts: 4, baseDelayMs: 1 } });
    const error = await client.extractCriteria({ job_text: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RecruitApiError);
    expect(error).toMatchObject({ status: 504, code: 'PARSER_UNAVAILABLE', kind: 'PARSER_TIMEOUT', attempts: 4 });
    expect(seen).toHaveLength(4);
  });

  it('makes 3 attempts by default', async () => {
    const { baseUrl, seen } = await scriptedServer([json(503, { error: 'Credit service temporarily unavailable' }, { 'retry-after': '0' })]);
    const error = await new RecruitClient({ baseUrl, apiKey: 'rk_test' }).getStatus().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, kind: 'CREDIT_SERVICE_UNAVAILABLE', code: null, retryAfter: '0', attempts: 3 });
    expect(seen).toHaveLength(3);
  });

  it.each([400, 401, 403, 404, 413, 422, 500])('never retries a %i', async (status) => {
    const { baseUrl, seen } = await scriptedServer([json(status, { error: 'no' }), json(200, { matching_criteria: [] })]);
    const error = await new RecruitClient({ baseUrl, apiKey: 'rk_test', retries: { baseDelayMs: 1 } }).extractCriteria({ job_text: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status, message: 'no', attempts: 1 });
    expect(seen).toHaveLength(1);
  });

  it('refuses a retry policy that would retry a 4xx', () => {
    expect(() => new RecruitClient({ baseUrl: 'http://127.0.0.1:1', retries: { statuses: [429, 503] } })).toThrow(RangeError);
  });

  it('keeps a non-JSON error page (a proxy\'s 502) as text, with a message of its own', async () => {
    const page: Answer = (_s, _i, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>Bad gateway</html>');
    };
    const { baseUrl } = await scriptedServer([page]);
    const error = await new RecruitClient({ baseUrl, retries: { maxAttempts: 1 } }).getHealth().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: null, kind: null, body: '<html>Bad gateway</html>', message: 'GET /healthz answered 502 Bad Gateway' });
  });

  it('rejects with a RecruitTimeoutError when the answer does not come in time, without retrying', async () => {
    const { baseUrl, seen } = await scriptedServer([() => undefined]);
    const client = new RecruitClient({ baseUrl, apiKey: 'rk_test', timeouts: { matchCandidate: 100 } });
    const started = Date.now();
    const error = await client.matchCandidate({ job_text: 'x', candidate_text: 'y', matching_criteria: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RecruitTimeoutError);
    expect(error).toBeInstanceOf(RecruitNetworkError);
    expect(error).toMatchObject({ timeoutMs: 100, attempts: 1, message: 'POST /api/v1/matching/job-candidate did not answer within 100 ms' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(seen).toHaveLength(1);
  });

  it('lets a call override the timeout, and a caller abort the wait between attempts', async () => {
    const { baseUrl } = await scriptedServer([() => undefined]);
    const client = new RecruitClient({ baseUrl });
    expect(await client.getHealth({ timeoutMs: 50 }).catch((e: unknown) => e)).toMatchObject({ name: 'RecruitTimeoutError', timeoutMs: 50 });

    const busy = await scriptedServer([json(503, BUSY, { 'retry-after': '20' })]);
    const controller = new AbortController();
    const call = new RecruitClient({ baseUrl: busy.baseUrl }).getHealth({ signal: controller.signal });
    setTimeout(() => controller.abort(new Error('stop')), 50);
    expect(await call.catch((e: unknown) => e)).toMatchObject({ message: 'stop' });
    expect(busy.seen).toHaveLength(1);
  });
});

describe('retry delays', () => {
  const policy = { baseDelayMs: 500, maxDelayMs: 30_000 };
  const now = Date.parse('2026-10-01T12:00:00Z');

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter(' 2 ', now)).toBe(2_000);
    expect(parseRetryAfter('Thu, 01 Oct 2026 12:00:05 GMT', now)).toBe(5_000);
    expect(parseRetryAfter('Thu, 01 Oct 2026 11:59:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });

  it('honours Retry-After up to maxDelayMs, else backs off exponentially with jitter', () => {
    expect(retryDelayMs(1, '3', policy, now)).toBe(3_000);
    expect(retryDelayMs(1, '3600', policy, now)).toBe(30_000);
    expect([1, 2, 3].map((attempt) => retryDelayMs(attempt, null, policy, now, () => 1))).toEqual([500, 1_000, 2_000]);
    expect([1, 2, 3].map((attempt) => retryDelayMs(attempt, null, policy, now, () => 0))).toEqual([250, 500, 1_000]);
    expect(retryDelayMs(20, null, policy, now, () => 1)).toBe(30_000);
  });
});
