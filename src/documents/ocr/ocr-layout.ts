/**
 * What OCR found on a page, in the OCR image's pixels: blocks in tesseract's reading order (one
 * column after the other), their lines, their words with a confidence. Only what the readers use
 * of tesseract's answer is kept (not its symbols and alternative readings), so that the rest of
 * the library never sees tesseract's own types.
 */
import type Tesseract from 'tesseract.js';

export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrWord {
  text: string;
  /** 0 to 100, tesseract's scale. */
  confidence: number;
  box: OcrBox;
}

export interface OcrLine {
  box: OcrBox;
  /** Ascender to descender, in pixels: a steadier measure of the font size than the box. */
  rowHeight: number;
  words: OcrWord[];
}

export interface OcrBlock {
  box: OcrBox;
  lines: OcrLine[];
}

export function layoutFromTesseract(page: Pick<Tesseract.Page, 'blocks'>): OcrBlock[] {
  const blocks: OcrBlock[] = [];
  for (const block of page.blocks ?? []) {
    const lines: OcrLine[] = [];
    for (const paragraph of block.paragraphs ?? []) {
      for (const line of paragraph.lines ?? []) {
        const words = (line.words ?? [])
          .filter((w) => typeof w.text === 'string' && w.text.trim() !== '')
          .map((w) => ({ text: w.text.trim().normalize('NFC'), confidence: Number(w.confidence) || 0, box: box(w.bbox) }));
        const rowHeight = Number(line.rowAttributes?.rowHeight) || 0;
        if (words.length > 0) lines.push({ box: box(line.bbox), rowHeight: rowHeight > 0 ? rowHeight : line.bbox.y1 - line.bbox.y0, words });
      }
    }
    if (lines.length > 0) blocks.push({ box: box(block.bbox), lines });
  }
  return blocks;
}

function box(b: Tesseract.Bbox): OcrBox {
  return { x0: b.x0, y0: b.y0, x1: b.x1, y1: b.y1 };
}
