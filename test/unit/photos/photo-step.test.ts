import { describe, expect, it } from 'vitest';
import { beginPhotoStep } from '../../../src/photos/photo-step.js';
import type { PhotoFinder } from '../../../src/photos/photo-finder.js';
import type { FacePhoto } from '../../../src/photos/types.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = new TextEncoder().encode('%PDF-1.7\n…');
const FACE: FacePhoto = { bytes: new Uint8Array([1, 2, 3]), mime: 'image/jpeg', width: 120, height: 160, score: 0.9 };
const IMAGE = { page: 0, bytes: new Uint8Array([0xff, 0xd8, 0xff]), mime: 'image/jpeg' } as never;

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
    const step = beginPhotoStep(f, PNG);
    expect(f.calls).toEqual(['png']);
    step.imagesRead({ documentType: 'png', images: [] });
    const result = await step.result({ type: 'png', images: [], found: null });
    expect(result.photo).toBe(FACE);
    expect(f.calls).toEqual(['png']);
  });

  it('waits for the parse when the reader never told its images', async () => {
    const f = finder();
    const step = beginPhotoStep(f, PDF);
    expect(f.calls).toEqual([]);
    const result = await step.result({ type: 'pdf', images: [IMAGE], found: null });
    expect(result.photo).toBe(FACE);
    expect(f.calls).toEqual(['pdf']);
  });

  it('starts the search once the document is read, beside the fields, and reuses it for the outcome', async () => {
    const f = finder();
    const step = beginPhotoStep(f, PDF);
    step.imagesRead({ documentType: 'pdf', images: [IMAGE] });
    expect(f.calls).toEqual(['pdf']);
    step.imagesRead({ documentType: 'pdf', images: [IMAGE] });
    const result = await step.result({ type: 'pdf', images: [IMAGE], found: null });
    expect(result.photo).toBe(FACE);
    expect(f.calls).toEqual(['pdf']);
  });

  it('does not search a document without images, and searches again for an outcome of other images', async () => {
    const f = finder();
    const step = beginPhotoStep(f, PDF);
    step.imagesRead({ documentType: 'pdf', images: [] });
    expect(f.calls).toEqual([]);
    await step.result({ type: 'pdf', images: [IMAGE], found: null });
    expect(f.calls).toEqual(['pdf']);
  });

  it('searches again when the image was read as another type', async () => {
    const f = finder();
    const step = beginPhotoStep(f, PNG);
    await step.result({ type: 'txt', images: [], found: null });
    expect(f.calls).toEqual(['png']);
  });
});
