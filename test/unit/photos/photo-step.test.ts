import { describe, expect, it } from 'vitest';
import { beginPhotoStep } from '../../../src/photos/photo-step.js';
import type { PhotoFinder } from '../../../src/photos/photo-finder.js';
import type { FacePhoto } from '../../../src/photos/types.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = new TextEncoder().encode('%PDF-1.7\n…');
const FACE: FacePhoto = { bytes: new Uint8Array([1, 2, 3]), mime: 'image/jpeg', width: 120, height: 160, score: 0.9 };

function finder(): PhotoFinder & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    find: async (input) => {
      calls.push(input.type);
      return FACE;
    },
    close: async () => undefined,
  };
}

describe('beginPhotoStep', () => {
  it('starts the face search of an image resume with the upload, and reuses it', async () => {
    const f = finder();
    const photoOf = beginPhotoStep(f, PNG);
    expect(f.calls).toEqual(['png']);
    const result = await photoOf({ type: 'png', images: [], found: null });
    expect(result.photo).toBe(FACE);
    expect(f.calls).toEqual(['png']);
  });

  it('waits for the parse for other documents (their images come from the reader)', async () => {
    const f = finder();
    const photoOf = beginPhotoStep(f, PDF);
    expect(f.calls).toEqual([]);
    const image = { page: 0, bytes: new Uint8Array([0xff, 0xd8, 0xff]), mime: 'image/jpeg' };
    const result = await photoOf({ type: 'pdf', images: [image] as never, found: null });
    expect(result.photo).toBe(FACE);
    expect(f.calls).toEqual(['pdf']);
  });

  it('searches again when the image was read as another type', async () => {
    const f = finder();
    const photoOf = beginPhotoStep(f, PNG);
    await photoOf({ type: 'txt', images: [], found: null });
    expect(f.calls).toEqual(['png']);
  });
});
