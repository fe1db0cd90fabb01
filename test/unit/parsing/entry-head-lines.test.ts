/** Head lines of entries as student, co-op and NHS resumes write them (hand-written lines, invented names). */
import { describe, expect, it } from 'vitest';
import { extractEducations } from '../../../src/parsing/extract-educations.js';
import { extractWorkExperiences } from '../../../src/parsing/extract-work-experiences.js';
import { parsingCatalogs } from '../../../src/parsing/parsing-catalogs.js';
import { findDateRanges } from '../../../src/text/dates.js';
import { sectionDocument } from './entry-test-documents.js';

const NOW = new Date('2026-11-27');
const jobs = (specs: Parameters<typeof sectionDocument>[1]) =>
  extractWorkExperiences(sectionDocument('experience', specs, 'en'), parsingCatalogs(), NOW).value.map((e) => [e.job_title, e.company_name, e.start_date, e.end_date]);
const degrees = (specs: Parameters<typeof sectionDocument>[1]) =>
  extractEducations(sectionDocument('education', specs, 'en'), parsingCatalogs(), NOW).value.map((e) => [e.degree_title, e.school_name, e.end_date]);

describe('experience heads', () => {
  it('reads "EMPLOYER IN CAPITALS | Title Co-op": the capitals name the employer, "Co-op" is no company', () => {
    expect(jobs(['NORTHWIND EXAMPLE ROBOTICS | Controls Software Co-op', 'SEPT 2026 – PRESENT | KITCHENER, ON', 'Wrote motion-control nodes in C++.'])).toEqual([
      ['Controls Software Co-op', 'NORTHWIND EXAMPLE ROBOTICS', '2026-09-01', null],
    ]);
  });

  it('reads no employer from a "reason for leaving" cell ("Currently" / "employed")', () => {
    expect(jobs(['Payroll Administrator', '2021/02 – Present', 'Currently', 'employed'])).toEqual([['Payroll Administrator', null, '2021-02-01', null]]);
  });

  it('takes a role word as the head noun over an organisation word before it ("Bank Staff Nurse")', () => {
    expect(jobs(['Example Healthcare Bank, Exampleshire — Bank Staff Nurse (Mental Health)', '11/2019 – 06/2021'])).toEqual([
      ['Bank Staff Nurse (Mental Health)', 'Example Healthcare Bank', '2019-11-01', '2021-06-30'],
    ]);
  });

  it('reads a short French title by its head noun, first ("Chef d’atelier adjoint – service après-vente")', () => {
    const got = jobs(['Manufacture Exemple SA, Le Locle\tdès 04.2019', 'Chef d’atelier adjoint – service après-vente complications\t01.2022 – aujourd’hui', 'Coordination d’une équipe de 9 horlogers']);
    expect(got.map((j) => j.slice(0, 2))).toContainEqual(['Chef d’atelier adjoint', 'Manufacture Exemple SA']);
  });

  it('takes the bold employer over its description lines when every bold line heads a dated role', () => {
    const got = jobs([
      { text: 'Château Exemple-Lamartine', bold: true }, 'Saint-Émilion (33) – grand cru classé, 28 ha, 9 salariés', 'permanents', 'Chef de culture · de mars 2019 à ce jour', 'Définition de l’itinéraire technique.',
      { text: 'Chambre d’agriculture de Exemple', bold: true }, 'Service vigne et vin, Blanquefort (33)', 'Technicienne d’expérimentation viticole (CDD 18 mois) ·', '09/2013 – 03/2015',
    ]);
    expect(got.map((j) => j.slice(0, 2))).toEqual([
      ['Chef de culture', 'Château Exemple-Lamartine'],
      ['Technicienne d’expérimentation viticole (CDD 18 mois)', 'Chambre d’agriculture de Exemple'],
    ]);
  });

  it('dates the head line above and keeps the words after the dates as description', () => {
    const got = extractWorkExperiences(
      sectionDocument('experience', ['Example Partnership NHS Foundation Trust, Leeds — Charge Nurse (Band 6)', '04/2023 – PRESENT\t·\tLARCH WARD, 22-BED ADULT ACUTE INPATIENT', 'Lead shifts of up to 9 staff.'], 'en'),
      parsingCatalogs(),
      NOW,
    ).value;
    expect(got.map((e) => [e.job_title, e.company_name, e.start_date, e.currently_active])).toEqual([['Charge Nurse (Band 6)', 'Example Partnership NHS Foundation Trust', '2023-04-01', true]]);
    expect(got[0]!.description).toContain('LARCH WARD');
  });
});

describe('a dates column', () => {
  it('dates a summer job by its season after jobs dated by ranges', () => {
    const got = extractWorkExperiences(
      sectionDocument('experience', ['03/2018 – 08/2021\tBoulanger-pâtissier – Maison Exemple, Amboise (37)', 'Fabrication des pains et viennoiseries', 'Été 2012\tEmployé polyvalent – Supermarché Exemple, Blois (41)'], 'fr'),
      parsingCatalogs(),
      NOW,
    ).value;
    expect(got.map((e) => [e.job_title, e.start_date])).toEqual([
      ['Boulanger-pâtissier', '2018-03-01'],
      ['Employé polyvalent', '2012-06-01'],
    ]);
  });
});

