import { describe, expect, it } from 'vitest';
import { pairColumnReadDates } from '../../../src/parsing/column-read-dates.js';
import type { ResumeLine } from '../../../src/parsing/resume-document.js';
import { fold } from '../../../src/text/fold.js';

/** Lines at y = 12 a line (font size 10); '' leaves a blank line (a gap). */
function lines(texts: string[]): ResumeLine[] {
  const out: ResumeLine[] = [];
  texts.forEach((text, row) => {
    if (text !== '') out.push({ index: out.length, text, folded: fold(text), page: 0, y: row * 12, x: 50, fontSize: 10, bold: false });
  });
  return out;
}

describe('pairColumnReadDates', () => {
  it('puts a date column read as one block back above its entries, in order', () => {
    const got = pairColumnReadDates(lines([
      'EXPÉRIENCE', '2021', '05.2021 –', "aujourd'hui", '', '2018', '03.2018 –', '04.2021', '',
      'Cuisinier', 'Restaurant Exemple, Lyon', 'Cuisine du marché', '', 'Commis de cuisine', 'Hôtel Exemple, Annecy', '', 'FORMATION',
    ]));
    expect(got.map((l) => l.text)).toEqual([
      'EXPÉRIENCE', "05.2021 – aujourd'hui", 'Cuisinier', 'Restaurant Exemple, Lyon', 'Cuisine du marché',
      '03.2018 – 04.2021', 'Commis de cuisine', 'Hôtel Exemple, Annecy', 'FORMATION',
    ]);
    expect(got.map((l) => l.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    // y still grows down the page, with a gap between the entries.
    expect(got.every((l, i) => i === 0 || l.y > got[i - 1]!.y)).toBe(true);
    expect(got[5]!.y - got[4]!.y).toBeGreaterThan(got[2]!.y - got[1]!.y);
  });

  it('leaves the lines as read when the counts or the closing do not agree', () => {
    const fewer = ['Work Experience', '2019 – 2023', '', '2016 – 2019', '', 'Analyst', 'Example Ltd', '', 'Skills'];
    expect(pairColumnReadDates(lines(fewer)).map((l) => l.text)).toEqual(fewer.filter((t) => t !== ''));
    const open = ['2019 – 2023', '', '2016 – 2019', '', 'Analyst', '', 'Clerk', '', 'Sales assistant'];
    expect(pairColumnReadDates(lines(open)).map((l) => l.text)).toEqual(open.filter((t) => t !== ''));
    const dated = ['2019 – 2023', '', '2016 – 2019', '', 'Analyst', '', 'Clerk 2015 – 2016', '', 'Skills'];
    expect(pairColumnReadDates(lines(dated)).map((l) => l.text)).toEqual(dated.filter((t) => t !== ''));
  });
});
