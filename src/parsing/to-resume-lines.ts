/**
 * Pages of positioned items (reading order, the documents/ contract) → lines: consecutive items
 * on one baseline join into a line, with a space where they stand apart; a tab-wide gap is kept
 * as a tab, since "Sept. 2015 – déc. 2018<tab>Responsable…" tells a date column from its entry.
 */
import type { Page, TextItem } from '../documents/types.js';
import { fold } from '../text/fold.js';
import { pairColumnReadDates } from './column-read-dates.js';
import { pairColumnReadForms } from './column-read-forms.js';
import { pairLabelRows } from './label-row-forms.js';
import type { ResumeLine } from './resume-document.js';
import { closeSpacedDates } from './spaced-dates.js';

/** A gap wider than this many font sizes is written as a tab. */
const TAB_GAP_EM = 1;

/**
 * `cellPositions`: the items' x are where the document prints them (PDF, scans), not a reader's
 * running estimate, so that the cells of a line may be aligned with those of the lines around it.
 */
export function toResumeLines(pages: Page[], { cellPositions = false }: { cellPositions?: boolean } = {}): ResumeLine[] {
  const lines: ResumeLine[] = [];
  pages.forEach((page, pageIndex) => {
    let current: TextItem[] = [];
    const flush = () => {
      if (current.length > 0) {
        const line = makeLine(current, pageIndex, lines.length, cellPositions);
        if (line) lines.push(line);
      }
      current = [];
    };
    for (const item of page.items) {
      const last = current[current.length - 1];
      if (last && (Math.abs(item.y - last.y) > Math.max(item.height, last.height) / 2 || item.x < last.x + last.width - item.fontSize)) flush();
      current.push(item);
    }
    flush();
  });
  return pairColumnReadDates(pairColumnReadForms(pairLabelRows(lines)));
}

function makeLine(items: TextItem[], page: number, index: number, cellPositions: boolean): ResumeLine | null {
  let text = '';
  let end = Number.NaN;
  const cells: number[] = [];
  for (const item of items) {
    if (text !== '' && !Number.isNaN(end)) {
      const gap = item.x - end;
      if (gap > TAB_GAP_EM * item.fontSize) {
        text += '\t';
        cells.push(item.x);
      } else if (gap > item.fontSize * 0.15 && !/\s$/.test(text) && !/^\s/.test(item.text)) text += ' ';
    }
    if (cells.length === 0 && item.text.trim() !== '') cells.push(item.x);
    text += item.text;
    end = item.x + item.width;
  }
  // Runs of spaces inside an item are alignment in plain text ("Name  Address | Phone" of a
  // flattened resume, a date column padded with spaces): kept as a tab, like a positional gap.
  // (Dates a text layer left letter-spaced closed up: "MA RCH 2 0 2 1 — PRES E NT".)
  const trimmed = closeSpacedDates(
    text
      .replace(/[ \u00a0]{3,}|(?<=\S) {2}(?=\S)/g, '\t')
      .replace(/[ \u00a0]+/g, ' ')
      .trim(),
  );
  if (trimmed === '') return null;
  const visible = items.filter((i) => i.text.trim() !== '');
  const cellCount = trimmed.split('\t').length;
  return {
    index,
    text: trimmed,
    folded: fold(trimmed),
    page,
    y: items[0]!.y,
    x: items[0]!.x,
    fontSize: Math.max(...items.map((i) => i.fontSize)),
    bold: visible.length > 0 && visible.every((i) => i.bold),
    ...(cellPositions && cellCount > 1 && cells.length === cellCount ? { cells } : {}),
  };
}
