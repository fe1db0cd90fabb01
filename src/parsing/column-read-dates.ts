/**
 * A date column read as one block: text extracted from a PDF (pdftotext, and every text format
 * made from its output) may give the dates of a list of entries first, each set apart by an empty
 * line ("2021" / "05.2021 –" / "aujourd'hui", "2018" / "03.2018 –" / "04.2021" …), then the
 * entries themselves ("Chef de partie saucier" / "Beau-Rivage Palace…" / …). Read so, every entry
 * lacks its dates and every date its entry. When a run of N date blocks is followed by exactly N
 * blocks without any date, closed by a heading or the end of the page, the k-th dates go back
 * above the k-th entry, as the document shows them. Counts and shapes must agree: anything else
 * is left as read.
 */
import { findDateRanges, isLoneDate } from '../text/dates.js';
import { headingOf, isLetterSpaced } from '../text/find-sections.js';
import { fold } from '../text/fold.js';
import { lineBlocks } from './line-blocks.js';
import type { ResumeLine } from './resume-document.js';

const MIN_ENTRIES = 2;
/** A date block is short: a year over a range cut in two lines at most. */
const MAX_DATE_LINES = 4;

type Block = ResumeLine[];

export function pairColumnReadDates(lines: ResumeLine[]): ResumeLine[] {
  if (lines.length < 2 * MIN_ENTRIES) return lines;
  const blocks = lineBlocks(lines, isHeading);
  const out: ResumeLine[] = [];
  let changed = false;
  let b = 0;
  while (b < blocks.length) {
    const paired = pairAt(blocks, b);
    if (paired === null) {
      out.push(...blocks[b]!);
      b++;
      continue;
    }
    out.push(...paired.lines);
    b = paired.next;
    changed = true;
  }
  return changed ? out.map((l, index) => ({ ...l, index })) : lines;
}


/** "2021" / "05.2021 –" / "aujourd'hui": one date range (or one date), with nothing but dates beside it. */
function isDateBlock(block: Block): boolean {
  if (block.length > MAX_DATE_LINES) return false;
  const folded = fold(block.map((l) => l.text).join(' ')).trim();
  if (isLoneDate(folded)) return true;
  const ranges = findDateRanges(folded);
  if (ranges.length !== 1) return false;
  const range = ranges[0]!;
  const rest = folded.slice(0, range.index) + ' ' + folded.slice(range.index + range.length);
  return /^[\s\d.\/–—-]*$/.test(rest) && !/\d{5}/.test(rest);
}

function isHeading(line: ResumeLine): boolean {
  return headingOf(line.text) !== null || (isLetterSpaced(line.text) && line.text === line.text.toUpperCase());
}

/** An entry read apart from its dates: no date in it, no heading starting it. */
function isEntryBlock(block: Block): boolean {
  if (isHeading(block[0]!)) return false;
  return block.every((l) => findDateRanges(l.folded).length === 0 && !isLoneDate(l.folded));
}

function pairAt(blocks: Block[], start: number): { lines: ResumeLine[]; next: number } | null {
  let end = start;
  while (end < blocks.length && isDateBlock(blocks[end]!)) end++;
  const n = end - start;
  if (n < MIN_ENTRIES) return null;
  const entries = blocks.slice(end, end + n);
  if (entries.length < n || !entries.every(isEntryBlock)) return null;
  const after = blocks[end + n];
  if (after !== undefined && !isHeading(after[0]!)) return null;
  // New positions: each date above its entry, one line height apart, an empty line between pairs,
  // so that y still grows down the page and the gaps still part the entries. Each line keeps the
  // page of the slot it fills.
  const slots = blocks.slice(start, end + n).flat();
  const out: ResumeLine[] = [];
  let y = slots[0]!.y;
  entries.forEach((entry, k) => {
    if (k > 0) y += 1.2 * entry[0]!.fontSize;
    for (const line of [dateLine(blocks[start + k]!), ...entry]) {
      const slot = slots[out.length]!;
      if (out.length > 0 && slot.page !== out[out.length - 1]!.page) y = slot.y;
      out.push({ ...line, page: slot.page, y });
      y += 1.2 * line.fontSize;
    }
  });
  return { lines: out, next: end + n };
}

/**
 * A date block as one line: "05.2021 – aujourd'hui" cut in two is joined, and a year standing over
 * its own range ("2021" / "05.2021 – aujourd'hui", a year column's marker) is dropped, since alone
 * on its line it would read as a one-year entry of its own.
 */
function dateLine(block: Block): ResumeLine {
  const rangeOf = (part: Block) => findDateRanges(fold(part.map((l) => l.text).join(' ')));
  let kept = block;
  while (kept.length > 1 && isLoneDate(kept[0]!.folded)) {
    const rest = kept.slice(1);
    const range = rangeOf(rest)[0];
    if (range === undefined || !kept[0]!.folded.includes(String(range.start.year))) break;
    kept = rest;
  }
  const text = kept.map((l) => l.text).join(' ');
  return { ...kept[0]!, text, folded: fold(text), fontSize: Math.max(...kept.map((l) => l.fontSize)) };
}
