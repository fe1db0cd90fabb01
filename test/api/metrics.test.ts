/**
 * GET /metrics (issue 14, operations): the Prometheus text of one app instance, without a key and
 * for free. Requests are counted by route pattern (never the raw URL), parses timed by format and
 * step, credits counted when debited, the V2 queue depth read from the queue, parser worker deaths
 * counted; and two apps in one process keep registries of their own.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadPool } from '../../src/documents/pool/create-read-pool.js';
import { call, MATCH } from '../helpers/endpoints.js';
import { multipartBody } from '../helpers/multipart.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const FIXTURES = join(import.meta.dirname, '../fixtures/documents');

/** The value of the sample `name{labels}` (exactly those labels), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((label) => [label[1], label[2]]));
    if (Object.keys(found).length === Object.keys(labels).length && Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  let t: TestApp;
  const scrape = async (app: TestApp = t) => {
    const res = await app.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the Prometheus text format without a key, with the process metrics, for free', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.body).toContain('# TYPE recruit_http_requests_total counter');
    expect(sample(res.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(res.body, 'nodejs_heap_size_total_bytes')).toBeGreaterThan(0);
  });

  it('counts requests by route pattern and status, and times them', async () => {
    const key = await t.issueKey(5);
    const labels = { method: 'POST', route: '/api/v1/matching/job-candidate', status: '200' };
    const before = sample(await scrape(), 'recruit_http_requests_total', labels) ?? 0;
    expect((await call(t, MATCH, { key, body: MATCH.validBody })).statusCode).toBe(200);
    let text = await scrape();
    expect(sample(text, 'recruit_http_requests_total', labels)).toBe(before + 1);
    expect(sample(text, 'recruit_http_request_duration_seconds_count', { method: 'POST', route: '/api/v1/matching/job-candidate' })).toBe(before + 1);
    expect((await call(t, MATCH, { key: 'rk_live_nope', body: MATCH.validBody })).statusCode).toBe(401);
    text = await scrape();
    expect(sample(text, 'recruit_http_requests_total', labels)).toBe(before + 1);
    expect(sample(text, 'recruit_http_requests_total', { ...labels, status: '401' })).toBe(1);
  });

  it('labels a route with parameters by its pattern and an unknown path as unmatched, never the raw URL', async () => {
    const fileKey = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    expect((await t.app.inject({ method: 'GET', url: `/files/${fileKey}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/no/such/path/12345?token=abc' })).statusCode).toBe(404);
    const text = await scrape();
    expect(sample(text, 'recruit_http_requests_total', { method: 'GET', route: '/files/:key', status: '404' })).toBe(1);
    expect(sample(text, 'recruit_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(text).not.toContain(fileKey);
    expect(text).not.toContain('12345');
  });

  it('counts the credits charged by operation, and times a parse by format and step', async () => {
    const key = await t.issueKey(5);
    const before = sample(await scrape(), 'recruit_credits_charged_total', { operation: 'parseResume' }) ?? 0;
    const { payload, contentType } = multipartBody([{ name: 'file', value: readFileSync(join(FIXTURES, 'en-resume.docx')), filename: 'cv.docx' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/parser', headers: { 'content-type': contentType, 'x-api-key': key }, payload });
    expect(res.statusCode).toBe(200);
    const text = await scrape();
    expect(sample(text, 'recruit_credits_charged_total', { operation: 'parseResume' })).toBe(before + 1);
    expect(sample(text, 'recruit_parse_duration_seconds_count', { format: 'docx', step: 'parse' })).toBe(1);
    expect(sample(text, 'recruit_parse_duration_seconds_sum', { format: 'docx', step: 'parse' })).toBeGreaterThan(0);
    // The pipeline's own steps, timed in the worker: reading the document, then lines to fields.
    expect(sample(text, 'recruit_parse_duration_seconds_count', { format: 'docx', step: 'read' })).toBe(1);
    expect(sample(text, 'recruit_parse_duration_seconds_count', { format: 'docx', step: 'fields' })).toBe(1);
    // A refused call charges nothing.
    const matched = sample(text, 'recruit_credits_charged_total', { operation: 'matchCandidate' });
    expect((await call(t, MATCH, { key, body: {} })).statusCode).toBe(400);
    expect(sample(await scrape(), 'recruit_credits_charged_total', { operation: 'matchCandidate' })).toBe(matched);
  });

  it('reports the V2 jobs waiting in the queue', async () => {
    expect(sample(await scrape(), 'recruit_v2_queue_depth', { state: 'queued' })).toBe(0);
    const key = await t.issueKey(2);
    // No job runner in this app: the job stays queued.
    const { payload, contentType } = multipartBody([
      { name: 'file', value: readFileSync(join(FIXTURES, 'en-resume.txt')), filename: 'cv.txt' },
      { name: 'webhook_url', value: 'https://hooks.example.com/recruit' },
    ]);
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/parser', headers: { 'content-type': contentType, 'x-api-key': key }, payload })).statusCode).toBe(202);
    const text = await scrape();
    expect(sample(text, 'recruit_v2_queue_depth', { state: 'queued' })).toBe(1);
    expect(sample(text, 'recruit_v2_queue_depth', { state: 'delivering' })).toBe(0);
  });

  it('counts a parser worker process that died and is replaced', async () => {
    const pool = createReadPool({ threads: 1, deadlineMs: 30_000, isolation: 'process', workerUrl: new URL('../unit/documents/pool/crashing-worker.ts', import.meta.url) });
    try {
      await expect(pool.read(Buffer.from('segfault'))).rejects.toMatchObject({ kind: 'crashed' });
      expect(sample(await scrape(), 'recruit_worker_restarts_total', { pool: 'crashing-worker' })).toBe(1);
    } finally {
      await pool.close();
    }
    // Closing the pool ends its workers on purpose: not counted.
    expect(sample(await scrape(), 'recruit_worker_restarts_total', { pool: 'crashing-worker' })).toBe(1);
  }, 60_000);

  it('keeps one registry per app instance', async () => {
    const other = await createTestApp();
    try {
      await other.app.inject({ method: 'GET', url: '/healthz' });
      await other.app.inject({ method: 'GET', url: '/healthz' });
      const labels = { method: 'GET', route: '/healthz', status: '200' };
      expect(sample(await scrape(other), 'recruit_http_requests_total', labels)).toBe(2);
      expect(sample(await scrape(), 'recruit_http_requests_total', labels)).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
