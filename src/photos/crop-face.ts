/**
 * From a face box to the picture a recruiter expects: head and shoulders, portrait 4:5 (the usual
 * ID-photo ratio), at most 400 px on its long side, JPEG quality 85 — small enough to store with
 * every resume, large enough for a profile card.
 */
import type { Image } from '@napi-rs/canvas';
import type { FaceBox } from './types.js';

/** Crop width in face widths: the face box is tight (brow to chin), shoulders need the room. */
const WIDTH_PER_FACE = 2.2;
/** Height over width: 5:4, portrait. */
const RATIO = 1.25;
/** Where the face centre sits, from the crop's top, as a share of its height: room for hair above. */
const FACE_CENTRE_AT = 0.42;
const MAX_SIDE = 400;
const JPEG_QUALITY = 85;

export interface CropBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The 4:5 box around `face`, inside an image of `imageWidth` × `imageHeight`: shrunk (keeping its
 * ratio) when the image is too small for it, then slid back inside rather than padded, so the
 * crop never shows a band that was not in the photo.
 */
export function portraitBox(face: FaceBox, imageWidth: number, imageHeight: number): CropBox {
  let width = face.width * WIDTH_PER_FACE;
  let height = width * RATIO;
  if (width > imageWidth) [width, height] = [imageWidth, imageWidth * RATIO];
  if (height > imageHeight) [width, height] = [imageHeight / RATIO, imageHeight];
  const cx = face.x + face.width / 2;
  const cy = face.y + face.height / 2;
  const x = Math.min(Math.max(0, cx - width / 2), imageWidth - width);
  const y = Math.min(Math.max(0, cy - height * FACE_CENTRE_AT), imageHeight - height);
  return { x: Math.round(x), y: Math.round(y), width: Math.max(1, Math.floor(width)), height: Math.max(1, Math.floor(height)) };
}

/** The crop, scaled down to MAX_SIDE, as JPEG bytes. */
export async function encodeCrop(image: Image, box: CropBox): Promise<{ bytes: Uint8Array; width: number; height: number }> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const scale = Math.min(1, MAX_SIDE / Math.max(box.width, box.height));
  const width = Math.max(1, Math.round(box.width * scale));
  const height = Math.max(1, Math.round(box.height * scale));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  // JPEG has no alpha: a transparent PNG photo gets a white background, as on the page.
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, box.x, box.y, box.width, box.height, 0, 0, width, height);
  const bytes = await canvas.encode('jpeg', JPEG_QUALITY);
  return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), width, height };
}
