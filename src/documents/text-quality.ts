/**
 * Whether extracted text is real text: a PDF whose fonts map glyphs to the wrong code points (no
 * ToUnicode map, or a broken one) yields boxes, symbols and replacement characters; such a page
 * must go to OCR rather than to the parser.
 */
const NOISE = /[\u2500-\u259F\u25A0-\u25FF\uFFFD\u0080-\u009F\u2400-\u243F]/u;
const WORDY = /[\p{L}\p{N}]/u;

export function isUsableText(text: string): boolean {
  let visible = 0;
  let wordy = 0;
  let noise = 0;
  for (const ch of text) {
    if (/\s/.test(ch)) continue;
    visible++;
    if (WORDY.test(ch)) wordy++;
    else if (NOISE.test(ch)) noise++;
  }
  if (visible === 0) return false;
  // Short texts (a page number, a signature) are judged on noise alone.
  if (visible < 20) return noise * 2 < visible;
  return wordy / visible >= 0.55 && noise / visible < 0.2;
}
