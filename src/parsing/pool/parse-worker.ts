/**
 * The body of a parsing worker thread: read the document and build its profile in the same
 * thread (the pages never cross a thread boundary), catalogs loaded once per thread, at its start.
 */
import { outcomeOf, type ReadTask, type ReadTaskOutcome } from '../../documents/pool/read-worker.js';
import { loadPdfjs } from '../../documents/pdf/load-pdfjs.js';
import { parseResume } from '../parse-resume.js';
import { parsingCatalogs } from '../parsing-catalogs.js';
import type { ParseOptions, ParseOutcome } from '../resume-parser.js';

// Catalogs and pdfjs load when the thread starts (the pool starts its threads with the service),
// not on the first request: the first resume is parsed as fast as the others.
parsingCatalogs();
void loadPdfjs();

export default function parse(task: ReadTask): Promise<ReadTaskOutcome<ParseOutcome>> {
  return outcomeOf(() => parseResume(task.bytes, task.options as ParseOptions, task.limits));
}
