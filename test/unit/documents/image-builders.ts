/**
 * Images for the OCR and image-reader tests: crops of the committed fixture pages (real 300 dpi
 * renderings, so OCR has real text to read, in a fraction of a page's time), encoded as PNG (with
 * a pHYs resolution), JPEG or BMP.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { decodeImage } from '../../../src/documents/decode-image.js';
import { pngInfo } from '../../../src/documents/image-structure.js';
import type { Raster } from '../../../src/documents/ocr/raster.js';

export const FIXTURES = join(import.meta.dirname, '../../fixtures/documents');

export const fixture = (name: string): Buffer => readFileSync(join(FIXTURES, name));

/** A fixture PNG's full-resolution RGBA pixels. */
export async function fixturePixels(name: string): Promise<Raster> {
  const bytes = fixture(name);
  return decodeImage(bytes, pngInfo(bytes), 1);
}

/** Rows `top` to `top + rows` of a raster (and columns `left` to `left + cols`). */
export function crop(raster: Raster, top: number, rows: number, left = 0, cols = raster.width - left): Raster {
  const data = new Uint8ClampedArray(cols * rows * raster.channels);
  for (let y = 0; y < rows; y++) {
    const from = ((top + y) * raster.width + left) * raster.channels;
    data.set(raster.data.subarray(from, from + cols * raster.channels), y * cols * raster.channels);
  }
  return { width: cols, height: rows, channels: raster.channels, data };
}

function canvasOf(raster: Raster) {
  const canvas = createCanvas(raster.width, raster.height);
  const ctx = canvas.getContext('2d');
  const image = ctx.createImageData(raster.width, raster.height);
  image.data.set(raster.data.subarray(0, raster.width * raster.height * 4));
  ctx.putImageData(image, 0, 0);
  return canvas;
}

/** PNG of an RGBA raster, with a pHYs chunk when `dpi` is given. */
export function encodePng(raster: Raster, dpi?: number): Buffer {
  const png = canvasOf(raster).toBuffer('image/png');
  if (dpi === undefined) return png;
  const ppm = Math.round(dpi / 0.0254);
  const body = Buffer.alloc(13);
  body.write('pHYs', 0, 'latin1');
  body.writeUInt32BE(ppm, 4);
  body.writeUInt32BE(ppm, 8);
  body[12] = 1;
  const chunk = Buffer.alloc(21);
  chunk.writeUInt32BE(9, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), 17);
  const afterIhdr = 8 + 25;
  return Buffer.concat([png.subarray(0, afterIhdr), chunk, png.subarray(afterIhdr)]);
}

export function encodeJpeg(raster: Raster, quality = 85): Buffer {
  return canvasOf(raster).toBuffer('image/jpeg', quality);
}

/** 24-bit bottom-up BMP (BITMAPINFOHEADER), `dpi` in its pixels-per-metre fields. */
export function encodeBmp(raster: Raster, dpi = 300): Buffer {
  const stride = Math.ceil((raster.width * 3) / 4) * 4;
  const out = Buffer.alloc(54 + stride * raster.height);
  out.write('BM', 0, 'latin1');
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(54, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(raster.width, 18);
  out.writeInt32LE(raster.height, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(24, 28);
  out.writeUInt32LE(stride * raster.height, 34);
  out.writeInt32LE(Math.round(dpi / 0.0254), 38);
  out.writeInt32LE(Math.round(dpi / 0.0254), 42);
  for (let y = 0; y < raster.height; y++) {
    const row = 54 + (raster.height - 1 - y) * stride;
    for (let x = 0; x < raster.width; x++) {
      const i = (y * raster.width + x) * 4;
      out[row + x * 3] = raster.data[i + 2]!;
      out[row + x * 3 + 1] = raster.data[i + 1]!;
      out[row + x * 3 + 2] = raster.data[i]!;
    }
  }
  return out;
}

/**
 * Mutations of an image file, from a seed: flips in its headers (where the structure checks look),
 * flips anywhere (most land in the compressed pixels), or a cut.
 */
export function mutateImage(bytes: Uint8Array, seed: number): Uint8Array {
  let state = (seed * 2654435761 + 7) >>> 0;
  const next = (n: number): number => ((state = (Math.imul(state, 1664525) + 1013904223) >>> 0) % n);
  const copy = Uint8Array.from(bytes);
  const kind = seed % 3;
  if (kind === 2) return copy.subarray(0, next(copy.length));
  const span = kind === 0 ? Math.min(copy.length, 128) : copy.length;
  for (let k = 1 + next(6); k > 0; k--) copy[next(span)] = next(256);
  return copy;
}
