/**
 * The photo (issue 5): the committed resumes with the invented portrait
 * (scripts/fixtures/make-portrait.py, drawn from ellipses, nobody's face) give a face crop in every
 * format that embeds it; the resumes without a photo, text, logos, flat colours and damaged files
 * give null. The real detector runs here (no mock): the model ships inside the npm package.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { readDocument } from '../../../src/documents/read-document.js';
import type { DocumentType, EmbeddedImage } from '../../../src/documents/types.js';
import { findFacesQuickly, loadFaceDetector } from '../../../src/photos/face-detector.js';
import { findFacePhoto, MIN_SCORE } from '../../../src/photos/find-face-photo.js';
import type { FacePhoto } from '../../../src/photos/types.js';

const FIXTURES = join(import.meta.dirname, '../../fixtures/documents');
const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(join(FIXTURES, name)));
/** Model loading and inference are CPU-bound on a shared 2-core machine. */
const SLOW = 60_000;

async function fromDocument(name: string): Promise<FacePhoto | null> {
  const bytes = fixture(name);
  const read = await readDocument(bytes);
  return findFacePhoto({ type: read.type, images: read.images, originalBytes: bytes });
}

/** One embedded image, as a reader would hand it over. */
const embedded = (bytes: Uint8Array, page = 0, mime = 'image/png'): EmbeddedImage => ({ page, x: 0, y: 0, width: 100, height: 100, mime, bytes });
const withImages = (images: EmbeddedImage[], type: DocumentType = 'docx') => findFacePhoto({ type, images, originalBytes: new Uint8Array(0) });

/** The invented portrait as the PDF embeds it (a JPEG), the source of the synthetic cases below. */
let portrait: Uint8Array;

function drawn(width: number, height: number, paint: (ctx: ReturnType<ReturnType<typeof createCanvas>['getContext']>) => void): Uint8Array {
  const canvas = createCanvas(width, height);
  paint(canvas.getContext('2d'));
  return new Uint8Array(canvas.toBuffer('image/png'));
}

function expectCrop(photo: FacePhoto | null): void {
  expect(photo).not.toBeNull();
  const { bytes, mime, width, height, score } = photo!;
  expect(mime).toBe('image/jpeg');
  expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  expect(Math.max(width, height)).toBeLessThanOrEqual(400);
  expect(width / height).toBeCloseTo(0.8, 1);
  expect(score).toBeGreaterThanOrEqual(MIN_SCORE);
}

beforeAll(async () => {
  await loadFaceDetector();
  portrait = (await readDocument(fixture('fr-two-column-photo.pdf'))).images[0]!.bytes;
}, SLOW);

describe('findFacePhoto on the committed resumes', () => {
  it.each(['pdf', 'docx', 'odt', 'pptx', 'odp', 'doc', 'ppt', 'rtf'])('fr-two-column-photo.%s gives a face crop', async (ext) => {
    expectCrop(await fromDocument(`fr-two-column-photo.${ext}`));
  }, SLOW);

  it.each(['png', 'jpg'])('finds the photo on the page of the image resume fr-two-column-photo.%s', async (ext) => {
    const bytes = fixture(`fr-two-column-photo.${ext}`);
    expectCrop(await findFacePhoto({ type: ext as DocumentType, images: [], originalBytes: bytes }));
  }, SLOW);

  it.each(['en-resume', 'fr-one-column'])('%s (no photo) gives null in every format', async (base) => {
    for (const ext of ['pdf', 'docx', 'odt', 'pptx', 'odp', 'doc', 'ppt', 'rtf']) expect(await fromDocument(`${base}.${ext}`)).toBeNull();
  }, SLOW);

  it.each(['en-resume.png', 'fr-one-column.jpg'])('a page of text with no photo, %s, gives null', async (name) => {
    expect(await findFacePhoto({ type: name.endsWith('png') ? 'png' : 'jpg', images: [], originalBytes: fixture(name) })).toBeNull();
  }, SLOW);

  it('gives null for text, whatever its bytes', async () => {
    expect(await findFacePhoto({ type: 'txt', images: [], originalBytes: fixture('fr-two-column-photo.txt') })).toBeNull();
  });
});

