import { describe, expect, it } from 'vitest';
import { imageSize } from '../../../src/documents/image-size.js';
import { PNG_1X1 } from './office-builders.js';

describe('imageSize', () => {
  it('reads PNG, GIF, BMP and JPEG headers without decoding', () => {
    expect(imageSize(PNG_1X1)).toEqual({ width: 1, height: 1 });
    expect(imageSize(Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x10, 0x01, 0x20, 0x00]))).toEqual({ width: 272, height: 32 });
    const bmp = Buffer.alloc(26);
    bmp.write('BM', 0, 'latin1');
    bmp.writeInt32LE(640, 18);
    bmp.writeInt32LE(-480, 22); // top-down bitmap
    expect(imageSize(bmp)).toEqual({ width: 640, height: 480 });
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x03, 0x20, 0x02, 0x58, 0x03, 0, 0, 0, 0]);
    expect(imageSize(jpeg)).toEqual({ width: 600, height: 800 });
    expect(imageSize(Uint8Array.from([1, 2, 3]))).toBeNull();
  });
});
