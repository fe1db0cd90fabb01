import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
  /** The last non-empty stdout line (where the CLI prints a new key). */
  lastLine: string;
}

function result(code: number, stdout: string, stderr: string): CliResult {
  const lines = stdout.split('\n').filter((line) => line.trim() !== '');
  return { code, stdout, stderr, lastLine: lines.at(-1) ?? '' };
}

export interface CliOptions {
  /** What the CLI reads as standard input (a `-` argument). */
  stdin?: string | Buffer;
}

/** Runs the CLI in-process with captured output. */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv, options: CliOptions = {}): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const stdin = options.stdin === undefined ? undefined : Readable.from([Buffer.from(options.stdin)]);
  const code = await main(argv, { stdout: { write: (text: string) => (stdout += text) }, stderr: { write: (text: string) => (stderr += text) }, stdin }, env);
  return result(code, stdout, stderr);
}

const ENTRY = fileURLToPath(new URL('./cli-entry.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs the CLI as a separate Node process, as `recruit` runs. With `exitWithinMs`, a process still
 * running then is killed and the promise rejects: a command that leaves a thread or a handle
 * open hangs in a shell script, and the test says so instead of timing out.
 */
export function runCliProcess(argv: string[], env: NodeJS.ProcessEnv, options: CliOptions & { exitWithinMs?: number } = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ENTRY, ...argv], { cwd: ROOT, env: { PATH: process.env.PATH, ...env } });
    let stdout = '';
    let stderr = '';
    const timer =
      options.exitWithinMs === undefined
        ? undefined
        : setTimeout(() => {
            child.kill('SIGKILL');
            reject(new Error(`recruit ${argv.join(' ')} still running after ${options.exitWithinMs} ms; stderr: ${stderr}`));
          }, options.exitWithinMs);
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(result(code ?? -1, stdout, stderr));
    });
    if (options.stdin !== undefined) child.stdin.end(options.stdin);
  });
}
