import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, MATCH } from '../helpers/endpoints.js';
import { multipartBody } from '../helpers/multipart.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const FIXTURES = join(import.meta.dirname, '../fixtures/documents');

describe('request logs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('write one JSON line per request with request id, route, status, duration and key id', async () => {
    const key = await t.issueKey(2);
    const { id: keyId } = await t.deps.apiKeys.resolve(key);
    const res = await call(t, MATCH, { key, body: MATCH.validBody });
    const line = t.logs.find((entry) => entry.requestId === res.headers['x-request-id'] && entry.msg === 'request completed');
    expect(line).toMatchObject({ route: '/api/v1/matching/job-candidate', method: 'POST', status: 200, keyId, durationMs: expect.any(Number) as number });
  });

  it('give an error answer its catalog code and the internal reason the client is not told', async () => {
    const key = await t.issueKey(5);
    const completed = (res: { headers: Record<string, unknown> }) => t.logs.find((entry) => entry.requestId === res.headers['x-request-id'] && entry.msg === 'request completed');
    const parse = (bytes: Buffer) => {
      const { payload, contentType } = multipartBody([{ name: 'file', value: bytes, filename: 'cv' }]);
      return t.app.inject({ method: 'POST', url: '/api/v3/parser', headers: { 'content-type': contentType, 'x-api-key': key }, payload });
    };

    const unreadable = await parse(readFileSync(join(FIXTURES, 'hostile/truncated.docx')));
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.body).not.toContain('DocumentError');
    expect(completed(unreadable)).toMatchObject({ status: 422, code: 'DOCUMENT_UNREADABLE', reason: expect.stringMatching(/^DocumentError: .+/) as string });

    const recipe = await parse(readFileSync(join(import.meta.dirname, '../fixtures/not-resumes/recipe.txt')));
    expect(recipe.statusCode).toBe(422);
    expect(completed(recipe)).toMatchObject({ code: 'DOCUMENT_NOT_A_RESUME', reason: expect.stringMatching(/points|reads as/) as string });

    const unknownKey = await call(t, MATCH, { key: `${key}x`, body: MATCH.validBody });
    expect(completed(unknownKey)).toMatchObject({ status: 401, code: 'INVALID_API_KEY', reason: null });

    const badJson = await call(t, MATCH, { key, payload: '{"job_text":' });
    expect(completed(badJson)).toMatchObject({ status: 500, code: 'INTERNAL_SERVICE_ERROR', reason: 'FST_ERR_CTP_INVALID_JSON_BODY' });

    t.engine.mode = 'throw';
    const failed = await call(t, MATCH, { key, body: MATCH.validBody });
    t.engine.mode = 'ok';
    expect(failed.body).not.toContain('fake engine bug');
    expect(completed(failed)).toMatchObject({ status: 500, code: 'INTERNAL_SERVICE_ERROR', reason: expect.stringContaining('fake engine bug') as string });
    expect(t.logs.find((entry) => entry.requestId === failed.headers['x-request-id'] && entry.msg === 'request failed')).toMatchObject({ level: 50, code: 'INTERNAL_SERVICE_ERROR' });

    const ok = await call(t, MATCH, { key, body: MATCH.validBody });
    expect(completed(ok)).not.toHaveProperty('code');
  });

  it('never contain the key, a request body or the query string', async () => {
    const key = await t.issueKey(2);
    const secretText = 'Jeanne-Secret-Resume-Text';
    await call(t, MATCH, { key, body: { ...MATCH.validBody, candidate_text: secretText } });
    await call(t, MATCH, { key, payload: `{"candidate_text":"${secretText}"` });
    await call(t, MATCH, { key: `${key}x`, body: { job_text: secretText } });
    await t.app.inject({ method: 'GET', url: `/api/v1/status?token=${secretText}`, headers: { 'x-api-key': key } });
    t.engine.mode = 'throw';
    await call(t, MATCH, { key, body: { ...MATCH.validBody, candidate_text: secretText } });
    t.engine.mode = 'ok';
    const all = JSON.stringify(t.logs);
    expect(all).not.toContain(key.slice('rk_live_'.length));
    expect(all).not.toContain(secretText);
  });
});
