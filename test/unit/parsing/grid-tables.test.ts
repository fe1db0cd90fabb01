import { describe, expect, it } from 'vitest';
import { extractEducations } from '../../../src/parsing/extract-educations.js';
import { pairLabelRows } from '../../../src/parsing/label-row-forms.js';
import { parsingCatalogs } from '../../../src/parsing/parsing-catalogs.js';
import type { ResumeDocument, ResumeLine } from '../../../src/parsing/resume-document.js';
import { fold } from '../../../src/text/fold.js';

/** A line of cells [x, text] at y (a PDF line: the cells' positions are known). */
function row(y: number, cells: Array<[number, string]>, bold = false): ResumeLine {
  const text = cells.map(([, t]) => t).join('\t');
  return { index: 0, text, folded: fold(text), page: 0, y, x: cells[0]![0], fontSize: 10, bold, ...(cells.length > 1 ? { cells: cells.map(([x]) => x) } : {}) };
}

function educationDoc(lines: ResumeLine[]): ResumeDocument {
  const indexed = lines.map((l, index) => ({ ...l, index }));
  return { lines: indexed, sections: [{ kind: 'education', heading: 'EDUCATIONAL QUALIFICATION', lines: indexed }], text: indexed.map((l) => l.text).join('\n'), links: [], language: 'en', bodyFontSize: 10 };
}

describe('an education table read row by row with its cells wrapped', () => {
  const X = [50, 170, 300, 400, 460];
  const table = [
    row(100, [[X[0]!, 'Qualification'], [X[1]!, 'Institution'], [X[2]!, 'Board /'], [X[3]!, 'Year of'], [X[4]!, 'CGPA /']], true),
    row(112, [[X[2]!, 'University'], [X[3]!, 'Passing'], [X[4]!, '%']], true),
    row(130, [[X[0]!, 'B.E. (Computer Science and'], [X[1]!, 'Example College of'], [X[2]!, 'Example University'], [X[3]!, '2018'], [X[4]!, '8.42']]),
    row(142, [[X[0]!, 'Engineering)'], [X[1]!, 'Engineering, Exampletown'], [X[4]!, 'CGPA']]),
    row(162, [[X[0]!, 'HSC (Class XII)'], [X[1]!, 'Example Vidyalaya, Chennai'], [X[2]!, 'CBSE'], [X[3]!, '2014'], [X[4]!, '91.2 %']]),
    row(182, [[X[0]!, 'SSC (Class X)'], [X[1]!, 'Example Vidyalaya,'], [X[2]!, 'CBSE'], [X[3]!, '2012'], [X[4]!, '9.6']]),
    row(194, [[X[1]!, 'Chennai'], [X[4]!, 'CGPA']]),
  ];

  it('gives one degree a row, its wrapped cells joined, the school from its own column', () => {
    const got = extractEducations(educationDoc(table), parsingCatalogs(), new Date('2026-11-27')).value;
    expect(got.map((e) => [e.degree_title, e.school_name, e.end_date])).toEqual([
      ['B.E. (Computer Science and Engineering)', 'Example College of Engineering, Exampletown', '2018-12-31'],
      ['HSC (Class XII)', 'Example Vidyalaya, Chennai', '2014-12-31'],
      ['SSC (Class X)', 'Example Vidyalaya, Chennai', '2012-12-31'],
    ]);
  });

  it('reads a French table "Période | Diplôme | Établissement": grades out of the degree, a hyphenated town joined', () => {
    const Y = [50, 150, 420];
    const french = [
      row(100, [[Y[0]!, 'Période'], [Y[1]!, 'Diplôme'], [Y[2]!, 'Établissement']], true),
      row(118, [[Y[0]!, '2008 – 2011'], [Y[1]!, 'Bachelier en comptabilité'], [Y[2]!, 'Haute École Exemple, Louvain-la-']]),
      row(130, [[Y[1]!, 'Mention : grande distinction'], [Y[2]!, 'Neuve']]),
      row(150, [[Y[0]!, '2002 – 2008'], [Y[1]!, 'CESS, option sciences économiques'], [Y[2]!, 'Athénée royal Exemple, Wavre']]),
    ];
    const got = extractEducations(educationDoc(french), parsingCatalogs(), new Date('2026-11-27')).value;
    expect(got.map((e) => [e.degree_title, e.school_name, e.end_date])).toEqual([
      ['Bachelier en comptabilité', 'Haute École Exemple, Louvain-la-Neuve', '2011-12-31'],
      ['CESS, option sciences économiques', 'Athénée royal Exemple, Wavre', '2008-12-31'],
    ]);
  });

  it('puts back a table whose first column was read before the others, its degree and school one above the other in their cell', () => {
    const X = [60, 240, 400, 480];
    const split = [
      row(100, [[X[0]!, 'Qualification']], true),
      row(118, [[X[0]!, 'B.E. (Civil Engineering)']]),
      row(130, [[X[0]!, 'Example College of Engineering, Pune']]),
      row(152, [[X[0]!, 'H.S.C. (12th)']]),
      row(164, [[X[0]!, 'Example Junior College, Pune']]),
      row(100, [[X[1]!, 'University / Board'], [X[2]!, 'Year of Passing'], [X[3]!, 'Percentage']], true),
      row(124, [[X[1]!, 'Example University'], [X[2]!, '2021'], [X[3]!, '7.84 CGPA']]),
      row(158, [[X[1]!, 'Example State Board'], [X[2]!, '2017'], [X[3]!, '78.46 %']]),
    ];
    const got = extractEducations(educationDoc(split), parsingCatalogs(), new Date('2026-11-27')).value;
    expect(got.map((e) => [e.degree_title, e.school_name, e.end_date])).toEqual([
      ['B.E. (Civil Engineering)', 'Example College of Engineering', '2021-12-31'],
      ['H.S.C. (12th)', 'Example Junior College', '2017-12-31'],
    ]);
  });

  it('starts a new row over a page break once the row above has its year (cells set in the middle of their rows)', () => {
    const X = [50, 140, 300, 455, 505];
    const centred = [
      row(100, [[X[0]!, 'Course'], [X[1]!, 'Institution'], [X[2]!, 'Board / University'], [X[3]!, 'Year'], [X[4]!, 'Marks']], true),
      row(120, [[X[0]!, 'Intermediate'], [X[1]!, 'Exemple Junior College,']]),
      row(127, [[X[2]!, 'Board of Intermediate'], [X[3]!, '2016'], [X[4]!, '84.3%']]),
      row(134, [[X[0]!, '(MEC)'], [X[1]!, 'Exampletown']]),
      { ...row(44, [[X[1]!, 'Exemple High School,'], [X[2]!, 'Board of Secondary']]), page: 1 },
      { ...row(51, [[X[0]!, 'SSC'], [X[3]!, '2014'], [X[4]!, '9.2 GPA']]), page: 1 },
      { ...row(58, [[X[1]!, 'Exampletown'], [X[2]!, 'Education']]), page: 1 },
    ];
    const got = extractEducations(educationDoc(centred), parsingCatalogs(), new Date('2026-11-27')).value;
    expect(got.map((e) => [e.degree_title, e.school_name, e.end_date])).toEqual([
      ['Intermediate (MEC)', 'Exemple Junior College, Exampletown', '2016-12-31'],
      ['SSC', 'Exemple High School, Exampletown', '2014-12-31'],
    ]);
  });

  it('leaves a table whose years are elsewhere to the other readings', () => {
    const noYears = table.slice(0, 4).map((l, k) => (k < 2 ? l : { ...l, text: l.text.replace(/\t20\d\d/, ''), cells: l.cells?.filter((_, c) => c !== 3) }));
    const got = extractEducations(educationDoc(noYears), parsingCatalogs(), new Date('2026-11-27')).value;
    expect(got.some((e) => e.school_name === 'Example College of Engineering, Exampletown' && e.degree_title === 'B.E. (Computer Science and Engineering)')).toBe(false);
  });
});

