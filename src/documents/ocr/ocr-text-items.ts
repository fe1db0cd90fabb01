/**
 * OCR lines → positioned TextItems in points: one item per run of words of a line, a new item
 * where the gap between two words is wider than a tab-like space (the date column of an entry, a
 * right-aligned date), so that items look like the runs a PDF gives and later steps group them the
 * same way. Every item of one line shares the line's box, so the cells of a row stay on one
 * baseline.
 *
 * Noise is dropped here, by rules a reviewer can read (STYLE principle 4): bullets and icons come
 * out of tesseract as one-character symbols of low confidence (`«`, `&`, `*`), and a photo or a
 * logo as short strings that tesseract itself does not believe.
 */
import type { TextItem } from '../types.js';
import type { OcrBlock, OcrLine, OcrWord } from './ocr-layout.js';

const WORDY = /[\p{L}\p{N}]/u;

/**
 * A word is dropped when one of these holds (`first`: it opens its line). Not a confidence floor:
 * tesseract gives real, rightly read words low scores, even 0 (`camille. durand@example.com` 0,
 * `d'équipe` 22 on the JPEG fixture page), so a word of letters or digits is never dropped for its
 * score alone.
 */
const NOISE_WORDS: readonly [string, (word: OcrWord, first: boolean, next: OcrWord | undefined, line: OcrLine) => boolean][] = [
  ['a symbol read with little confidence: a bullet, an icon, texture', (w) => !WORDY.test(w.text) && w.confidence < 60],
  ['a doubtful lone small letter opening a line: a bullet read as `e` or `o`', (w, first) => first && /^\p{Ll}$/u.test(w.text) && w.confidence < 40],
  // Whatever its confidence: no word of a resume is one small letter set a tab away from the text.
  ['a lone small letter opening a line a tab before its text: a bullet read as `e` or `o`', (w, first, next, line) => first && /^\p{Ll}$/u.test(w.text) && next !== undefined && next.box.x0 - w.box.x1 > ITEM_GAP_LINE_HEIGHTS * line.rowHeight],
];

/**
 * A line is texture (a photo, a logo, a signature), not text, when all its words are doubtful and
 * fewer than half of its characters are letters or digits. Tesseract 5 already leaves most
 * textures out (none of the noise, blob, hatching and foliage images tried gave a single line).
 */
const TEXTURE_LINE = { maxConfidence: 40, minWordyShare: 0.5 } as const;

/**
 * Two words OCR split that are one: an e-mail address cut after a dot of its local part
 * (`camille. durand@example.com`, seen on the JPEG fixture at 200 dpi, where the gap is as wide
 * as a real space). The address is the one thing a parser needs exactly.
 */
const SPLIT_EMAIL = { head: /^[\p{L}\p{N}._%+-]+[._-]$/u, tail: /^[\p{L}\p{N}._%+-]*@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u } as const;

/** Wider than this (in line heights) between two words: a new item, as a tab stop would make. */
const ITEM_GAP_LINE_HEIGHTS = 1;

/**
 * What opens an item, set apart from its text by more than a word space (about a quarter of the
 * line height; the bullets measured on rendered resumes stand 0.4 to 1.1 line heights before
 * their text), or alone:
 * - a list bullet as tesseract misreads it (`•` read `«`, `=`, `*`; `■` read `u` or `m` before a
 *   capital) is written `•`, as a PDF's text layer has it: the parser knows a bulleted item from
 *   its continuation lines by it (a grid of skills whose items wrap);
 * - any other one or two symbols (the bar before a heading, a timeline dot read `©`, an icon
 *   before a phone number read `@` or `&`) are dropped.
 * Dashes, brackets and quotes stay: a `-` bullet is text in every format, `« … »` is a quote.
 */
