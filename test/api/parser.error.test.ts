/**
 * POST /api/v3/parser: every error of spec 7.1 with its exact body, the `x-parser-request-id`
 * header, the order of checks (key and credits before the body, then content type and size,
 * then the parts, then the document), and no credit charged for any failure.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReaderFailure } from '../../src/documents/pool/create-read-pool.js';
import type { ResumeParser } from '../../src/parsing/resume-parser.js';
import { expectError } from '../helpers/expect-error.js';
import { multipartBody, type FormPart } from '../helpers/multipart.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const FIXTURES = join(import.meta.dirname, '../fixtures/documents');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));
const MESSAGE_5XX = 'An error occurred while processing the document or extracting its text. Please try again later.';

function post(t: TestApp, key: string | undefined, parts: FormPart[], headers: Record<string, string> = {}) {
  const { payload, contentType } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/v3/parser',
    headers: { 'content-type': contentType, ...(key !== undefined ? { 'x-api-key': key } : {}), ...headers },
    payload,
  });
}

const resumeFile = (): FormPart => ({ name: 'file', value: fixture('en-resume.docx'), filename: 'cv.docx' });

describe('POST /api/v3/parser errors', () => {
  let t: TestApp;
  let key: string;
  beforeEach(async () => {
    t = await createTestApp();
    key = await t.issueKey(5);
  });
  afterEach(async () => {
    await t.close();
  });

  const expectParserError = async (res: Awaited<ReturnType<typeof post>>, status: number, body: unknown) => {
    await expectError(t, res, status, body);
    expect(res.headers['x-parser-request-id']).toBe(res.headers['x-request-id']);
    expect(await t.balanceOf(key)).toBe(5);
  };

  it('checks the key first, then credits, both before reading the body', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/v3/parser', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect({ status: missing.statusCode, body: missing.json() as unknown }).toStrictEqual({ status: 401, body: { error: 'Missing API Key' } });
    expect(missing.headers['x-parser-request-id']).toBe(missing.headers['x-request-id']);
    const empty = await t.issueKey(0);
    const broke = await t.app.inject({ method: 'POST', url: '/api/v3/parser', headers: { 'x-api-key': empty, 'content-type': 'text/plain' }, payload: 'x' });
    // The parser is a gateway endpoint: its 403 carries no availableCredits (spec 2.6).
    expect({ status: broke.statusCode, body: broke.json() as unknown }).toStrictEqual({ status: 403, body: { error: 'Insufficient credits available' } });
  });

  it('answers 415 to anything but multipart/form-data', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/parser', headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: '{"file":"x"}' });
    await expectParserError(res, 415, { error: 'Content-Type must be multipart/form-data' });
  });

  it('answers 413 to an upload over 6 MiB, from its Content-Length, before reading it', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024 + 1, 0x41);
    const res = await post(t, key, [{ name: 'file', value: big, filename: 'big.txt' }]);
    await expectParserError(res, 413, { error: 'The uploaded file is too large to process. Please upload a smaller file.' });
  });

  it('answers 400 without a file part, or with `file` sent as a plain field', async () => {
    await expectParserError(await post(t, key, [{ name: 'application_id', value: 'app-1' }]), 400, { error: 'Missing required file field' });
    await expectParserError(await post(t, key, [{ name: 'file', value: 'just text' }]), 400, { error: 'Missing required file field' });
  });

  it('answers 400 to application_id sent as a file', async () => {
    const res = await post(t, key, [resumeFile(), { name: 'application_id', value: 'app-1', filename: 'id.txt' }]);
    await expectParserError(res, 400, { error: 'application_id must be a string when provided' });
  });

  it.each(['yes', '1', ''])('answers 400 INVALID_FILE to do_not_store_data=%j', async (value) => {
    const res = await post(t, key, [resumeFile(), { name: 'do_not_store_data', value }]);
    await expectParserError(res, 400, { error: 'The uploaded file is empty or invalid. Please check the file and try again.', code: 'INVALID_FILE' });
  });

  it.each([
    ['an empty file', Buffer.alloc(0)],
    ['random bytes', fixture('hostile/random-bytes.bin')],
    ['an OLE file of no office format', fixture('hostile/ole-no-office-streams.doc')],
  ])('answers 400 INVALID_FILE to %s', async (_what, bytes) => {
    const res = await post(t, key, [{ name: 'file', value: bytes, filename: 'cv.pdf' }]);
    await expectParserError(res, 400, { error: 'The uploaded file is empty or invalid. Please check the file and try again.', code: 'INVALID_FILE' });
  });

  it.each([
    ['hostile/truncated.pdf', 'DOCUMENT_UNREADABLE', 'The document could not be read. Please upload a valid, readable file.'],
    ['hostile/encrypted-user-password.pdf', 'DOCUMENT_UNREADABLE', 'The document could not be read. Please upload a valid, readable file.'],
    ['hostile/blank-page.pdf', 'DOCUMENT_TEXT_EMPTY', 'The text could not be extracted from this document. Please verify that the file is readable and contains selectable text.'],
    ['hostile/too-much-text.txt', 'DOCUMENT_TOO_LARGE', 'This document contains too much text to process. Please try a shorter or simpler version.'],
  ])('answers 422 to %s', async (file, code, error) => {
    const res = await post(t, key, [{ name: 'file', value: fixture(file), filename: 'cv' }]);
    await expectParserError(res, 422, { error, code });
  });

  it('answers 422 DOCUMENT_NOT_A_RESUME to a recipe', async () => {
    const recipe = [
      'Tarte aux pommes',
      'Ingrédients : 6 pommes, 200 g de farine, 100 g de beurre, 1 œuf, 2 cuillères à soupe de sucre.',
      'Préchauffez le four à 180 °C. Étalez la pâte, disposez les pommes en rosace.',
      'Temps de cuisson : 35 minutes. Saupoudrez de sucre, 1 cuillère à café de cannelle.',
      'Pour 6 personnes.',
    ].join('\n');
    const res = await post(t, key, [{ name: 'file', value: Buffer.from(recipe), filename: 'cv.txt' }]);
    await expectParserError(res, 422, {
      error: 'This document does not appear to be a CV or resume. Please upload a CV or resume and try again.',
      code: 'DOCUMENT_NOT_A_RESUME',
    });
  });
});

describe('POST /api/v3/parser when the parser fails', () => {
  const failing = (failure: ReaderFailure): ResumeParser => ({ parse: () => Promise.reject(failure), close: async () => undefined });

  it.each([
    ['crashed', 502, undefined],
    ['busy', 503, '1'],
    ['timeout', 504, undefined],
  ] as const)('answers a %s reader with %i PARSER_UNAVAILABLE, charging nothing', async (kind, status, retryAfter) => {
    const t = await createTestApp({ parser: failing(new ReaderFailure(kind, `reader ${kind}`)) });
    try {
      const key = await t.issueKey(5);
      const res = await post(t, key, [resumeFile()]);
      await expectError(t, res, status, { error: MESSAGE_5XX, code: 'PARSER_UNAVAILABLE' });
      expect(res.headers['retry-after']).toBe(retryAfter);
      expect(res.headers['x-parser-request-id']).toBe(res.headers['x-request-id']);
      expect(await t.balanceOf(key)).toBe(5);
    } finally {
      await t.close();
    }
  });
});
