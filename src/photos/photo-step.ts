/**
 * The photo step of a parse (spec 2.1 `face_url`): run when the document can hold a photo; an
 * optional step, so a failure or a timeout gives no photo and a warning (`upstream_status`
 * partial), never an error.
 */
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
