/**
 * Slides converted from a PDF (LibreOffice's PDF import, then PPTX or ODP) hold a text box per run
 * of text: rows of the page come apart into boxes read one after the other. ShapeRow puts the
 * one-line boxes of a row back on one line of the synthetic layout.
 */
import { DEFAULT_FONT_SIZE, type Segment, type SyntheticLayout } from './synthetic-layout.js';

/** A text box's frame, in points. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Text boxes of one line side by side make one line, as on the page: a slide converted from a PDF
 * has a box per run of text, so a capital set larger than the rest ("A" + "ISHA"), a date set
 * right of its title, or the words of a justified line are boxes of their own. Boxes that share
 * most of their height, left to right, join: glued when they touch, a space or a tab apart.
 */
export class ShapeRow {
  private box: Box | null = null;
  private segments: Segment[] = [];

  constructor(private readonly layout: SyntheticLayout) {}

  /** A text box's lines; `box` null when the box has no position. */
  add(box: Box | null, boxLines: Segment[][]): void {
    const lines = boxLines.filter((segments) => segments.some((s) => s.text.trim() !== ''));
    // A rule or a shape without text (a bar, a bullet drawn) does not end a row.
    if (lines.length === 0) return;
    if (box === null || lines.length !== 1) {
      this.flush();
      for (const segments of lines) this.layout.addLine({ segments });
      return;
    }
    const segments = lines[0]!;
    if (this.box !== null && sameRow(this.box, box)) {
      const gap = box.x - (this.box.x + this.box.width);
      const em = Math.max(...segments.map((s) => s.fontSize ?? DEFAULT_FONT_SIZE));
      const spaced = /\s$/.test(this.segments[this.segments.length - 1]?.text ?? '') || /^\s/.test(segments[0]?.text ?? '');
      // The layout places items by their characters: four spaces are a gap that reads as a tab.
      const separator = gap > em ? '    ' : gap > em * 0.25 && !spaced ? ' ' : '';
      if (separator !== '') this.segments.push({ text: separator });
      this.segments.push(...segments);
      this.box = { x: this.box.x, y: Math.min(this.box.y, box.y), width: box.x + box.width - this.box.x, height: Math.max(this.box.y + this.box.height, box.y + box.height) - Math.min(this.box.y, box.y) };
      return;
    }
    this.flush();
    this.box = box;
    this.segments = [...segments];
  }

  flush(): void {
    if (this.segments.length > 0) this.layout.addLine({ segments: this.segments });
    this.box = null;
    this.segments = [];
  }
}

/** Left to right, and most of the smaller box's height inside the other's. */
function sameRow(a: Box, b: Box): boolean {
  if (b.x < a.x + a.width * 0.5) return false;
  const overlap = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return overlap >= Math.min(a.height, b.height) * 0.6;
}
