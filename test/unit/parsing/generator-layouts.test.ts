/**
 * Layouts that a generator writes the same way for everyone who uses it: a profile site's "Save to
 * PDF" export (employer over its total tenure, each role with its dates and place; school over
 * "Degree, Field · (years)") and the Europass CV of 2004–2012 (a label column: "Dates", "Fonction ou
 * poste occupé", "Nom et adresse de l'employeur"…), as a table and as plain text where the label
 * column comes out before its values. Invented people and companies.
 */
import { describe, expect, it } from 'vitest';
import { extractEducations } from '../../../src/parsing/extract-educations.js';
import { extractWorkExperiences } from '../../../src/parsing/extract-work-experiences.js';
import { parsingCatalogs } from '../../../src/parsing/parsing-catalogs.js';
import { splitHead } from '../../../src/parsing/entry-parts.js';
import { buildProfile } from '../../../src/parsing/build-profile.js';
import { sectionDocument } from './entry-test-documents.js';
import { makeResumeDocument } from './make-resume-document.js';

const NOW = new Date('2026-11-27T00:00:00Z');
const jobs = (doc: Parameters<typeof extractWorkExperiences>[0]) => extractWorkExperiences(doc, parsingCatalogs(), NOW).value.map((e) => [e.job_title, e.company_name, e.start_date]);
const degrees = (doc: Parameters<typeof extractEducations>[0]) => extractEducations(doc, parsingCatalogs(), NOW).value.map((e) => [e.degree_title, e.school_name, e.end_date]);

describe('a profile export', () => {
  it('reads an employer named "… Technologies" over its tenure as the employer of each role below it, not a skills heading', () => {
    const doc = makeResumeDocument([
      '# Jane Example',
      '## Experience',
      'Exemplar Medical Technologies',
      '6 years 3 months',
      'HR Officer',
      'February 2023 - Present (3 years 11 months)',
      'Limerick, County Limerick, Ireland',
      '• Generalist HR support to managers across two sites.',
      'HR Administrator',
      'October 2020 - January 2023 (2 years 4 months)',
      'Limerick, County Limerick, Ireland',
      '• Contracts, offer letters and employee files.',
      'Example City Recruitment',
      'Recruitment Consultant',
      'June 2018 - September 2020 (2 years 4 months)',
      'Limerick, Ireland',
    ]);
    expect(doc.sections.map((s) => s.kind)).toEqual(['header', 'experience']);
    expect(jobs(doc)).toEqual([
      ['HR Officer', 'Exemplar Medical Technologies', '2023-02-01'],
      ['HR Administrator', 'Exemplar Medical Technologies', '2020-10-01'],
      ['Recruitment Consultant', 'Example City Recruitment', '2018-06-01'],
    ]);
  });

  it('reads "Full-time · Town, Country" under an employer as its working time and place: the employer holds each role below it', () => {
    const doc = sectionDocument('experience', [
      'Example General Hospital',
      'Full-time · Galway, Ireland',
      'Clinical Nurse Manager 1 (CNM1) – Acute Medical Unit',
      'Mar 2022 – Present',
      'Lead the shift on a 30-bed unit with 45–60 admissions a day.',
      'Senior Staff Nurse – Acute Medical Unit',
      'Jan 2019 – Feb 2022',
      'Took charge of the unit on night duty.',
      'Example Foundation Trust',
      'Part-time · London, United Kingdom',
      'Staff Nurse (Band 5)',
      'Oct 2013 – Aug 2015',
      'Completed the preceptorship programme.',
    ], 'en');
    expect(jobs(doc)).toEqual([
      ['Clinical Nurse Manager 1 (CNM1)', 'Example General Hospital', '2022-03-01'],
      ['Senior Staff Nurse', 'Example General Hospital', '2019-01-01'],
      ['Staff Nurse (Band 5)', 'Example Foundation Trust', '2013-10-01'],
    ]);
  });

  it('leaves out a logo\'s initials printed beside the employer ("EGH" by "Example General Hospital")', () => {
    const doc = sectionDocument('experience', [
      { text: 'Example General Hospital', bold: true },
      { text: 'EGH', bold: true },
      'Full-time · Galway, Ireland',
      { text: 'Staff Nurse – Medical Unit', bold: true },
      'Sep 2015 – Dec 2018',
      'Delivered holistic nursing care to 8–10 patients per shift.',
      { text: 'EC', bold: true },
      { text: 'Example Care Home', bold: true },
      'Part-time · Cork, Ireland',
      { text: 'Healthcare Assistant', bold: true },
      'Jun 2010 – Aug 2013',
    ], 'en');
    expect(jobs(doc)).toEqual([
      ['Staff Nurse', 'Example General Hospital', '2015-09-01'],
      ['Healthcare Assistant', 'Example Care Home', '2010-06-01'],
    ]);
  });

  it('keeps a bullet\'s wrapped tail closing on a year and a full stop out of the next role\'s head', () => {
    const doc = sectionDocument('experience', [
      'Exemplar Foods Ltd',
      '4 years',
      { text: 'Payroll Officer', bold: true },
      'March 2021 - Present (4 years)',
      '• Updated the handbook in line with the Work',
      'Life Balance and Miscellaneous Provisions Act 2023.',
      { text: 'Payroll Assistant', bold: true },
      'January 2020 - February 2021 (1 year 2 months)',
    ], 'en');
    expect(jobs(doc)).toEqual([
      ['Payroll Officer', 'Exemplar Foods Ltd', '2021-03-01'],
      ['Payroll Assistant', 'Exemplar Foods Ltd', '2020-01-01'],
    ]);
  });

  it('ends the sidebar\'s last list at the name line that opens the main column', () => {
    const doc = makeResumeDocument([
      '## Contact',
      'jane.example@example.com',
      '## Certifications',
      'Mental Health First Aid',
      'Employment Law in Practice',
      'Jane Example',
      'HR Officer | Assoc CIPD | Employee Relations',
      'Limerick, Ireland',
      '## Summary',
      'HR officer with eight years of generalist work.',
    ]);
    const profile = buildProfile(doc, parsingCatalogs(), NOW);
    expect(profile.certifications).toEqual(['Mental Health First Aid', 'Employment Law in Practice']);
    expect(profile.info_candidate.full_name).toBe('Jane Example');
  });

  it('reads "Town, County X, Country" as a place only', () => {
    const head = splitHead([{ text: 'Limerick, County Limerick, Ireland', bold: false, onDatesLine: false }], parsingCatalogs(), 'en');
    expect(head.parts).toEqual([]);
    expect(head.place?.place.countryCode).toBe('IE');
    // A name before a town and its province is an employer, not part of an address.
    const employer = splitHead([{ text: 'Example Outdoor Supply, Ottawa, Ontario', bold: false, onDatesLine: false }], parsingCatalogs(), 'en');
    expect(employer.parts.map((p) => p.text)).toEqual(['Example Outdoor Supply']);
  });

  it('reads the school above "Degree, Field · (years)"', () => {
    const doc = sectionDocument('education', [
      'University of Example',
      'Bachelor of Business Studies (BBS), Human Resource Management · (2014 - 2018)',
      'Example Community College, Ennis',
      'Leaving Certificate · (2008 - 2014)',
    ], 'en');
    expect(degrees(doc)).toEqual([
      ['Bachelor of Business Studies (BBS)', 'University of Example', '2018-12-31'],
      ['Leaving Certificate', 'Example Community College', '2014-12-31'],
    ]);
  });
});

