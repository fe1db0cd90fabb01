/**
 * The body of a document-reading worker thread: one document per task, read with the same
 * `readDocument` as in-thread callers. pdfjs and the OCR engine load once per thread, on the first
 * document that needs them. A DocumentError crosses the thread boundary as data (structured clone
 * drops class identity); anything else is a reader failure.
 */
import { readDocument } from '../read-document.js';
import { DocumentError, type ReadLimits, type ReadResult } from '../types.js';

export interface ReadTask {
  bytes: Uint8Array;
  limits?: Partial<ReadLimits>;
}

export type ReadTaskOutcome =
  | { ok: true; result: ReadResult }
  | { ok: false; code: DocumentError['code']; detail: string };

export default async function read(task: ReadTask): Promise<ReadTaskOutcome> {
  try {
    return { ok: true, result: await readDocument(task.bytes, task.limits) };
  } catch (error) {
    if (error instanceof DocumentError) return { ok: false, code: error.code, detail: error.message };
    throw error;
  }
}
