/**
 * The real service as a child process (`src/main.ts` through tsx, as `npm start` runs the build),
 * for tests of what only a process shows: a SIGKILL, several instances on one database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');

export interface ServiceProcess {
  child: ChildProcess;
  base: string;
  /** The end of its stderr, for the message of a failed test. */
  stderr(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the service with `env` (PORT and HOST included) and waits for /healthz. With
 * `retryBusyPort`, a start refused with EADDRINUSE is tried again until the deadline: a restart on
 * the port of a service just killed can meet the port still held for a moment.
 */
export async function startService(env: NodeJS.ProcessEnv, timeoutMs = 30_000, options: { retryBusyPort?: boolean } = {}): Promise<ServiceProcess> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await startOnce(env, end);
    } catch (error) {
      const busy = error instanceof Error && error.message.includes('EADDRINUSE');
      if (!options.retryBusyPort || !busy || Date.now() + 500 > end) throw error;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

async function startOnce(env: NodeJS.ProcessEnv, end: number): Promise<ServiceProcess> {
  const timeoutMs = end - Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'src/main.ts')], { cwd: ROOT, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let tail = '';
  child.stderr!.on('data', (chunk: Buffer) => (tail = (tail + chunk.toString('utf8')).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://${env.HOST ?? '127.0.0.1'}:${env.PORT}`;
  const service: ServiceProcess = {
    child,
    base,
    stderr: () => tail,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`service exited with ${child.exitCode}: ${tail}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return service;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await service.kill('SIGKILL');
  throw new Error(`service did not answer /healthz within ${timeoutMs} ms: ${tail}`);
}
