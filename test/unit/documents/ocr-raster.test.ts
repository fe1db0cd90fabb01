import { describe, expect, it } from 'vitest';
import { hasInk } from '../../../src/documents/ocr/has-ink.js';
import { invertDarkRegions } from '../../../src/documents/ocr/invert-dark-regions.js';
import { encodePgm, scaleDown, toGrey, type GreyRaster } from '../../../src/documents/ocr/raster.js';

function grey(width: number, height: number, fill: number): GreyRaster {
  return { width, height, data: new Uint8Array(width * height).fill(fill) };
}

function square(image: GreyRaster, x: number, y: number, size: number, value: number): GreyRaster {
  for (let j = y; j < y + size; j++) image.data.fill(value, j * image.width + x, j * image.width + x + size);
  return image;
}

describe('toGrey', () => {
  it('takes luma, with transparent pixels as white paper', () => {
    const rgba = Uint8ClampedArray.from([0, 0, 0, 255, 255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 128]);
    expect([...toGrey({ width: 4, height: 1, channels: 4, data: rgba }).data]).toEqual([0, 76, 255, 127]);
  });

  it('passes grey through, and refuses data shorter than its size', () => {
    const data = Uint8Array.from([1, 2, 3, 4]);
    expect(toGrey({ width: 2, height: 2, channels: 1, data }).data).toBe(data);
    expect(() => toGrey({ width: 3, height: 2, channels: 1, data })).toThrow(RangeError);
    expect(() => toGrey({ width: 0, height: 2, channels: 4, data })).toThrow(RangeError);
  });
});

describe('scaleDown', () => {
  it('averages each output pixel over the area it covers', () => {
    const image = { width: 4, height: 2, data: Uint8Array.from([0, 0, 255, 255, 0, 0, 255, 255]) };
    expect(scaleDown(image, 0.5)).toEqual({ width: 2, height: 1, data: Uint8Array.from([0, 255]) });
    // A 1-pixel black line at 2/3 becomes grey, not gone.
    const line = grey(3, 3, 255);
    line.data.fill(0, 3, 6);
    const small = scaleDown(line, 2 / 3);
    expect(small.width).toBe(2);
    expect(Math.min(...small.data)).toBeLessThan(200);
  });

  it('leaves the image as it is for a scale of 1 or more', () => {
    const image = grey(2, 2, 9);
    expect(scaleDown(image, 1)).toBe(image);
  });
});

describe('encodePgm', () => {
  it('writes a binary PGM header and the pixels', () => {
    const pgm = encodePgm({ width: 2, height: 1, data: Uint8Array.from([7, 8]) });
    expect(Buffer.from(pgm).toString('latin1')).toBe('P5\n2 1\n255\n\x07\x08');
  });
});

describe('hasInk', () => {
  it('finds no ink on a blank page, or a page of a few specks', () => {
    expect(hasInk(grey(300, 400, 255))).toBe(false);
    expect(hasInk(square(grey(300, 400, 250), 10, 10, 5, 0))).toBe(false);
    // JPEG noise around the paper's grey is not ink.
    const noisy = grey(100, 100, 240);
    for (let i = 0; i < noisy.data.length; i += 7) noisy.data[i] = 200;
    expect(hasInk(noisy)).toBe(false);
  });

  it('finds dark text on paper and light text on a dark page', () => {
    expect(hasInk(square(grey(300, 400, 255), 10, 10, 20, 30))).toBe(true);
    expect(hasInk(square(grey(300, 400, 20), 10, 10, 20, 250))).toBe(true);
  });
});

describe('invertDarkRegions', () => {
  const at = (image: GreyRaster, x: number, y: number) => image.data[y * image.width + x]!;

  it('turns a dark sidebar into paper with dark text, and leaves the white page as it is', () => {
    // 200 dpi: a 120 px dark sidebar (grey 60) holding a light "letter" (grey 230), a dark letter on the page.
    const page = grey(400, 400, 255);
    for (let y = 0; y < 400; y++) page.data.fill(60, y * 400, y * 400 + 120);
    square(page, 40, 200, 6, 230);
    square(page, 250, 200, 6, 20);
    const out = invertDarkRegions(page, 200);
    expect(at(out, 10, 50)).toBe(255); // the sidebar's ground is paper now
    expect(at(out, 42, 202)).toBeLessThan(80); // its light letter is ink
    expect(at(out, 252, 202)).toBe(20); // the page is untouched
    expect(at(out, 300, 50)).toBe(255);
  });

  it('returns the image itself when no ground is dark, even with a large bold letter', () => {
    const page = square(grey(200, 200, 255), 50, 50, 12, 0);
    expect(invertDarkRegions(page, 100)).toBe(page);
  });
});
