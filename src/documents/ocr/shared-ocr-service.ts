/**
 * The OCR service the readers use when none is given: one per thread (each document-reading
 * worker thread gets its own), started on the first page that needs OCR, never at import.
 * `closeSharedOcrService()` ends its worker (graceful shutdown, end of a test file); an idle
 * worker does not keep the process alive either way.
 */
import { createOcrService, type OcrService } from './ocr-service.js';

let shared: OcrService | null = null;

/**
 * Thrown instead of running OCR in a thread that defers it (`deferSharedOcr`): the document needs
 * OCR, and whoever sent it here reads it again in a lane of its own (parsing/pool: the text
 * documents queued behind a scan must not wait seconds for its OCR).
 */
export class OcrDeferred extends Error {
  constructor() {
    super('the document needs OCR: read it in the OCR lane');
    this.name = 'OcrDeferred';
  }
}

let deferred = false;

/** From now on, a page that needs OCR in this thread throws OcrDeferred (no engine is started). */
export function deferSharedOcr(): void {
  deferred = true;
}

/**
 * Throws OcrDeferred in a thread that defers OCR. Readers call it before the work done only for
 * OCR (decoding an image, rendering a PDF page), so that none of it is done twice.
 */
export function deferOcrIfAsked(): void {
  if (deferred) throw new OcrDeferred();
}

export function sharedOcrService(): OcrService {
  shared ??= createOcrService();
  return shared;
}

export async function closeSharedOcrService(): Promise<void> {
  const closing = shared;
  shared = null;
  await closing?.close();
}
