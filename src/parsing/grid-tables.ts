/**
 * A table read row by row with its cells' positions (PDF, scans: `ResumeLine.cells`), whose cells
 * wrap onto lines of their own: "Qualification⇥Institution⇥Board /⇥Year of⇥CGPA /" over
 * "University⇥Passing⇥%", then "B.E. (Computer Science and⇥Sri Venkateswara College of⇥…⇥2018⇥8.42"
 * over "Engineering)⇥Engineering, Sriperumbudur⇥CGPA". The header's cells give the columns (their
 * titles wrapped over two lines are joined); each later line's cells go to the nearest column, and
 * a line starts a new row when it stands apart from the one above (a wider gap than the wraps
 * inside a row) or brings a second year to a row that has one.
 */
import { fold } from '../text/fold.js';
import type { ResumeLine } from './resume-document.js';

export interface GridTable<R extends string> {
  /** Each column's role; null for a column whose title names nothing known. */
  columns: Array<R | null>;
  /** One entry a row: each column's text (empty when the cell is). */
  rows: string[][];
  /** The lines under the table, not part of it. */
  rest: ResumeLine[];
}

export interface GridOptions {
  /**
   * How rows are told apart. 'year' (degrees): a second year in the dates column, or a wider gap
   * than the wraps inside a row. 'range' (jobs, whose periods wrap: "Jun 2019 – Oct" / "2021"): a
   * line standing apart (more than ROW_GAP_EM font sizes below the one above) or bringing dates
   * once the row's period is complete; cells set in the middle of their rows interleave their
   * lines, so the smallest gap says nothing there.
   */
  rows?: 'year' | 'range';
  /** Whether the row's dates cell, as written so far, is a whole period (`rows: 'range'`). */
  wholePeriod?: (text: string) => boolean;
  /** Keep each line of a cell apart ("\n") in 'year' rows too: a degree's cell that names its school under it. */
  keepLines?: boolean;
}

/** Rows of a job table stand this many font sizes apart at least (a line and a cell's padding). */
const ROW_GAP_EM = 1.7;
/** "Roles and Responsibilities (Concentrix):": a label closing on a colon, or a sentence, ends a table. */
const AFTER_TABLE = /:\s*$/;