describe('dates of student resumes', () => {
  it('reads "Fall 2023 – Winter 2024" as a range', () => {
    expect(findDateRanges('fall 2023 - winter 2024').map((r) => [r.start, r.end])).toEqual([[{ year: 2023, month: 9 }, { year: 2024, month: 1 }]]);
  });

  it("reads a year written with an apostrophe and two digits (\"Dec'25 – Jan'26\", \"Mar ’19 – present\")", () => {
    expect(findDateRanges("dec'25 – jan'26").map((r) => [r.start, r.end])).toEqual([[{ year: 2025, month: 12 }, { year: 2026, month: 1 }]]);
    expect(findDateRanges('mar ’19 - present').map((r) => [r.start, r.end])).toEqual([[{ year: 2019, month: 3 }, null]]);
    expect(findDateRanges("rock'n'roll 45")).toEqual([]);
  });
});

describe('education heads stacked over the dates', () => {
  it('takes the school and the degree above a line that names neither', () => {
    expect(degrees([{ text: 'University of Example', bold: true }, 'BASc in Mechatronics Engineering', 'Co-operative Program, Option in AI', 'Expected April 2027 | Exampletown, ON', 'Cumulative Average: 86.4%'])).toEqual([
      ['BASc in Mechatronics Engineering', 'University of Example', '2027-04-30'],
    ]);
  });

  it('does not take a school above a grade: the grade closes the entry above', () => {
    expect(degrees(['Bachelor of Business Administration (Honours)', '2011 – 2015', 'Example University of Singapore', 'Second Class Upper Honours · Dean’s List', "GCE 'A' Level", '2010', 'Example Institution'])).toEqual([
      ['Bachelor of Business Administration (Honours)', 'Example University of Singapore', '2015-12-31'],
      ["GCE 'A' Level", 'Example Institution', '2010-12-31'],
    ]);
  });

  it('keeps a remark after the dates out of the degree ("2011 – 2013 · ALSO 10 GCSES …"), and reads PGCert as a degree', () => {
    expect(degrees(['University of Example — PGCert Cognitive Behavioural Interventions', '2021 – 2022\t·\tPART-TIME, TRUST-FUNDED',
      'Example High School, Exampleton — A Levels: Psychology (B), Biology (C)', '2011 – 2013\t·\tALSO 10 GCSES GRADES A*–C INCL. ENGLISH AND MATHS'])).toEqual([
      ['PGCert Cognitive Behavioural Interventions', 'University of Example', '2022-12-31'],
      ['A Levels: Psychology (B), Biology (C)', 'Example High School', '2013-12-31'],
    ]);
  });

  it('joins a school name wrapped before its head noun, and reads "… School Diploma" as the degree', () => {
    expect(degrees([{ text: 'Example Heights Secondary', bold: true }, { text: 'School', bold: true }, 'Ontario Secondary School Diploma', 'June 2022 | Exampletown, ON', 'Ontario Scholar'])).toEqual([
      ['Ontario Secondary School Diploma', 'Example Heights Secondary School', '2022-06-30'],
    ]);
  });
});

describe('heads with their dates labelled or followed by a sentence', () => {
  it('reads no employer from the label of the dates line ("Dates: September 2005 – July 2008")', () => {
    expect(jobs([{ text: 'Retail Assistant – Example Stores, Leeds White Rose', bold: true }, 'Dates: September 2005 – July 2008', 'Serving customers on the tills.'])).toEqual([
      ['Retail Assistant', 'Example Stores', '2005-09-01', '2008-07-31'],
    ]);
  });

  it('reads "Title, Company, Town – dates. A sentence …" as a head and its description', () => {
    expect(jobs([
      'Summer Intern, Public Works Department (PWD), Pune Division – June 2020 to July 2020 (6',
      'weeks). Studied construction of bituminous road and quality tests on aggregates.',
      'Site Trainee, Example Constructions, Nashik – December 2019 to January 2020. Observed foundation',
      'and column casting of a commercial complex.',
    ])).toEqual([
      ['Summer Intern', 'Public Works Department (PWD)', '2020-06-01', '2020-07-31'],
      ['Site Trainee', 'Example Constructions', '2019-12-01', '2020-01-31'],
    ]);
  });

  it('keeps a company named like a town abroad before the town of the line ("Manor · Genève")', () => {
    expect(jobs([{ text: 'Vendeuse auxiliaire', bold: true }, 'Manor · Genève · 2014 – 2017'])).toEqual([['Vendeuse auxiliaire', 'Manor', '2014-01-01', '2017-12-31']]);
  });

  it('reads the last word of a sentence wrapped after "et" as the sentence\'s, not the next entry\'s employer ("PME")', () => {
    const got = jobs([
      'Agent de soutien technique\t2019 – 2022', 'Exemple Support inc., Lévis (Québec)',
      "Centre d'appels : dépannage Internet, courriel et imprimantes pour une clientèle résidentielle et", 'PME',
      'Technicien stagiaire\tFévrier à avril 2019', 'Stage de fin d’études – Service informatique, Ville de Lévis',
    ]);
    expect(got.map((j) => j[1])).not.toContain('PME');
  });
});

describe('trade nouns as roles', () => {
  it.each([
    ['Kitchen Porter – Exemple Hotel, Galway\t2019 – 2021', 'Kitchen Porter', 'Exemple Hotel'],
    ['Boulanger – Maison Exemple, Lyon\t2018 – 2020', 'Boulanger', 'Maison Exemple'],
    ['Finance Intern – Exemple Co-Operative Society, Mitchelstown\t2023', 'Finance Intern', 'Exemple Co-Operative Society'],
  ])('%s', (line, title, company) => {
    expect(jobs([line]).map((j) => j.slice(0, 2))).toEqual([[title, company]]);
  });
});
