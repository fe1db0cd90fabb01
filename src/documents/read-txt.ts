/**
 * Plain text: UTF-8, UTF-16 LE/BE with a BOM, else Windows-1252 (French files saved by older
 * Windows tools) so that accents come out right. One item per line, y increasing; `\f` breaks pages.
 */
import { isUtf8 } from './detect-type.js';
import { decodeWindows1252 } from './windows-1252.js';
import { layoutPlainLines } from './synthetic-layout.js';
import type { ReadLimits, ReadResult } from './types.js';

export function readTxt(bytes: Uint8Array, _limits?: ReadLimits): ReadResult {
  const { text, encoding } = decodeText(bytes);
  const lines = text.split(/\r\n|\r|\n/).flatMap(unflatten);
  return {
    type: 'txt',
    pages: layoutPlainLines(lines),
    images: [],
    links: [],
    annotations: [],
    warnings:
      encoding === 'windows-1252'
        ? ['text decoded as Windows-1252 (not valid UTF-8)']
        : encoding.startsWith('utf-8 (') ? ['text ends inside a UTF-8 character, which was dropped'] : [],
  };
}

/** A line at least this long, with runs of spaces in it, is a flattened export (see unflatten). */
const FLATTENED_MIN_LENGTH = 250;
const FLATTENED_MIN_BREAKS = 4;

/**
 * Some exports write a whole resume on one line, each of its line breaks turned into a run of
 * two or more spaces ("Jane Doe  Nurse  WORK EXPERIENCE  Staff nurse  …"): read as written, the
 * name, headings and entries would share one line. A long line with several such runs is cut at
 * them. Short lines keep their runs of spaces: there they are alignment (a date column), which
 * the line builder keeps as a tab.
 */
export function unflatten(line: string): string[] {
  if (line.length < FLATTENED_MIN_LENGTH) return [line];
  const breaks = line.match(/[ \u00a0\t]{2,}/g) ?? [];
  if (breaks.length < FLATTENED_MIN_BREAKS) return [line];
  // Four spaces or more were an empty line between two: kept, since a gap tells paragraphs apart.
  return line
    .trim()
    .replace(/[ \u00a0\t]{4,}/g, '\n\n')
    .replace(/[ \u00a0\t]{2,}/g, '\n')
    .split('\n');
}

export function decodeText(bytes: Uint8Array): { text: string; encoding: string } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  }
  if (isUtf8(bytes)) return { text: new TextDecoder('utf-8').decode(bytes), encoding: 'utf-8' };
  // A UTF-8 file cut inside its last character is still UTF-8: drop the partial character rather
  // than reading every accent of the file as Windows-1252. Only when the rest shows UTF-8
  // multi-byte characters: a Windows-1252 file ending in "à" looks like a cut lead byte.
  const whole = withoutPartialUtf8Tail(bytes);
  if (whole.length < bytes.length && whole.some((b) => b >= 0x80) && isUtf8(whole)) {
    return { text: new TextDecoder('utf-8').decode(whole), encoding: 'utf-8 (truncated character dropped)' };
  }
  return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
}

/** The bytes before an incomplete multi-byte sequence at the very end, if there is one. */
function withoutPartialUtf8Tail(bytes: Uint8Array): Uint8Array {
  for (let back = 1; back <= 3 && back <= bytes.length; back++) {
    const b = bytes[bytes.length - back]!;
    if ((b & 0xc0) === 0x80) continue; // continuation byte: keep looking for the lead byte
    const needed = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return needed > back ? bytes.subarray(0, bytes.length - back) : bytes;
  }
  return bytes;
}
