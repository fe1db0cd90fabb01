/**
 * The body of a parsing worker process: read the document and build its profile in the same
 * process (the pages never cross a process boundary), catalogs loaded once per worker, at its
 * start. OCR is deferred (create-pooled-parser.ts): a document that needs it is answered
 * `deferred` at once, read by the OCR lane, and comes back here as a `ReadResult` to be parsed.
 */
import { deferSharedOcr } from '../../documents/ocr/shared-ocr-service.js';
import { outcomeOf, type ReadTask, type ReadTaskOutcome } from '../../documents/pool/read-worker.js';
import { loadPdfjs } from '../../documents/pdf/load-pdfjs.js';
import type { ReadResult } from '../../documents/types.js';
import { parseRead, parseResume } from '../parse-resume.js';
import { parsingCatalogs } from '../parsing-catalogs.js';
import type { ParseOptions, ParseOutcome } from '../resume-parser.js';

/** The task's `options`: the parse options, and the document already read when it was OCR'd. */
export type ParseTaskOptions = Partial<ParseOptions> & { read?: ReadResult };

// Catalogs and pdfjs load when the worker starts, not on the first request: the first resume is
// parsed as fast as the others.
parsingCatalogs();
void loadPdfjs();
deferSharedOcr();

/** `progress` (process-entry.ts): the document's images, reported once it is read (`ImagesRead`). */
export default function parse(task: ReadTask, progress?: (value: unknown) => void): Promise<ReadTaskOutcome<ParseOutcome>> {
  const { read, ...options } = (task.options ?? {}) as ParseTaskOptions;
  return outcomeOf(async () => (read ? parseRead(read, options) : parseResume(task.bytes, options, task.limits, progress)));
}