describe('pairLabelRows', () => {
  it('writes a row of labels over their values as "Label : value" lines, wraps included', () => {
    const lines = [
      row(100, [[50, 'CELL'], [200, 'E-MAIL'], [380, 'ADDRESS']], true),
      row(111, [[50, '082 555 0100'], [200, 'ann@example.com'], [380, '1 Example Street,']]),
      row(122, [[380, 'Exampletown, 1201']]),
      row(140, [[50, 'DATE OF BIRTH'], [200, 'NATIONALITY'], [380, "DRIVER'S LICENCE"]], true),
      row(151, [[50, '03 November 1994'], [200, 'South African'], [380, 'Code 10 (C1)']]),
      row(175, [[50, 'PROFILE']], true),
    ].map((l, index) => ({ ...l, index }));
    expect(pairLabelRows(lines).map((l) => l.text)).toEqual([
      'CELL : 082 555 0100',
      'E-MAIL : ann@example.com',
      'ADDRESS : 1 Example Street, Exampletown, 1201',
      'DATE OF BIRTH : 03 November 1994',
      'NATIONALITY : South African',
      "DRIVER'S LICENCE : Code 10 (C1)",
      'PROFILE',
    ]);
  });

  it('pairs a Swiss particulars row whose last label is the residence permit', () => {
    const lines = [
      row(100, [[50, 'DATE DE NAISSANCE'], [200, 'NATIONALITÉ'], [380, 'PERMIS DE SÉJOUR']]),
      row(111, [[50, '23.06.1993'], [200, 'portugaise'], [380, 'Permis C (établissement)']]),
    ].map((l, index) => ({ ...l, index }));
    expect(pairLabelRows(lines).map((l) => l.text)).toEqual(['DATE DE NAISSANCE : 23.06.1993', 'NATIONALITÉ : portugaise', 'PERMIS DE SÉJOUR : Permis C (établissement)']);
  });

  it('leaves a row of other words, or labels without positions, as they are', () => {
    const words = [row(100, [[50, 'Java'], [200, 'Python']]), row(111, [[50, 'SQL'], [200, 'Go']])];
    expect(pairLabelRows(words)).toBe(words);
    const text = [{ ...row(100, [[50, 'Phone'], [200, 'E-mail']]), cells: undefined }, row(111, [[50, '01 23 45 67 89'], [200, 'ann@example.com']])];
    expect(pairLabelRows(text)).toBe(text);
  });
});
