import { describe, expect, it } from 'vitest';
import { pagesToText } from '../../../src/documents/pages-to-text.js';
import { readTxt, unflatten } from '../../../src/documents/read-txt.js';

const TEXT = 'Hélène Lefèvre\nDéveloppeuse — Œuvres complètes, 12 €\nSavoir-être : rigueur';

describe('readTxt', () => {
  it.each([
    ['UTF-8', Buffer.from(TEXT, 'utf8')],
    ['UTF-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT, 'utf8')])],
    ['UTF-16 LE with BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(TEXT, 'utf16le')])],
    ['UTF-16 BE with BOM', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(TEXT, 'utf16le').swap16()])],
    ['Windows-1252', win1252(TEXT)],
  ])('decodes %s with accents intact', (_label, bytes) => {
    const result = readTxt(new Uint8Array(bytes));
    expect(pagesToText(result.pages)).toBe(TEXT);
  });

  it('gives one item per line with y increasing, and warns when falling back to Windows-1252', () => {
    const result = readTxt(win1252('un\r\ndeux\rtrois\n\nquatre à'));
    const items = result.pages[0]!.items;
    expect(items.map((i) => i.text)).toEqual(['un', 'deux', 'trois', 'quatre à']);
    for (let i = 1; i < items.length; i++) expect(items[i]!.y).toBeGreaterThan(items[i - 1]!.y);
    expect(result.warnings).toEqual(['text decoded as Windows-1252 (not valid UTF-8)']);
  });

  it('starts a new page at a form feed', () => {
    const result = readTxt(Buffer.from('page un\fpage deux'));
    expect(result.pages.map((p) => p.items.map((i) => i.text))).toEqual([['page un'], ['page deux']]);
  });
});

/** Windows-1252 bytes of a string (Node has no encoder for it). */
function win1252(text: string): Uint8Array {
  const special: Record<string, number> = { '€': 0x80, '—': 0x97, 'Œ': 0x8c, 'œ': 0x9c, '’': 0x92 };
  return Uint8Array.from([...text].map((c) => special[c] ?? c.charCodeAt(0)));
}

describe('readTxt on a cut file', () => {
  it('keeps UTF-8 when only the last character is cut, dropping that character with a warning', () => {
    const bytes = Buffer.from('Hélène Lefèvre — Zoë', 'utf8');
    const result = readTxt(bytes.subarray(0, bytes.length - 1));
    expect(pagesToText(result.pages)).toBe('Hélène Lefèvre — Zo');
    expect(result.warnings).toEqual(['text ends inside a UTF-8 character, which was dropped']);
  });
});

describe('readTxt on a resume flattened onto one line', () => {
  it('cuts a long line at its runs of spaces (line breaks of the export), an empty line at four or more', () => {
    const flat = 'Jane Doe  Staff Nurse  jane.doe@example.com    WORK EXPERIENCE  Staff Nurse  Example Hospital - Leeds  May 2017 to Present  Ward duties, medication rounds and care plans for twenty patients of the surgical ward.    EDUCATION  BSc Nursing  Example University';
    const text = readTxt(Buffer.from(flat)).pages[0]!.items.map((i) => i.text);
    expect(text).toEqual(['Jane Doe', 'Staff Nurse', 'jane.doe@example.com', 'WORK EXPERIENCE', 'Staff Nurse', 'Example Hospital - Leeds', 'May 2017 to Present', 'Ward duties, medication rounds and care plans for twenty patients of the surgical ward.', 'EDUCATION', 'BSc Nursing', 'Example University']);
  });

  it('keeps runs of spaces in short lines (alignment) and in long lines with few of them', () => {
    expect(unflatten('2015 - 2018     Staff Nurse, Example Hospital')).toEqual(['2015 - 2018     Staff Nurse, Example Hospital']);
    const paragraph = `${'Long sentence of a summary written without any line break at all. '.repeat(5)} End.  Next.`;
    expect(unflatten(paragraph)).toEqual([paragraph]);
  });
});
