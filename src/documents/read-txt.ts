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
  const lines = text.split(/\r\n|\r|\n/);
  return {
    type: 'txt',
    pages: layoutPlainLines(lines),
    images: [],
    links: [],
    annotations: [],
    warnings: encoding === 'windows-1252' ? ['text decoded as Windows-1252 (not valid UTF-8)'] : [],
  };
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
  return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
}
