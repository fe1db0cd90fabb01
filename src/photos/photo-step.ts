/**
 * The photo step of a parse (spec 2.1 `face_url`): run when the document can hold a photo; an
 * optional step, so a failure or a timeout gives no photo and a warning (`upstream_status`
 * partial), never an error.
 */
import { imageTypeOf } from '../documents/detect-type.js';
import type { DocumentType, EmbeddedImage } from '../documents/types.js';
import { mayHoldPhoto, type PhotoFinder } from './photo-finder.js';
import type { FacePhoto } from './types.js';

export async function photoStep(
  finder: PhotoFinder,
  input: { type: DocumentType; images: EmbeddedImage[]; originalBytes: Uint8Array; found: { bytes: Uint8Array; mime: string } | null },
): Promise<{ photo: { bytes: Uint8Array; mime: string } | null; warning: string | null }> {
  if (input.found) return { photo: input.found, warning: null };
  if (!mayHoldPhoto(input)) return { photo: null, warning: null };
  try {
    const photo: FacePhoto | null = await finder.find({ type: input.type, images: input.images, originalBytes: input.originalBytes });
    return { photo, warning: null };
  } catch (error) {
    return { photo: null, warning: `photo: skipped (${error instanceof Error ? error.message : String(error)})` };
  }
}

type PhotoStepResult = Awaited<ReturnType<typeof photoStep>>;

/**
 * The photo step begun with the upload: an image resume's photo is a region of the page itself,
 * so its face search starts now and runs beside the OCR (seconds) instead of after it. Returns the
 * step to call with the parse's outcome, which reuses that search when the document was read as
 * the image it looked like.
 */
export function beginPhotoStep(
  finder: PhotoFinder,
  originalBytes: Uint8Array,
): (input: { type: DocumentType; images: EmbeddedImage[]; found: { bytes: Uint8Array; mime: string } | null }) => Promise<PhotoStepResult> {
  const type = imageTypeOf(originalBytes);
  // photoStep never rejects: a search whose document then fails leaves no unhandled rejection.
  const early = type ? photoStep(finder, { type, images: [], originalBytes, found: null }) : null;
  return (input) => (early && input.type === type && !input.found ? early : photoStep(finder, { ...input, originalBytes }));
}
