/** Code pages of RTF byte escapes: `\ansicpgN` for the document, `\fcharsetN` per font. */
import { windows1252Decoder } from './windows-1252.js';

/** `\fcharsetN` → Windows code page, for `\'xx` bytes written in a font of another script. */
export const CHARSET_CODE_PAGES: Record<number, number> = {
  128: 932, 129: 949, 134: 936, 136: 950, 161: 1253, 162: 1254, 163: 1258, 177: 1255, 178: 1256,
  186: 1257, 204: 1251, 222: 874, 238: 1250,
};

/** A decoder for a Windows code page; Windows-1252 (with a warning) when the runtime has none. */
export function codePageDecoder(cp: number, warnings: string[]): { decode(b: Uint8Array): string } {
  if (cp === 1252) return windows1252Decoder;
  try {
    return new TextDecoder(cp === 65001 ? 'utf-8' : `windows-${cp}`);
  } catch {
    try {
      return new TextDecoder(`ibm${cp}`);
    } catch {
      warnings.push(`unknown RTF code page ${cp}, read as Windows-1252`);
      return windows1252Decoder;
    }
  }
}
