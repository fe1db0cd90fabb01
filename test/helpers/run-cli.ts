import { spawn } from 'node:child_process';
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

/** Runs the CLI in-process with captured output. */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: { write: (text: string) => (stdout += text) }, stderr: { write: (text: string) => (stderr += text) } }, env);
  return result(code, stdout, stderr);
}

const ENTRY = fileURLToPath(new URL('./cli-entry.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Runs the CLI as a separate Node process, as `recruit` runs. */
export function runCliProcess(argv: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ENTRY, ...argv], { cwd: ROOT, env: { PATH: process.env.PATH, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve(result(code ?? -1, stdout, stderr)));
  });
}
