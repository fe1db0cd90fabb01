/** Helpers of the benchmarks that run the real service as a child process. */
import { execFile, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export const PARSER_PATH = '/api/v3/parser';
export const BOUNDARY = '----recruit-bench-boundary';

/** A parser upload: the file as the `file` part of a multipart body with BOUNDARY. */
export function multipart(file: Buffer, name: string): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * VmRSS and VmHWM of a process and every process under it (the parser's child processes), in MB,
 * summed (Linux only; undefined elsewhere). The sum of peaks is at least the peak of the sum: an
 * upper bound for the service's peak.
 */
export function memoryOf(pid: number): { rss?: number; hwm?: number } {
  let rss: number | undefined;
  let hwm: number | undefined;
  for (const p of [pid, ...descendantsOf(pid)]) {
    const one = processMemory(p);
    if (one.rss !== undefined) rss = (rss ?? 0) + one.rss;
    if (one.hwm !== undefined) hwm = (hwm ?? 0) + one.hwm;
  }
  return { rss, hwm };
}

function processMemory(pid: number): { rss?: number; hwm?: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => {
      const m = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status);
      return m ? Number(m[1]) / 1024 : undefined;
    };
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } catch {
    return {};
  }
}

/** CPU seconds (user + system) used so far by a process and its descendants: the server's own, and its children's. */
export function cpuOf(pid: number): { server: number; children: number } {
  const ticks = 100; // USER_HZ on Linux
  const one = (p: number): number => {
    try {
      // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(f[11]) + Number(f[12])) / ticks;
    } catch {
      return 0;
    }
  };
  return { server: one(pid), children: descendantsOf(pid).reduce((n, c) => n + one(c), 0) };
}

/** Child processes, recursively, from /proc/<pid>/task/<tid>/children. */
function descendantsOf(pid: number): number[] {
  const found: number[] = [];
  let tasks: string[] = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return found;
  }
  for (const tid of tasks) {
    let children = '';
    try {
      children = readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8');
    } catch {
      continue;
    }
    for (const child of children.trim().split(/\s+/).filter(Boolean).map(Number)) found.push(child, ...descendantsOf(child));
  }
  return found;
}

/** Creates a key holding `credits` with the CLI; the key is the last line it prints. */
export async function createKey(root: string, env: NodeJS.ProcessEnv, credits: number): Promise<string> {
  const { stdout } = await execFileAsync(process.execPath, [path.join(root, 'bin', 'recruit.js'), 'keys', 'create', '--credits', String(credits)], {
    cwd: root,
    env,
    timeout: 30_000,
  });
  const key = stdout.trim().split('\n').filter((l) => l.trim() !== '').pop()?.trim();
  if (!key) throw new Error('recruit keys create printed nothing');
  return key;
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

