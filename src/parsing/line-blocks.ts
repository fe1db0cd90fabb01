/**
 * Blocks of lines set apart by an empty line: in text extracted line by line (pdftotext and the
 * formats made from it) the empty lines between blocks survive only as a larger step in y.
 */
import type { ResumeLine } from './resume-document.js';

/** Lines further apart than this many line heights (font size × 1.2) are in separate blocks. */
const BLOCK_GAP = 1.5;

/**
 * The lines cut into blocks at every empty line and where the reading goes back up the page. A page break does not part a block (an entry may
 * run over it); `alone` lines (headings) are blocks of their own.
 */
export function lineBlocks(lines: readonly ResumeLine[], alone: (line: ResumeLine) => boolean = () => false): ResumeLine[][] {
  const blocks: ResumeLine[][] = [];
  let current: ResumeLine[] = [];
  for (const line of lines) {
    const last = current[current.length - 1];
    // (Back up the page: the next column's top, read after the end of another one.)
    const gap = line.page === last?.page && (line.y - last.y > BLOCK_GAP * 1.2 * Math.max(line.fontSize, last.fontSize) || last.y - line.y > Math.max(line.fontSize, last.fontSize));
    if (last && (gap || alone(line) || alone(last))) {
      blocks.push(current);
      current = [];
    }
    current.push(line);
  }
  if (current.length > 0) blocks.push(current);
  return blocks;
}