const OPENER = {
  bullet: /^[«»=*·•▪■●○◦►➤✓✔]$/u,
  letterBullet: /^[umnoec]$/u,
  symbol: /^[^\p{L}\p{N}\p{Pd}([{"'“‘]{1,2}$/u,
  minGapLineHeights: 0.35,
} as const;

export interface OcrItems {
  items: TextItem[];
  /** Mean word confidence over the kept words (weighted by their length), 0 to 1; 0 when none. */
  confidence: number;
}

/** `scaleX`, `scaleY`: points per OCR pixel. */
export function ocrTextItems(blocks: readonly OcrBlock[], scaleX: number, scaleY: number): OcrItems {
  const items: TextItem[] = [];
  let weighted = 0;
  let chars = 0;
  for (const block of blocks) {
    for (const line of block.lines) {
      const words = keptWords(line);
      if (words.length === 0) continue;
      for (const w of words) {
        weighted += w.confidence * w.text.length;
        chars += w.text.length;
      }
      items.push(...lineItems(line, words, scaleX, scaleY));
    }
  }
  return { items, confidence: chars === 0 ? 0 : weighted / chars / 100 };
}

function keptWords(line: OcrLine): OcrWord[] {
  if (line.words.every((w) => w.confidence < TEXTURE_LINE.maxConfidence)) {
    const chars = [...line.words.map((w) => w.text).join('')];
    const wordy = chars.filter((c) => WORDY.test(c)).length;
    if (wordy < TEXTURE_LINE.minWordyShare * chars.length) return [];
  }
  const ws = line.words;
  return ws.filter((w, i) => {
    const opensRun = i === 0 || w.box.x0 - ws[i - 1]!.box.x1 > ITEM_GAP_LINE_HEIGHTS * line.rowHeight;
    // A bullet is kept, however doubtful, to be written `•` (lineItems): all of a list's or none.
    if (opensRun && isBullet(w, ws[i + 1], line.rowHeight)) return true;
    return !NOISE_WORDS.some(([, drop]) => drop(w, i === 0, ws[i + 1], line));
  });
}

function isBullet(word: OcrWord, next: OcrWord | undefined, lineHeight: number): boolean {
  if (next === undefined || next.box.x0 - word.box.x1 < OPENER.minGapLineHeights * lineHeight) return false;
  return OPENER.bullet.test(word.text) || (OPENER.letterBullet.test(word.text) && /^\p{Lu}/u.test(next.text));
}

function joinSplitEmails(words: OcrWord[]): OcrWord[] {
  const out: OcrWord[] = [];
  for (const word of words) {
    const previous = out[out.length - 1];
    if (previous && SPLIT_EMAIL.head.test(previous.text) && SPLIT_EMAIL.tail.test(word.text)) {
      out[out.length - 1] = {
        text: previous.text + word.text,
        confidence: Math.min(previous.confidence, word.confidence),
        box: { x0: previous.box.x0, y0: Math.min(previous.box.y0, word.box.y0), x1: word.box.x1, y1: Math.max(previous.box.y1, word.box.y1) },
      };
    } else {
      out.push(word);
    }
  }
  return out;
}

/** A run's opening symbol set apart from its text, or alone: an icon, dropped (bullets are `•` by now). */
function dropIcon(run: OcrWord[], lineHeight: number): OcrWord[] {
  const [first, next] = run;
  if (first!.text === '•' || !OPENER.symbol.test(first!.text)) return run;
  if (next !== undefined && next.box.x0 - first!.box.x1 < OPENER.minGapLineHeights * lineHeight) return run;
  return run.slice(1);
}

function lineItems(line: OcrLine, words: OcrWord[], scaleX: number, scaleY: number): TextItem[] {
  const lineHeight = line.rowHeight;
  const runs: OcrWord[][] = [];
  const joined = joinSplitEmails(words);
  joined.forEach((word, i) => {
    const run = runs[runs.length - 1];
    const previous = run?.[run.length - 1];
    const opensRun = !run || !previous || (word.box.x0 - previous.box.x1 > ITEM_GAP_LINE_HEIGHTS * lineHeight && previous.text !== '•');
    if (opensRun && isBullet(word, joined[i + 1], lineHeight)) runs.push([{ ...word, text: '•' }]);
    else if (opensRun) runs.push([word]);
    else run.push(word);
  });
  const kept = runs.map((run) => dropIcon(run, lineHeight)).filter((run) => run.length > 0);
  const y = line.box.y0 * scaleY;
  const height = (line.box.y1 - line.box.y0) * scaleY;
  const fontSize = lineHeight * scaleY;
  return kept.map((run) => {
    const x0 = Math.min(...run.map((w) => w.box.x0));
    const x1 = Math.max(...run.map((w) => w.box.x1));
    return {
      text: run.map((w) => w.text).join(' '),
      x: x0 * scaleX,
      y,
      width: (x1 - x0) * scaleX,
      height,
      fontSize,
      bold: false,
    };
  });
}
