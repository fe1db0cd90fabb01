import { describe, expect, it } from 'vitest';
import { bmpInfo, jpegInfo, pngInfo } from '../../../src/documents/image-structure.js';
import { pageResolution } from '../../../src/documents/read-image.js';
import { DocumentError } from '../../../src/documents/types.js';
import { PNG_1X1 } from './office-builders.js';
import { fixture } from './image-builders.js';

function code(fn: () => unknown): string {
  try {
    fn();
    return 'OK';
  } catch (err) {
    return err instanceof DocumentError ? err.code : `unexpected: ${String(err)}`;
  }
}

describe('image structure', () => {
  it('reads size and declared resolution of the fixture scans', () => {
    expect(pngInfo(fixture('fr-one-column.png'))).toEqual({ width: 2481, height: 3508, dpi: 300 });
    expect(jpegInfo(fixture('fr-one-column.jpg'))).toEqual({ width: 2481, height: 3508, dpi: 300 });
    expect(bmpInfo(fixture('fr-one-column.bmp'))).toEqual({ width: 2481, height: 3508, dpi: 300 });
    expect(pngInfo(PNG_1X1)).toEqual({ width: 1, height: 1, dpi: null });
  });

  it('refuses truncated files, whatever the cut', () => {
    for (const name of ['en-resume.png', 'en-resume.jpg', 'en-resume.bmp']) {
      const bytes = fixture(name);
      const info = name.endsWith('png') ? pngInfo : name.endsWith('jpg') ? jpegInfo : bmpInfo;
      for (const keep of [0.001, 0.1, 0.6, 0.999]) {
        expect(code(() => info(bytes.subarray(0, Math.floor(bytes.length * keep)))), `${name} cut at ${keep}`).toBe('DOCUMENT_UNREADABLE');
      }
    }
  });

  it('refuses a PNG whose image data is damaged (CRC), not one with a damaged ancillary chunk', () => {
    const bytes = Buffer.from(fixture('fr-one-column.png'));
    const idat = bytes.indexOf('IDAT');
    const damaged = Buffer.from(bytes);
    damaged[idat + 100] ^= 0xff;
    expect(code(() => pngInfo(damaged))).toBe('DOCUMENT_UNREADABLE');
    const phys = bytes.indexOf('pHYs');
    const ancillary = Buffer.from(bytes);
    ancillary[phys + 14] ^= 0xff; // its CRC
    expect(code(() => pngInfo(ancillary))).toBe('OK');
  });

  it('reads an OS/2 BMP header and refuses unknown BMP compressions', () => {
    const core = Buffer.alloc(14 + 12 + 6 + 4 * 2);
    core.write('BM', 0, 'latin1');
    core.writeUInt32LE(14 + 12 + 6, 10);
    core.writeUInt32LE(12, 14);
    core.writeUInt16LE(3, 18);
    core.writeUInt16LE(2, 20);
    core.writeUInt16LE(1, 22);
    core.writeUInt16LE(1, 24);
    expect(bmpInfo(core)).toEqual({ width: 3, height: 2, dpi: null });
    const jpegInside = Buffer.from(fixture('fr-one-column.bmp').subarray(0, 200));
    jpegInside.writeUInt32LE(4, 30);
    expect(code(() => bmpInfo(jpegInside))).toBe('DOCUMENT_UNREADABLE');
  });
});

describe('pageResolution', () => {
  it('trusts a scanner resolution, and otherwise takes the short side as an A4 width', () => {
    expect(pageResolution({ width: 2481, height: 3508, dpi: 300 })).toBe(300);
    expect(pageResolution({ width: 1654, height: 2339, dpi: 72 })).toBeCloseTo(200, 0);
    expect(pageResolution({ width: 4032, height: 3024, dpi: null })).toBeCloseTo(365.7, 0);
  });
});
