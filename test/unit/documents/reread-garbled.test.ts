import { describe, expect, it } from 'vitest';
import type { OcrBlock, OcrLine, OcrWord } from '../../../src/documents/ocr/ocr-layout.js';
import type { OcrService } from '../../../src/documents/ocr/ocr-service.js';
import { garbledRun, rereadGarbled } from '../../../src/documents/ocr/reread-garbled.js';

const word = (text: string, confidence: number, x0: number, y0: number, x1: number, y1: number): OcrWord => ({ text, confidence, box: { x0, y0, x1, y1 } });
const line = (words: OcrWord[], rowHeight = 20): OcrLine => ({
  box: { x0: Math.min(...words.map((w) => w.box.x0)), y0: Math.min(...words.map((w) => w.box.y0)), x1: Math.max(...words.map((w) => w.box.x1)), y1: Math.max(...words.map((w) => w.box.y1)) },
  rowHeight,
  words,
});
const image = { width: 1200, height: 400, data: new Uint8Array(1200 * 400).fill(255) };

/** A service that answers the crop it is given with `lines` (in the crop's pixels), and records the crop sizes. */
function service(lines: OcrLine[]): OcrService & { crops: string[] } {
  const crops: string[] = [];
  return {
    crops,
    recognize: async (crop) => {
      crops.push(`${crop.width}×${crop.height}`);
      return [{ box: { x0: 0, y0: 0, x1: crop.width, y1: crop.height }, lines }];
    },
    close: async () => undefined,
  };
}

describe('garbledRun', () => {
  it('finds the run of words tesseract gave up on, when it is wide enough to be words', () => {
    const name = line([word('Exemple', 96, 100, 50, 300, 90), word('Durand', 95, 320, 50, 500, 90), word('rétocKie', 0, 700, 45, 1000, 95), word('E', 0, 1010, 45, 1040, 95)], 40);
    expect(garbledRun(name)).toEqual({ start: 2, end: 4 });
    // An icon before a phone number is a speck, not words.
    expect(garbledRun(line([word('@', 0, 100, 50, 120, 70), word('0601020304', 95, 130, 50, 300, 70)]))).toBeNull();
    expect(garbledRun(line([word('Exemple', 96, 100, 50, 300, 90)]))).toBeNull();
  });
});

describe('rereadGarbled', () => {
  it('replaces the run by the lines its region reads as, without the edges of the lines around it', async () => {
    const name = line([word('Exemple', 96, 100, 50, 300, 90), word('rétocKie', 0, 700, 45, 1000, 95)], 40);
    // The region is cut with a margin of 0.4 row height (16 px): x 684…1016, y 29…111.
    const read = service([
      line([word('Street', 40, 0, 0, 100, 10)]), // the bottom of the line above: centred outside the run
      line([word('Lyon', 92, 20, 20, 120, 40), word('69001', 93, 130, 20, 220, 40)]),
      line([word('0601020304', 94, 20, 45, 250, 65)]),
    ]);
    const blocks: OcrBlock[] = [{ box: name.box, lines: [name] }];
    const [block] = await rereadGarbled(blocks, image, read, 200);
    expect(read.crops).toEqual(['332×82']);
    expect(block!.lines.map((l) => l.words.map((w) => w.text).join(' '))).toEqual(['Exemple', 'Lyon 69001', '0601020304']);
    expect(block!.lines[1]!.words[0]!.box).toEqual({ x0: 704, y0: 49, x1: 804, y1: 69 });
  });

  it('keeps the line when the region reads no better', async () => {
    const name = line([word('Exemple', 96, 100, 50, 300, 90), word('rétocKie', 0, 700, 45, 1000, 95)], 40);
    const read = service([line([word('~~~', 10, 20, 20, 120, 60)])]);
    const [block] = await rereadGarbled([{ box: name.box, lines: [name] }], image, read, 200);
    expect(block!.lines).toEqual([name]);
  });
});
