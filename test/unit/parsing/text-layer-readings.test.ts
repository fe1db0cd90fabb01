/**
 * Readings of what a PDF's text layer (pdftotext, and every text format made from its output)
 * does to a resume: small capitals cut, a table's From and To columns one cell a line, a dates
 * column read after its degrees, a grid of skills read column by column.
 */
import { describe, expect, it } from 'vitest';
import { readNextLine } from '../../../src/parsing/education-next-line.js';
import { extractEducations } from '../../../src/parsing/extract-educations.js';
import { extractLanguages } from '../../../src/parsing/extract-languages.js';
import { extractSkills } from '../../../src/parsing/extract-skills.js';
import { extractWorkExperiences } from '../../../src/parsing/extract-work-experiences.js';
import { listLines } from '../../../src/parsing/list-items.js';
import { parsingCatalogs } from '../../../src/parsing/parsing-catalogs.js';
import type { ResumeLine } from '../../../src/parsing/resume-document.js';
import { headingOf } from '../../../src/text/find-sections.js';
import { fold } from '../../../src/text/fold.js';
import { sectionDocument } from './entry-test-documents.js';
import { makeResumeDocument } from './make-resume-document.js';

const NOW = new Date('2026-11-27');

describe('headings a text layer cut', () => {
  it('reads a small-capitals heading whose first letters stand apart', () => {
    expect(headingOf('P rofessional Q ualifications & T raining')?.kind).toBe('certifications');
    expect(headingOf('E ducation')?.kind).toBe('education');
    expect(headingOf('K ey S kills')?.kind).toBe('skills');
    expect(headingOf('P age 1 of 2')).toBeNull();
    expect(headingOf('A bc D ef')).toBeNull();
  });

  it('reads the project headings of IT resumes as projects, not as an employer', () => {
    expect(headingOf('PROJECT DETAILS')?.kind).toBe('projects');
    expect(headingOf('Academic Projects')?.kind).toBe('projects');
    expect(headingOf('Projets personnels')?.kind).toBe('projects');
  });
});

describe("a table's From and To columns read one cell a line", () => {
  it('joins a date alone and the later date or "Till Date" under it into one range', () => {
    const doc = sectionDocument('experience', ['Example Analytics Pvt. Ltd., Chennai', 'Senior Data Engineer', 'Apr 2023', 'Till Date', 'Example Softech Pvt. Ltd., Pune', 'Data Engineer', 'Jul 2020', 'Mar 2023'], 'en');
    const got = extractWorkExperiences(doc, parsingCatalogs(), NOW).value;
    expect(got.map((e) => [e.start_date, e.end_date, e.currently_active])).toEqual([
      ['2023-04-01', null, true],
      ['2020-07-01', '2023-03-31', false],
    ]);
  });

  it('does not join two dates when the second is earlier (two entries dated by a year each)', () => {
    const doc = sectionDocument('experience', ['Barista, Example Café', '2021', 'Waiter, Example Bistro', '2019'], 'en');
    expect(extractWorkExperiences(doc, parsingCatalogs(), NOW).value.map((e) => e.start_date)).toEqual(['2021-01-01', '2019-01-01']);
  });
});

describe('education: a dates column read after its degrees', () => {
  it('puts the k dates at the end back on the k degree lines, in order', () => {
    const doc = sectionDocument('education', ['BSc (Hons) Quantity Surveying – First Class', 'University of Example, Bristol', 'A Levels – Mathematics (A), Geography (B)', 'Example High School, Cardiff', '2011 – 2015', '2011'], 'en');
    const got = extractEducations(doc, parsingCatalogs(), NOW).value;
    expect(got.map((e) => [e.degree_title, e.school_name, e.end_date])).toEqual([
      ['BSc (Hons) Quantity Surveying', 'University of Example', '2015-12-31'],
      ['A Levels', 'Example High School', '2011-12-31'],
    ]);
  });
});

describe('readNextLine', () => {
  it('takes the school before a separator when a detail with a colon follows it', () => {
    const ctx = { catalogs: parsingCatalogs(), lang: 'en' as const };
    expect(readNextLine('University of Example, Bristol · dissertation: "Early contractor involvement on school frameworks', 'school', ctx)).toBe('University of Example');
    expect(readNextLine('Dissertation: early contractor involvement', 'school', ctx)).toBeNull();
  });
});

