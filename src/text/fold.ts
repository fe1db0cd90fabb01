/**
 * Text folding shared by catalogs and engines: lower case, no diacritics, same length as the
 * input, so that an offset found in the folded text is an offset in the original text.
 */

/** Folded code unit of every code unit below U+3000 (Latin, Greek, Cyrillic, punctuation). */
const TABLE = new Uint16Array(0x3000);
for (let c = 0; c < TABLE.length; c++) {
  if (c >= 0xd800 && c < 0xe000) {
    TABLE[c] = c;
    continue;
  }
  const ch = String.fromCharCode(c);
  const base = ch.normalize('NFD')[0] ?? ch;
  const lower = base.toLowerCase();
  // Keep one UTF-16 unit per input unit: anything that would change the length stays as is.
  let folded = lower.length === 1 ? lower : ch.toLowerCase().length === 1 ? ch.toLowerCase() : ch;
  // Typographic variants that resumes and offers mix freely.
  if (folded === '’' || folded === '‘' || folded === 'ʼ') folded = "'";
  else if (folded === '‐' || folded === '‑' || folded === '–' || folded === '—') folded = '-';
  else if (folded === '\u00a0' || folded === '\u202f') folded = ' ';
  TABLE[c] = folded.charCodeAt(0);
}

/** The last long text folded: finders of skills, languages and diplomas fold the same resume in turn. */
let lastText: string | null = null;
let lastFolded = '';
const REMEMBERED_FROM = 256;

/** Lower-cases and strips diacritics, keeping `fold(s).length === s.length`. */
export function fold(text: string): string {
  if (text.length >= REMEMBERED_FROM) {
    if (text === lastText) return lastFolded;
    lastFolded = foldAnew(text);
    lastText = text;
    return lastFolded;
  }
  return foldAnew(text);
}

function foldAnew(text: string): string {
  const n = text.length;
  // Short strings (labels, lines) are cheaper to build directly than through a buffer.
  if (n < 64) {
    let out = '';
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      out += String.fromCharCode(c < 0x3000 ? TABLE[c] : c);
    }
    return out;
  }
  const out = new Uint16Array(n);
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    out[i] = c < 0x3000 ? TABLE[c] : c;
  }
  // Decoding the units natively is an order of magnitude faster than building the string in JS.
  return Buffer.from(out.buffer, out.byteOffset, n * 2).toString('utf16le');
}

/** Folds and collapses everything that is not a letter or digit into single spaces (a lookup key). */
export function foldKey(text: string): string {
  return fold(text)
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
}