describe('findFacePhoto on images that are not a face', () => {
  it('a logo and a solid colour give null', async () => {
    const logo = drawn(240, 240, (ctx) => {
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, 240, 240);
      ctx.fillStyle = '#1d4ed8';
      ctx.beginPath();
      ctx.arc(120, 100, 70, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#111827';
      ctx.font = 'bold 36px sans-serif';
      ctx.fillText('ACME', 70, 215);
    });
    const solid = drawn(300, 375, (ctx) => {
      ctx.fillStyle = '#e0b294';
      ctx.fillRect(0, 0, 300, 375);
    });
    expect(await withImages([embedded(logo)])).toBeNull();
    expect(await withImages([embedded(solid)])).toBeNull();
  }, SLOW);

  it('skips icons under 64 px and images past the first pages', async () => {
    const icon = drawn(48, 60, (ctx) => ctx.drawImage(createCanvas(1, 1), 0, 0));
    expect(await withImages([embedded(icon)])).toBeNull();
    expect(await withImages([embedded(portrait, 2, 'image/jpeg')])).toBeNull();
    expectCrop(await withImages([embedded(portrait, 1, 'image/jpeg')]));
  }, SLOW);
});

describe('findFacePhoto on damaged images', () => {
  it('never throws: truncated, bit-flipped, mislabelled and random bytes give null', async () => {
    const truncated = portrait.slice(0, Math.floor(portrait.length / 2));
    const flipped = portrait.slice();
    for (let i = 200; i < flipped.length; i += 97) flipped[i] ^= 0x5a;
    const random = new Uint8Array(4096).map((_, i) => (i * 2654435761) >>> 24);
    const fakeHeader = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...random.slice(0, 200)]);
    const damaged = [truncated, flipped, random, fakeHeader, new Uint8Array(0)];
    for (const bytes of damaged) {
      expect(await withImages([embedded(bytes, 0, 'image/jpeg')])).toBeNull();
      expect(await findFacePhoto({ type: 'jpg', images: [], originalBytes: bytes })).toBeNull();
    }
  }, SLOW);

  it('still finds the face beside a damaged image', async () => {
    const truncated = portrait.slice(0, 1000);
    expectCrop(await withImages([embedded(truncated, 0, 'image/jpeg'), embedded(portrait, 0, 'image/jpeg')]));
  }, SLOW);
});

describe('findFacePhoto options', () => {
  it('rejects with the reason when the signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('deadline'));
    await expect(findFacePhoto({ type: 'docx', images: [embedded(portrait, 0, 'image/jpeg')], originalBytes: new Uint8Array(0) }, { signal: controller.signal })).rejects.toThrow('deadline');
  }, SLOW);
});

describe('findFacesQuickly, the tiny detector on embedded images', () => {
  it('passes the portrait, stops a silhouette placeholder and a flat logo', async () => {
    const decode = async (bytes: Uint8Array) => loadImage(Buffer.from(bytes));
    const [face] = await findFacesQuickly(await decode(portrait));
    // The portrait is 425 × 531 with the face in its middle third (SSD: 223 × 210 at 104, 171).
    expect(face!.score).toBeGreaterThanOrEqual(MIN_SCORE);
    expect(face!.width).toBeGreaterThan(180);
    expect(face!.width).toBeLessThan(270);
    expect(face!.x + face!.width / 2).toBeGreaterThan(180);
    expect(face!.x + face!.width / 2).toBeLessThan(250);
    const silhouette = drawn(94, 94, (ctx) => {
      ctx.fillStyle = '#b8c4d8';
      ctx.fillRect(0, 0, 94, 94);
      ctx.fillStyle = '#5a6274';
      ctx.beginPath();
      ctx.ellipse(47, 38, 16, 20, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.beginPath();
      ctx.ellipse(47, 94, 34, 30, 0, 0, Math.PI * 2);
      ctx.fill();
    });
    expect(await findFacesQuickly(await decode(silhouette))).toEqual([]);
    expect(await withImages([embedded(silhouette)])).toBeNull();
  }, SLOW);
});
