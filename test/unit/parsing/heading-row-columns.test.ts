/**
 * Columns under a row of headings or of dates, read row by row by a text layer: each column read
 * down in turn.
 */
import { describe, expect, it } from 'vitest';
import { columnsUnderHeadingRows } from '../../../src/parsing/heading-row-columns.js';
import type { ResumeLine } from '../../../src/parsing/resume-document.js';
import { fold } from '../../../src/text/fold.js';

/** Lines from [text, x of each cell…]: cells a tab apart at those positions. */
const lines = (rows: Array<[string, ...number[]]>): ResumeLine[] =>
  rows.map(([text, ...xs], index) => ({ index, text, folded: fold(text), page: 0, x: xs[0]!, y: 100 + 12 * index, fontSize: 9, bold: false, ...(xs.length > 1 ? { cells: xs } : {}) }));

describe('columnsUnderHeadingRows', () => {
  it('reads two entries side by side under a row of their dates, each down its column, until the next heading', () => {
    const out = columnsUnderHeadingRows(
      lines([
        ['?\tOù ai-je travaillé ?', 41, 60],
        ["sept. 2021 – aujourd'hui\tjanv. 2019 – août 2021", 43, 220],
        ['Puéricultrice\tPuéricultrice (remplacements)', 43, 220],
        ['Crèche Exemple, Jambes\tMaison Exemple ASBL, Namur', 43, 220],
        ['Section des bébés', 53],
        ['sept. 2017 – déc. 2018\tétés 2014 – 2016', 43, 220],
        ['Accueillante extrascolaire\tAnimatrice de plaine', 43, 220],
        ['?\tQu’ai-je étudié ?', 41, 60],
        ['2017\tCertificat de qualification de puéricultrice', 41, 79],
      ]),
    );
    expect(out.map((l) => l.text)).toEqual([
      '?\tOù ai-je travaillé ?',
      "sept. 2021 – aujourd'hui",
      'Puéricultrice',
      'Crèche Exemple, Jambes',
      'Section des bébés',
      'janv. 2019 – août 2021',
      'Puéricultrice (remplacements)',
      'Maison Exemple ASBL, Namur',
      'sept. 2017 – déc. 2018',
      'Accueillante extrascolaire',
      'étés 2014 – 2016',
      'Animatrice de plaine',
      '?\tQu’ai-je étudié ?',
      '2017\tCertificat de qualification de puéricultrice',
    ]);
  });

  it('leaves a row of a date and its entry alone', () => {
    const rows = lines([['2019 – 2021\tVendeuse, Exemple SA', 43, 120], ['Accueil des clients', 120]]);
    expect(columnsUnderHeadingRows(rows).map((l) => l.text)).toEqual(['2019 – 2021\tVendeuse, Exemple SA', 'Accueil des clients']);
  });
});
