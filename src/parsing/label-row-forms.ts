/**
 * A personal-details grid whose labels stand in a row above their values (South African and
 * Nigerian CVs, Canva headers): "CELL⇥E-MAIL⇥ADDRESS" over "082 555 0100⇥ann@example.com⇥1 Example
 * Street," over "Town, 1201". With the cells' positions (`ResumeLine.cells`), each value, and each
 * wrapped line of it, goes under the label of its column, and the grid is rewritten as
 * "Cell : 082 555 0100" lines so that the form fields read as they do anywhere else.
 */
import { fold } from '../text/fold.js';
import { nearest } from './grid-tables.js';
import type { ResumeLine } from './resume-document.js';

/** A form label that can head a column of such a grid. */
const ROW_LABEL =
  /^(?:name|full name|date of birth|d\.?o\.?b\.?|birth ?date|place of birth|gender|sex|marital status|nationality|citizenship|religion|id(?: number| no\.?)?|address|(?:home|postal|residential|permanent|current) address|location|phone|mobile|cell(?:phone)?|tel(?:ephone)?|contact(?: number| no\.?)?|e-?mail|website|linkedin|driver'?s licen[cs]e|driving licen[cs]e|licen[cs]e|home language|mother tongue|languages?|health|availability|notice period|adresse|t[ée]l[ée]phone|portable|courriel|date de naissance|lieu de naissance|nationalit[ée]|[ée]tat civil|permis(?: de conduire)?|disponibilit[ée])$/iu;

/** Lines further apart than this many font sizes are not one row and its wraps. */
const ROW_GAP_EM = 2;

function labelCells(line: ResumeLine): number[] | null {
  if (line.cells === undefined) return null;
  const texts = line.text.split('\t').map((t) => t.trim().replace(/\s*:$/, '').replace(/[’]/g, "'"));
  if (texts.length < 2 || texts.length !== line.cells.length || !texts.every((t) => ROW_LABEL.test(t))) return null;
  return line.cells;
}

export function pairLabelRows(lines: ResumeLine[]): ResumeLine[] {
  if (!lines.some((l) => l.cells !== undefined && labelCells(l) !== null)) return lines;
  const out: ResumeLine[] = [];
  let i = 0;
  while (i < lines.length) {
    const label = lines[i]!;
    const starts = labelCells(label);
    const first = lines[i + 1];
    if (starts === null || first === undefined || first.page !== label.page || labelCells(first) !== null || first.y - label.y > label.fontSize * ROW_GAP_EM * 1.5) {
      out.push(label);
      i++;
      continue;
    }
    const titles = label.text.split('\t').map((t) => t.trim().replace(/\s*:$/, ''));
    const values = titles.map(() => '');
    let j = i + 1;
    let previous = label;
    const tolerance = label.fontSize * 3;
    while (j < lines.length) {
      const line = lines[j]!;
      if (line.page !== label.page || labelCells(line) !== null || line.y - previous.y > line.fontSize * ROW_GAP_EM) break;
      const texts = line.text.split('\t');
      const xs = line.cells ?? (texts.length === 1 ? [line.x] : null);
      if (xs === null || xs.length !== texts.length || !xs.every((x) => Math.abs(starts[nearest(starts, x)]! - x) <= tolerance)) break;
      // A value row, then its wraps: a later line with a cell in every column is another row.
      if (j > i + 1 && texts.length >= titles.length) break;
      texts.forEach((t, k) => {
        const c = nearest(starts, xs[k]!);
        values[c] = values[c] === '' ? t.trim() : `${values[c]} ${t.trim()}`;
      });
      previous = line;
      j++;
    }
    if (j === i + 1) {
      out.push(label);
      i++;
      continue;
    }
    titles.forEach((title, k) => {
      if (values[k] === '') return;
      const text = `${title} : ${values[k]}`;
      const { cells: _cells, ...rest } = label;
      out.push({ ...rest, text, folded: fold(text), x: starts[k]!, bold: false });
    });
    i = j;
  }
  return out.length === lines.length && out.every((l, k) => l === lines[k]) ? lines : out.map((l, index) => ({ ...l, index }));
}
