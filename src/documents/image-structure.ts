/**
 * The structure of a PNG, JPEG or BMP file, walked before any pixel is decoded: its size (for the
 * pixel limit), its declared resolution, and whether the file is whole.
 *
 * The decoder (Skia, through @napi-rs/canvas) does not say when a file is cut short: it returns the
 * image with the missing part left blank, and OCR would then read a resume without its bottom half
 * as if it were whole. So a truncated or damaged file is refused here, as DOCUMENT_UNREADABLE:
 * PNG chunks must all be present up to IEND with the CRCs of their critical chunks right; JPEG
 * segments and entropy-coded data must reach the EOI marker; a BMP's pixel array must be as long as
 * its header says.
 */
import { crc32 } from 'node:zlib';
import { DocumentError } from './types.js';

export interface ImageInfo {
  width: number;
  height: number;
  /** Horizontal resolution the file declares, in dots per inch; null when it declares none. */
  dpi: number | null;
}

const INCH_PER_METRE = 0.0254;
/** 11811 pixels per metre is 299.9994 dpi: rounded to the hundredth, it reads 300. */
const perMetreToDpi = (ppm: number): number => Math.round(ppm * INCH_PER_METRE * 100) / 100;

export function pngInfo(b: Uint8Array): ImageInfo {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let at = 8;
  let header: { width: number; height: number; colorType: number } | null = null;
  let dpi: number | null = null;
  let idat = 0;
  let palette = false;
  for (;;) {
    if (at + 12 > b.length) throw unreadable('PNG cut short before its IEND chunk');
    const length = view.getUint32(at);
    const type = String.fromCharCode(b[at + 4]!, b[at + 5]!, b[at + 6]!, b[at + 7]!);
    if (!/^[A-Za-z]{4}$/.test(type) || length > 0x7fffffff) throw unreadable('PNG chunk structure broken');
    const end = at + 12 + length;
    if (end > b.length) throw unreadable(`PNG cut short inside its ${type} chunk`);
    const data = b.subarray(at + 8, at + 8 + length);
    // Critical chunks (upper-case first letter) must be intact; ancillary ones may be ignored.
    if (type.charCodeAt(0) < 0x61 && crc32(b.subarray(at + 4, at + 8 + length)) !== view.getUint32(at + 8 + length)) {
      throw unreadable(`PNG ${type} chunk damaged (CRC mismatch)`);
    }
    if (header === null) {
      if (type !== 'IHDR' || length !== 13) throw unreadable('PNG without IHDR header');
      const d = new DataView(data.buffer, data.byteOffset, 13);
      header = { width: d.getUint32(0), height: d.getUint32(4), colorType: data[9]! };
      if (header.width === 0 || header.height === 0 || header.width > 0x7fffffff || header.height > 0x7fffffff) throw unreadable('PNG of invalid size');
    } else if (type === 'pHYs' && length === 9 && data[8] === 1) {
      dpi = perMetreToDpi(new DataView(data.buffer, data.byteOffset, 9).getUint32(0));
    } else if (type === 'PLTE') {
      palette = true;
    } else if (type === 'IDAT') {
      idat++;
    } else if (type === 'IEND') {
      break;
    }
    at = end;
  }
  if (idat === 0) throw unreadable('PNG without image data');
  if (header.colorType === 3 && !palette) throw unreadable('PNG palette image without a palette');
  return { width: header.width, height: header.height, dpi };
}