describe('Europass (2004–2012)', () => {
  it('reads its labelled rows: the role, the employer without its street address', () => {
    const doc = sectionDocument('experience', [
      'Dates\tDepuis avril 2018',
      "Fonction ou poste occupé\tChef d'équipe logistique",
      "Principales activités et responsabilités\tEncadrement d'une équipe de 9 logisticiens (planification des horaires,",
      'absences, entretiens annuels)',
      "Nom et adresse de l'employeur\tExemple Logistique SA, Rue des Ateliers 8, 1964 Conthey",
      "Type ou secteur d'activité\tLogistique contractuelle",
      'Dates\tSeptembre 2013 – mars 2018',
      'Fonction ou poste occupé\tLogisticien',
      "Nom et adresse de l'employeur\tExemple Distribution SA, 1920 Martigny",
      "Type ou secteur d'activité\tCommerce de gros",
    ]);
    expect(jobs(doc)).toEqual([
      ["Chef d'équipe logistique", 'Exemple Logistique SA', '2018-04-01'],
      ['Logisticien', 'Exemple Distribution SA', '2013-09-01'],
    ]);
  });

  it('reads it as plain text, its label column first, the values in the template order', () => {
    const doc = sectionDocument('experience', [
      'Dates',
      'Fonction ou poste occupé',
      'Principales activités et responsabilités',
      "Nom et adresse de l'employeur",
      "Type ou secteur d'activité",
      'Dates',
      'Fonction ou poste occupé',
      "Nom et adresse de l'employeur",
      'Depuis avril 2018',
      "Chef d'équipe logistique",
      "Encadrement d'une équipe de 9 logisticiens",
      'Exemple Logistique SA, Rue des Ateliers 8, 1964 Conthey',
      'Logistique contractuelle',
      'Septembre 2013 – mars 2018',
      'Logisticien',
      'Préparation de commandes par radiofréquence',
      'Exemple Distribution SA, 1920 Martigny',
      'Commerce de gros',
    ]);
    expect(jobs(doc)).toEqual([
      ["Chef d'équipe logistique", 'Exemple Logistique SA', '2018-04-01'],
      ['Logisticien', 'Exemple Distribution SA', '2013-09-01'],
    ]);
  });

  it('reads its education as plain text, a long label wrapped in its column', () => {
    const doc = sectionDocument('education', [
      'Dates',
      'Intitulé du certificat ou diplôme délivré',
      "Nom et type de l'établissement",
      "d'enseignement",
      'Dates',
      'Intitulé du certificat ou diplôme délivré',
      "Nom et type de l'établissement",
      "d'enseignement",
      '2020 – 2021',
      'Brevet fédéral de spécialiste en logistique',
      'Exemple – Association pour la formation en logistique, Lausanne',
      '2006 – 2009',
      'Certificat fédéral de capacité (CFC) de logisticien',
      'École professionnelle technique et des métiers (EPTM), Sion',
    ]);
    expect(degrees(doc)).toEqual([
      ['Brevet fédéral de spécialiste en logistique', 'Exemple – Association pour la formation en logistique, Lausanne', '2021-12-31'],
      ['Certificat fédéral de capacité (CFC) de logisticien', 'École professionnelle technique et des métiers (EPTM), Sion', '2009-12-31'],
    ]);
  });

  it('keeps a Swiss vocational diploma among the degrees, not the certificates', () => {
    const doc = sectionDocument('education', ['2006 – 2009\tCertificat fédéral de capacité (CFC) de logisticien', 'École professionnelle Exemple, Sion']);
    expect(degrees(doc).map((d) => d[0])).toEqual(['Certificat fédéral de capacité (CFC) de logisticien']);
  });

  it('keeps a one-off table header (labels once) to the table readers', () => {
    const doc = sectionDocument('education', ['Degree', 'Institute', 'Year', 'B.E. (Mechanical)', 'Example College of Engineering', '2021'], 'en');
    expect(degrees(doc)[0]?.[0]).toBe('B.E. (Mechanical)');
  });
});
