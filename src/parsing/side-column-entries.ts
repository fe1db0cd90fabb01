/**
 * Entries written in a two-column table: the left cell holds the dates, then the employer (or
 * school) and its place, one per line; the right cell the title, then the description. Read row by
 * row, every line but the first mixes an employer with a sentence of the description
 * ("Exemple SAS⇥PME de 45 salariés – fabrication…", "Villeurbanne (69)⇥Tenue de la comptabilité…"),
 * and the description's sentences hide the employer. Within each entry opened by a line whose
 * first cell is its dates, when the lines under it start with a short name cell followed by more
 * text, the left cells are read first (as head lines under the dated line), then the right ones.
 */
import { fold } from '../text/fold.js';
import { findEntryDates } from './entry-dates.js';
import type { ResumeLine } from './resume-document.js';

/** A left cell: a name or a place, a few words, no sentence. */
const MAX_CELL_WORDS = 5;
/** Entries of this shape a section must show before it is read so. */
const MIN_ENTRIES = 2;

export function readSideColumnEntries(lines: readonly ResumeLine[]): ResumeLine[] {
  const opens = lines.map((l, i) => (datesCell(l) ? i : -1)).filter((i) => i >= 0);
  const blocks = opens.map((start, k) => ({ start, end: opens[k + 1] ?? lines.length }));
  const shaped = blocks.filter((b) => sideCells(lines, b.start, b.end).length > 0);
  if (shaped.length < MIN_ENTRIES) return [...lines];
  const out: ResumeLine[] = lines.slice(0, opens[0] ?? lines.length);
  for (const { start, end } of blocks) {
    const cells = sideCells(lines, start, end);
    if (cells.length === 0) {
      out.push(...lines.slice(start, end));
      continue;
    }
    const left: ResumeLine[] = [];
    const right: ResumeLine[] = [];
    for (let i = start + 1; i < end; i++) {
      const line = lines[i]!;
      const tab = line.text.indexOf('\t');
      if (cells.includes(i)) {
        const cell = line.text.slice(0, tab).trim();
        const rest = line.text.slice(tab + 1).trim();
        left.push(part(line, cell));
        if (rest !== '') right.push(part(line, rest));
      } else right.push(line);
    }
    out.push(lines[start]!, ...joinWrappedNames(left), ...right);
  }
  return out.map((l, index) => ({ ...l, index }));
}

/** A line whose first cell is its dates and nothing else, with more after it. */
function datesCell(line: ResumeLine): boolean {
  const tab = line.text.indexOf('\t');
  if (tab <= 0) return false;
  const cell = fold(line.text.slice(0, tab)).trim();
  const dates = findEntryDates(cell, { single: true });
  return dates !== null && cell.replace(/^(?:depuis|since|from|de)\s+/, '').length <= dates.length + 2 && /\p{L}/u.test(line.text.slice(tab + 1));
}

/** The lines of the entry [start, end) that open with a short name cell and go on; none when it is not that shape. */
function sideCells(lines: readonly ResumeLine[], start: number, end: number): number[] {
  const cells: number[] = [];
  for (let i = start + 1; i < end; i++) {
    const text = lines[i]!.text;
    const tab = text.indexOf('\t');
    if (tab <= 0) {
      // The left column ends where lines stop opening with a cell of it.
      if (cells.length > 0 && cells[cells.length - 1] === i - 1) continue;
      if (cells.length === 0 && i === start + 1) return [];
      continue;
    }
    const cell = text.slice(0, tab).trim();
    if (!nameCell(cell)) return [];
    if (cells.length > 0 && cells[cells.length - 1] !== i - 1) return [];
    cells.push(i);
  }
  return cells;
}

function nameCell(cell: string): boolean {
  const words = cell.split(/\s+/);
  return words.length <= MAX_CELL_WORDS && /^\p{Lu}/u.test(cell) && !/[.;:]$/.test(cell);
}

function part(line: ResumeLine, text: string): ResumeLine {
  return { ...line, text, folded: fold(text) };
}

/** "Lyonnaise de Restauration" / "Collective": a name wrapped in its cell, its tail a word or two in capitals that is no place line. */
function joinWrappedNames(left: ResumeLine[]): ResumeLine[] {
  const out: ResumeLine[] = [];
  for (const line of left) {
    const prev = out[out.length - 1];
    if (prev && out.length === 1 && line.text.split(/\s+/).length === 1 && !/[()\d]/.test(line.text) && left.length >= 3) {
      out[0] = part(prev, `${prev.text} ${line.text}`);
      continue;
    }
    out.push(line);
  }
  return out;
}
