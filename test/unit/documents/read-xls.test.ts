import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagesToText } from '../../../src/documents/pages-to-text.js';
import { readXls } from '../../../src/documents/read-xls.js';
import { formatNumber, rkValue } from '../../../src/documents/xls-numbers.js';
import { DEFAULT_READ_LIMITS, type ReadResult } from '../../../src/documents/types.js';
import { documentError } from './document-error.js';
import { biff, ole, xls, xlString } from './ole-builders.js';

const FIXTURES = join(import.meta.dirname, '../../fixtures/documents');
const read = (bytes: Uint8Array): ReadResult => readXls(bytes, DEFAULT_READ_LIMITS);
const rows = (result: ReadResult): string[][][] =>
  result.pages.map((page) => {
    const byY = new Map<number, string[]>();
    for (const item of page.items) byY.set(item.y, [...(byY.get(item.y) ?? []), item.text]);
    return [...byY.values()];
  });

describe('readXls on the fixtures', () => {
  it('reads fr-one-column.xls row by row, dates and titles in their own cells', () => {
    const result = read(readFileSync(join(FIXTURES, 'fr-one-column.xls')));
    const [sheet] = rows(result);
    expect(result.pages).toHaveLength(1);
    expect(sheet![0]).toEqual(['Camille DURAND']);
    expect(sheet).toContainEqual(['Sept. 2015 – déc. 2018', 'Cheffe de projet logistique — Transports Céladon, Mâcon']);
    expect(sheet).toContainEqual(['2011', 'Master 2 Logistique et achats internationaux — Université de Valmorel-sur-Saône']);
    // The no-break spaces before « : » and inside « » are kept as they are in the cell.
    expect(pagesToText(result.pages)).toContain('au cœur du métier, avec un objectif\u00a0: «\u00a0zéro rupture\u00a0».');
  });

  it('reads each sheet of fr-two-column-photo.xls on its own page, in workbook order, icon glyphs dropped', () => {
    const result = read(readFileSync(join(FIXTURES, 'fr-two-column-photo.xls')));
    expect(result.pages).toHaveLength(2);
    const [profile, career] = rows(result).map((sheet) => sheet.map((row) => row.join(' | ')));
    expect(profile!.slice(0, 4)).toEqual(['Inès BERTHELOT', 'Développeuse full-stack JavaScript / TypeScript', 'CONTACT', 'ines.berthelot@example.com']);
    expect(career![0]).toBe('PROFIL');
    expect(pagesToText(result.pages)).not.toMatch(/[\uE000-\uF8FF]/);
  });

  it('reads rich shared strings (en-resume.xls) without their formatting runs', () => {
    const text = pagesToText(read(readFileSync(join(FIXTURES, 'en-resume.xls'))).pages);
    expect(text.startsWith('London, United Kingdom · +44 7700 900123 · zoe.pemberton@example.com · LinkedIn · Portfolio\nZoë Pemberton')).toBe(true);
  });
});

