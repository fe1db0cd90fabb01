/**
 * The photo step of a parse (spec 2.1 `face_url`): run when the document can hold a photo; an
 * optional step, so a failure or a timeout gives no photo and a warning (`upstream_status`
 * partial), never an error.
 */
import { imageTypeOf } from '../documents/detect-type.js';
import type { DocumentType, EmbeddedImage } from '../documents/types.js';
import { mayHoldPhoto, type PhotoFinder } from './photo-finder.js';
import type { FacePhoto } from './types.js';
import type { ImagesRead } from '../parsing/resume-parser.js';

interface PhotoStepInput {
  type: DocumentType;
  images: EmbeddedImage[];
  originalBytes: Uint8Array;
  found: { bytes: Uint8Array; mime: string } | null;
}

export async function photoStep(finder: PhotoFinder, input: PhotoStepInput): Promise<{ photo: { bytes: Uint8Array; mime: string } | null; warning: string | null }> {
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

export interface PhotoStepRun {
  /** The document's images, once it is read (the parser's `onImagesRead`): their search starts now, beside the fields. */
  imagesRead(read: ImagesRead): void;
  /** The step for the parse's outcome: the search already begun for this document, else a new one. */
  result(input: Omit<PhotoStepInput, 'originalBytes'>): Promise<PhotoStepResult>;
}

/**
 * The photo step begun with the upload. An image resume's photo is a region of the page itself,
 * so its face search starts at once and runs beside the OCR (seconds) instead of after it; another
 * document's search starts as soon as its reader has its images (`imagesRead`), beside the field
 * steps (tens of milliseconds) on the other core. `result` reuses whichever search was begun for
 * the document the parse read.
 */
export function beginPhotoStep(finder: PhotoFinder, originalBytes: Uint8Array): PhotoStepRun {
  const type = imageTypeOf(originalBytes);
  // photoStep never rejects: a search whose document then fails leaves no unhandled rejection.
  const early = type ? photoStep(finder, { type, images: [], originalBytes, found: null }) : null;
  let begun: { type: DocumentType; count: number; search: Promise<PhotoStepResult> } | null = null;
  return {
    imagesRead({ documentType, images }) {
      if (begun !== null || (early !== null && documentType === type)) return;
      begun = { type: documentType, count: images.length, search: photoStep(finder, { type: documentType, images, originalBytes, found: null }) };
    },
    result(input) {
      if (input.found) return photoStep(finder, { ...input, originalBytes });
      if (early !== null && input.type === type) return early;
      if (begun !== null && begun.type === input.type && begun.count === input.images.length) return begun.search;
      return photoStep(finder, { ...input, originalBytes });
    },
  };
}
