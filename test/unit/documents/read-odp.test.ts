import { describe, expect, it } from 'vitest';
import { readOdp } from '../../../src/documents/read-odp.js';
import { DEFAULT_READ_LIMITS } from '../../../src/documents/types.js';
import { toResumeLines } from '../../../src/parsing/to-resume-lines.js';
import { odp } from './office-builders.js';

const frame = (x: number, y: number, w: number, h: number, text: string) =>
  `<draw:frame svg:x="${x}cm" svg:y="${y}cm" svg:width="${w}cm" svg:height="${h}cm"><draw:text-box><text:p>${text}</text:p></draw:text-box></draw:frame>`;

describe('readOdp', () => {
  it('joins one-paragraph frames side by side into one line; a rule between them does not part them', () => {
    const page = `<draw:page>${frame(8, 1.39, 0.81, 0.9, 'A')}${frame(8.58, 1.62, 1.36, 0.62, 'NN')}<draw:polygon svg:x="1cm" svg:y="3cm"><text:p/></draw:polygon>${frame(1.7, 4.1, 3, 0.41, 'University of Example')}${frame(16.2, 4.1, 3.1, 0.41, 'Sep 2021 – Jun 2024')}${frame(1.7, 4.6, 8, 0.41, 'BSc (Hons) Economics')}</draw:page>`;
    const lines = toResumeLines(readOdp(odp(page), DEFAULT_READ_LIMITS).pages).map((l) => l.text);
    expect(lines).toEqual(['ANN', 'University of Example\tSep 2021 – Jun 2024', 'BSc (Hons) Economics']);
  });
});
