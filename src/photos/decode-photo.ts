/**
 * An image's pixels, or null: checked whole before Skia sees it, because Skia decodes a truncated
 * file without complaint and the fuzz suite found a corrupt JPEG that crashed an older build of
 * the native decoder. The structure walkers are the OCR path's (src/documents/image-structure.ts),
 * so a photo is held to the same rules as a scanned page.
 */
import type { Image } from '@napi-rs/canvas';
import { bmpInfo, jpegInfo, pngInfo, type ImageInfo } from '../documents/image-structure.js';

/** A full A4 page at 600 dpi is 35 M pixels; anything larger is not a resume photo worth decoding. */
const MAX_PIXELS = 40_000_000;

function structureOf(b: Uint8Array): ImageInfo | null {
  const walk =
    b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47
      ? pngInfo
      : b.length >= 4 && b[0] === 0xff && b[1] === 0xd8
        ? jpegInfo
        : b.length >= 26 && b[0] === 0x42 && b[1] === 0x4d
          ? bmpInfo
          : null;
  if (!walk) return null;
  try {
    return walk(b);
  } catch {
    return null;
  }
}

/** The decoded image, or null when the bytes are not a whole PNG, JPEG or BMP of sane size. */
export async function decodePhoto(bytes: Uint8Array): Promise<Image | null> {
  const info = structureOf(bytes);
  if (!info || info.width < 1 || info.height < 1 || info.width * info.height > MAX_PIXELS) return null;
  try {
    const { Image } = await import('@napi-rs/canvas');
    const image = new Image();
    // Bytes only: a string `src` would be taken as a file path or a URL.
    image.src = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    await image.decode();
    // A decoder that disagrees with the header read something else than what was checked.
    return image.width === info.width && image.height === info.height ? image : null;
  } catch {
    return null;
  }
}
