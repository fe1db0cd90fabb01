/**
 * Words tesseract gave up on, read again on their own. Its page layout analysis sometimes merges
 * small lines with a taller line beside them: a contact block (address, postcode, phone) set to
 * the right of a large name comes out as one line, "Jean-Philippe Bouchard rétocKie E", the name
 * right and the block garbled at confidence 0. The garbled run's region, cut out of the page and
 * recognized alone, reads as the lines it holds; they replace the run when they read better.
 *
 * Bounded: a few regions per page (each costs one small recognition, about a tenth of a page),
 * and only runs wide enough to be words (an icon or a speck is left to ocr-text-items.ts).
 */
import type { OcrBlock, OcrLine, OcrWord } from './ocr-layout.js';
import type { OcrService } from './ocr-service.js';
import type { GreyRaster } from './raster.js';

/** Below this confidence (tesseract's 0–100) a word is garbled. */
const GARBLED = 30;
/** A run narrower than this many row heights is an icon or a speck, not words. */
const MIN_RUN_WIDTH_ROWS = 2.5;
/** Regions read again per page. */
const MAX_REREADS = 4;
/** Margin around a region, in row heights. */
const MARGIN_ROWS = 0.4;

interface Run {
  start: number;
  end: number;
}

export async function rereadGarbled(blocks: OcrBlock[], image: GreyRaster, service: OcrService, dpi: number, signal?: AbortSignal): Promise<OcrBlock[]> {
  let budget = MAX_REREADS;
  const out: OcrBlock[] = [];
  for (const block of blocks) {
    const lines: OcrLine[] = [];
    for (const line of block.lines) {
      const run = budget > 0 ? garbledRun(line) : null;
      if (!run) {
        lines.push(line);
        continue;
      }
      budget--;
      const words = line.words.slice(run.start, run.end);
      const box = boxOf(words);
      const region = regionOf(box, line.rowHeight, image);
      // The margin may catch the edge of a line above or below, read already: only the lines
      // centred within the run's own box are its.
      const again = (await service.recognize(crop(image, region), dpi, { signal }))
        .flatMap((b) => b.lines)
        .map((l) => shifted(l, region.x0, region.y0))
        .filter((l) => (l.box.y0 + l.box.y1) / 2 >= box.y0 && (l.box.y0 + l.box.y1) / 2 <= box.y1);
      if (meanConfidence(again.flatMap((l) => l.words)) <= Math.max(GARBLED, meanConfidence(words))) {
        lines.push(line);
        continue;
      }
      const kept = [...line.words.slice(0, run.start), ...line.words.slice(run.end)];
      if (kept.length > 0) lines.push({ ...line, box: boxOf(kept), words: kept });
      lines.push(...again);
    }
    out.push({ ...block, lines });
  }
  return out;
}

/** The widest run of garbled words in the line, when it is wide enough to be words. */
export function garbledRun(line: OcrLine): Run | null {
  let best: Run | null = null;
  let width = 0;
  for (let i = 0; i < line.words.length; ) {
    if (line.words[i]!.confidence >= GARBLED) {
      i++;
      continue;
    }
    let j = i;
    while (j < line.words.length && line.words[j]!.confidence < GARBLED) j++;
    const w = line.words[j - 1]!.box.x1 - line.words[i]!.box.x0;
    if (w > width) {
      best = { start: i, end: j };
      width = w;
    }
    i = j;
  }
  return best && width >= MIN_RUN_WIDTH_ROWS * line.rowHeight ? best : null;
}

function regionOf(box: { x0: number; y0: number; x1: number; y1: number }, rowHeight: number, image: GreyRaster): { x0: number; y0: number; x1: number; y1: number } {
  const margin = Math.round(MARGIN_ROWS * rowHeight);
  return {
    x0: Math.max(0, box.x0 - margin),
    y0: Math.max(0, box.y0 - margin),
    x1: Math.min(image.width, box.x1 + margin),
    y1: Math.min(image.height, box.y1 + margin),
  };
}

function crop(image: GreyRaster, r: { x0: number; y0: number; x1: number; y1: number }): GreyRaster {
  const width = Math.max(1, r.x1 - r.x0);
  const height = Math.max(1, r.y1 - r.y0);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) data.set(image.data.subarray((r.y0 + y) * image.width + r.x0, (r.y0 + y) * image.width + r.x0 + width), y * width);
  return { width, height, data };
}

function shifted(line: OcrLine, dx: number, dy: number): OcrLine {
  const move = <B extends { x0: number; y0: number; x1: number; y1: number }>(b: B) => ({ x0: b.x0 + dx, y0: b.y0 + dy, x1: b.x1 + dx, y1: b.y1 + dy });
  return { ...line, box: move(line.box), words: line.words.map((w) => ({ ...w, box: move(w.box) })) };
}

function boxOf(words: OcrWord[]): { x0: number; y0: number; x1: number; y1: number } {
  return {
    x0: Math.min(...words.map((w) => w.box.x0)),
    y0: Math.min(...words.map((w) => w.box.y0)),
    x1: Math.max(...words.map((w) => w.box.x1)),
    y1: Math.max(...words.map((w) => w.box.y1)),
  };
}

function meanConfidence(words: OcrWord[]): number {
  const chars = words.reduce((n, w) => n + w.text.length, 0);
  return chars === 0 ? 0 : words.reduce((s, w) => s + w.confidence * w.text.length, 0) / chars;
}
