/**
 * "FORMATION⇥LANGUES ET INFORMATIQUE" / "AEC en gestion…⇥Français : langue maternelle" / "Collège
 * de Rosemont (2014)⇥Anglais : …": two (or three) section headings side by side on one row, their
 * lists in columns under them, read row by row. Under such a heading row, each line (or each cell
 * of a line) goes to the column it stands in, and the columns are read one after the other: the
 * left heading and its lines, then the next heading and its lines.
 *
 *   columnsUnderHeadingRows(lines) → lines in column order (cells split into lines of their own)
 *
 * Only for lines with cell positions (PDF, scans); the region ends with the page.
 */
import { headingOf } from '../text/find-sections.js';
import type { ResumeLine } from './resume-document.js';

/** Points a cell may start left of its column's heading and still be in that column. */
const SLACK = 12;

/** The x of each heading of a row made of headings only, or null. */
function headingColumns(line: ResumeLine): number[] | null {
  if (!line.cells || line.cells.length < 2) return null;
  const cells = line.text.split('\t');
  if (cells.length !== line.cells.length) return null;
  const all = cells.every((c) => {
    const h = headingOf(c.trim());
    return h !== null && h.contentStart >= c.trim().length;
  });
  return all ? line.cells : null;
}

export function columnsUnderHeadingRows(lines: ResumeLine[]): ResumeLine[] {
  const out: ResumeLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const row = lines[i]!;
    const xs = headingColumns(row);
    if (xs === null) {
      out.push(row);
      continue;
    }
    const columnOf = (x: number) => {
      let c = 0;
      for (let k = 1; k < xs.length; k++) if (x >= xs[k]! - SLACK) c = k;
      return c;
    };
    const columns: ResumeLine[][] = xs.map(() => []);
    const cells = row.text.split('\t');
    let offset = 0;
    cells.forEach((cell, k) => {
      columns[k]!.push(part(row, cell, offset, xs[k]!));
      offset += cell.length + 1;
    });
    let j = i + 1;
    for (; j < lines.length && lines[j]!.page === row.page && headingColumns(lines[j]!) === null; j++) {
      const line = lines[j]!;
      if (!line.cells || line.cells.length < 2 || line.text.split('\t').length !== line.cells.length) {
        columns[columnOf(line.x)]!.push(line);
        continue;
      }
      let at = 0;
      line.text.split('\t').forEach((cell, k) => {
        const x = line.cells![k]!;
        if (cell.trim() !== '') columns[columnOf(x)]!.push(part(line, cell, at, x));
        at += cell.length + 1;
      });
    }
    for (const column of columns) out.push(...column.sort((a, b) => a.y - b.y || a.x - b.x));
    i = j - 1;
  }
  return out;
}

/** One cell of a line as a line of its own. */
function part(line: ResumeLine, cell: string, offset: number, x: number): ResumeLine {
  const lead = cell.length - cell.trimStart().length;
  const text = cell.trim();
  return { ...line, text, folded: line.folded.slice(offset + lead, offset + lead + text.length), x, cells: undefined };
}
