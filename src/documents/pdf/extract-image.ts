/**
 * One image painted on a PDF page, as a JPEG (or PNG when it has transparency) the photo step can
 * read. pdfjs hands decoded pixels (its operator list decodes images on the way), so the image is
 * re-encoded with @napi-rs/canvas; images over the pixel cap were never decoded by pdfjs
 * (`maxImageSize`) and are simply absent.
 */
import { createCanvas } from '@napi-rs/canvas';
import type { ImagePlacement } from './page-graphics.js';

export interface PdfjsObjects {
  has(id: string): boolean;
  get(id: string): unknown;
}

interface DecodedImage {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray;
}

/** pdfjs ImageKind. */
const GRAYSCALE_1BPP = 1;
const RGB_24BPP = 2;
const RGBA_32BPP = 3;
export const MIN_IMAGE_PX = 32;

export async function extractImage(
  page: { objs: PdfjsObjects; commonObjs: PdfjsObjects },
  placement: ImagePlacement,
  maxPixels: number,
): Promise<{ x: number; y: number; width: number; height: number; mime: string; bytes: Uint8Array } | null> {
  const objects = placement.objId.startsWith('g_') ? page.commonObjs : page.objs;
  let image: DecodedImage | null = null;
  try {
    image = objects.has(placement.objId) ? (objects.get(placement.objId) as DecodedImage) : null;
  } catch {
    return null;
  }
  if (!image || !image.data || !(image.width >= MIN_IMAGE_PX && image.height >= MIN_IMAGE_PX)) return null;
  if (image.width * image.height > maxPixels) return null;
  const rgba = toRgba(image);
  if (!rgba) return null;
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  const imageData = context.createImageData(image.width, image.height);
  imageData.data.set(rgba.pixels);
  context.putImageData(imageData, 0, 0);
  const bytes = rgba.opaque ? await canvas.encode('jpeg', 90) : await canvas.encode('png');
  return {
    x: placement.x,
    y: placement.y,
    width: placement.width,
    height: placement.height,
    mime: rgba.opaque ? 'image/jpeg' : 'image/png',
    bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  };
}

function toRgba(image: DecodedImage): { pixels: Uint8ClampedArray; opaque: boolean } | null {
  const { width, height, data } = image;
  const count = width * height;
  const out = new Uint8ClampedArray(count * 4);
  if (image.kind === RGBA_32BPP && data!.length >= count * 4) {
    out.set(data!.subarray(0, count * 4));
    let opaque = true;
    for (let i = 3; i < out.length; i += 4) {
      if (out[i]! < 255) {
        opaque = false;
        break;
      }
    }
    return { pixels: out, opaque };
  }
  if (image.kind === RGB_24BPP && data!.length >= count * 3) {
    for (let i = 0, j = 0; i < count; i++, j += 3) {
      out[i * 4] = data![j]!;
      out[i * 4 + 1] = data![j + 1]!;
      out[i * 4 + 2] = data![j + 2]!;
      out[i * 4 + 3] = 255;
    }
    return { pixels: out, opaque: true };
  }
  if (image.kind === GRAYSCALE_1BPP) {
    const rowBytes = (width + 7) >> 3;
    if (data!.length < rowBytes * height) return null;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const v = (data![y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
        const o = (y * width + x) * 4;
        out[o] = out[o + 1] = out[o + 2] = v;
        out[o + 3] = 255;
      }
    }
    return { pixels: out, opaque: true };
  }
  return null;
}
