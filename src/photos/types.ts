/**
 * The candidate's photo (issue 5, spec 2.1 `face_url`): the input is what the document reader
 * already produced, the output a small JPEG of the face, head and shoulders. Pure domain code:
 * nothing here knows about HTTP, storage or the parser.
 */
import type { DocumentType, EmbeddedImage } from '../documents/types.js';

export interface FindFacePhotoInput {
  type: DocumentType;
  /** `ReadResult.images`; empty for image resumes, whose page is `originalBytes` itself. */
  images: EmbeddedImage[];
  /** The uploaded file: searched only for image resumes ('png' | 'jpg' | 'bmp'). */
  originalBytes: Uint8Array;
}

export interface FindFacePhotoOptions {
  /** Checked between images: an aborted search rejects with the signal's reason. */
  signal?: AbortSignal;
}

export interface FacePhoto {
  bytes: Uint8Array;
  mime: 'image/jpeg';
  width: number;
  height: number;
  /** The detector's confidence that the box is a face, 0–1. */
  score: number;
}

/** A face box in the pixels of the image it was found in. */
export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
}