describe('a list of capitalised items stacked closer than the others', () => {
  const at = (rows: Array<[number, string]>): ResumeLine[] => rows.map(([y, text], index) => ({ index, text, folded: fold(text), page: 0, x: 50, y, fontSize: 10, bold: false }));

  it('keeps each capitalised line an item of its own', () => {
    const lines = at([[100, 'Rooftop & ground-mount PV installation'], [111, 'String sizing & DC cabling'], [122, 'Team supervision'], [150, 'Hybrid inverter commissioning'], [178, 'Fault finding'], [206, 'Customer handover']]);
    expect(listLines(lines).map((l) => l.text)).toEqual(['Rooftop & ground-mount PV installation', 'String sizing & DC cabling', 'Team supervision', 'Hybrid inverter commissioning', 'Fault finding', 'Customer handover']);
  });

  it('still joins a line left unfinished', () => {
    const lines = at([[100, 'Stakeholder management and'], [111, 'Executive reporting'], [150, 'Budgeting'], [178, 'Forecasting'], [206, 'Payroll']]);
    expect(listLines(lines).map((l) => l.text)[0]).toBe('Stakeholder management and Executive reporting');
  });
});

describe('a skills label closed by its colon over a list of another separator', () => {
  it('labels the list under it ("Over 5000 lines:" / "C++ • Python • Embedded C")', () => {
    const at = (texts: string[]): ResumeLine[] => texts.map((text, index) => ({ index, text, folded: fold(text), page: 0, x: 50, y: 100 + 12 * index, fontSize: 10, bold: false }));
    expect(listLines(at(['Over 5000 lines:', 'C++ • Python • Embedded C', 'Familiar:', 'Verilog • SQL'])).map((l) => [l.label, l.text])).toEqual([
      ['Over 5000 lines', 'C++ • Python • Embedded C'],
      ['Familiar', 'Verilog • SQL'],
    ]);
  });
});

describe('an education table given one cell per line by a text layer', () => {
  it('reads a grade that opens with its figure, and puts a first cell read after the table back in its row', () => {
    const doc = sectionDocument('education', ['Examination', 'University / Board', 'Institute', 'Year', 'CGPA / %', 'NIT Exampletown', 'Example Institute of Technology, Exampletown', '2027', '8.91 / 10 (till 6th sem)',
      'Class XII (AISSCE)', 'CBSE', 'Kendriya Vidyalaya, Examplepur', '2023', '95.4%', 'B.Tech (ECE)'], 'en');
    expect(extractEducations(doc, parsingCatalogs(), NOW).value.map((e) => [e.degree_title, e.school_name, e.end_date])).toEqual([
      ['B.Tech (ECE)', 'Example Institute of Technology, Exampletown', '2027-12-31'],
      ['Class XII (AISSCE)', 'Kendriya Vidyalaya, Examplepur', '2023-12-31'],
    ]);
    expect(headingOf('Academic Details')?.kind).toBe('education');
  });
});

describe('languages read column by column outside their section', () => {
  it('pairs a language alone on its line with the level alone under it', () => {
    const doc = makeResumeDocument(['## Langues', 'stocks', '## Centres d’intérêt', 'Handball en club', 'Anglais', 'B1', 'Espagnol', 'A2', 'Photographie']);
    expect(extractLanguages(doc, parsingCatalogs()).value.map((l) => [l.language, l.level])).toEqual([
      ['Anglais', 'Limited Working Proficiency (B1)'],
      ['Espagnol', 'Advanced Basic Proficiency (A2)'],
    ]);
  });
});

describe('academic course lists', () => {
  it('are no certifications heading', () => {
    expect(headingOf('Relevant Courses')?.kind).toBe('other');
    expect(headingOf('COURSEWORK')?.kind).toBe('other');
    expect(headingOf('Short Courses')?.kind).toBe('certifications');
  });
});

describe('skills: lines that are no skill', () => {
  it('reads no list in an address beside the name ("Ann Exemple⇥Adresse : 1, rue Exemple, app. 12")', () => {
    const doc = makeResumeDocument(['Audrey Exemple\tAdresse : 3150, boulevard Exemple, app. 12', 'Technologue\tCellulaire : 819 555-0100', '## Profil', 'Technologue en radiodiagnostic.']);
    expect(extractSkills(doc, parsingCatalogs()).value.map((s) => s.skill_title)).toEqual([]);
  });

  it('leaves out a driving licence and a note on references listed among skills', () => {
    const doc = makeResumeDocument(['## Compétences', 'Gestion de crise et désescalade', 'Permis de conduire classe 5, voiture disponible', 'Références disponibles sur demande', 'Travail en équipe']);
    expect(extractSkills(doc, parsingCatalogs()).value.map((s) => s.skill_title)).toEqual(['Gestion de crise et désescalade', 'Travail en équipe']);
  });
});
