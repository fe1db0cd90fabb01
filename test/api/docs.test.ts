import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOG, errorBody, type ErrorCode } from '../../src/errors/error-catalog.js';
import type { OpenApiDocument } from '../../src/openapi/build-openapi-document.js';
import { call, JSON_ENDPOINTS, SKILLS } from '../helpers/endpoints.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Every row of spec 7.2 that the three JSON endpoints can answer, in the table's order. */
const SHARED_JSON_ERRORS: ErrorCode[] = [
  'MISSING_API_KEY',
  'INVALID_API_KEY',
  'INSUFFICIENT_CREDITS',
  'CREDIT_SERVICE_UNAVAILABLE',
  'BODY_NOT_OBJECT',
  'UNSUPPORTED_FIELDS',
  'JOB_TEXT_REQUIRED',
  'JOB_TEXT_EMPTY',
  'JOB_TEXT_TOO_LONG',
  'INTERNAL_SERVICE_ERROR',
  'UPSTREAM_UNAVAILABLE',
  'AI_PROCESSING_FAILED',
];
const EXPECTED_ERRORS: Record<string, ErrorCode[]> = {
  '/api/v1/jobs/extract-criteria': SHARED_JSON_ERRORS,
  '/api/v1/matching/job-candidate': [
    ...SHARED_JSON_ERRORS,
    'CANDIDATE_TEXT_REQUIRED',
    'CANDIDATE_TEXT_EMPTY',
    'CANDIDATE_TEXT_TOO_LONG',
    'MATCHING_CRITERIA_NOT_ARRAY',
    'INVALID_CRITERION',
  ],
  '/api/v1/matching/job-candidates/rank': [...SHARED_JSON_ERRORS, 'CANDIDATES_NOT_ARRAY', 'CANDIDATES_EMPTY', 'TOO_MANY_CANDIDATES', 'INVALID_CANDIDATE'],
  // Ours (spec 4.6 does not show it): the body rows, its own, and no engine rows.
  '/api/v1/skills/normalize': [
    ...SHARED_JSON_ERRORS.filter((code) => !code.startsWith('JOB_TEXT') && code !== 'UPSTREAM_UNAVAILABLE' && code !== 'AI_PROCESSING_FAILED'),
    'SKILLS_NOT_ARRAY',
    'SKILLS_EMPTY',
    'TOO_MANY_SKILLS',
    'INVALID_SKILL',
    'INVALID_LANG',
  ],
  '/api/v1/status': ['MISSING_API_KEY', 'INVALID_API_KEY', 'CREDIT_SERVICE_UNAVAILABLE'],
};

describe('OpenAPI document and /docs', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    document = res.json();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is OpenAPI 3.1 with the API version 2026-10-01, public', () => {
    expect(document.openapi).toBe('3.1.0');
    expect((document.info as { version: string }).version).toBe('2026-10-01');
    expect(document.paths['/openapi.json'].get.security).toEqual([]);
    expect(document.paths['/docs'].get.security).toEqual([]);
    expect(document.paths['/healthz'].get.security).toEqual([]);
    expect(document.paths['/readyz'].get.security).toEqual([]);
    expect(document.paths['/metrics'].get.security).toEqual([]);
  });

  it('documents every endpoint with its method', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations.sort()).toEqual(
      [
        'GET /healthz',
        'GET /readyz',
        'GET /metrics',
        'GET /api/v1/status',
        'POST /api/v1/jobs/extract-criteria',
        'POST /api/v1/matching/job-candidate',
        'POST /api/v1/matching/job-candidates/rank',
        'POST /api/v1/skills/normalize',
        'POST /api/v3/parser',
        'POST /api/v2/parser',
        'GET /files/{key}',
        'GET /openapi.json',
        'GET /docs',
      ].sort(),
    );
    expect(document.paths['/api/v1/status'].get.tags).toEqual(['Platform']);
  });

  it.each(Object.entries(EXPECTED_ERRORS))('%s documents every catalog error it can answer, with its exact body', (path, codes) => {
    const operation = Object.values(document.paths[path])[0];
    for (const code of codes) {
      const { status } = ERROR_CATALOG[code];
      const response = operation.responses[String(status)];
      expect(response, `${path} ${status}`).toBeDefined();
      const example = response.content?.['application/json']?.examples?.[code];
      const expected = errorBody(code, code === 'INSUFFICIENT_CREDITS' && path !== '/api/v1/status' ? { availableCredits: 0 } : {});
      expect(example?.value, `${path} ${code}`).toStrictEqual(expected);
      expect(response.description).toContain(ERROR_CATALOG[code].message);
    }
    const documented = Object.values(operation.responses).flatMap((response) => Object.keys(response.content?.['application/json']?.examples ?? {}));
    expect(documented.filter((code) => code !== 'INTERNAL_GATEWAY_ERROR').sort()).toEqual([...codes].sort());
  });

  it('documents the readiness probe\'s 503 and the metrics\' text format', () => {
    const notReady = document.paths['/readyz'].get.responses['503'];
    expect(notReady?.content?.['application/json']?.examples?.NOT_READY?.value).toStrictEqual({ status: 'not_ready', failing: ['store'] });
    expect(Object.keys(document.paths['/metrics'].get.responses['200'].content ?? {})).toEqual(['text/plain']);
  });

  it('documents Retry-After on 503', () => {
    const response = document.paths['/api/v1/jobs/extract-criteria'].post.responses['503'];
    expect(Object.keys(response.headers ?? {})).toEqual(['Retry-After']);
  });

  it.each([...JSON_ENDPOINTS, SKILLS].map((endpoint) => [endpoint.url, endpoint] as const))('the request example of %s succeeds as documented', async (url, endpoint) => {
    const operation = document.paths[url].post;
    const content = (operation.requestBody as { content: Record<string, { example: unknown }> }).content['application/json'];
    const key = await t.issueKey(1);
    const res = await call(t, endpoint, { key, body: content.example });
    expect(res.statusCode).toBe(200);
  });

  it('GET /docs is a self-contained HTML page naming every endpoint and every error message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).not.toMatch(/<script|<link|src=|@import/i);
    for (const path of Object.keys(document.paths)) expect(html).toContain(`<code>${path}</code>`);
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
    for (const codes of Object.values(EXPECTED_ERRORS)) {
      for (const code of codes) expect(html).toContain(escape(ERROR_CATALOG[code].message));
    }
  });
});
