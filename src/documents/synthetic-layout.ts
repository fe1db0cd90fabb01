/**
 * Synthetic positions for formats without a layout of their own (TXT, RTF, DOCX, ODT, slides):
 * lines flow down an A4 page in reading order, y increasing, and a new page starts when a page is
 * full or the source asks for one. Widths are estimates (half an em per character): later steps
 * only compare positions, they never measure glyphs.
 */
import { cleanText } from './clean-text.js';
import type { Page, TextItem } from './types.js';

export interface Segment {
  text: string;
  bold?: boolean;
  fontSize?: number;
}

export interface Line {
  segments: Segment[];
  /** Table row: each segment is a cell, placed in its own column on the same y. */
  cells?: boolean;
  /** Indentation in points (list levels). */
  indent?: number;
}

const A4_WIDTH = 595.28;
const A4_HEIGHT = 841.89;
const MARGIN = 56.7;
export const DEFAULT_FONT_SIZE = 11;
const LINE_SPACING = 1.2;
const CHAR_WIDTH_EM = 0.5;

export class SyntheticLayout {
  private readonly done: Page[] = [];
  private current: Page;
  private y = MARGIN;

  constructor(
    private readonly width = A4_WIDTH,
    private readonly height = A4_HEIGHT,
  ) {
    this.current = { width, height, items: [] };
  }

  /** Page index and y where the next line would go (to anchor images). */
  get position(): { page: number; x: number; y: number } {
    return { page: this.done.length, x: MARGIN, y: this.y };
  }

  addLine(line: Line): void {
    const segments = line.cells ? line.segments : trimLine(mergeRuns(line.segments));
    const fontSize = Math.max(DEFAULT_FONT_SIZE, ...segments.map((s) => s.fontSize ?? DEFAULT_FONT_SIZE));
    const lineHeight = fontSize * LINE_SPACING;
    if (this.y + lineHeight > this.height - MARGIN && this.current.items.length > 0) this.newPage();
    const usable = this.width - 2 * MARGIN;
    let x = MARGIN + (line.indent ?? 0);
    segments.forEach((s, i) => {
      const size = s.fontSize ?? DEFAULT_FONT_SIZE;
      if (line.cells) x = MARGIN + (usable * i) / segments.length;
      const text = line.cells ? cleanText(s.text).trim() : s.text;
      if (text.trim() === '') {
        if (!line.cells) x += text.length * size * CHAR_WIDTH_EM;
        return;
      }
      const item: TextItem = {
        text,
        x,
        y: this.y,
        width: text.length * size * CHAR_WIDTH_EM,
        height: size,
        fontSize: size,
        bold: s.bold ?? false,
      };
      this.current.items.push(item);
      x += item.width;
    });
    this.y += lineHeight;
  }

  /** A blank line (paragraph spacing) without any item. */
  addBlank(): void {
    this.y += DEFAULT_FONT_SIZE * LINE_SPACING;
  }

  newPage(): void {
    this.done.push(this.current);
    this.current = { width: this.width, height: this.height, items: [] };
    this.y = MARGIN;
  }

  pages(): Page[] {
    return [...this.done, this.current];
  }
}

/** Leading and trailing white space of a line carries no position information worth keeping. */
function trimLine(segments: Segment[]): Segment[] {
  const out = segments.map((s) => ({ ...s, text: cleanText(s.text) }));
  while (out.length > 0 && out[0]!.text.trimStart() === '') out.shift();
  while (out.length > 0 && out[out.length - 1]!.text.trimEnd() === '') out.pop();
  if (out.length > 0) {
    out[0]!.text = out[0]!.text.trimStart();
    out[out.length - 1]!.text = out[out.length - 1]!.text.trimEnd();
  }
  return out;
}

/** Adjacent runs with the same style become one item, as a PDF text run would. */
function mergeRuns(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const s of segments) {
    if (s.text === '') continue;
    const last = out[out.length - 1];
    if (last && (last.bold ?? false) === (s.bold ?? false) && last.fontSize === s.fontSize) {
      out[out.length - 1] = { ...last, text: last.text + s.text };
    } else {
      out.push({ ...s });
    }
  }
  return out;
}

/** Plain lines (TXT, simple readers) → pages; `\f` in a line starts a new page. */
export function layoutPlainLines(lines: string[]): Page[] {
  const layout = new SyntheticLayout();
  for (const raw of lines) {
    const parts = raw.split('\f');
    parts.forEach((part, i) => {
      if (i > 0) layout.newPage();
      const text = part.replace(/\s+$/, '');
      if (text.trim() === '') layout.addBlank();
      else layout.addLine({ segments: [{ text: text.replace(/\t/g, '    ') }] });
    });
  }
  return layout.pages();
}
