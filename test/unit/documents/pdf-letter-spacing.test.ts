/** Letter-spaced text as pdfjs reads it (a space between every glyph), made words again. */
import { describe, expect, it } from 'vitest';
import { pageTextItems, withoutLetterSpacing } from '../../../src/documents/pdf/page-text-items.js';

describe('withoutLetterSpacing', () => {
  it.each([
    ['0 4 . 2 0 2 3', '04.2023'],
    ["A U J O U R D ' H U I", "AUJOURD'HUI"],
    ['N AT I O N A L I T É', 'NATIONALITÉ'],
    ['D E P U I S  J A N V I E R  2 0 1 9', 'DEPUIS JANVIER 2019'],
    ['● ● ● ○ ○', '●●●○○'],
  ])('%s → %s', (spaced, word) => {
    expect(withoutLetterSpacing(spaced)).toBe(word);
  });

  it.each(['+41 79 482 16 37', 'Contrôle des passagers', 'A B', 'C# / Go / R', 'e.g. a b c', 'Bac + 2 ans'])('leaves %s as written', (text) => {
    expect(withoutLetterSpacing(text)).toBe(text);
  });
});

describe('pageTextItems on letter-spaced words', () => {
  const item = (str: string, x: number, y = 700) => ({ str, transform: [10, 0, 0, 10, x, y], width: 6 * str.length, height: 10, fontName: 'f' });
  const texts = (raw: unknown[]) => pageTextItems(raw, {}, [1, 0, 0, -1, 0, 842], new Set()).map((i) => i.text);

  it('joins a two-letter word beside letter-spaced words of its line, not one standing alone', () => {
    expect(texts([item('A G E N T', 100), item('D E', 160), item('S Û R E T É', 180), item('A B', 100, 600)])).toEqual(['AGENT', 'DE', 'SÛRETÉ', 'A B']);
  });
});

describe('withoutLetterSpacing on several words one space apart', () => {
  it('leaves a run longer than a word, without digits, as written (its word gaps are lost)', () => {
    expect(withoutLetterSpacing('E X P É R I E N C E P R O F E S S I O N N E L L E')).toBe('E X P É R I E N C E P R O F E S S I O N N E L L E');
  });
});
