/**
 * Reading order of a page whose items carry real positions (PDF, OCR): a recursive X-Y cut that
 * knows the difference between columns and rows.
 *
 * A vertical gutter (an x range no text crosses, with text on both sides) is either the gap
 * between two columns — a sidebar and a main column, read one after the other — or the gap inside
 * rows, as in a resume whose dates sit left of each entry, or a Europass label column, read line by
 * line. What tells them apart is alignment: in rows, nearly every line of the sparser side shares
 * its baseline with a line of the other side; two independent columns only meet by chance.
 *
 * A region without a gutter is cut at its horizontal gaps into bands; consecutive bands are grouped
 * as long as the group still has a column gutter (a full-width heading above two columns stays
 * above them, and the columns below are read one after the other, not band by band).
 *
 * Pure: items in, the same items out, in reading order. The output order is the contract of
 * `Page.items` for every reader; `pagesToText` and the parser follow it.
 */
import type { TextItem } from './types.js';

/** Above this many items a page is read row by row: the cut is quadratic in the worst case. */
const MAX_ITEMS_FOR_LAYOUT = 4_000;
/**
 * The search for runs of bands that read as columns tests every run from every band: on a page of
 * aligned table rows (hundreds of bands, every run a table rather than columns) that is cubic, a
 * 300-row table took 26 s. Each test costs the run's segments; past this many for one page, the
 * bands left are read as rows (what a table's are). The real resumes of the corpora spend at most
 * 40,000 in a whole document.
 */
const MAX_RUN_WORK = 100_000;
/** Items closer than this (in font sizes) on one baseline belong to one segment. */
const SEGMENT_GAP_EM = 1.2;
/** A gutter narrower than this (in points) is a word space, not a column gap. */
const MIN_GUTTER_PT = 6;
/** Share of the sparser side's lines aligned with the other side above which a split is rows. */
const ROW_ALIGNMENT = 0.5;
/**
 * Cells of one row share their baseline to a fraction of a point; lines of independent columns
 * with a similar leading meet within a few points by chance about a third of the time, so the
 * tolerance must stay tight (box bottoms of different fonts differ by their descents).
 */
const ALIGN_TOLERANCE_PT = 1;
/** A line this wide (share of the region) cannot sit inside one of two columns. */
const FULL_WIDTH = 0.7;

interface Segment {
  items: TextItem[];
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** Baseline-ish reference: the bottom of the tallest item. */
  base: number;
  size: number;
}

export function orderReading(items: TextItem[]): TextItem[] {
  if (items.length <= 1) return items.slice();
  if (items.length > MAX_ITEMS_FOR_LAYOUT) return rows(segmentsOf(items)).flatMap((s) => s.items);
  const segments = segmentsOf(items);
  const out: TextItem[] = [];
  for (const segment of order(segments, 0, { left: MAX_RUN_WORK })) out.push(...segment.items);
  return out;
}

/** What is left of a page's MAX_RUN_WORK, shared by the cut's recursive calls. */
interface Budget {
  left: number;
}

/** Items of one visual line, close together, become one segment (a word group, a cell). */
function segmentsOf(items: TextItem[]): Segment[] {
  const lines = groupLines(items.map((item) => ({ items: [item], ...box(item) })));
  const segments: Segment[] = [];
  for (const line of lines) {
    let current: Segment | null = null;
    for (const piece of line) {
      if (current && piece.left - current.right <= SEGMENT_GAP_EM * Math.max(piece.size, current.size)) {
        current.items.push(...piece.items);
        current.right = Math.max(current.right, piece.right);
        current.top = Math.min(current.top, piece.top);
        current.bottom = Math.max(current.bottom, piece.bottom);
        current.base = Math.max(current.base, piece.base);
        current.size = Math.max(current.size, piece.size);
      } else {
        current = { ...piece, items: [...piece.items] };
        segments.push(current);
      }
    }
  }
  return segments;
}

function box(item: TextItem): Omit<Segment, 'items'> {
  return {
    left: item.x,
    right: item.x + Math.max(item.width, 0),
    top: item.y,
    bottom: item.y + item.height,
    base: item.y + item.height,
    size: Math.max(item.fontSize, 1),
  };
}

/**
 * Segments → lines, top to bottom, each sorted left to right. Two pieces share a line when their
 * vertical extents overlap by more than half of the smaller one (superscripts, icons set a point
 * lower, and mixed font sizes stay on their line).
 */
