import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, type EndpointCase } from './endpoints.js';
import { expectError } from './expect-error.js';
import { createTestApp, type TestApp } from './test-app.js';

const NOT_OBJECT = { success: false, error: 'Request body must be a JSON object' };
const INTERNAL = { success: false, error: 'Internal server error. Please try again later.' };
const UNSUPPORTED = { success: false, error: 'The request contains unsupported fields' };
const JOB_REQUIRED = { success: false, error: "The 'job_text' field is required" };
const JOB_EMPTY = { success: false, error: 'job_text cannot be empty' };
const JOB_TOO_LONG = { success: false, error: 'job_text must be 50000 characters or less' };

/** 10 MB as the service reads it: 10 × 1024 × 1024 bytes (docs/api-guide.md, "Limits"). */
export const TEN_MB = 10 * 1024 * 1024;

/**
 * The rows of spec 7.2 that the three JSON endpoints share: body, content type, unsupported
 * fields and `job_text`, each with its whole expected body. Every case is sent with a valid key
 * holding credits, so only the body can be at fault; none of them may cost a credit.
 */
export function describeSharedJsonErrors(endpoint: EndpointCase): void {
  describe(`${endpoint.url}: shared body and job_text errors`, () => {
    let t: TestApp;
    let key: string;
    /** Successful calls made by the cases below: the only ones that may cost a credit. */
    let charged = 0;
    const valid = endpoint.validBody ?? {};
    beforeAll(async () => {
      t = await createTestApp();
      key = await t.issueKey(1000);
    });
    afterAll(async () => {
      expect(await t.balanceOf(key)).toBe(1000 - charged);
      await t.close();
    });
    beforeEach(() => {
      t.engine.mode = 'ok';
    });

    describeBodyShapeErrors(endpoint, () => ({ t, key }));

    it('answers 500 to a body over 10 MB', async () => {
      const payload = JSON.stringify({ ...valid, job_text: 'x'.repeat(TEN_MB) });
      expect(Buffer.byteLength(payload)).toBeGreaterThan(TEN_MB);
      await expectError(t, await call(t, endpoint, { key, payload }), 500, INTERNAL);
    });

    it('reads a body of exactly 10 MB (and then judges its job_text)', async () => {
      const skeleton = JSON.stringify({ ...valid, job_text: '' });
      const payload = JSON.stringify({ ...valid, job_text: 'x'.repeat(TEN_MB - Buffer.byteLength(skeleton)) });
      expect(Buffer.byteLength(payload)).toBe(TEN_MB);
      await expectError(t, await call(t, endpoint, { key, payload }), 400, JOB_TOO_LONG);
    });

    it('accepts application/json; charset=utf-8', async () => {
      const res = await call(t, endpoint, { key, body: valid, headers: { 'content-type': 'application/json; charset=utf-8' } });
      expect(res.statusCode).toBe(200);
      charged++;
    });

    it.each([
      ['an unknown field', { ...valid, extra: 1 }],
      ['an unknown field before a missing job_text', { extra: 1 }],
      ['a differently cased field', { ...valid, Job_Text: 'x' }],
    ])('answers 400 unsupported fields to %s', async (_, body) => {
      await expectError(t, await call(t, endpoint, { key, body }), 400, UNSUPPORTED);
    });

    it.each([
      ['a __proto__ key', `{"__proto__": {"x": 1}, "job_text": "x"}`],
      ['a nested constructor.prototype key', `{"job_text": "x", "criteria": [{"constructor": {"prototype": {"x": 1}}}]}`],
    ])('answers 400 unsupported fields to %s (not a 500: it is valid JSON)', async (_, payload) => {
      await expectError(t, await call(t, endpoint, { key, payload }), 400, UNSUPPORTED);
    });

    it.each([
      ['an empty object', {}],
      ['a number', { job_text: 42 }],
      ['null', { job_text: null }],
      ['an array', { job_text: ['x'] }],
    ])('answers 400 job_text required to %s', async (_, override) => {
      const body = { ...valid, ...override };
      if (Object.keys(override).length === 0) delete (body as Record<string, unknown>).job_text;
      await expectError(t, await call(t, endpoint, { key, body }), 400, JOB_REQUIRED);
    });

    it.each([['an empty string', ''], ['blanks', ' \n\t  ']])('answers 400 job_text empty to %s', async (_, job_text) => {
      await expectError(t, await call(t, endpoint, { key, body: { ...valid, job_text } }), 400, JOB_EMPTY);
    });

    it('answers 400 job_text too long to 50,001 characters', async () => {
      await expectError(t, await call(t, endpoint, { key, body: { ...valid, job_text: 'a'.repeat(50_001) } }), 400, JOB_TOO_LONG);
    });

    it('trims before measuring: 50,000 characters with blanks around pass, trimmed', async () => {
      const text = 'a'.repeat(50_000);
      const res = await call(t, endpoint, { key, body: { ...valid, job_text: `  \n${text}\n  ` } });
      expect(res.statusCode).toBe(200);
      charged++;
      const received = [...t.engine.extractInputs, ...t.engine.evaluateInputs].at(-1)?.jobText;
      expect(received).toBe(text);
    });

    it('counts characters, not UTF-16 units: 50,000 emoji pass', async () => {
      const res = await call(t, endpoint, { key, body: { ...valid, job_text: '🙂'.repeat(50_000) } });
      expect(res.statusCode).toBe(200);
      charged++;
    });
  });
}

/**
 * Row 1 of spec 7.2 and the JSON parser's 500s, the same on every JSON endpoint whatever its
 * fields: registered inside the caller's describe, on its app and key.
 */
export function describeBodyShapeErrors(endpoint: EndpointCase, ctx: () => { t: TestApp; key: string }): void {
  const valid = endpoint.validBody ?? {};
  it.each([
    ['no body and no content type', {}],
    ['an empty body with application/json', { payload: '' }],
    ['a JSON array', { payload: '[{"job_text":"x"}]' }],
    ['an empty JSON array', { payload: '[]' }],
    ['a text/plain body', { payload: JSON.stringify(valid), headers: { 'content-type': 'text/plain' } }],
    ['a form body', { payload: 'job_text=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
    ['a JSON body without content type', { payload: JSON.stringify(valid), omitContentType: true }],
    ['a JSON body with an empty content type', { payload: JSON.stringify(valid), headers: { 'content-type': '' } }],
    ['an application/json-patch+json body', { payload: JSON.stringify(valid), headers: { 'content-type': 'application/json-patch+json' } }],
  ])('answers 400 to %s', async (_, options) => {
    await expectError(ctx().t, await call(ctx().t, endpoint, { key: ctx().key, ...options }), 400, NOT_OBJECT);
  });

  it.each([
    ['invalid JSON', '{"job_text": '],
    ['a JSON string', '"job_text"'],
    ['a JSON number', '42'],
    ['JSON true', 'true'],
    ['JSON null', 'null'],
  ])('answers 500 to %s', async (_, payload) => {
    await expectError(ctx().t, await call(ctx().t, endpoint, { key: ctx().key, payload }), 500, INTERNAL);
  });
}
