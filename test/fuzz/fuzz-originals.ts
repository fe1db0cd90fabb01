/**
 * The documents the fuzz suite mutates: the committed fixture resumes for every format with a text
 * layer, and small images drawn here for the OCR formats (a full-page scan would make each case
 * cost seconds of OCR; a mutated small image exercises the same decoders).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';

const ROOT = join(import.meta.dirname, '../fixtures/documents');
const RESUMES = ['fr-one-column', 'fr-two-column-photo', 'en-resume'];
const TEXT_FORMATS = ['pdf', 'doc', 'docx', 'odt', 'ppt', 'pptx', 'odp', 'xls', 'rtf', 'txt'] as const;
export const ZIP_FORMATS = new Set(['docx', 'odt', 'pptx', 'odp']);

export interface FuzzOriginal {
  format: string;
  name: string;
  bytes: Uint8Array;
}

export function fuzzOriginals(): FuzzOriginal[] {
  const out: FuzzOriginal[] = [];
  for (const format of TEXT_FORMATS) {
    for (const resume of RESUMES) out.push({ format, name: `${resume}.${format}`, bytes: readFileSync(join(ROOT, `${resume}.${format}`)) });
  }
  const canvas = createCanvas(360, 90);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = 'white';
  ctx.fillRect(0, 0, 360, 90);
  ctx.fillStyle = 'black';
  ctx.font = '28px sans-serif';
  ctx.fillText('Jean Exemple', 12, 38);
  ctx.fillText('Développeur web', 12, 76);
  out.push({ format: 'png', name: 'drawn.png', bytes: canvas.toBuffer('image/png') });
  out.push({ format: 'jpg', name: 'drawn.jpg', bytes: canvas.toBuffer('image/jpeg', 85) });
  out.push({ format: 'bmp', name: 'drawn.bmp', bytes: toBmp(ctx.getImageData(0, 0, 360, 90)) });
  return out;
}

/** 24-bit bottom-up BMP of RGBA pixels. */
function toBmp(image: { width: number; height: number; data: Uint8ClampedArray }): Uint8Array {
  const { width, height, data } = image;
  const row = (width * 3 + 3) & ~3;
  const size = 54 + row * height;
  const out = Buffer.alloc(size);
  out.write('BM', 0, 'latin1');
  out.writeUInt32LE(size, 2);
  out.writeUInt32LE(54, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(width, 18);
  out.writeInt32LE(height, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(24, 28);
  out.writeUInt32LE(row * height, 34);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const src = ((height - 1 - y) * width + x) * 4;
      const dst = 54 + y * row + x * 3;
      out[dst] = data[src + 2]!;
      out[dst + 1] = data[src + 1]!;
      out[dst + 2] = data[src]!;
    }
  }
  return out;
}
