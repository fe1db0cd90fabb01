/**
 * A personal-details grid whose labels stand in a row above their values (South African and
 * Nigerian CVs, Canva headers): "CELL⇥E-MAIL⇥ADDRESS" over "082 555 0100⇥ann@example.com⇥1 Example
 * Street," over "Town, 1201". With the cells' positions (`ResumeLine.cells`), each value, and each
 * wrapped line of it, goes under the label of its column, and the grid is rewritten as
 * "Cell : 082 555 0100" lines so that the form fields read as they do anywhere else.
 */
import { fold } from '../text/fold.js';
import { isFormLabel } from './form-labels.js';
import { cellsOf, nearest } from './grid-tables.js';
import type { ResumeLine } from './resume-document.js';


/** Lines further apart than this many font sizes are not one row and its wraps. */
const ROW_GAP_EM = 2;

function labelCells(line: ResumeLine): number[] | null {
  if (line.cells === undefined) return null;
  const cells = cellsOf(line);
  if (cells === null || cells.length < 2 || !cells.every((c) => isFormLabel(c.text))) return null;
  return line.cells;
}

export function pairLabelRows(lines: ResumeLine[]): ResumeLine[] {
  if (!lines.some((l) => labelCells(l) !== null)) return lines;
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
      const cells = cellsOf(line);
      if (cells === null || !cells.every((c) => Math.abs(starts[nearest(starts, c.x)]! - c.x) <= tolerance)) break;
      // A value row, then its wraps: a later line with a cell in every column is another row.
      if (j > i + 1 && cells.length >= titles.length) break;
      for (const cell of cells) {
        const c = nearest(starts, cell.x);
        values[c] = values[c] === '' ? cell.text : `${values[c]} ${cell.text}`;
      }
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
