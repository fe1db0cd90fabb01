/**
 * "FORMATION⇥LANGUES ET INFORMATIQUE" / "AEC en gestion…⇥Français : langue maternelle" / "Collège
 * de Rosemont (2014)⇥Anglais : …": two (or three) section headings side by side on one row, their
 * lists in columns under them, read row by row. Under such a heading row, each line (or each cell
 * of a line) goes to the column it stands in, and the columns are read one after the other: the
 * left heading and its lines, then the next heading and its lines.
 *
 *   columnsUnderHeadingRows(lines) → lines in column order (cells split into lines of their own)
 *
 * So do two entries side by side under a row of their dates ("sept. 2021 – aujourd'hui⇥janv. 2019 –
 * août 2021"), until the next such row or a heading.
 *
 * Only for lines with cell positions (PDF, scans); the region ends with the page.
 */
import { fold } from '../text/fold.js';
import { findDateRanges } from '../text/dates.js';
import { headingOf } from '../text/find-sections.js';
import { cellsOf, type Cell } from './grid-tables.js';
import type { ResumeLine } from './resume-document.js';

/** Points a cell may start left of its column's heading and still be in that column. */
const SLACK = 12;

/** The cells of a line of two cells or more with their positions, else null. */
function cellsWithPositions(line: ResumeLine): Cell[] | null {
  return line.cells !== undefined && line.cells.length >= 2 ? cellsOf(line) : null;
}

/** The cells of a row made of headings only, or null. */
function headingCells(line: ResumeLine): Cell[] | null {
  const cells = cellsWithPositions(line);
  return cells !== null && cells.every((c) => (headingOf(c.text)?.contentStart ?? -1) >= c.text.length) ? cells : null;
}

/**
 * The cells of a row made of dates only ("sept. 2021 – aujourd'hui⇥janv. 2019 – août 2021"): two
 * entries side by side (cards of a grid, a timeline's two sides), each read down its own column.
 */
function datesCells(line: ResumeLine): Cell[] | null {
  const cells = cellsWithPositions(line);
  return cells !== null && cells.every((c) => isDatesOnly(c.text)) ? cells : null;
}

function isDatesOnly(text: string): boolean {
  const folded = fold(text).trim();
  const range = findDateRanges(folded)[0];
  // ("étés 2014 – 2016": a word on the period before it.)
  return range !== undefined && /^(?:[a-z]+\s+)?$/.test(folded.slice(0, range.index).trimStart()) && /^[\s.,;:)–—-]*$/.test(folded.slice(range.index + range.length));
}

export function columnsUnderHeadingRows(lines: ResumeLine[]): ResumeLine[] {
  const out: ResumeLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const row = lines[i]!;
    const known = headingCells(row);
    const dated = known === null ? datesCells(row) : null;
    const headings = known ?? dated;
    if (headings === null) {
      out.push(row);
      continue;
    }
    const xs = headings.map((c) => c.x);
    const columnOf = (x: number) => {
      let c = 0;
      for (let k = 1; k < xs.length; k++) if (x >= xs[k]! - SLACK) c = k;
      return c;
    };
    const columns: ResumeLine[][] = headings.map((c) => [part(row, c)]);
    let j = i + 1;
    // (Under a row of dates, the columns end at the next such row or at a heading across the page.)
    const ends = (line: ResumeLine) =>
      headingCells(line) !== null || (dated !== null && (datesCells(line) !== null || line.x < xs[0]! - SLACK || (headingOf(line.text)?.contentStart ?? -1) >= line.text.length));
    for (; j < lines.length && lines[j]!.page === row.page && !ends(lines[j]!); j++) {
      const line = lines[j]!;
      const cells = cellsWithPositions(line);
      if (cells === null) columns[columnOf(line.x)]!.push(line);
      else for (const c of cells) if (c.text !== '') columns[columnOf(c.x)]!.push(part(line, c));
    }
    // (Under dates, in reading order: a column beside the cards may be read into the right one.)
    for (const column of columns) out.push(...(dated !== null ? column : column.sort((a, b) => a.y - b.y || a.x - b.x)));
    i = j - 1;
  }
  return out;
}

/** One cell of a line as a line of its own. */
function part(line: ResumeLine, cell: Cell): ResumeLine {
  return { ...line, text: cell.text, folded: fold(cell.text), x: cell.x, cells: undefined };
}