/** Start-of-frame markers: C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

export function jpegInfo(b: Uint8Array): ImageInfo {
  let at = 2;
  let frame: { width: number; height: number } | null = null;
  let dpi: number | null = null;
  let scans = 0;
  for (;;) {
    // Markers may be preceded by any number of 0xFF fill bytes.
    while (at < b.length && b[at] === 0xff && b[at + 1] === 0xff) at++;
    if (at + 1 >= b.length) throw unreadable('JPEG cut short: no end-of-image marker');
    if (b[at] !== 0xff) throw unreadable('JPEG segment structure broken');
    const marker = b[at + 1]!;
    if (marker === 0xd9) break;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (at + 4 > b.length) throw unreadable('JPEG cut short inside a segment header');
    const length = (b[at + 2]! << 8) | b[at + 3]!;
    const end = at + 2 + length;
    if (length < 2 || end > b.length) throw unreadable('JPEG cut short inside a segment');
    const data = b.subarray(at + 4, end);
    if (marker === 0xe0 && data.length >= 12 && String.fromCharCode(...data.subarray(0, 5)) === 'JFIF\0') {
      const units = data[7];
      const density = (data[8]! << 8) | data[9]!;
      if (density > 0 && units === 1) dpi = density;
      else if (density > 0 && units === 2) dpi = density * 2.54;
    } else if (isStartOfFrame(marker)) {
      if (data.length < 6) throw unreadable('JPEG frame header too short');
      frame = { height: (data[1]! << 8) | data[2]!, width: (data[3]! << 8) | data[4]! };
      if (frame.width === 0 || frame.height === 0) throw unreadable('JPEG of invalid size (or size given by a DNL marker)');
    }
    at = end;
    if (marker === 0xda) {
      if (!frame) throw unreadable('JPEG scan before its frame header');
      scans++;
      at = endOfEntropyData(b, at);
    }
  }
  if (!frame || scans === 0) throw unreadable('JPEG without image data');
  return { ...frame, dpi };
}

/** The next marker after a scan's entropy-coded data (0xFF followed by neither 00 nor a restart). */
function endOfEntropyData(b: Uint8Array, from: number): number {
  let at = from;
  for (;;) {
    at = b.indexOf(0xff, at);
    if (at < 0 || at + 1 >= b.length) throw unreadable('JPEG cut short inside its image data');
    const next = b[at + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) {
      at += next === 0xff ? 1 : 2;
      continue;
    }
    return at;
  }
}

/** BITMAPCOREHEADER (12 bytes, OS/2) and BITMAPINFOHEADER with its later variants (40–124). */
export function bmpInfo(b: Uint8Array): ImageInfo {
  if (b.length < 26) throw unreadable('BMP header cut short');
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const dataOffset = view.getUint32(10, true);
  const headerSize = view.getUint32(14, true);
  if (b.length < 14 + headerSize) throw unreadable('BMP header cut short');
  let width: number;
  let height: number;
  let bitCount: number;
  let compression = 0;
  let dpi: number | null = null;
  if (headerSize === 12) {
    width = view.getUint16(18, true);
    height = view.getUint16(20, true);
    bitCount = view.getUint16(24, true);
  } else {
    width = view.getInt32(18, true);
    height = Math.abs(view.getInt32(22, true));
    bitCount = view.getUint16(28, true);
    compression = view.getUint32(30, true);
    const pixelsPerMetre = view.getInt32(38, true);
    if (pixelsPerMetre > 0) dpi = perMetreToDpi(pixelsPerMetre);
  }
  if (width <= 0 || height <= 0) throw unreadable('BMP of invalid size');
  if (![1, 2, 4, 8, 16, 24, 32].includes(bitCount)) throw unreadable(`BMP with ${bitCount} bits per pixel`);
  // Uncompressed (BI_RGB) and bit-field layouts have a fixed size: the whole pixel array must be
  // there. RLE-compressed ones (1, 2) cannot be sized from the header; the decoder bounds them.
  if (compression === 0 || compression === 3 || compression === 6) {
    const stride = Math.floor((bitCount * width + 31) / 32) * 4;
    // The last row's padding is often left out by writers; its pixels are not.
    const needed = dataOffset + stride * (height - 1) + Math.ceil((bitCount * width) / 8);
    if (needed > b.length) throw unreadable(`BMP pixel array cut short (${b.length} of ${needed} bytes)`);
  } else if (compression !== 1 && compression !== 2) {
    throw unreadable(`BMP compression ${compression} not supported`);
  }
  return { width, height, dpi };
}

function unreadable(detail: string): DocumentError {
  return new DocumentError('DOCUMENT_UNREADABLE', detail);
}
