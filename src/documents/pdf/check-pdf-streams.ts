/**
 * Refuses a PDF whose compressed streams inflate past a ceiling, before pdfjs sees it: pdfjs
 * inflates a content stream whole, so a 1 MB stream of zeros becomes a gigabyte of memory and a
 * minute of parsing. Each Flate stream is inflated here with zlib's `maxOutputLength` (bounded
 * memory, stopped as soon as the ceiling is passed), and a stream or a document over its ceiling
 * is DOCUMENT_UNREADABLE, like the zip bombs of the office formats.
 *
 * Streams are found by their keywords, not through the cross-reference table, so a broken table
 * does not hide them; data that does not inflate is left for pdfjs to judge. Streams of an
 * encrypted file are ciphertext and cannot be checked here: the read pool's deadline and heap
 * ceiling remain the guard for those.
 */
import { inflateSync } from 'node:zlib';
import { DocumentError, type ReadLimits } from '../types.js';

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');
/** How far back from `stream` the stream's dictionary is looked for. */
const DICT_WINDOW = 2_048;

export function checkPdfStreams(bytes: Uint8Array, limits: Pick<ReadLimits, 'maxEntryBytes' | 'maxTotalBytes'>): void {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const flate = flateStreams(buf);
  // Deflate cannot inflate past 1032 times its size (zlib's technical details): when no stream
  // and not all of them together can reach their ceilings, nothing needs inflating (most resumes).
  const most = (data: Buffer) => data.length * MAX_DEFLATE_RATIO;
  if (flate.reduce((n, data) => n + most(data), 0) <= limits.maxTotalBytes && flate.every((data) => most(data) <= limits.maxEntryBytes)) return;
  let total = 0;
  for (const data of flate) {
    const remaining = limits.maxTotalBytes - total;
    const ceiling = Math.min(limits.maxEntryBytes, remaining);
    total += inflatedSize(data, ceiling);
  }
}

const MAX_DEFLATE_RATIO = 1032;

/** The data of every Flate stream, in the order of the file; up to a stream without its end. */
function flateStreams(buf: Buffer): Buffer[] {
  const out: Buffer[] = [];
  let at = buf.indexOf(STREAM);
  while (at >= 0) {
    const isKeyword = buf[at - 1] !== 0x64 /* d of endstream */ && isDictEnd(buf, at);
    let next = at + STREAM.length;
    if (isKeyword) {
      let start = next;
      if (buf[start] === 0x0d) start++;
      if (buf[start] === 0x0a) start++;
      const end = buf.indexOf(END_STREAM, start);
      if (end < 0) return out;
      const dict = buf.toString('latin1', Math.max(0, at - DICT_WINDOW), at);
      const opened = dict.lastIndexOf('obj');
      if (/\/(?:FlateDecode|Fl)\b/.test(opened >= 0 ? dict.slice(opened) : dict)) out.push(buf.subarray(start, end));
      next = end + END_STREAM.length;
    }
    at = buf.indexOf(STREAM, next);
  }
  return out;
}

/** `stream` follows a dictionary's `>>` (and white space). */
function isDictEnd(buf: Buffer, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && (buf[i] === 0x20 || buf[i] === 0x0a || buf[i] === 0x0d || buf[i] === 0x09)) i--;
  return i >= 1 && buf[i] === 0x3e && buf[i - 1] === 0x3e;
}

function inflatedSize(data: Buffer, ceiling: number): number {
  try {
    return inflateSync(data, { maxOutputLength: Math.max(1, ceiling) }).length;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) {
      throw new DocumentError('DOCUMENT_UNREADABLE', `PDF stream inflates past ${ceiling} bytes`);
    }
    return 0; // not zlib data, or corrupt: pdfjs decides what it can read of it
  }
}
