import { describe, expect, it } from 'vitest';
import { cleanText } from '../../../src/documents/clean-text.js';

describe('cleanText', () => {
  it('spells out typographic ligatures', () => {
    expect(cleanText('Relationship Oﬀicer, Inﬁrmière, ﬂoor, eﬃcient, baﬄe')).toBe('Relationship Officer, Infirmière, floor, efficient, baffle');
  });

  it('removes icon glyphs and zero-width marks', () => {
    expect(cleanText('\uF0E0 jane@example.com\u200B')).toBe(' jane@example.com');
  });
});
