/**
 * Windows-1252 decoding done by hand: Node 20's TextDecoder('windows-1252') decodes 0x80–0x9F as
 * Latin-1 C1 controls (so "—", "€", "œ", "’" would be lost), which matters for French files.
 */
const HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
];

export function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const codes: number[] = [];
    const end = Math.min(start + CHUNK, bytes.length);
    for (let i = start; i < end; i++) {
      const b = bytes[i]!;
      codes.push(b >= 0x80 && b < 0xa0 ? HIGH[b - 0x80]! : b);
    }
    out += String.fromCharCode(...codes);
  }
  return out;
}

export const windows1252Decoder = { decode: decodeWindows1252 };
