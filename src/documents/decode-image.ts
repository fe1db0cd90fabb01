/**
 * PNG, JPEG and BMP pixels through Skia (@napi-rs/canvas), drawn onto white at the size OCR wants:
 * shrinking while drawing (Skia's high-quality, mipmapped sampling) never holds the full-size RGBA
 * copy of a large scan in JavaScript.
 *
 * Call it only on a file whose structure was checked (image-structure.ts) and whose size is within
 * the pixel limit: Skia decodes a truncated file without complaint, and allocates what the header
 * asks for.
 */
import type { Raster } from './ocr/raster.js';
import { DocumentError } from './types.js';

export async function decodeImage(bytes: Uint8Array, size: { width: number; height: number }, scale = 1): Promise<Raster> {
  const { Image, createCanvas } = await import('@napi-rs/canvas');
  try {
    const image = new Image();
    // Bytes only: a string `src` would be taken as a file path or a URL.
    image.src = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    await image.decode();
    if (image.width !== size.width || image.height !== size.height) {
      throw new Error(`decoded ${image.width}×${image.height}, header says ${size.width}×${size.height}`);
    }
    const width = Math.max(1, Math.round(size.width * Math.min(1, scale)));
    const height = Math.max(1, Math.round(size.height * Math.min(1, scale)));
    const canvas = createCanvas(width, height);
    const ctx = canvas.getContext('2d');
    // Transparent pixels are paper.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(image, 0, 0, width, height);
    return { width, height, channels: 4, data: ctx.getImageData(0, 0, width, height).data };
  } catch (err) {
    throw new DocumentError('DOCUMENT_UNREADABLE', `image not decodable: ${err instanceof Error ? err.message : String(err)}`);
  }
}
