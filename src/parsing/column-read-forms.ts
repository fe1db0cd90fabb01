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
  if (!lines.some((l) => l.text.endsWith(':') || l.text.startsWith(':'))) return lines;
  const out: ResumeLine[] = [];
  let i = 0;
  while (i < lines.length) {
    const paired = pairAt(lines, i) ?? pairColonValues(lines, i);
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

/** A label without its colon: "Designation", "Reporting to". */
const BARE_LABEL = /^\p{L}[\p{L}\p{M}'’ .()/&-]{0,28}$/u;
const MAX_BARE_LABELS = 6;

/**
 * "Designation" / "Period" / "Reporting to" / ": Senior Pharmacist" / ": 01-Apr-2021 to Till Date" /
 * ": Head – Pharmacy": labels, then as many values each opening with the colon (an Indian
 * resume's "Label : value" table read column by column) → "Designation : Senior Pharmacist"…
 */
function pairColonValues(lines: ResumeLine[], start: number): { lines: ResumeLine[]; next: number } | null {
  const bare = (l: ResumeLine | undefined) => l !== undefined && BARE_LABEL.test(l.text.trim()) && l.text.trim().split(/\s+/).length <= 4 && headingOf(l.text) === null;
  // The whole run of labels, not its tail.
  if (bare(lines[start - 1])) return null;
  let n = 0;
  while (n < MAX_BARE_LABELS && start + n < lines.length && BARE_LABEL.test(lines[start + n]!.text.trim()) && lines[start + n]!.text.trim().split(/\s+/).length <= 4) n++;
  if (n === 0) return null;
  const values = lines.slice(start + n, start + 2 * n);
  if (values.length < n || !values.every((v) => /^\s*:\s*\S/.test(v.text))) return null;
  // The values are all there is: the line after them opens with no colon.
  if (/^\s*:/.test(lines[start + 2 * n]?.text ?? '')) return null;
  const merged = lines.slice(start, start + n).map((label, k) => {
    const text = `${label.text.trim()} ${values[k]!.text.trim()}`;
    return { ...label, text, folded: fold(text) };
  });
  return { lines: merged, next: start + 2 * n };
}
