/**
 * RECRUIT_PHOTOS=off (issue 14, operations): the photo finder is never asked, so the face
 * detector never loads, and a resume with a photo answers as one without (face_url null). With
 * the switch on, the same finder is asked, so the test would see a call that should not happen.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PhotoFinder } from '../../src/photos/photo-finder.js';
import { noPhotoFinder } from '../../src/photos/photo-finder.js';
import { multipartBody } from '../helpers/multipart.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const FIXTURES = join(import.meta.dirname, '../fixtures/documents');

/** A finder that records its calls and "finds" a face, instead of loading the detector. */
function spyFinder(): PhotoFinder & { calls: number } {
  const finder = {
    calls: 0,
    async find() {
      finder.calls++;
      return { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), mime: 'image/jpeg' as const, width: 1, height: 1, score: 0.99 };
    },
    close: async () => undefined,
  };
  return finder;
}

describe('RECRUIT_PHOTOS', () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });
  const parse = async (key: string) => {
    const { payload, contentType } = multipartBody([{ name: 'file', value: readFileSync(join(FIXTURES, 'fr-two-column-photo.pdf')), filename: 'cv.pdf' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/parser', headers: { 'content-type': contentType, 'x-api-key': key }, payload });
    expect(res.statusCode).toBe(200);
    return res.json() as { upstream_status?: string; info_resume: { face_url: string | null; face_url_expires_at: string | null } };
  };

  it('off: a resume with a photo answers without one, the finder never asked', async () => {
    const photos = spyFinder();
    t = await createTestApp({ config: { photos: false }, photos });
    expect(t.deps.photos).toBe(noPhotoFinder);
    const body = await parse(await t.issueKey(1));
    expect(body.info_resume.face_url).toBeNull();
    expect(body.info_resume.face_url_expires_at).toBeNull();
    expect(body.upstream_status).not.toBe('partial');
    expect(photos.calls).toBe(0);
  });

  it('on (the default): the same resume asks the finder', async () => {
    const photos = spyFinder();
    t = await createTestApp({ photos });
    const body = await parse(await t.issueKey(1));
    expect(body.info_resume.face_url).toMatch(/\/files\/[A-Za-z0-9_-]{43}$/);
    expect(photos.calls).toBe(1);
  });
});
