/**
 * A pool of child processes running a worker module (its default export: task → result), for
 * work that runs native code on hostile input: a segfault or an abort in a decoder ends one
 * child, never the service (worker threads share the process, so a thread cannot contain it).
 *
 * The shape of piscina's `run(task, { signal })`, so the read pool can use either: the signal
 * kills the child (the only way to stop synchronous work); a child that dies fails its task.
 * Children start with the tasks that need them (up to `size`), serve one task at a time, and are
 * replaced by the next task after they die (each death is published, worker-exits.ts). They end
 * with the pool, or with the service's process (they exit when their IPC channel closes).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishWorkerExit } from './worker-exits.js';
import { workerModule } from './worker-module.js';

export interface ProcessPoolOptions {
  /** The worker module, as `workerModule` locates it. */
  module: URL;
  execArgv: string[];
  size: number;
  /** V8 old-space ceiling of each child (MB): a memory bomb ends its child. */
  maxHeapMb: number;
  /** A child idle this long ends, and gives its memory back (the next task starts one); default never. */
  idleMs?: number;
  /** The children's scheduling priority (nice, -20 to 19; default 0): above 0, they yield the cores to the rest. */
  nice?: number;
}

export interface ProcessPool {
  /** `onProgress`: what the task reports before its answer (process-entry.ts), in order. */
  run(task: unknown, options?: { signal?: AbortSignal; onProgress?: (value: unknown) => void }): Promise<unknown>;
  destroy(): Promise<void>;
}

/** A child that died with a task, as piscina reports a worker that did. */
export class WorkerProcessExit extends Error {
  constructor(code: number | null, signal: NodeJS.Signals | null) {
    super(`worker process exited (${signal ?? `code ${code}`})`);
    this.name = 'WorkerProcessExit';
  }
}

type Reply = { ready: true } | { progress: unknown } | { ok: true; result: unknown } | { ok: false; error: { name: string; message: string } };

interface Child {
  process: ChildProcess;
  /** Resolves once the module is loaded (its catalogs too); rejects if the child dies first. */
  ready: Promise<void>;
  /** Settles the running task when the child answers or dies. */
  settle: ((reply: Reply | WorkerProcessExit) => void) | null;
  /** The running task's progress listener. */
  progress: ((value: unknown) => void) | null;
  dead: boolean;
  /** Ended for being idle: its exit is no crash. */
  retired: boolean;
  idleTimer: NodeJS.Timeout | null;
}

export function createProcessPool(options: ProcessPoolOptions): ProcessPool {
  const entry = workerModule('process-entry', import.meta.url);
  const poolName = basename(options.module.pathname).replace(/\.[^.]+$/, '');
  const idle: Child[] = [];
  const all = new Set<Child>();
  const waiting: ((child: Child) => void)[] = [];
  let destroyed = false;

  const spawn = (): Child => {
    const process = fork(fileURLToPath(entry.url), [options.module.href], {
      execArgv: [...entry.execArgv, `--max-old-space-size=${options.maxHeapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    if (options.nice !== undefined && process.pid !== undefined) {
      try {
        setPriority(process.pid, options.nice);
      } catch {
        // Not allowed here (a container without the capability): the child runs at the usual priority.
      }
    }
    const child: Child = { process, ready: Promise.resolve(), settle: null, progress: null, dead: false, retired: false, idleTimer: null };
    child.ready = new Promise<void>((resolve, reject) => {
      process.on('message', (reply: Reply) => {
        if ('ready' in reply) return resolve();
        if ('progress' in reply) {
          try {
            child.progress?.(reply.progress);
          } catch {
            // A listener's failure is its own: the task goes on.
          }
          return;
        }
        const settle = child.settle;
        child.settle = null;
        settle?.(reply);
      });
      process.once('exit', (code, signal) => {
        child.dead = true;
        all.delete(child);
        const index = idle.indexOf(child);
        if (index >= 0) idle.splice(index, 1);
        const exit = new WorkerProcessExit(code, signal);
        reject(exit);
        const settle = child.settle;
        child.settle = null;
        settle?.(exit);
        if (child.idleTimer) clearTimeout(child.idleTimer);
        if (destroyed || child.retired) return;
        publishWorkerExit({ pool: poolName, code, signal });
        // A task waiting for a child gets a new one in place of this one.
        if (waiting.length > 0) waiting.shift()!(spawnTracked());
      });
    });
    child.ready.catch(() => undefined);
    return child;
  };
  const spawnTracked = () => {
    const child = spawn();
    all.add(child);
    return child;
  };

  const acquire = (): Promise<Child> => {
    const free = idle.pop();
    if (free) {
      if (free.idleTimer) clearTimeout(free.idleTimer);
      free.idleTimer = null;
      return Promise.resolve(free);
    }
    if (all.size < options.size) return Promise.resolve(spawnTracked());
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (child: Child) => {
    if (child.dead || destroyed) return;
    const next = waiting.shift();
    if (next) next(child);
    else {
      idle.push(child);
      if (options.idleMs !== undefined) child.idleTimer = setTimeout(() => retire(child), options.idleMs).unref();
    }
  };
  const retire = (child: Child) => {
    const index = idle.indexOf(child);
    if (index < 0 || child.dead) return;
    idle.splice(index, 1);
    child.retired = true;
    child.dead = true;
    all.delete(child);
    child.process.kill('SIGTERM');
  };

  return {
    async run(task, { signal, onProgress } = {}) {
      if (destroyed) throw new Error('process pool destroyed');
      signal?.throwIfAborted();
      const child = await acquire();
      const onAbort = () => {
        // Marked dead now, so that `release` below never hands the dying child to another task.
        child.dead = true;
        child.process.kill('SIGKILL');
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        await child.ready;
        signal?.throwIfAborted();
        const reply = await new Promise<Reply | WorkerProcessExit>((resolve) => {
          child.settle = resolve;
          child.progress = onProgress ?? null;
          child.process.send({ task });
        });
        if (reply instanceof WorkerProcessExit) throw signal?.aborted ? signal.reason : reply;
        if ('ready' in reply || 'progress' in reply) throw new Error('unexpected message');
        if (!reply.ok) throw Object.assign(new Error(reply.error.message), { name: reply.error.name });
        return reply.result;
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        throw error;
      } finally {
        child.progress = null;
        signal?.removeEventListener('abort', onAbort);
        release(child);
      }
    },
    async destroy() {
      destroyed = true;
      const exits = [...all].map((child) => new Promise<void>((resolve) => (child.dead ? resolve() : child.process.once('exit', () => resolve()))));
      for (const child of all) child.process.kill('SIGTERM');
      await Promise.all(exits);
    },
  };
}