const YEAR = /\b(?:19|20)\d\d\b/;
/** A wrapped header title: "Board /", "Year of", "Name of the". */
const TITLE_GOES_ON = /(?:\/|\s(?:of|de|du|des|d'|in|en|the|la|le))\s*$/iu;

export interface Cell {
  x: number;
  text: string;
}

/** A line's cells with their left edges: its tab-separated cells, or the line as one cell; null when positions are missing. */
export function cellsOf(line: ResumeLine): Cell[] | null {
  const texts = line.text.split('\t');
  if (line.cells === undefined) return texts.length === 1 ? [{ x: line.x, text: line.text.trim() }] : null;
  if (line.cells.length !== texts.length) return null;
  return texts.map((text, k) => ({ x: line.cells![k]!, text: text.trim() }));
}

/** The role of a column's (or a form's) title by a table of [pattern on fold()ed text, role]; its closing colon ignored. */
export function labelRole<R>(labels: ReadonlyArray<readonly [RegExp, R]>, title: string): R | null {
  const folded = fold(title).replace(/[\s:：]+$/u, '').trim();
  return labels.find(([re]) => re.test(folded))?.[1] ?? null;
}

/** The column whose left edge is nearest to x. */
export function nearest(starts: readonly number[], x: number): number {
  let best = 0;
  for (let k = 1; k < starts.length; k++) if (Math.abs(starts[k]! - x) < Math.abs(starts[best]! - x)) best = k;
  return best;
}

/**
 * The table at the start of `lines` when its first line is a header of two or more titles that
 * `roleOf` knows, every one of `required` among them; null otherwise (or when the lines carry no positions).
 */
export function readGridTable<R extends string>(lines: readonly ResumeLine[], roleOf: (title: string) => R | null, required: readonly R[], options: GridOptions = {}): GridTable<R> | null {
  lines = rejoinSplitHeader(lines);
  const head = lines[0] === undefined ? null : cellsOf(lines[0]);
  if (head === null || head.length < 3 || lines[0]!.cells === undefined) return null;
  const starts = head.map((c) => c.x);
  const titles = head.map((c) => c.text);
  let i = 1;
  // Titles wrapped in their cells: the next line has no cell outside the header's columns and
  // completes a title that goes on ("Board /" + "University", "Year of" + "Passing").
  const wrapped = lines[1] === undefined ? null : cellsOf(lines[1]);
  const tolerance = lines[0]!.fontSize;
  if (wrapped !== null && wrapped.every((c) => Math.abs(starts[nearest(starts, c.x)]! - c.x) <= tolerance * 3) && wrapped.some((c) => TITLE_GOES_ON.test(titles[nearest(starts, c.x)]!))) {
    for (const c of wrapped) {
      const k = nearest(starts, c.x);
      titles[k] = `${titles[k]} ${c.text}`;
    }
    i = 2;
  }
  const columns = titles.map((t) => roleOf(t.replace(/\s*\/\s*$/, '')) ?? roleOf(t.split('/')[0]!.trim()));
  if (columns.filter((c) => c !== null).length < 2 || !required.every((r) => columns.includes(r))) return null;
  alignStartsWithRows(starts, lines.slice(i), tolerance * 2);
  const rows: string[][] = [];
  let rowHasYear = false;
  let wrapGap = Number.POSITIVE_INFINITY;
  let previous: ResumeLine | null = null;
  const datesColumn = columns.indexOf('dates' as R);
  // (Rows of jobs are read top to bottom: reading order may have put a column's cells after the
  // rows beside them, "Employeur, lieu" read after the duties written under "Fonction".)
  if (options.rows === 'range') lines = [...lines.slice(0, i), ...lines.slice(i).sort((a, b) => a.page - b.page || a.y - b.y)];
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    const cells = cellsOf(line);
    if (cells === null || (previous !== null && line.page !== previous.page && cells.length < 2)) break;
    // A sentence under the table (one cell wider than any column) ends it; in a job's row, a
    // sentence in the title's column is its description.
    if (cells.length === 1 && cells[0]!.text.split(/\s+/).length > 8 && !(options.rows === 'range' && columns[nearest(starts, cells[0]!.x)] === 'title')) break;
    if (options.rows === 'range' && cells.length === 1 && AFTER_TABLE.test(cells[0]!.text)) break;
    const gap = previous === null ? 0 : line.y - previous.y;
    const hasYear = cells.some((c) => YEAR.test(c.text) && columns[nearest(starts, c.x)] === 'dates');
    let newRow: boolean;
    if (options.rows === 'range') {
      const whole = rows.length > 0 && datesColumn >= 0 && options.wholePeriod !== undefined && options.wholePeriod(rows[rows.length - 1]![datesColumn]!);
      const apart = previous !== null && (line.page !== previous.page || gap > ROW_GAP_EM * line.fontSize);
      newRow = rows.length === 0 || (whole && (apart || hasYear));
    } else {
      // (Over a page break, a row that has its year is done: "St. Joseph's High School,⇥Board of Secondary" opens the next.)
      // (A row that has its year is done when a line stands apart, one cell or more: "H.S.C. (12th)"
      // over the centred "Maharashtra State Board⇥2017" opens the next.)
      newRow = rows.length === 0 || (hasYear && rowHasYear) || (line.page === previous!.page ? gap > wrapGap * 1.35 && (cells.length > 1 || rowHasYear) : rowHasYear);
    }
    if (newRow) {
      rows.push(columns.map(() => ''));
      rowHasYear = false;
    } else if (previous !== null && line.page === previous.page && gap > 0) {
      wrapGap = Math.min(wrapGap, gap);
    }
    const row = rows[rows.length - 1]!;
    for (const c of cells) {
      const k = nearest(starts, c.x);
      // ("EPHEC, Louvain-la-" / "Neuve": a compound name cut at its hyphen goes on without a space.)
      // (Rows of jobs keep each line of a cell apart: a title's cell goes on with its description.)
      row[k] = row[k] === '' ? c.text : /\p{L}-$/u.test(row[k]!) ? `${row[k]}${c.text}` : `${row[k]}${options.rows === 'range' || options.keepLines ? '\n' : ' '}${c.text}`;
    }
    rowHasYear ||= hasYear;
    previous = line;
  }
  return rows.length > 0 ? { columns, rows, rest: lines.slice(i) } : null;
}

/**
 * Titles centred over their columns stand right of the cells under them ("S.No.⇥Company⇥…" over
 * "1⇥Mahindra Logistics Ltd., Mumbai⇥…": the company starts nearer to "S.No." than to "Company"):
 * where two rows or more fill every column — as many cells as titles, one to one in order, one
 * above the other — or one row numbered in the first column, each column starts where those rows' cells start (their median), and the
 * wrapped lines of a cell go to the column they are under. Unchanged otherwise.
 */
function alignStartsWithRows(starts: number[], lines: readonly ResumeLine[], tolerance: number): void {
  const xs: number[][] = starts.map(() => []);
  let numbered = false;
  for (const line of lines.slice(0, 40)) {
    const cells = cellsOf(line);
    if (cells === null || (cells.length === 1 && cells[0]!.text.split(/\s+/).length > 8)) break;
    if (cells.length !== starts.length) continue;
    cells.forEach((c, k) => xs[k]!.push(c.x));
    numbered ||= /^\d{1,2}[.)]?$/.test(cells[0]!.text);
  }
  // (Two full rows at least, their cells one above the other, or one opening on its number: a
  // wrapped cell's line that happens to hold as many cells as the header is no row.)
  if (xs[0]!.length < (numbered ? 1 : 2)) return;
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor((v.length - 1) / 2)]!;
  const aligned = xs.map(median);
  const agree = xs.every((column, k) => column.every((x) => Math.abs(x - aligned[k]!) <= tolerance));
  // (Only when the rows keep the columns' order: a full row is one cell a column, left to right.)
  if (agree && aligned.every((x, k) => k === 0 || x > aligned[k - 1]!)) aligned.forEach((x, k) => (starts[k] = x));
}

