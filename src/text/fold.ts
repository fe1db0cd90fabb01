/**
 * Text folding shared by catalogs and engines: lower case, no diacritics, same length as the
 * input, so that an offset found in the folded text is an offset in the original text.
 */

const cache = new Map<string, string>();

function foldChar(ch: string): string {
  let folded = cache.get(ch);
  if (folded === undefined) {
    const base = ch.normalize('NFD')[0] ?? ch;
    const lower = base.toLowerCase();
    // Keep one UTF-16 unit per input unit: anything that would change the length stays as is.
    folded = lower.length === ch.length ? lower : ch.toLowerCase().length === ch.length ? ch.toLowerCase() : ch;
    // Typographic variants that resumes and offers mix freely.
    if (folded === '’' || folded === '‘' || folded === 'ʼ') folded = "'";
    else if (folded === '‐' || folded === '‑' || folded === '–' || folded === '—') folded = '-';
    else if (folded === '\u00a0' || folded === '\u202f') folded = ' ';
    cache.set(ch, folded);
  }
  return folded;
}

/** Lower-cases and strips diacritics, keeping `fold(s).length === s.length`. */
export function fold(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 128) {
      out += code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : text[i];
    } else {
      out += foldChar(text[i]);
    }
  }
  return out;
}

/** Folds and collapses everything that is not a letter or digit into single spaces (a lookup key). */
export function foldKey(text: string): string {
  return fold(text)
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
}
