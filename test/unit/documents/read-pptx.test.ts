import { describe, expect, it } from 'vitest';
import { readPptx } from '../../../src/documents/read-pptx.js';
import { DEFAULT_READ_LIMITS } from '../../../src/documents/types.js';
import { toResumeLines } from '../../../src/parsing/to-resume-lines.js';
import { pptx } from './office-builders.js';

describe('readPptx', () => {
  it('reads slides in presentation order (sldIdLst), one page each, a line per paragraph', () => {
    const slides = Array.from({ length: 11 }, (_, i) => [`Diapo ${i + 1}`, `détail ${i + 1}`]);
    const result = readPptx(pptx(slides), DEFAULT_READ_LIMITS);
    expect(result.pages).toHaveLength(11);
    expect(result.pages.map((p) => p.items.map((i) => i.text))).toEqual(slides);
  });

  it('joins one-line text boxes side by side into one line, as a slide converted from a PDF has them', () => {
    const pt = 12700;
    const box = (x: number, y: number, w: number, h: number, text: string, size: number) =>
      `<p:sp><p:spPr><a:xfrm><a:off x="${x * pt}" y="${y * pt}"/><a:ext cx="${w * pt}" cy="${h * pt}"/></a:xfrm></p:spPr><p:txBody><a:bodyPr/><a:p><a:r><a:rPr sz="${size * 100}"/><a:t>${text}</a:t></a:r></a:p></p:txBody></p:sp>`;
    const tree = [
      box(226, 39, 23, 26, 'A', 23), box(243, 46, 39, 17, 'NN', 16), box(283, 39, 23, 26, ' L', 23), box(301, 46, 20, 17, 'EE', 16),
      box(48, 116, 87, 12, 'University of Example', 10.6), box(458, 116, 89, 12, 'Sep 2021 – Jun 2024', 10.6),
      box(48, 129, 242, 12, 'BSc (Hons) Economics', 10.6),
    ].join('');
    const lines = toResumeLines(readPptx(pptx([[]], [tree]), DEFAULT_READ_LIMITS).pages).map((l) => l.text);
    expect(lines).toEqual(['ANN LEE', 'University of Example\tSep 2021 – Jun 2024', 'BSc (Hons) Economics']);
  });
});
