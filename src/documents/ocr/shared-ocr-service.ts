/**
 * The OCR service the readers use when none is given: one per thread (each document-reading
 * worker thread gets its own), started on the first page that needs OCR, never at import.
 * `closeSharedOcrService()` ends its worker (graceful shutdown, end of a test file); an idle
 * worker does not keep the process alive either way.
 */
import { createOcrService, type OcrService } from './ocr-service.js';

let shared: OcrService | null = null;

export function sharedOcrService(): OcrService {
  shared ??= createOcrService();
  return shared;
}

export async function closeSharedOcrService(): Promise<void> {
  const closing = shared;
  shared = null;
  await closing?.close();
}