function groupLines(pieces: Segment[]): Segment[][] {
  const sorted = [...pieces].sort((a, b) => a.top - b.top || a.left - b.left);
  const lines: { top: number; bottom: number; pieces: Segment[] }[] = [];
  for (const piece of sorted) {
    let target: (typeof lines)[number] | undefined;
    // Only the last few lines can overlap a piece that starts below all earlier tops.
    for (let i = lines.length - 1; i >= 0 && i >= lines.length - 4; i--) {
      const line = lines[i]!;
      const overlap = Math.min(line.bottom, piece.bottom) - Math.max(line.top, piece.top);
      const smaller = Math.min(line.bottom - line.top, piece.bottom - piece.top);
      if (overlap > smaller / 2) {
        target = line;
        break;
      }
    }
    if (target) {
      target.pieces.push(piece);
      target.top = Math.min(target.top, piece.top);
      target.bottom = Math.max(target.bottom, piece.bottom);
    } else {
      lines.push({ top: piece.top, bottom: piece.bottom, pieces: [piece] });
    }
  }
  return lines.map((l) => l.pieces.sort((a, b) => a.left - b.left));
}

function rows(segments: Segment[]): Segment[] {
  return groupLines(segments).flat();
}

function order(segments: Segment[], depth: number, budget: Budget): Segment[] {
  if (segments.length <= 1 || depth > 24) return rows(segments);
  const split = columnSplit(segments);
  if (split) return [...order(split.left, depth + 1, budget), ...order(split.right, depth + 1, budget)];
  const bands = horizontalBands(segments);
  if (bands.length === 1) return rows(segments);
  const width = Math.max(...segments.map((s) => s.right)) - Math.min(...segments.map((s) => s.left));
  // Each band's line boxes on either side of a gutter, worked out once for every run that holds it.
  const bandLines: BandLines = new Map();
  const out: Segment[] = [];
  let i = 0;
  while (i < bands.length) {
    // The longest run of bands from i that reads as columns; a lone band otherwise.
    let merged = bands[i]!;
    // The run's segments by left edge, kept sorted as bands join (gutters reads them in that order).
    let byLeft = sortedByLeft(merged);
    const run = [bands[i]!];
    let best = -1;
    let bestGroup: Segment[] = merged;
    /** The run's best end before `best`, and its group. */
    let previousBest = -1;
    let previousGroup: Segment[] = merged;
    let endedByFullWidth = false;
    if (columnSplit(merged)) {
      best = i;
    }
    for (let j = i + 1; j < bands.length; j++) {
      // A full-width line (a heading across the page) ends any run of columns.
      if (bands[j]!.some((s) => s.right - s.left >= FULL_WIDTH * width)) {
        endedByFullWidth = j === best + 1;
        break;
      }
      // Out of budget: the run stops here, and every later band is read alone.
      if ((budget.left -= merged.length + bands[j]!.length) < 0) break;
      merged = merged.concat(bands[j]!);
      byLeft = mergeByLeft(byLeft, sortedByLeft(bands[j]!));
      run.push(bands[j]!);
      if (columnSplit(merged, byLeft, { bands: run, lines: bandLines })) {
        [previousBest, previousGroup] = [best, bestGroup];
        best = j;
        bestGroup = merged;
      }
    }
    // A one-line band closing the run right above a full-width paragraph is that paragraph's
    // heading ("ACADEMIC PROJECT" under a table whose first column was read as a column), not the
    // last line of a column.
    if (endedByFullWidth && previousBest >= i && best === previousBest + 1 && groupLines(bands[best]!).length === 1) {
      [best, bestGroup] = [previousBest, previousGroup];
    }
    if (best >= i) {
      out.push(...order(bestGroup, depth + 1, budget));
      i = best + 1;
    } else {
      out.push(...rows(bands[i]!));
      i++;
    }
  }
  return out;
}

/** Segments cut wherever no segment spans a y: paragraphs, section gaps, the header band. */
function horizontalBands(segments: Segment[]): Segment[][] {
  const sorted = [...segments].sort((a, b) => a.top - b.top);
  const bands: Segment[][] = [];
  let bottom = -Infinity;
  for (const s of sorted) {
    if (bands.length === 0 || s.top > bottom) {
      bands.push([s]);
      bottom = s.bottom;
    } else {
      bands[bands.length - 1]!.push(s);
      bottom = Math.max(bottom, s.bottom);
    }
  }
  return bands;
}

function sortedByLeft(segments: readonly Segment[]): Segment[] {
  return [...segments].sort((a, b) => a.left - b.left);
}

