import type { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { buildApp } from '../../src/app.js';
import type { Config } from '../../src/config/config.js';
import { loadConfig } from '../../src/config/load-config.js';
import { assembleDeps, createLogger, type Deps } from '../../src/deps.js';
import { createInProcessParser } from '../../src/parsing/create-in-process-parser.js';
import type { ResumeParser } from '../../src/parsing/resume-parser.js';
import type { JobStore } from '../../src/jobs/job-store.js';
import type { BlobStore } from '../../src/storage/blob-store.js';
import { noPhotoFinder, type PhotoFinder } from '../../src/photos/photo-finder.js';
import { openMemoryBlobStore } from '../../src/storage/memory/memory-blob-store.js';
import { openSqliteStore } from '../../src/storage/sqlite/sqlite-store.js';
import type { Store } from '../../src/storage/store.js';
import { FakeEngine } from './fake-engine.js';
import { FaultyStore } from './faulty-store.js';

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  engine: FakeEngine;
  /** Take the store down or bring it back. */
  faults: FaultyStore;
  /** The JSON log lines the app wrote. */
  logs: Record<string, unknown>[];
  /** A new account with `credits` and its key. */
  issueKey(credits: number): Promise<string>;
  balanceOf(key: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * An app on a private in-memory SQLite store with the fake engine and the in-process parser,
 * logging into memory. `store` replaces the store (e.g. a file store shared with a CLI
 * subprocess); `parser` the parser (e.g. one that fails as a worker would); `jobs` the V2 queue.
 */
export async function createTestApp(
  options: { config?: Partial<Config>; store?: Store; parser?: ResumeParser; blobs?: BlobStore; jobs?: JobStore; photos?: PhotoFinder; now?: () => Date } = {},
): Promise<TestApp> {
  const config: Config = { ...loadConfig({ LOG_LEVEL: 'info' }), ...options.config };
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const faults = new FaultyStore(options.store ?? openSqliteStore({ memory: true }));
  const engine = new FakeEngine();
  // The real pipeline on the test's thread: documents in tests are small, a worker's start costs more.
  const parser = options.parser ?? createInProcessParser();
  const blobs = options.blobs ?? openMemoryBlobStore();
  // Face detection holds 500 MB once it runs: tests that look at photos pass a finder of their own.
  const photos = options.photos ?? noPhotoFinder;
  const deps = assembleDeps({ config, logger: createLogger(config, sink), store: faults.store, engine, parser, blobs, jobs: options.jobs, photos, now: options.now });
  const app = buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    engine,
    faults,
    logs,
    async issueKey(credits) {
      return (await deps.apiKeys.create(credits)).key;
    },
    async balanceOf(key) {
      return deps.credits.available((await deps.apiKeys.resolve(key)).accountId);
    },
    async close() {
      await app.close();
      await faults.inner.close();
    },
  };
}
