/**
 * The photo port the parser endpoints call: candidate images in, a face crop (or null) out.
 * The detector holds about 500 MB once it has run, so the service runs it on one thread of its
 * own that starts on the first document with images and ends after a minute without work
 * (pool/); tests that do not look at photos use `noPhotoFinder`.
 */
import type { FacePhoto, FindFacePhotoInput } from './types.js';

export interface PhotoFinder {
  find(input: FindFacePhotoInput, options?: { signal?: AbortSignal }): Promise<FacePhoto | null>;
  close(): Promise<void>;
}

/** Whether a document can hold a photo at all: embedded images, or a page that is an image. */
export function mayHoldPhoto(input: Pick<FindFacePhotoInput, 'type' | 'images'>): boolean {
  return input.type !== 'txt' && (input.images.length > 0 || input.type === 'png' || input.type === 'jpg' || input.type === 'bmp');
}

export const noPhotoFinder: PhotoFinder = { find: async () => null, close: async () => undefined };