/**
 * "Qualification" / "B.E. (Civil Engineering)" / "Sinhgad College…" / … / "University / Board⇥Year
 * of Passing⇥Percentage" / "Savitribai Phule Pune University⇥2021⇥7.84 CGPA" / …: a table whose
 * first column the reading order took for a column of the page (its cells set in the middle of
 * their rows share no line with the others), read before the rest. The header's two parts stand on
 * one baseline: joined again, and the table's lines put back top to bottom, so that the rows read
 * as written. Unchanged when no later line of the first page shares the first line's baseline.
 */
export function rejoinSplitHeader(lines: readonly ResumeLine[]): readonly ResumeLine[] {
  const first = lines[0];
  if (first === undefined || first.text.includes('\t') || first.text.split(/\s+/).length > 4) return lines;
  const j = lines.findIndex((l, k) => k > 1 && l.page === first.page && Math.abs(l.y - first.y) <= 1 && l.x > first.x && (cellsOf(l)?.length ?? 0) >= 2);
  if (j < 0) return lines;
  const left = lines.slice(1, j);
  const bottom = Math.max(...left.map((l) => l.y));
  let end = j + 1;
  while (end < lines.length && lines[end]!.page === first.page && lines[end]!.y <= bottom + first.fontSize * 2) end++;
  const headCells = [{ x: first.x, text: first.text.trim() }, ...cellsOf(lines[j]!)!];
  const headText = headCells.map((c) => c.text).join('\t');
  const header: ResumeLine = { ...first, text: headText, folded: fold(headText), cells: headCells.map((c) => c.x) };
  const body = [...left, ...lines.slice(j + 1, end)].map((l) => (l.cells === undefined && !l.text.includes('\t') ? { ...l, cells: [l.x] } : l)).sort((a, b) => a.y - b.y);
  return [header, ...body, ...lines.slice(end)];
}
