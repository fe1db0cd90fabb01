/**
 * Whether a page could hold any text at all, before paying for OCR: a blank page (a white scan, an
 * empty PDF page rendered) is answered in milliseconds instead of seconds.
 *
 * Ink is measured against the page's own background (its most common grey), so that white text on
 * a dark page counts as much as black text on white paper.
 */
import type { GreyRaster } from './raster.js';

/** How far from the background a pixel must be to be ink rather than paper texture or JPEG noise. */
const INK_CONTRAST = 96;
/** Fewer ink pixels than this cannot make one legible character at the resolutions OCR runs at. */
const MIN_INK_PIXELS = 40;

export function hasInk(image: GreyRaster): boolean {
  const histogram = new Uint32Array(256);
  const n = image.width * image.height;
  for (let i = 0; i < n; i++) histogram[image.data[i]!]!++;
  let background = 0;
  for (let v = 1; v < 256; v++) if (histogram[v]! > histogram[background]!) background = v;
  let ink = 0;
  for (let v = 0; v < 256; v++) if (Math.abs(v - background) >= INK_CONTRAST) ink += histogram[v]!;
  return ink >= MIN_INK_PIXELS;
}
