/**
 * The parser port the HTTP layer calls (STYLE principle 7): bytes in, a parsed resume or the
 * judgement that the document is not a resume out. Document errors are `DocumentError` (spec 7.1
 * 4xx); a reader that timed out, crashed or was too busy is `ReaderFailure` (502/503/504).
 * Two adapters: on the thread pool (the service) and in process (tests, scripts).
 */
import type { DocumentType, EmbeddedImage } from '../documents/types.js';
import type { ParsedResume } from './parsed-resume.js';

export interface ParseOptions {
  requestId: string;
  applicationId: string | null;
  /** Parsing time, ISO 8601 (the clock is the caller's). */
  now: string;
}

/** A face cropped from the resume (JPEG), for `face_url`. */
export interface FacePhoto {
  bytes: Uint8Array;
  mime: string;
}

export type ParseOutcome =
  | {
      kind: 'parsed';
      resume: ParsedResume;
      documentType: DocumentType;
      /** Images that may hold the candidate's photo (first pages, at most 8), for the photo step. */
      images: EmbeddedImage[];
      /** Set by a parser that finds the photo itself (tests); the endpoints run the photo step. */
      photo: FacePhoto | null;
      /** Seconds spent in the pipeline's steps (`read`, `ocr`, `fields`), for the metrics. */
      steps?: Partial<Record<ParseStep, number>>;
    }
  | { kind: 'not-a-resume'; reason: string };

/** The pipeline's steps the metrics time: reading the document, OCR (the OCR lane), the fields. */
export type ParseStep = 'read' | 'ocr' | 'fields';

/** A document's images known once it is read, before its fields: those the outcome will carry. */
export interface ImagesRead {
  documentType: DocumentType;
  images: EmbeddedImage[];
}

export interface ResumeParser {
  /**
   * `onImagesRead`: called once the document is read, before its fields are found, so that the
   * photo step can search the images beside them (not for a document read by OCR).
   */
  parse(bytes: Uint8Array, options: ParseOptions & { signal?: AbortSignal; deadlineMs?: number; onImagesRead?: (read: ImagesRead) => void }): Promise<ParseOutcome>;
  close(): Promise<void>;
}
