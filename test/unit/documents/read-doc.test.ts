import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagesToText } from '../../../src/documents/pages-to-text.js';
import { readDoc } from '../../../src/documents/read-doc.js';
import { DEFAULT_READ_LIMITS, type ReadResult } from '../../../src/documents/types.js';
import { documentError } from './document-error.js';
import { doc, ole } from './ole-builders.js';

const FIXTURES = join(import.meta.dirname, '../../fixtures/documents');
const fixture = (name: string): ReadResult => readDoc(readFileSync(join(FIXTURES, name)), DEFAULT_READ_LIMITS);
const lines = (result: ReadResult): string[] => result.pages.flatMap((p) => p.items.map((i) => i.text));

describe('readDoc on the fixtures', () => {
  it('reads fr-one-column.doc in order, accents and typographic marks intact, headings bold', () => {
    const result = fixture('fr-one-column.doc');
    const text = lines(result);
    expect(text.slice(0, 4)).toEqual([
      'Camille DURAND',
      'Responsable supply chain – 12 ans d’expérience',
      '12 rue des Érables, 69003 Lyon · +33 6 00 00 00 12 · camille.durand@example.com',
      'Profil',
    ]);
    expect(text).toContain('Ouverture d’une plateforme de cross-docking de 12 000 m² (façade de 40 quais).');
    expect(text).toContain('Gestion des commandes de 300 références d’emballages et d’ingrédients.');
    expect(text.indexOf('Formation')).toBeGreaterThan(text.indexOf('Expérience professionnelle'));
    const name = result.pages[0]!.items[0]!;
    expect(name).toMatchObject({ bold: true, fontSize: 22 });
    expect(result.pages[0]!.items.find((i) => i.text === 'Profil')).toMatchObject({ bold: true });
    expect(result.images).toEqual([]);
  });

  it('reads the two-column layout table of fr-two-column-photo.doc cell by cell, with its photo and link', () => {
    const result = fixture('fr-two-column-photo.doc');
    const text = lines(result);
    // The sidebar cell comes whole before the main cell: the columns never interleave.
    expect(text.indexOf('Jeux de société coopératifs')).toBeLessThan(text.indexOf('PROFIL'));
    expect(text.indexOf('CONTACT')).toBeGreaterThan(text.indexOf('Développeuse full-stack JavaScript / TypeScript'));
    // The icon-font glyphs before the contact lines are gone; the link's field code is not text.
    expect(text).toContain('ines.berthelot@example.com');
    expect(text).toContain('Profil LinkedIn');
    expect(text.join('\n')).not.toMatch(/[\uE000-\uF8FF]|HYPERLINK|SHAPE/);
    expect(result.links).toEqual(['https://www.linkedin.com/in/ines-berthelot-example']);
    expect(result.images).toHaveLength(1);
    expect(result.images[0]).toMatchObject({ mime: 'image/jpeg', page: 0 });
    expect([...result.images[0]!.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('puts the page header of en-resume.doc first and keeps the hyperlink targets', () => {
    const result = fixture('en-resume.doc');
    expect(lines(result).slice(0, 2)).toEqual(['London, United Kingdom · +44 7700 900123 · zoe.pemberton@example.com · LinkedIn · Portfolio', 'Zoë Pemberton']);
    expect(result.links).toEqual([
      'mailto:zoe.pemberton@example.com',
      'https://www.linkedin.com/in/zoe-pemberton-example',
      'https://zoe-pemberton.example.com/portfolio',
    ]);
    expect(pagesToText(result.pages)).toContain('Exchange semester at the Université de Val-Brûlé, Québec (2013).');
  });
});

describe('readDoc constructs', () => {
  const read = (bytes: Uint8Array): ReadResult => readDoc(bytes, DEFAULT_READ_LIMITS);

  it('decodes compressed (Windows-1252) and UTF-16 pieces alike', () => {
    for (const compressed of [true, false]) {
      expect(lines(read(doc('Hélène Lefèvre — œuvre’s €\r', { compressed })))).toEqual(['Hélène Lefèvre — œuvre’s €']);
    }
  });

  it('keeps field results, drops instructions, nested ones too, and records HYPERLINK targets', () => {
    const text = 'Site : \x13 HYPERLINK "https://example.com/cv" \x14mon CV\x15 fin\rPage \x13 PAGE \x13 QUOTE x \x15\x14 3\x15\r';
    const result = read(doc(text));
    expect(lines(result)).toEqual(['Site : mon CV fin', 'Page  3']);
    expect(result.links).toEqual(['https://example.com/cv']);
  });

  it('turns line breaks into lines, page breaks into pages, and drops picture anchors and marks', () => {
    const result = read(doc('Un\x0bDeux\x01\x08\rTrois\x0cQuatre\x02\x1f\x1e5\r'));
    expect(result.pages.map((p) => p.items.map((i) => i.text))).toEqual([['Un', 'Deux', 'Trois'], ['Quatre-5']]);
  });

  it('puts header text before the body and text boxes after it', () => {
    const main = 'Corps du CV\r';
    const header = 'Téléphone : 06 00 00 00 00\r';
    const box = 'Encadré\r';
    const result = read(doc(main + header + box + '\r', { stories: { text: main.length, hdd: header.length, txbx: box.length } }));
    expect(lines(result)).toEqual(['Téléphone : 06 00 00 00 00', 'Corps du CV', 'Encadré']);
  });

  it('reads a table of one-paragraph cells as rows, using the paragraph properties (empty cells too)', () => {
    const text = 'Avant\r2015\x07\x07Ingénieur\x07\x072020\x07Lyon\x07Chef\x07\x07Après\r';
    const cell = { inTable: true };
    const row = { inTable: true, rowEnd: true };
    const result = read(doc(text, { paragraphs: [{}, cell, cell, cell, row, cell, cell, cell, row, {}] }));
    expect(pagesToText(result.pages).split('\n')).toEqual(['Avant', '2015 Ingénieur', '2020 Lyon Chef', 'Après']);
    const rowItems = result.pages[0]!.items.filter((i) => i.text === '2015' || i.text === 'Ingénieur');
    expect(rowItems[0]!.y).toBe(rowItems[1]!.y);
  });

  it('without paragraph properties, tells a row end by its empty mark after a cell mark', () => {
    expect(pagesToText(read(doc('a\x07b\x07\x07c\r')).pages).split('\n')).toEqual(['a b', 'c']);
  });

  it('reads a layout table (cells of several paragraphs) cell by cell', () => {
    const text = 'Contact\rParis\x07Profil\rTexte\x07\x07';
    const cell = { inTable: true };
    const result = read(doc(text, { paragraphs: [cell, cell, cell, cell, { inTable: true, rowEnd: true }] }));
    expect(lines(result)).toEqual(['Contact', 'Paris', 'Profil', 'Texte']);
  });

  it('answers DOCUMENT_UNREADABLE for encrypted, Word 95, broken piece tables and missing streams', () => {
    expect(documentError(() => read(doc('Secret\r', { encrypted: true }))).message).toMatch(/encrypted/);
    expect(documentError(() => read(doc('Ancien\r', { nFib: 0x65 }))).message).toMatch(/Word 6\/95/);
    expect(documentError(() => read(ole({ WordDocument: new Uint8Array(600) }))).message).toMatch(/no Word FIB/);
    expect(documentError(() => read(ole({ Other: new Uint8Array(600) }))).message).toMatch(/no WordDocument/);
    expect(documentError(() => read(doc('x\r').subarray(0, 1000))).code).toBe('DOCUMENT_UNREADABLE');
  });

  it('refuses a piece table that claims more characters than the limit allows, fast', () => {
    const started = performance.now();
    const err = documentError(() => readDoc(doc('abc '.repeat(3000) + '\r'), { ...DEFAULT_READ_LIMITS, maxChars: 1000 }));
    expect(err.code).toBe('DOCUMENT_TOO_LARGE');
    expect(performance.now() - started).toBeLessThan(500);
  });
});
