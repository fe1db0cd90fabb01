/**
 * The parser on the calling thread: for tests and scripts, where a worker's start-up would cost
 * more than the documents. No deadline is enforced here.
 */
import { parseResume } from './parse-resume.js';
import type { ResumeParser } from './resume-parser.js';

export function createInProcessParser(): ResumeParser {
  return {
    parse: (bytes, { signal: _signal, deadlineMs: _deadline, onImagesRead, ...options }) => parseResume(bytes, options, undefined, onImagesRead),
    close: async () => undefined,
  };
}
