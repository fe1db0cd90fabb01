/**
 * The body of a document-reading worker thread: one document per task, read with the same
 * `readDocument` as in-thread callers. pdfjs and the OCR engine load once per thread, on the first
 * document that needs them. A DocumentError crosses the thread boundary as data (structured clone
 * drops class identity); anything else is a reader failure.
 */
import { OcrDeferred } from '../ocr/shared-ocr-service.js';
import { readDocument } from '../read-document.js';
import { DocumentError, type ReadLimits, type ReadResult } from '../types.js';

export interface ReadTask {
  bytes: Uint8Array;
  limits?: Partial<ReadLimits>;
  /** Passed through to another worker module (the parser's): request id, application id… */
  options?: unknown;
}

/**
 * What every worker module of the pool answers: a result, a spec document error as data, or (in
 * a worker that defers OCR) word that the document needs the OCR lane.
 */
export type ReadTaskOutcome<R = ReadResult> =
  | { ok: true; result: R }
  | { ok: false; code: DocumentError['code']; detail: string }
  | { ok: false; deferred: 'ocr' };

/** Runs `work`, turning a DocumentError into data (structured clone drops class identity). */
export async function outcomeOf<R>(work: () => Promise<R>): Promise<ReadTaskOutcome<R>> {
  try {
    return { ok: true, result: await work() };
  } catch (error) {
    if (error instanceof DocumentError) return { ok: false, code: error.code, detail: error.message };
    if (error instanceof OcrDeferred) return { ok: false, deferred: 'ocr' };
    throw error;
  }
}

export default function read(task: ReadTask): Promise<ReadTaskOutcome> {
  return outcomeOf(() => readDocument(task.bytes, task.limits));
}
