import { describe, expect, it } from 'vitest';
import { toResumeLines } from '../../../src/parsing/to-resume-lines.js';

const item = (text: string, x: number, y: number) => ({ text, x, y, width: text.length * 5, height: 10, fontSize: 10, bold: false });

describe('toResumeLines', () => {
  it('spells out the typographic ligatures a text layer kept', () => {
    const lines = toResumeLines([{ width: 600, height: 800, items: [item('First School Leaving Certiﬁcate', 50, 100), item('Microsoft Oﬃce', 50, 120)] }]);
    expect(lines.map((l) => [l.text, l.folded])).toEqual([
      ['First School Leaving Certificate', 'first school leaving certificate'],
      ['Microsoft Office', 'microsoft office'],
    ]);
  });
});
