/**
 * The parser on the document-reading pool: each document is read and parsed by a worker, with the
 * pool's deadline, crash and admission handling (documents/pool). The workers are child processes:
 * the readers run native decoders (Skia through @napi-rs/canvas) on hostile files, and a segfault
 * there must end one worker, not the service. They start with the first documents (each loads its
 * catalogs and pdfjs, about 1 s and 220 MB), so a service used for matching alone holds none; once
 * started they stay.
 */
import { createReadPool } from '../../documents/pool/create-read-pool.js';
import { workerModule } from '../../workers/worker-module.js';
import type { ParseOutcome, ResumeParser } from '../resume-parser.js';

export function createPooledParser(options: { threads: number; deadlineMs: number; maxQueue?: number }): ResumeParser {
  const pool = createReadPool<ParseOutcome>({ ...options, onDemand: true, isolation: 'process', workerUrl: workerModule('parse-worker', import.meta.url).url });
  return {
    parse: (bytes, { signal, deadlineMs, ...parseOptions }) => pool.read(bytes, { signal, deadlineMs, options: parseOptions }),
    close: () => pool.close(),
  };
}
