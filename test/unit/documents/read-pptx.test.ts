import { describe, expect, it } from 'vitest';
import { readPptx } from '../../../src/documents/read-pptx.js';
import { DEFAULT_READ_LIMITS } from '../../../src/documents/types.js';
import { pptx } from './office-builders.js';

describe('readPptx', () => {
  it('reads slides in presentation order (sldIdLst), one page each, a line per paragraph', () => {
    const slides = Array.from({ length: 11 }, (_, i) => [`Diapo ${i + 1}`, `détail ${i + 1}`]);
    const result = readPptx(pptx(slides), DEFAULT_READ_LIMITS);
    expect(result.pages).toHaveLength(11);
    expect(result.pages.map((p) => p.items.map((i) => i.text))).toEqual(slides);
  });
});
