/**
 * The document-reading pool: results and spec errors come back as from an in-thread read; a
 * document past its deadline and a crashed worker become ReaderFailure (504 / 502 later) while the
 * pool keeps serving; a full queue turns new documents away at once.
 */
import { readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createReadPool, ReaderFailure, type ReadPool } from '../../../../src/documents/pool/create-read-pool.js';
import { pagesToText } from '../../../../src/documents/pages-to-text.js';
import { DocumentError } from '../../../../src/documents/types.js';
import { onWorkerExit } from '../../../../src/workers/worker-exits.js';

const FIXTURES = join(import.meta.dirname, '../../../fixtures/documents');
const crashingWorker = new URL('./crashing-worker.ts', import.meta.url);
const pools: ReadPool[] = [];
const poolOf = (options: Parameters<typeof createReadPool>[0]) => {
  const p = createReadPool(options);
  pools.push(p);
  return p;
};

afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe.each(['thread', 'process'] as const)('createReadPool (%s isolation)', (isolation) => {
  const pool = (options: Parameters<typeof createReadPool>[0]) => poolOf({ ...options, isolation });

  it('reads documents on workers, the caller keeping its bytes', async () => {
    const p = pool({ threads: 2, deadlineMs: 60_000 });
    const bytes = readFileSync(join(FIXTURES, 'en-resume.pdf'));
    const [pdf, txt] = await Promise.all([p.read(bytes), p.read(readFileSync(join(FIXTURES, 'fr-one-column.txt')))]);
    expect(pdf.type).toBe('pdf');
    expect(pagesToText(pdf.pages)).toContain('Zoë Pemberton');
    expect(txt.type).toBe('txt');
    expect(bytes.length).toBeGreaterThan(1000);
  }, 60_000);

  it('returns the spec document errors as DocumentError', async () => {
    const p = pool({ threads: 1, deadlineMs: 60_000 });
    const err = await failure(p.read(new Uint8Array()));
    expect(err).toBeInstanceOf(DocumentError);
    expect(err).toMatchObject({ code: 'INVALID_FILE' });
    expect(await failure(p.read(readFileSync(join(FIXTURES, 'hostile/truncated.pdf'))))).toMatchObject({ code: 'DOCUMENT_UNREADABLE' });
  }, 60_000);

  it('cuts a document off at its deadline, replaces the worker and goes on', async () => {
    const p = pool({ threads: 1, deadlineMs: 30_000, workerUrl: crashingWorker });
    const err = await failure(p.read(Buffer.from('hang'), { deadlineMs: 300 }));
    expect(err).toBeInstanceOf(ReaderFailure);
    expect(err).toMatchObject({ kind: 'timeout' });
    await expect(p.read(Buffer.from('Jean Dupont\nDéveloppeur\n'))).resolves.toMatchObject({ type: 'txt' });
  }, 60_000);

  it('answers a crashed worker as a failure and keeps serving', async () => {
    const p = pool({ threads: 1, deadlineMs: 30_000, workerUrl: crashingWorker });
    const err = await failure(p.read(Buffer.from('crash')));
    expect(err).toBeInstanceOf(ReaderFailure);
    expect(err).toMatchObject({ kind: 'crashed' });
    await expect(p.read(Buffer.from('Jean Dupont\nDéveloppeur\n'))).resolves.toMatchObject({ type: 'txt' });
  }, 60_000);

  it('turns documents away when the queue is full', async () => {
    const p = pool({ threads: 1, deadlineMs: 30_000, maxQueue: 1, workerUrl: crashingWorker });
    await p.read(Buffer.from('warm up\n'));
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => p.read(Buffer.from('hang'), { deadlineMs: 1_000 })));
    const kinds = outcomes.map((o) => (o.status === 'rejected' ? (o.reason as ReaderFailure).kind : 'read'));
    // One runs, one waits (both end at their deadline); the others are turned away at once.
    expect(kinds.filter((k) => k === 'timeout')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'busy')).toHaveLength(3);
  }, 60_000);
});

describe('createReadPool (process isolation): what a thread cannot contain', () => {
  it('answers a worker killed by a segmentation fault as a crash, and the service goes on', async () => {
    const p = poolOf({ threads: 1, deadlineMs: 30_000, workerUrl: crashingWorker, isolation: 'process' });
    const err = await failure(p.read(Buffer.from('segfault')));
    expect(err).toBeInstanceOf(ReaderFailure);
    expect(err).toMatchObject({ kind: 'crashed', message: expect.stringContaining('SIGSEGV') });
    await expect(p.read(Buffer.from('Jean Dupont\nDéveloppeur\n'))).resolves.toMatchObject({ type: 'txt' });
  }, 60_000);

  it('runs its workers at the nice value asked (the OCR lane yields the cores to text documents)', async () => {
    const p = poolOf({ threads: 1, deadlineMs: 30_000, isolation: 'process', nice: 10 });
    await expect(p.read(Buffer.from('Jean Dupont\nDéveloppeur\n'))).resolves.toMatchObject({ type: 'txt' });
    const children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    expect(children.map((pid) => getPriority(pid))).toContain(10);
  }, 60_000);

  it('ends a worker idle past idleMs, without reporting a crash, and starts one for the next document', async () => {
    const exits: unknown[] = [];
    const stop = onWorkerExit((exit) => exits.push(exit));
    try {
      const p = poolOf({ threads: 1, deadlineMs: 30_000, isolation: 'process', idleMs: 200 });
      await expect(p.read(Buffer.from('Jean Dupont\nDéveloppeur\n'))).resolves.toMatchObject({ type: 'txt' });
      const children = () => readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).length;
      const before = children();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(children()).toBe(before - 1);
      expect(exits).toEqual([]);
      await expect(p.read(Buffer.from('Jeanne Exemple\nComptable\n'))).resolves.toMatchObject({ type: 'txt' });
    } finally {
      stop();
    }
  }, 60_000);
});
