/**
 * A label | value table read column by column: text extracted from a PDF (pdftotext, and every
 * text format made from its output) gives the labels first, then the values ("Nom :", "Prénom :",
 * "Né le :" … then "EXEMPLE", "Ann", "01/02/1990" …). Paired back into "Nom : EXEMPLE" lines when
 * a block of as many values follows the block of labels, so that the form fields (name, birth
 * date, licence, phone) read as they do in the document.
 */
import { headingOf } from '../text/find-sections.js';
import { fold } from '../text/fold.js';
import type { ResumeLine } from './resume-document.js';

/** A form's label alone on its line: "Nom :", "Date of Birth:", "Permis de conduire :". */
const LABEL = /^\p{L}[\p{L}\p{M}'’ .()/&-]{0,30}\s*:$/u;
const MIN_LABELS = 3;
/** Lines further apart than this many steps of the label block are in another block. */
const BLOCK_GAP = 1.6;

export function pairColumnReadForms(lines: ResumeLine[]): ResumeLine[] {
  if (!lines.some((l) => l.text.endsWith(':'))) return lines;
  const out: ResumeLine[] = [];
  let i = 0;
  while (i < lines.length) {
    const paired = pairAt(lines, i);
    if (paired === null) {
      out.push(lines[i]!);
      i++;
      continue;
    }
    out.push(...paired.lines);
    i = paired.next;
  }
  return out.length === lines.length ? lines : out.map((l, index) => ({ ...l, index }));
}

function isLabel(line: ResumeLine): boolean {
  return LABEL.test(line.text) && line.text.split(/\s+/).length <= 5;
}

function pairAt(lines: ResumeLine[], start: number): { lines: ResumeLine[]; next: number } | null {
  if (!isLabel(lines[start]!)) return null;
  let end = start;
  while (end + 1 < lines.length && isLabel(lines[end + 1]!) && lines[end + 1]!.page === lines[start]!.page) end++;
  const n = end - start + 1;
  if (n < MIN_LABELS) return null;
  const labels = lines.slice(start, end + 1);
  const values = lines.slice(end + 1, end + 1 + n);
  if (values.length < n) return null;
  const step = Math.max(1, (labels[n - 1]!.y - labels[0]!.y) / (n - 1));
  const oneBlock = values.every((v, k) => v.page === labels[0]!.page && !isLabel(v) && !v.text.endsWith(':') && headingOf(v.text) === null
    && (k === 0 || v.y - values[k - 1]!.y <= step * BLOCK_GAP));
  if (!oneBlock) return null;
  const after = lines[end + 1 + n];
  const closed = after === undefined || after.page !== labels[0]!.page || after.y - values[n - 1]!.y > step * BLOCK_GAP || headingOf(after.text) !== null;
  if (!closed) return null;
  const merged = labels.map((label, k) => {
    const text = `${label.text} ${values[k]!.text}`;
    return { ...label, text, folded: fold(text), fontSize: Math.max(label.fontSize, values[k]!.fontSize) };
  });
  return { lines: merged, next: end + 1 + n };
}
