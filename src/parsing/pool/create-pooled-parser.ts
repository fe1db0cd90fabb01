/**
 * The parser on the document-reading thread pool: each document is read and parsed on a worker
 * thread, with the pool's deadline, crash and admission handling (documents/pool).
 */
import { createReadPool } from '../../documents/pool/create-read-pool.js';
import type { ParseOutcome, ResumeParser } from '../resume-parser.js';

function workerUrl(): URL {
  return new URL(import.meta.url.endsWith('.ts') ? './parse-worker.ts' : './parse-worker.js', import.meta.url);
}

export function createPooledParser(options: { threads: number; deadlineMs: number; maxQueue?: number }): ResumeParser {
  const pool = createReadPool<ParseOutcome>({ ...options, workerUrl: workerUrl() });
  return {
    parse: (bytes, { signal, deadlineMs, ...parseOptions }) => pool.read(bytes, { signal, deadlineMs, options: parseOptions }),
    close: () => pool.close(),
  };
}
