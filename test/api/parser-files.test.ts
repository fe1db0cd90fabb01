/**
 * Stored originals and face photos (spec 2.1, 4.1): the original behind a capability URL, none
 * with do_not_store_data; the face behind a permanent link, or a 10-minute one with
 * do_not_store_data, gone (404, deleted) once expired — tested with an injected clock.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessParser } from '../../src/parsing/create-in-process-parser.js';
import type { ResumeParser } from '../../src/parsing/resume-parser.js';
import { openMemoryBlobStore } from '../../src/storage/memory/memory-blob-store.js';
import { multipartBody, type FormPart } from '../helpers/multipart.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const FIXTURES = join(import.meta.dirname, '../fixtures/documents');
const FACE = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
/** The real parser, with a face as if the photo step had found one. */
const withFace = (): ResumeParser => {
  const real = createInProcessParser();
  return {
    async parse(bytes, options) {
      const outcome = await real.parse(bytes, options);
      return outcome.kind === 'parsed' ? { ...outcome, photo: { bytes: FACE, mime: 'image/jpeg' } } : outcome;
    },
    close: real.close,
  };
};

describe('stored originals and face photos', () => {
  let t: TestApp;
  let clock = new Date('2026-11-21T10:00:00Z');
  afterEach(async () => {
    await t.close();
  });
  const post = (key: string, parts: FormPart[]) => {
    const { payload, contentType } = multipartBody(parts);
    return t.app.inject({ method: 'POST', url: '/api/v3/parser', headers: { 'content-type': contentType, 'x-api-key': key }, payload });
  };
  const get = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
  const file = (): FormPart => ({ name: 'file', value: readFileSync(join(FIXTURES, 'fr-two-column-photo.pdf')), filename: 'cv.pdf' });

  it('stores the original and the face behind permanent capability URLs', async () => {
    t = await createTestApp({ parser: withFace(), blobs: openMemoryBlobStore(), now: () => clock });
    const key = await t.issueKey(2);
    const body = (await post(key, [file()])).json() as { info_resume: { url: string; face_url: string; face_url_expires_at: null } };
    expect(body.info_resume.face_url_expires_at).toBeNull();
    const original = await get(body.info_resume.url);
    expect(original.headers['content-type']).toBe('application/pdf');
    expect(original.rawPayload.equals(readFileSync(join(FIXTURES, 'fr-two-column-photo.pdf')))).toBe(true);
    const face = await get(body.info_resume.face_url);
    expect(face.headers['content-type']).toBe('image/jpeg');
    expect(face.rawPayload.equals(FACE)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/files/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
  });

  it('with do_not_store_data keeps nothing of the file, and the face 10 minutes only', async () => {
    const blobs = openMemoryBlobStore();
    t = await createTestApp({ parser: withFace(), blobs, now: () => clock });
    const key = await t.issueKey(2);
    const body = (await post(key, [file(), { name: 'do_not_store_data', value: 'true' }])).json() as {
      info_resume: { url: null; face_url: string; face_url_expires_at: string };
    };
    expect(body.info_resume.url).toBeNull();
    expect(body.info_resume.face_url_expires_at).toBe('2026-11-21T10:10:00');
    clock = new Date('2026-11-21T10:09:59Z');
    expect((await get(body.info_resume.face_url)).statusCode).toBe(200);
    clock = new Date('2026-11-21T10:10:00Z');
    const gone = await get(body.info_resume.face_url);
    expect({ status: gone.statusCode, body: gone.json() as unknown }).toStrictEqual({ status: 404, body: { error: 'Not Found' } });
    expect(await blobs.purge({ now: clock })).toBe(0);
  });

  it('gives no face for a TXT resume', async () => {
    t = await createTestApp({ parser: withFace(), blobs: openMemoryBlobStore(), now: () => clock });
    const key = await t.issueKey(2);
    const body = (await post(key, [{ name: 'file', value: readFileSync(join(FIXTURES, 'en-resume.txt')), filename: 'cv.txt' }])).json() as {
      info_resume: { url: string; face_url: null };
    };
    expect(body.info_resume.face_url).toBeNull();
    expect((await get(body.info_resume.url)).headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});

describe('the face photo, found by the detector thread', () => {
  it('crops the invented portrait of the two-column resume and serves it at face_url', async () => {
    const { createPooledPhotoFinder } = await import('../../src/photos/pool/create-pooled-photo-finder.js');
    const photos = createPooledPhotoFinder();
    const t = await createTestApp({ photos });
    try {
      const key = await t.issueKey(2);
      const { payload, contentType } = multipartBody([{ name: 'file', value: readFileSync(join(FIXTURES, 'fr-two-column-photo.pdf')), filename: 'cv.pdf' }]);
      const res = await t.app.inject({ method: 'POST', url: '/api/v3/parser', headers: { 'content-type': contentType, 'x-api-key': key }, payload });
      const body = res.json() as { info_resume: { face_url: string | null } };
      expect(body.info_resume.face_url).toMatch(/\/files\/[A-Za-z0-9_-]{43}$/);
      const face = await t.app.inject({ method: 'GET', url: new URL(body.info_resume.face_url!).pathname });
      expect(face.headers['content-type']).toBe('image/jpeg');
      expect([...face.rawPayload.subarray(0, 2)]).toEqual([0xff, 0xd8]);
      // A resume without a photo: no face, and the detector is not even asked.
      const { payload: p2, contentType: c2 } = multipartBody([{ name: 'file', value: readFileSync(join(FIXTURES, 'en-resume.pdf')), filename: 'cv.pdf' }]);
      const none = (await t.app.inject({ method: 'POST', url: '/api/v3/parser', headers: { 'content-type': c2, 'x-api-key': key }, payload: p2 })).json() as { info_resume: { face_url: null } };
      expect(none.info_resume.face_url).toBeNull();
    } finally {
      await t.close();
      await photos.close();
    }
  }, 120_000);
});
