/**
 * Light text on a dark ground (a coloured sidebar, a banner holding the name and contact line)
 * made dark on light, as the rest of the page, before tesseract sees it. Tesseract binarises the
 * page with one threshold: a mid-dark ground then comes out as a black block in which the
 * light-grey labels (`PHONE`, `EMAIL`, a level under a language) and thin strokes break apart,
 * and its own inverted-line retry only runs on lines it already found (measured on rendered
 * resumes with a dark sidebar: `PHONE` read `>HONE`, `English` `glish`, an address cut short).
 *
 * The ground of each cell of a coarse grid is the median of the cell's pixels (text covers far
 * less than half of any cell of a line, so the median is the paper or the ground), smoothed by
 * taking the median of the neighbouring cells' grounds, so that a large bold letter or a photo's
 * dark patch is not taken for a ground. Pixels whose ground is darker than mid-grey are inverted.
 */
import type { GreyRaster } from './raster.js';

/**
 * Grid cell side, in inches: about a line of body text; never under 16 pixels, as the resolution
 * of an image that declares none is a guess (a strip cut from a page is taken for a whole page),
 * and cells as thin as a bold letter's stroke would take the letter for a ground.
 */
const CELL_IN = 0.1;
const MIN_CELL_PX = 16;
/** Neighbourhood of a cell (its radius, in cells) whose median ground is the cell's ground. */
const RADIUS = 3;
/** Grounds darker than this are dark: the text on them is the lighter. */
const DARK_GROUND = 128;

/**
 * `dpi`: the image's resolution, to size the grid. Returns `image` itself when no ground is dark.
 * A dark ground is inverted and stretched so that it becomes white paper. In a cell on the edge of
 * a dark region, each pixel goes with the nearer of the two grounds (an edge is a step, and text
 * keeps a margin from it).
 */
export function invertDarkRegions(image: GreyRaster, dpi: number): GreyRaster {
  const { width, height, data } = image;
  const cell = Math.max(MIN_CELL_PX, Math.round(CELL_IN * dpi));
  const cols = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  const medians = new Uint8Array(cols * rows);
  const histogram = new Uint32Array(256);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      histogram.fill(0);
      const x0 = c * cell;
      const x1 = Math.min(width, x0 + cell);
      const y1 = Math.min(height, (r + 1) * cell);
      for (let y = r * cell; y < y1; y++) for (let i = y * width + x0, end = y * width + x1; i < end; i++) histogram[data[i]!]!++;
      medians[r * cols + c] = median(histogram, ((x1 - x0) * (y1 - r * cell)) >> 1);
    }
  }
  const grounds = new Uint8Array(cols * rows);
  let any = false;
  const around: number[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      around.length = 0;
      for (let rr = Math.max(0, r - RADIUS); rr <= Math.min(rows - 1, r + RADIUS); rr++) {
        for (let cc = Math.max(0, c - RADIUS); cc <= Math.min(cols - 1, c + RADIUS); cc++) around.push(medians[rr * cols + cc]!);
      }
      around.sort((a, b) => a - b);
      grounds[r * cols + c] = around[around.length >> 1]!;
      if (grounds[r * cols + c]! < DARK_GROUND) any = true;
    }
  }
  if (!any) return image;
  const out = new Uint8Array(data);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const ground = grounds[r * cols + c]!;
      // The darkest and lightest grounds around: one of each on an edge.
      let darkest = ground;
      let lightest = ground;
      for (let rr = Math.max(0, r - 1); rr <= Math.min(rows - 1, r + 1); rr++) {
        for (let cc = Math.max(0, c - 1); cc <= Math.min(cols - 1, c + 1); cc++) {
          darkest = Math.min(darkest, grounds[rr * cols + cc]!);
          lightest = Math.max(lightest, grounds[rr * cols + cc]!);
        }
      }
      const edge = darkest < DARK_GROUND && lightest >= DARK_GROUND;
      if (!edge && ground >= DARK_GROUND) continue;
      const paper = 255 - darkest;
      const x0 = c * cell;
      const x1 = Math.min(width, x0 + cell);
      const y1 = Math.min(height, (r + 1) * cell);
      for (let y = r * cell; y < y1; y++) {
        for (let i = y * width + x0, end = y * width + x1; i < end; i++) {
          const v = out[i]!;
          if (edge && lightest - v < v - darkest) continue;
          out[i] = Math.min(255, Math.round(((255 - v) * 255) / Math.max(1, paper)));
        }
      }
    }
  }
  return { width, height, data: out };
}

function median(histogram: Uint32Array, half: number): number {
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v]!;
    if (seen > half) return v;
  }
  return 255;
}
