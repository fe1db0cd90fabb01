/**
 * A table whose text layer gives one cell per line (a PDF table read as plain text, slides):
 * "Qualification" / "Institution" / "Year" / "Grade 12" / "Example Secondary School, Soweto" /
 * "2008" / … The column titles come first, one per line (a title ending with "/" goes on the next
 * line: "Percentage /" / "CGPA"); then each row ends at its year, alone on its line, followed by
 * as many cells as there are columns after the year column (a grade). Inside a row, a cell
 * wrapped over lines is joined back when a line ends unfinished (open parenthesis, comma, link
 * word) or the next starts in lower case, with a closing parenthesis, or is one word.
 */
import type { ResumeLine } from './resume-document.js';

export interface CellRow {
  /** Cells before the year column, in order. */
  cells: string[];
  year: string;
  /** Cells after the year column (grades). */
  after: string[];
}

export interface CellTable<R extends string> {
  /** Column roles before the year column, in order. */
  columns: R[];
  rows: CellRow[];
}

/** A year alone on its line, or a month and year ("Nov 2021", "juin 2018", "06/2018"). */
const YEAR_ALONE = /^\s*((?:\p{L}{3,9}\.?\s+|\d{1,2}[/.])?(?:19|20)\d\d)\s*$/u;
const GOES_ON = /(?:\([^)]*|\b(?:de|du|des|of|in|and|et|en|for|&)|[,/–—-])\s*$/iu;

/**
 * The table at the start of `lines`, when they open with two or more column titles of which one
 * is `dates`; null otherwise. `roleOf` names a title's column (null: no title).
 */
export function readCellTable<R extends string>(lines: readonly ResumeLine[], roleOf: (title: string) => R | null): CellTable<Exclude<R, 'dates'>> | null {
  const roles: R[] = [];
  let i = 0;
  while (i < lines.length) {
    let title = lines[i]!.text.trim();
    let next = i + 1;
    while (title.endsWith('/') && next < lines.length) title = `${title} ${lines[next++]!.text.trim()}`;
    let role = roleOf(title.replace(/\s*\/\s*$/, ''));
    // "Year of" / "Passing": a title wrapped in its cell.
    if (role === null && roles.length > 0 && next < lines.length && /\s(?:of|de|du|des|d'|in|en)$/iu.test(title)) {
      const joined = `${title} ${lines[next]!.text.trim()}`;
      role = roleOf(joined);
      if (role !== null) {
        title = joined;
        next++;
      }
    }
    if (role === null || title.includes('\t')) break;
    // "Year" / "Completed": one column whose title wrapped.
    if (!(role === 'dates' && roles[roles.length - 1] === 'dates')) roles.push(role);
    i = next;
  }
  const at = roles.indexOf('dates' as R);
  if (roles.length < 2 || at < 0) return null;
  const columns = roles.slice(0, at) as Array<Exclude<R, 'dates'>>;
  const afterCount = roles.length - at - 1;
  const rows: CellRow[] = [];
  let pending: string[] = [];
  for (; i < lines.length; i++) {
    const text = lines[i]!.text.trim();
    const year = YEAR_ALONE.exec(text);
    if (!year) {
      pending.push(text);
      continue;
    }
    // A grade: a few words with a figure, or a figure first ("8.91 / 10 (till 6th sem)", "72 %").
    const after = lines.slice(i + 1, i + 1 + afterCount).map((l) => l.text.trim()).filter((t) => (/\d/.test(t) && t.split(/\s+/).length <= 3) || /^\d+(?:[.,]\d+)?\s*(?:%|\/\s*\d|c?gpa\b)/iu.test(t));
    i += after.length;
    rows.push({ cells: rowCells(pending, columns.length), year: year[1]!, after });
    pending = [];
  }
  // "NIT Example" / "National Institute of Example" / "2027" … "B.Tech (ECE)": a row's first cell,
  // set lower than the others, read after the table; it goes back to the one row a cell short.
  const short = rows.filter((r) => r.cells.length === columns.length - 1);
  if (pending.length === 1 && columns.length >= 3 && short.length === 1 && rows.length >= 2) short[0]!.cells.unshift(pending[0]!);
  return rows.length > 0 ? { columns, rows } : null;
}

/**
 * A row's cells. With three columns or more before the year, a lone word is a cell of its own
 * ("CBSE", a board) unless the row has too many cells, which are then joined to one a column.
 */
function rowCells(lines: readonly string[], columns: number): string[] {
  // ("Class XII (Commerce)" / "CBSE": one line a column, each its cell.)
  if (lines.length === columns) return [...lines];
  if (columns < 3) return joinWrapped(lines);
  const strong = joinWrapped(lines, false);
  return strong.length > columns ? toColumns(joinWrapped(lines), columns) : strong;
}

/**
 * More cells than columns: some cell wrapped on lines that look like cells of their own ("Dr. A.P.J.
 * Abdul Kalam" / "Technical University"). The shortest neighbours are joined first (a wrapped cell's
 * lines are short: the column is narrow) until the row has one cell a column.
 */
function toColumns(cells: string[], columns: number): string[] {
  const out = [...cells];
  while (columns > 0 && out.length > columns) {
    let best = 0;
    for (let k = 1; k + 1 < out.length; k++) if (out[k]!.length + out[k + 1]!.length < out[best]!.length + out[best + 1]!.length) best = k;
    out.splice(best, 2, `${out[best]} ${out[best + 1]}`);
  }
  return out;
}

function joinWrapped(lines: readonly string[], loneWords = true): string[] {
  const cells: string[] = [];
  for (const line of lines) {
    const last = cells[cells.length - 1];
    if (last !== undefined && (GOES_ON.test(last) || /^[\p{Ll})]/u.test(line) || (loneWords && /^\S+$/u.test(line)))) cells[cells.length - 1] = `${last} ${line}`;
    else cells.push(line);
  }
  return cells;
}
