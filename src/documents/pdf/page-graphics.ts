/**
 * What a page's operator list tells that its text content does not: which fonts are bold (pdfjs
 * gives text items an opaque font id; the font's real name arrives with the operator list), where
 * images are painted, and whether anything is drawn at all (to know whether a page without text
 * is worth OCR: a scan or outlined text is, a blank page is not).
 */
import { multiply } from './matrix.js';

export interface PdfjsOps {
  fnArray: number[];
  argsArray: unknown[];
}

export interface ImagePlacement {
  objId: string;
  /** Box on the page, in points, origin top left. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PageGraphics {
  fontIds: Set<string>;
  images: ImagePlacement[];
  /** Paths or glyphs painted: text may be there even when the text layer is empty. */
  paintsShapes: boolean;
}

export interface OpCodes {
  save: number;
  restore: number;
  transform: number;
  setFont: number;
  paintFormXObjectBegin: number;
  paintFormXObjectEnd: number;
  paintImageXObject: number;
  paintImageXObjectRepeat: number;
  paintInlineImageXObject: number;
  constructPath: number;
  showText: number;
}

/** Bounds the transform stack of a hostile content stream (pdfjs does not). */
const MAX_STACK = 1_000;

export function pageGraphics(ops: PdfjsOps, OPS: OpCodes, viewportTransform: number[]): PageGraphics {
  const fontIds = new Set<string>();
  const images: ImagePlacement[] = [];
  let paths = 0;
  let glyphs = false;
  let ctm = [1, 0, 0, 1, 0, 0];
  const stack: number[][] = [];
  const n = Math.min(ops.fnArray.length, ops.argsArray.length);
  for (let i = 0; i < n; i++) {
    const fn = ops.fnArray[i];
    const args = ops.argsArray[i] as unknown[] | null;
    if (fn === OPS.save) {
      if (stack.length < MAX_STACK) stack.push(ctm);
    } else if (fn === OPS.restore) {
      ctm = stack.pop() ?? ctm;
    } else if (fn === OPS.transform && args) {
      ctm = multiply(ctm, matrixOf(args));
    } else if (fn === OPS.paintFormXObjectBegin && args) {
      if (stack.length < MAX_STACK) stack.push(ctm);
      if (Array.isArray(args[0]) || ArrayBuffer.isView(args[0])) ctm = multiply(ctm, matrixOf(args[0] as ArrayLike<number>));
    } else if (fn === OPS.paintFormXObjectEnd) {
      ctm = stack.pop() ?? ctm;
    } else if (fn === OPS.setFont && args && typeof args[0] === 'string') {
      fontIds.add(args[0]);
    } else if (fn === OPS.showText) {
      glyphs = true;
    } else if (fn === OPS.constructPath) {
      paths++;
    } else if ((fn === OPS.paintImageXObject || fn === OPS.paintImageXObjectRepeat) && args && typeof args[0] === 'string') {
      const box = unitSquareBox(multiply(viewportTransform, ctm));
      if (box) images.push({ objId: args[0], ...box });
    } else if (fn === OPS.paintInlineImageXObject) {
      paths++; // small inline images: drawn content, not worth extracting
    }
  }
  return { fontIds, images, paintsShapes: glyphs || paths >= 20 || images.length > 0 };
}

function matrixOf(args: ArrayLike<unknown>): number[] {
  const m = Array.from({ length: 6 }, (_, i) => Number(args[i]));
  return m.every(Number.isFinite) ? m : [1, 0, 0, 1, 0, 0];
}


/** Images are painted into the unit square of the current transform. */
export function unitSquareBox(m: number[]): { x: number; y: number; width: number; height: number } | null {
  const xs = [m[4]!, m[0]! + m[4]!, m[2]! + m[4]!, m[0]! + m[2]! + m[4]!];
  const ys = [m[5]!, m[1]! + m[5]!, m[3]! + m[5]!, m[1]! + m[3]! + m[5]!];
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  const width = Math.max(...xs) - x;
  const height = Math.max(...ys) - y;
  return [x, y, width, height].every(Number.isFinite) ? { x, y, width, height } : null;
}

/** Bold, black, heavy and semibold faces, from the PostScript name (subset prefix ignored). */
export function isBoldFontName(name: string): boolean {
  return /bold|black|heavy|semibold|demi|[-,]bd?$|-(?:w[6-9])$/i.test(name.replace(/^[A-Z]{6}\+/, ''));
}
