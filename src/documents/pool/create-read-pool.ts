/**
 * Reading documents off the HTTP thread, on a pool of worker threads sized to the cores: a reader
 * is CPU work (pdfjs, inflating, OCR), and a hostile file must cost one worker, never the server.
 *
 * - A document past its deadline is cut off for real: its worker is ended and replaced, and the
 *   caller gets `ReaderFailure('timeout')` (spec 7.1: 504 PARSER_UNAVAILABLE).
 * - A worker that dies (a crash, or its heap limit reached) is replaced by the pool, and its
 *   caller gets `ReaderFailure('crashed')` (502 PARSER_UNAVAILABLE); the others go on.
 * - When the queue is full the caller gets `ReaderFailure('busy')` at once (503, Retry-After: 1).
 * - The spec's document errors come back as the same `DocumentError` an in-thread read throws.
 */
import os from 'node:os';
import { Piscina } from 'piscina';
import { createProcessPool } from '../../workers/process-pool.js';
import { OcrDeferred } from '../ocr/shared-ocr-service.js';
import { workerModule } from '../../workers/worker-module.js';
import { DocumentError, type ReadLimits, type ReadResult } from '../types.js';
import type { ReadTask, ReadTaskOutcome } from './read-worker.js';

export type ReaderFailureKind = 'timeout' | 'crashed' | 'busy';

export class ReaderFailure extends Error {
  readonly kind: ReaderFailureKind;

  constructor(kind: ReaderFailureKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ReaderFailure';
    this.kind = kind;
  }
}

export interface ReadPoolOptions {
  /** Worker threads; default one per core. */
  threads?: number;
  /** Deadline of one document, queue wait included. */
  deadlineMs: number;
  /** Documents waiting for a thread before new ones are turned away. */
  maxQueue?: number;
  /** Heap ceiling of each worker (MB): a memory bomb ends its worker, not the process. */
  maxHeapMb?: number;
  limits?: Partial<ReadLimits>;
  /** Another worker module (tests: one that crashes); default read-worker. */
  workerUrl?: URL;
  /**
   * Start threads with the first documents rather than with the pool (then keep them): a service
   * that never parses never pays for the parser's catalogs (about 220 MB per thread).
   */
  onDemand?: boolean;
  /**
   * `thread` (default): worker threads. `process`: child processes, so that a native crash (a
   * segfault in an image decoder on a crafted file) ends one child instead of the service; the
   * parser's pool uses them.
   */
  isolation?: 'thread' | 'process';
  /** With process isolation: a worker idle this long ends and gives its memory back; default never. */
  idleMs?: number;
  /** With process isolation: the workers' nice value (above 0 they yield the cores to the rest). */
  nice?: number;
}

/** `R`: what the worker module answers (ReadResult for the read worker, a parse for the parser's). */
export interface ReadPool<R = ReadResult> {
  /**
   * `deadlineMs` overrides the pool's, e.g. with what is left of a request's own budget;
   * `options` goes to the worker module with the bytes.
   */
  read(bytes: Uint8Array, options?: { signal?: AbortSignal; deadlineMs?: number; options?: unknown; onProgress?: (value: unknown) => void }): Promise<R>;
  readonly threads: number;
  close(): Promise<void>;
}

function threadPool(filename: string, execArgv: string[], threads: number, maxHeapMb: number, onDemand: boolean): Piscina {
  const pool = new Piscina({
    filename,
    execArgv,
    minThreads: onDemand ? 0 : threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
  });
  // A worker that dies with a task is replaced by piscina; its error reaches the task's caller.
  pool.on('error', () => undefined);
  return pool;
}

/** What the read pool asks of piscina or of the process pool. Progress reaches the caller from child processes only: a thread's task answers once. */
interface TaskPool {
  run(task: unknown, options: { signal?: AbortSignal; transferList?: ArrayBuffer[]; onProgress?: (value: unknown) => void }): Promise<unknown>;
  destroy(): Promise<void>;
}

function withoutProgress(pool: Piscina): TaskPool {
  return { run: (task, { signal, transferList }) => pool.run(task, { signal, transferList }), destroy: () => pool.destroy() };
}

export function createReadPool<R = ReadResult>(options: ReadPoolOptions): ReadPool<R> {
  const threads = Math.max(1, options.threads ?? os.availableParallelism());
  const located = workerModule('read-worker', import.meta.url);
  const filename = (options.workerUrl ?? located.url).href;
  const execArgv = located.execArgv;
  const maxHeapMb = options.maxHeapMb ?? 1024;
  const pool: TaskPool =
    options.isolation === 'process'
      ? createProcessPool({ module: new URL(filename), execArgv, size: threads, maxHeapMb, idleMs: options.idleMs, nice: options.nice })
      : withoutProgress(threadPool(filename, execArgv, threads, maxHeapMb, options.onDemand ?? false));

  // Admission is ours: piscina hands queued tasks to busy workers, so its own maxQueue does not bound
  // the wait. Past `threads + maxQueue` documents in flight, a new one is turned away at once.
  const capacity = threads + (options.maxQueue ?? threads * 32);
  let inFlight = 0;

  return {
    threads,
    async read(bytes, { signal, deadlineMs = options.deadlineMs, options: taskOptions, onProgress } = {}) {
      if (inFlight >= capacity) throw new ReaderFailure('busy', `${inFlight} documents already being read`);
      inFlight++;
      try {
        return await readOne(bytes, signal, deadlineMs, taskOptions, onProgress);
      } finally {
        inFlight--;
      }
    },
    close: () => pool.destroy(),
  };

  async function readOne(bytes: Uint8Array, signal: AbortSignal | undefined, deadlineMs: number, taskOptions: unknown, onProgress?: (value: unknown) => void): Promise<R> {
    const deadline = AbortSignal.timeout(Math.max(1, deadlineMs));
    const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
    const copy = new Uint8Array(bytes); // transferred to the worker, the caller keeps its bytes
    const task: ReadTask = { bytes: copy, limits: options.limits, options: taskOptions };
    let outcome: ReadTaskOutcome<R>;
    try {
      outcome = (await pool.run(task, { signal: combined, transferList: [copy.buffer as ArrayBuffer], onProgress })) as ReadTaskOutcome<R>;
    } catch (error) {
      if (deadline.aborted) throw new ReaderFailure('timeout', `document not read within ${deadlineMs} ms`, { cause: error });
      if (signal?.aborted) throw error;
      throw new ReaderFailure('crashed', `document reader failed: ${(error as Error)?.message ?? String(error)}`, { cause: error });
    }
    if (!outcome.ok && 'deferred' in outcome) throw new OcrDeferred();
    if (!outcome.ok) throw new DocumentError(outcome.code, outcome.detail.replace(/^[A-Z_]+: /, ''));
    return outcome.result;
  }
}