describe('readXls constructs', () => {
  /** Three strings; the second is cut by a CONTINUE that switches it to UTF-16, the third has formatting runs. */
  const sst = [
    biff(0x00fc, Buffer.concat([Buffer.from([3, 0, 0, 0, 3, 0, 0, 0]), xlString('Développeuse'), Buffer.from([28, 0, 0]), Buffer.from('Ingénieure ', 'latin1')])),
    biff(0x003c, Buffer.concat([Buffer.from([1]), Buffer.from('logicielle — Lyon', 'utf16le'), Buffer.from([3, 0, 0x08, 1, 0]), Buffer.from('Zoë', 'latin1'), Buffer.alloc(4)])),
  ];

  it('reads shared strings across CONTINUE records, numbers, RK values and dates, rows sorted, left to right', () => {
    const result = read(
      xls(
        [
          {
            name: 'CV',
            cells: [
              [2, 1, { sst: 1 }],
              [2, 0, { rk: (2015 << 2) | 2 }],
              [0, 0, { sst: 0 }],
              [1, 0, 2020],
              [1, 2, 7.5],
              [1, 1, { rk: (1234 << 2) | 3 }],
              [3, 0, { date: 42248 }],
              [3, 1, { sst: 2 }],
              [4, 0, 0.1 + 0.2],
            ],
          },
          { name: 'Caché', hidden: true, cells: [[0, 0, 'secret']] },
          { name: 'Deux', cells: [[0, 0, 'Fin']] },
        ],
        { sst },
      ),
    );
    expect(rows(result)).toEqual([
      [['Développeuse'], ['2020', '12.34', '7.5'], ['2015', 'Ingénieure logicielle — Lyon'], ['2015-09-01', 'Zoë'], ['0.3']],
      [['Fin']],
    ]);
    expect(result.warnings).toEqual(['hidden sheet "Caché" not read']);
  });

  it('reads formula results: cached numbers and the STRING record after a string formula', () => {
    const head = (col: number): Buffer => Buffer.from([0, 0, col, 0, 0, 0]);
    const formula = (col: number, value: Buffer): Buffer => biff(0x0006, Buffer.concat([head(col), value, Buffer.alloc(6), Buffer.from([0, 0])]));
    const number = Buffer.alloc(8);
    number.writeDoubleLE(42);
    const stringResult = Buffer.from([0, 0, 0, 0, 0, 0, 0xff, 0xff]);
    // Globals with one BOUNDSHEET, then the sheet: two formulas and a STRING, MULRK, BOOLERR.
    const stream = Buffer.concat([
      biff(0x0809, [0, 6, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
      biff(0x0085, Buffer.concat([Buffer.from([0, 0, 0, 0, 0, 0]), xlString('F', 1)])),
      biff(0x000a, []),
    ]);
    const position = stream.length;
    stream.writeUInt32LE(position, 4 + 16 + 4);
    const sheet = Buffer.concat([
      biff(0x0809, [0, 6, 0x10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
      formula(0, number),
      formula(1, stringResult),
      biff(0x0207, xlString('Résultat')),
      biff(0x00bd, Buffer.from([1, 0, 0, 0, 0, 0, ...u32((3 << 2) | 2), 0, 0, ...u32((4 << 2) | 2), 1, 0])),
      biff(0x0205, Buffer.from([2, 0, 0, 0, 0, 0, 1, 0])),
      biff(0x000a, []),
    ]);
    expect(rows(read(ole({ Workbook: Buffer.concat([stream, sheet]) })))).toEqual([[['42', 'Résultat'], ['3', '4'], ['TRUE']]]);
  });

  it('accepts a BIFF5 workbook in a Book stream (8-bit Windows-1252 strings)', () => {
    const globals = Buffer.concat([biff(0x0809, [0, 5, 5, 0, 0, 0, 0, 0]), biff(0x0085, Buffer.from([0, 0, 0, 0, 0, 0, 2, 0x46, 0x31])), biff(0x000a, [])]);
    globals.writeUInt32LE(globals.length, 4 + 8 + 4);
    const sheet = Buffer.concat([biff(0x0809, [0, 5, 0x10, 0, 0, 0, 0, 0]), biff(0x0204, Buffer.from([0, 0, 0, 0, 0, 0, 8, 0, ...Buffer.from('Hélène ', 'latin1'), 0x80])), biff(0x000a, [])]);
    expect(pagesToText(read(ole({ Book: Buffer.concat([globals, sheet]) })).pages)).toBe('Hélène €');
  });

  it('answers DOCUMENT_UNREADABLE for an encrypted workbook (FILEPASS) and a stream that is not BIFF', () => {
    expect(documentError(() => read(xls([{ name: 'S', cells: [[0, 0, 'x']] }], { filepass: true }))).message).toMatch(/encrypted/);
    expect(documentError(() => read(ole({ Workbook: new Uint8Array(600) }))).code).toBe('DOCUMENT_UNREADABLE');
    expect(documentError(() => read(ole({ Other: new Uint8Array(600) }))).message).toMatch(/no Workbook/);
  });

  it('stops at the character limit instead of collecting millions of cells', () => {
    const cells = Array.from({ length: 3000 }, (_, i): [number, number, number] => [i, 0, 123456789 + i]);
    expect(documentError(() => readXls(xls([{ name: 'S', cells }]), { ...DEFAULT_READ_LIMITS, maxChars: 10_000 })).code).toBe('DOCUMENT_TOO_LARGE');
  });
});

describe('xls numbers', () => {
  it('prints integers without a decimal part and other numbers without binary noise', () => {
    expect([2020, -3, 7.5, 0.1 + 0.2, 1e21].map(formatNumber)).toEqual(['2020', '-3', '7.5', '0.3', '1e+21']);
    expect([rkValue((2015 << 2) | 2), rkValue((-5 << 2) | 2), rkValue((1234 << 2) | 3)]).toEqual([2015, -5, 12.34]);
    expect(rkValue(0x3ff00000)).toBe(1); // the high 30 bits of the double 1.0
  });
});

function u32(n: number): number[] {
  return [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
}
