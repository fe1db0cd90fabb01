/**
 * The body of a parsing worker thread: read the document and build its profile in the same
 * thread (the pages never cross a thread boundary), catalogs loaded once per thread.
 */
import { outcomeOf, type ReadTask, type ReadTaskOutcome } from '../../documents/pool/read-worker.js';
import { parseResume } from '../parse-resume.js';
import type { ParseOptions, ParseOutcome } from '../resume-parser.js';

export default function parse(task: ReadTask): Promise<ReadTaskOutcome<ParseOutcome>> {
  return outcomeOf(() => parseResume(task.bytes, task.options as ParseOptions, task.limits));
}
