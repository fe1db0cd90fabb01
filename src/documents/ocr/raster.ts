/**
 * The pixels OCR works on: one grey byte per pixel. Every input (a decoded PNG, JPEG or BMP, a
 * PDF page rendered to RGBA) is brought to this form first, because tesseract binarises a grey
 * image anyway, and a grey buffer is a quarter of the RGBA one to copy into its worker.
 */

/** Rows top to bottom, `channels` bytes per pixel: 1 (grey) or 4 (RGBA, not premultiplied). */
export interface Raster {
  width: number;
  height: number;
  channels: 1 | 4;
  data: Uint8Array | Uint8ClampedArray;
}

export interface GreyRaster {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Grey from RGBA, transparent pixels over white paper (a PNG with alpha is a page on white). */
export function toGrey(raster: Raster): GreyRaster {
  const { width, height, data, channels } = raster;
  if (!(width > 0 && height > 0 && Number.isInteger(width) && Number.isInteger(height))) {
    throw new RangeError(`invalid raster size ${width}×${height}`);
  }
  if (data.length < width * height * channels) throw new RangeError(`raster data shorter than ${width}×${height}×${channels}`);
  if (channels === 1) return { width, height, data: data instanceof Uint8Array ? data : new Uint8Array(data.buffer, data.byteOffset, width * height) };
  const grey = new Uint8Array(width * height);
  for (let i = 0, j = 0; j < grey.length; i += 4, j++) {
    // ITU-R BT.601 luma in integers; then alpha over white.
    const luma = (data[i]! * 77 + data[i + 1]! * 150 + data[i + 2]! * 29) >> 8;
    const a = data[i + 3]!;
    grey[j] = a === 255 ? luma : (luma * a + 255 * (255 - a) + 127) / 255;
  }
  return { width, height, data: grey };
}

/**
 * Shrinks by `scale` (0 < scale < 1) averaging each output pixel over the source area it covers:
 * thin strokes fade to grey instead of vanishing, as they would with nearest-neighbour sampling.
 */
export function scaleDown(image: GreyRaster, scale: number): GreyRaster {
  if (!(scale > 0 && scale < 1)) return image;
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const columns = coverage(image.width, width);
  const rows = coverage(image.height, height);
  // Horizontal pass into floats, then vertical pass into bytes.
  const mid = new Float32Array(width * image.height);
  for (let y = 0; y < image.height; y++) {
    const src = y * image.width;
    const dst = y * width;
    for (let x = 0; x < width; x++) {
      const { start, weights } = columns[x]!;
      let sum = 0;
      for (let k = 0; k < weights.length; k++) sum += image.data[src + start + k]! * weights[k]!;
      mid[dst + x] = sum;
    }
  }
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const { start, weights } = rows[y]!;
    const dst = y * width;
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let k = 0; k < weights.length; k++) sum += mid[(start + k) * width + x]! * weights[k]!;
      out[dst + x] = Math.min(255, Math.round(sum));
    }
  }
  return { width, height, data: out };
}

/** For each output index, the source pixels it covers and their shares (summing to 1). */
function coverage(from: number, to: number): { start: number; weights: Float32Array }[] {
  const step = from / to;
  const out: { start: number; weights: Float32Array }[] = [];
  for (let i = 0; i < to; i++) {
    const a = i * step;
    const b = Math.min(from, (i + 1) * step);
    const start = Math.floor(a);
    const end = Math.min(from, Math.ceil(b));
    const weights = new Float32Array(Math.max(1, end - start));
    for (let k = start; k < end; k++) weights[k - start] = (Math.min(b, k + 1) - Math.max(a, k)) / step;
    out.push({ start, weights });
  }
  return out;
}

/** Binary PGM (P5): an image tesseract's leptonica reads with no decoding work at all. */
export function encodePgm(image: GreyRaster): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const out = new Uint8Array(header.length + image.data.length);
  out.set(header, 0);
  out.set(image.data.subarray(0, image.width * image.height), header.length);
  return out;
}