/** Two lists sorted by left edge, merged (stable: `a` first on ties, as a sort of a + b would). */
function mergeByLeft(a: readonly Segment[], b: readonly Segment[]): Segment[] {
  const out: Segment[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(b[j]!.left < a[i]!.left ? b[j++]! : a[i++]!);
  while (i < a.length) out.push(a[i++]!);
  while (j < b.length) out.push(b[j++]!);
  return out;
}

/** x ranges that no segment covers, with segments on both sides, widest first (`byLeft`: the segments sorted by left edge). */
function gutters(segments: Segment[], byLeft?: readonly Segment[]): { start: number; end: number }[] {
  const sorted = byLeft ?? sortedByLeft(segments);
  const found: { start: number; end: number }[] = [];
  let right = -Infinity;
  for (const s of sorted) {
    if (right !== -Infinity && s.left - right >= MIN_GUTTER_PT) found.push({ start: right, end: s.left });
    right = Math.max(right, s.right);
  }
  return found.sort((a, b) => b.end - b.start - (a.end - a.start));
}

/** Per band, its line boxes left of an x (`L<x>`) or right of it (`R<x>`). */
type BandLines = Map<readonly Segment[], Map<string, LineBox[]>>;

/**
 * A run of whole bands (vertically apart, so no line crosses two of them): the line boxes of one
 * side of the run are its bands' in order, each band's remembered for the next run that holds it.
 */
interface BandRun {
  bands: readonly (readonly Segment[])[];
  lines: BandLines;
}

function sideLines(run: BandRun, side: 'L' | 'R', x: number): LineBox[] {
  const out: LineBox[] = [];
  const key = `${side}${x}`;
  for (const band of run.bands) {
    let byKey = run.lines.get(band);
    if (byKey === undefined) run.lines.set(band, (byKey = new Map()));
    let lines = byKey.get(key);
    if (lines === undefined) {
      byKey.set(key, (lines = lineBases(band.filter((s) => (side === 'L' ? s.right <= x : s.left >= x)))));
    }
    for (const l of lines) out.push(l);
  }
  return out;
}

/** The widest gutter that separates two columns rather than the cells of rows, if any. */
function columnSplit(segments: Segment[], byLeft?: readonly Segment[], run?: BandRun): { left: Segment[]; right: Segment[] } | null {
  for (const gutter of gutters(segments, byLeft)) {
    const left: Segment[] = [];
    const right: Segment[] = [];
    for (const s of segments) {
      if (s.right <= gutter.start) left.push(s);
      else if (s.left >= gutter.end) right.push(s);
    }
    if (left.length === 0 || right.length === 0) continue;
    if (!sideBySide(left, right)) continue;
    const lines = run ? { left: sideLines(run, 'L', gutter.start), right: sideLines(run, 'R', gutter.end) } : { left: lineBases(left), right: lineBases(right) };
    if (!rowsAcross(lines.left, lines.right)) return { left, right };
  }
  return null;
}

/**
 * Columns stand next to each other: their vertical extents overlap for at least half of the
 * longer one. (A heading left of the tail of a paragraph above it is not a column, nor is a
 * contact block beside the name when the "column" under the name is the whole resume.)
 */
function sideBySide(left: Segment[], right: Segment[]): boolean {
  const extent = (side: Segment[]) => {
    let top = Infinity;
    let bottom = -Infinity;
    for (const s of side) {
      if (s.top < top) top = s.top;
      if (s.bottom > bottom) bottom = s.bottom;
    }
    return [top, bottom] as const;
  };
  const [lt, lb] = extent(left);
  const [rt, rb] = extent(right);
  const overlap = Math.min(lb, rb) - Math.max(lt, rt);
  return overlap > 0.5 * Math.max(lb - lt, rb - rt);
}

/**
 * True when the two sides are the cells of shared rows: most lines of the sparser side that have a
 * line of the other side beside them align with it. A line with nothing beside it (a heading on
 * its own row) says nothing either way. Baselines align in any row; in a row whose cells are set
 * at its top, a label in a smaller font than its value (the Europass label column), or a date
 * beside a block of several lines, aligns by its top instead. Lines of one size on two sides of
 * a similar count must share their baseline: tops alone also meet by chance in two columns of a
 * similar leading.
 */
function rowsAcross(leftLines: readonly LineBox[], rightLines: readonly LineBox[]): boolean {
  if (blockStartsAlign(leftLines, rightLines)) return true;
  const [few, many] = leftLines.length <= rightLines.length ? [leftLines, rightLines] : [rightLines, leftLines];
  // Labels set flush against the gutter ("Communication skills", "Driving licence" right-aligned
  // left of their values): a label column, whose cells may sit a few points off their value's line.
  const labelColumn = few === leftLines && leftLines.length >= MIN_LABELS && spread(leftLines, (l) => l.right) <= FLUSH_PT && spread(leftLines, (l) => l.left) > FLUSH_PT;
  // A label or a date beside a block of several lines: the sparser side has far fewer lines.
  const sparse = few.length <= SPARSE_SHARE * many.length;
  let beside = 0;
  let aligned = 0;
  for (const line of few) {
    let near = false;
    let match = false;
    // (Lines come top to bottom: none further down can stand beside this one.)
    for (const other of many) {
      if (other.top >= line.base) break;
      if (Math.min(other.base, line.base) - Math.max(other.top, line.top) <= 0) continue;
      near = true;
      const size = Math.min(other.size, line.size);
      const tolerance = ALIGN_TOLERANCE_PT + 0.05 * size;
      const top = Math.abs(other.top - line.top);
      if (
        Math.abs(other.base - line.base) <= tolerance ||
        ((sparse || Math.abs(other.size - line.size) >= MIN_SIZE_STEP_PT) && top <= tolerance) ||
        (labelColumn && top <= ALIGN_TOLERANCE_PT + LABEL_OFFSET_EM * size)
      ) {
        match = true;
        break;
      }
    }
    if (near) beside++;
    if (match) aligned++;
  }
  // One line on each side, aligned: a single row (a title and its date), not two columns.
  return beside > 0 && aligned / beside >= ROW_ALIGNMENT;
}

/**
 * A table's rows whose cells wrap to different heights ("Période | Entreprise | Poste et missions",
 * the last cell a title and several lines of duties): line by line the two sides rarely share a
 * baseline, but every row starts both sides at once. Each side's blocks (lines after a gap wider
 * than BLOCK_GAP_EM of their size) begin together on three rows or more — four in five of the
 * sparser side's — where two independent columns' sections meet by chance once at most.
 */
function blockStartsAlign(leftLines: readonly LineBox[], rightLines: readonly LineBox[]): boolean {
  const starts = (lines: readonly LineBox[]) => lines.filter((l, i) => i === 0 || l.top - lines[i - 1]!.base > BLOCK_GAP_EM * l.size);
  const [a, b] = [starts(leftLines), starts(rightLines)];
  const [few, many] = a.length <= b.length ? [a, b] : [b, a];
  if (few.length < MIN_ROW_STARTS) return false;
  const aligned = few.filter((l) => many.some((o) => Math.abs(o.top - l.top) <= ALIGN_TOLERANCE_PT + 0.05 * Math.min(o.size, l.size))).length;
  return aligned >= MIN_ROW_STARTS && aligned >= ROW_STARTS_SHARE * few.length;
}

/** A gap wider than this (in font sizes) between two lines of a side starts a block. */
const BLOCK_GAP_EM = 0.6;
/** Rows a table shows at least before its block starts say "rows". */
const MIN_ROW_STARTS = 3;
const ROW_STARTS_SHARE = 0.8;

/** How far apart the largest and the smallest of `value` over `lines` are. */
function spread(lines: readonly LineBox[], value: (l: LineBox) => number): number {
  let min = Infinity;
  let max = -Infinity;
  for (const l of lines) {
    const v = value(l);
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return max - min;
}

/** A label column: at least this many lines whose right edges agree to FLUSH_PT (and left edges do not). */
const MIN_LABELS = 3;
const FLUSH_PT = 2;
/** How far (in font sizes) a label's top may sit from its value's. */
const LABEL_OFFSET_EM = 0.35;
/** A side with at most this share of the other's lines is sparse (OCR boxes give no reliable sizes). */
const SPARSE_SHARE = 0.5;
/** Fonts this much apart in size are two fonts, a label's and a value's. */
const MIN_SIZE_STEP_PT = 0.5;

interface LineBox {
  left: number;
  right: number;
  top: number;
  base: number;
  size: number;
}

function lineBases(segments: Segment[]): LineBox[] {
  return groupLines(segments).map((line) => {
    const box: LineBox = { left: Infinity, right: -Infinity, top: Infinity, base: -Infinity, size: -Infinity };
    for (const s of line) {
      if (s.left < box.left) box.left = s.left;
      if (s.right > box.right) box.right = s.right;
      if (s.top < box.top) box.top = s.top;
      if (s.base > box.base) box.base = s.base;
      if (s.size > box.size) box.size = s.size;
    }
    return box;
  });
}
