import fs from 'node:fs/promises';
import type { ErrorCode } from '../errors/error-catalog.js';
import { CommandFailure } from './command-failure.js';

/** What a command reads when its FILE is `-`. */
export type Stdin = AsyncIterable<Uint8Array | string>;

/** The argument that names standard input. */
export const STDIN_ARGUMENT = '-';

/** How a file or standard input is named in messages. */
export function inputName(file: string): string {
  return file === STDIN_ARGUMENT ? 'standard input' : file;
}

/** The largest input a command takes, and the service's error past it. */
export interface InputLimit {
  maxBytes: number;
  tooLarge: ErrorCode;
}

const READ_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  ENOTDIR: 'no such file',
  EISDIR: 'is a directory, not a file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
};

/**
 * The bytes of `file`, or of standard input for `-`. The size is checked before reading (a file
 * from its size, standard input as it streams in), so that a huge input fails at once, as the
 * service refuses an upload from its Content-Length.
 */
export async function readInput(file: string, stdin: Stdin | undefined, limit: InputLimit): Promise<Buffer> {
  const subject = inputName(file);
  const bytes = file === STDIN_ARGUMENT ? await readStdin(stdin, limit.maxBytes) : await readFile(file, limit.maxBytes);
  if (bytes === null) throw CommandFailure.of(limit.tooLarge, subject);
  return bytes;
}

/** The file's bytes, null past `maxBytes`. */
async function readFile(file: string, maxBytes: number): Promise<Buffer | null> {
  try {
    const stat = await fs.stat(file);
    if (stat.size > maxBytes) return null;
    return await fs.readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = (code && READ_ERRORS[code]) ?? `cannot be read (${error instanceof Error ? error.message : String(error)})`;
    throw new CommandFailure(reason, file, { cause: error });
  }
}

/** Standard input to its end, null as soon as it passes `maxBytes`. */
async function readStdin(stdin: Stdin | undefined, maxBytes: number): Promise<Buffer | null> {
  if (!stdin) throw new CommandFailure('not available here', inputName(STDIN_ARGUMENT));
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stdin) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk);
    size += bytes.length;
    if (size > maxBytes) return null;
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}
