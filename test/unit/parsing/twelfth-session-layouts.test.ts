/**
 * Layouts of ordinary resumes met in the 12th session, each pinned on invented lines: particulars
 * forms read column by column (a gap between the labels and their values, an address on two lines,
 * an entry's labels whose description runs on), a Singapore name in its Chinese order with a Western
 * given name, a form row that is no headline, courses listed under "Cours", two-column key skills
 * wrapped in both columns, a table cell wrapped under a heading's word, renewal dates after a
 * certificate, employment terms after a title, a degree's fields listed after a comma, a length
 * under an entry's dates, a contract label before the employer, a lone month dating an entry where
 * every entry's dates stand alone.
 */
import { describe, expect, it } from 'vitest';
import { pairColumnReadForms } from '../../../src/parsing/column-read-forms.js';
import { extractCertifications } from '../../../src/parsing/extract-lists.js';
import { extractEducations } from '../../../src/parsing/extract-educations.js';
import { extractLocation } from '../../../src/parsing/extract-location.js';
import { extractJobTitle } from '../../../src/parsing/extract-job-title.js';
import { extractName } from '../../../src/parsing/extract-name.js';
import { extractSkills } from '../../../src/parsing/extract-skills.js';
import { extractWorkExperiences } from '../../../src/parsing/extract-work-experiences.js';
import { separateInterleavedColumns } from '../../../src/parsing/interleaved-columns.js';
import { groupLinesIntoSections } from '../../../src/parsing/group-lines-into-sections.js';
import { parsingCatalogs } from '../../../src/parsing/parsing-catalogs.js';
import type { ResumeDocument, ResumeLine } from '../../../src/parsing/resume-document.js';
import { headingOf } from '../../../src/text/find-sections.js';
import { fold } from '../../../src/text/fold.js';
import { sectionDocument } from './entry-test-documents.js';
import { makeResumeDocument } from './make-resume-document.js';

const NOW = new Date('2026-11-28T00:00:00Z');
const cats = () => parsingCatalogs();
const jobs = (doc: ResumeDocument) => extractWorkExperiences(doc, cats(), NOW).value.map((e) => [e.job_title, e.company_name, e.start_date, e.end_date]);

/** Lines at y = 13 a line; '' leaves a blank line (a gap), as a text file's paragraphs do. */
function textLines(texts: string[]): ResumeLine[] {
  const out: ResumeLine[] = [];
  texts.forEach((text, row) => {
    if (text !== '') out.push({ index: out.length, text, folded: fold(text), page: 0, y: row * 13, x: 50, fontSize: 10, bold: false });
  });
  return out;
}

describe('particulars forms read column by column', () => {
  it('ends the labels where a gap parts them from their values, however short the values', () => {
    const got = pairColumnReadForms(textLines(['PERSONAL DETAILS', 'Surname', 'First Names', 'Date of Birth', 'Other Languages', 'Marital Status', '', 'Example', 'Ann Mary', '12 May 1991', 'English, Sepedi', 'Married', '', 'CONTACT DETAILS']));
    expect(got.map((l) => l.text)).toEqual(['PERSONAL DETAILS', 'Surname : Example', 'First Names : Ann Mary', 'Date of Birth : 12 May 1991', 'Other Languages : English, Sepedi', 'Marital Status : Married', 'CONTACT DETAILS']);
  });

  it('gives an address its two lines when the values outnumber the labels by one', () => {
    const got = pairColumnReadForms(textLines(['Données personnelles', 'Nom', 'Prénom', 'Adresse', 'Téléphone', '', 'Exemple', 'Ann', 'Rue de l’Exemple 28', '1630 Bulle', '079 000 00 00', '', 'Objectif']));
    expect(got.map((l) => l.text)).toEqual(['Données personnelles', 'Nom : Exemple', 'Prénom : Ann', 'Adresse : Rue de l’Exemple 28, 1630 Bulle', 'Téléphone : 079 000 00 00', 'Objectif']);
  });

  it('without a gap (a spreadsheet\'s rows), reads the first short values as values, not more labels', () => {
    const got = pairColumnReadForms(textLines(['Données personnelles', 'Nom', 'Prénom', 'Adresse', 'Téléphone', 'Exemple', 'Ann', 'Rue de l’Exemple 28', '1630 Bulle', '079 000 00 00', 'Objectif professionnel', 'Logisticienne avec neuf ans d’expérience en entrepôt.']));
    expect(got.map((l) => l.text).slice(0, 5)).toEqual(['Données personnelles', 'Nom : Exemple', 'Prénom : Ann', 'Adresse : Rue de l’Exemple 28, 1630 Bulle', 'Téléphone : 079 000 00 00']);
  });

  it('pairs a label of six words ("Date et lieu de naissance :")', () => {
    const got = pairColumnReadForms(textLines(['Date et lieu de naissance :', 'Nationalité :', 'GSM :', '', '05/03/1996 à Fès', 'Marocaine', '+212 6 00 00 00 00', '', 'FORMATION']));
    expect(got.map((l) => l.text)).toEqual(['Date et lieu de naissance : 05/03/1996 à Fès', 'Nationalité : Marocaine', 'GSM : +212 6 00 00 00 00', 'FORMATION']);
  });

  it('pairs an entry\'s labels with their values when the description\'s value runs on', () => {
    const got = pairColumnReadForms(textLines(['Company:', 'Position:', 'Period:', 'Duties:', '', 'Example Security (Pty) Ltd', 'Control Room Operator', 'March 2021 – Present', '', 'Monitoring cameras for 14 sites.', 'Dispatching response vehicles.']));
    expect(got.map((l) => l.text)).toEqual(['Company: Example Security (Pty) Ltd', 'Position: Control Room Operator', 'Period: March 2021 – Present', 'Duties:', 'Monitoring cameras for 14 sites.', 'Dispatching response vehicles.']);
  });

  it('reads no headline beside a name found in a page\'s running footer ("Ann Exemple – Curriculum Vitae⇥Page 1/2")', () => {
    const doc = makeResumeDocument(['Curriculum Vitae', '## Données personnelles', 'Nom\tExemple', 'Prénom\tAnn', 'Ann Exemple – Curriculum Vitae\tPage 1/2', 'Gruyère Exemple SA, Bulle', 'Cheffe d’équipe réception']);
    expect(extractJobTitle(doc, cats().names).value).toBeNull();
  });

  it('takes no form row for a headline ("Prénom : Ann" under "Nom : Exemple")', () => {
    const doc = makeResumeDocument(['Curriculum Vitae', '## Données personnelles', 'Nom : Exemple', 'Prénom : Ann', 'Adresse : Rue de l’Exemple 28, 1630 Bulle']);
    expect(extractJobTitle(doc, cats().names).value).not.toBe('Prénom : Ann');
  });
});

describe('addresses', () => {
  it('keeps the postcode written after the county ("Ossett, West Yorkshire, WF5 9HD")', () => {
    const doc = makeResumeDocument(['# Ann Example', '38 Kingsway, Ossett, West Yorkshire, WF5 9HD', 'Mobile: 07700 900418']);
    const got = extractLocation(doc, cats()).value;
    expect([got.city, got.postal_code, got.country_code]).toEqual(['Ossett', 'WF5 9HD', 'GB']);
  });
});

describe('names', () => {
  it('reads "LIM JIA HUI, RACHEL" as Rachel (and her Chinese given name) of the Lim family', () => {
    const got = extractName(makeResumeDocument(['# TAN WEI LING, RACHEL', 'Staff Nurse', 'rachel.tan@example.com']), cats().names).value;
    expect(got.last_name?.toLowerCase()).toBe('tan');
    expect(got.first_name?.toLowerCase().split(' ')).toContain('rachel');
  });

  it('counts given names run together in the e-mail as one of its words ("EXAMPLE SAI KIRAN", saikiran.example)', () => {
    const got = extractName(makeResumeDocument(['+91-79950 00000', 'saikiran.pothuri@example.com', 'P OTHURI SAI KIRAN', 'Software Test Engineer']), cats().names).value;
    expect(got.full_name).toBe('POTHURI SAI KIRAN');
  });

  it('drops a short word in lower case after a name in capitals (an OCR misread post-nominal), and no "… State" is a name', () => {
    const got = extractName(makeResumeDocument(['Lagos State', 'ann.bakare@example.com', 'ANN BAKARE nca', 'Chartered Accountant']), cats().names).value;
    expect([got.first_name, got.last_name]).toEqual(['ANN', 'BAKARE']);
  });

  it('keeps a listed family name before the comma whole ("GARCIA LOPEZ, Maria")', () => {
    const got = extractName(makeResumeDocument(['# GARCIA LOPEZ, Maria', 'Accountant', 'maria.garcia@example.com']), cats().names).value;
    expect(got.first_name).toBe('Maria');
    expect(got.last_name).toBe('GARCIA LOPEZ');
  });
});

describe('sections and lists', () => {
  it('reads "Cours" as a list of courses, each bold title an item over its provider and date', () => {
    expect(headingOf('Cours')?.kind).toBe('certifications');
    const lines: ResumeLine[] = [
      { text: 'Ann Exemple', fontSize: 20, bold: true },
      { text: 'Cours', fontSize: 13, bold: true },
      { text: 'Winbooks – utilisateur avancé', fontSize: 11, bold: true },
      { text: 'Winbooks Academy — Liège\tmars 2018', fontSize: 10, bold: false },
      { text: 'Excel avancé – tableaux croisés dynamiques', fontSize: 11, bold: true },
      { text: 'Forem Formation — Liège\tavr. 2016', fontSize: 10, bold: false },
      { text: 'Langues', fontSize: 13, bold: true },
      { text: 'Français : langue maternelle', fontSize: 10, bold: false },
    ].map((l, index) => ({ index, text: l.text, folded: fold(l.text), page: 0, x: 50, y: 50 + 16 * index, fontSize: l.fontSize, bold: l.bold }));
    const sections = groupLinesIntoSections(lines, 10);
    expect(sections.map((s) => s.kind)).toEqual(['header', 'certifications', 'languages']);
    const doc: ResumeDocument = { lines, sections, text: lines.map((l) => l.text).join('\n'), links: [], language: 'fr', bodyFontSize: 10 };
    expect(extractCertifications(doc).value).toEqual(['Winbooks – utilisateur avancé', 'Excel avancé – tableaux croisés dynamiques']);
  });

  it('reads a heading\'s word under an inner cell of the row above as that cell wrapped', () => {
    const cells = (y: number, texts: Array<[number, string]>): ResumeLine => {
      const text = texts.map(([, t]) => t).join('\t');
      return { index: 0, text, folded: fold(text), page: 0, y, x: texts[0]![0], fontSize: 10, bold: false, ...(texts.length > 1 ? { cells: texts.map(([x]) => x) } : {}) };
    };
    const lines = [
      { ...cells(40, [[50, 'Ann Exemple']]), fontSize: 20, bold: true },
      { ...cells(70, [[50, 'CERTIFICATIONS']]), fontSize: 13, bold: true },
      cells(90, [[50, 'Preceptorship Programme'], [220, 'Example General Hospital Nursing'], [420, 'Oct 2021']]),
      cells(102, [[220, 'Education']]),
      cells(118, [[50, 'Basic ECG Interpretation Workshop'], [220, 'Example Heart Foundation'], [420, '2018']]),
    ].map((l, index) => ({ ...l, index }));
    expect(groupLinesIntoSections(lines, 10).map((s) => s.kind)).toEqual(['header', 'certifications']);
  });

  it('reads key skills set in two columns, wrapped in both, one column after the other', () => {
    const doc = makeResumeDocument([
      '## Key Skills',
      'One-to-one support for pupils with\tPositive behaviour support',
      'EHCPs\t(Team Teach)',
      'Delivering interventions (Read Write Inc.,\tPersonal care and medical needs (epilepsy,',
      'Numicon)\tEpiPen)',
      'Makaton and PECS communication\tRecording progress on CPOMS',
    ]);
    expect(extractSkills(doc, cats()).value.map((s) => s.skill_title)).toEqual([
      'One-to-one support for pupils with EHCPs',
      'Delivering interventions (Read Write Inc., Numicon)',
      'Makaton and PECS communication',
      'Positive behaviour support (Team Teach)',
      'Personal care and medical needs (epilepsy, EpiPen)',
      'Recording progress on CPOMS',
    ]);
  });

  it('drops a certificate\'s renewal or month and year after a comma', () => {
    const doc = makeResumeDocument(['## Certifications', 'Team Teach Level 2 (12 hours), renewed October 2024', 'Paediatric First Aid, June 2023', 'Safeguarding – annual update, septembre 2025']);
    expect(extractCertifications(doc).value).toEqual(['Team Teach Level 2 (12 hours)', 'Paediatric First Aid', 'Safeguarding – annual update']);
  });
});

describe('entries', () => {
  it('reads the terms of an employment after the title as no employer', () => {
    const doc = sectionDocument('experience', [{ text: 'Retail Assistant – Christmas casual', bold: true }, 'Example Threads, Parramatta', 'Nov 2023 – Jan 2024', 'Customer service and fitting rooms.'], 'en');
    expect(jobs(doc)).toEqual([['Retail Assistant', 'Example Threads', '2023-11-01', '2024-01-31']]);
  });

  it('keeps the fields of a degree listed after a comma with it', () => {
    const doc = sectionDocument('education', [{ text: 'Bachelor of Tourism, Hospitality and Events', bold: true }, 'Example Sydney University | 2025 – current'], 'en');
    expect(extractEducations(doc, cats(), NOW).value.map((e) => [e.degree_title, e.school_name])).toEqual([['Bachelor of Tourism, Hospitality and Events', 'Example Sydney University']]);
  });

  it('reads "Finished 2024" after a school as its year, the degree on the line above', () => {
    const doc = sectionDocument('education', ['Bachelor of Tourism', 'Example Sydney University | 2025 – current (2nd year, full-time)', 'Higher School Certificate (HSC)', 'Example West High School | Finished 2024'], 'en');
    expect(extractEducations(doc, cats(), NOW).value.map((e) => [e.degree_title, e.school_name, e.end_date])).toEqual([
      ['Bachelor of Tourism', 'Example Sydney University', null],
      ['Higher School Certificate (HSC)', 'Example West High School', '2024-12-31'],
    ]);
  });

  it('reads a Swiss "Cycle d’orientation" as a school', () => {
    const doc = sectionDocument('education', ['2009 – 2012\tÉcole obligatoire', 'Cycle d’orientation de l’Exemple, Bulle']);
    expect(extractEducations(doc, cats(), NOW).value.map((e) => [e.degree_title, e.school_name])).toEqual([['École obligatoire', 'Cycle d’orientation de l’Exemple']]);
  });

  it('goes on with a head\'s first cell left on "and" under it, before its dates cell', () => {
    const doc = sectionDocument('education', ['NVQ Level 2 in Children\'s Care, Learning and Development\t2007 – 2008', 'Example College, Dewsbury', 'GCSEs – 8 at grades A–C including English (B), Maths (C) and\t1998 – 2003', 'Child Development (A)', 'Example School'], 'en');
    expect(extractEducations(doc, cats(), NOW).value.map((e) => [e.degree_title, e.school_name])).toEqual([
      ['NVQ Level 2 in Children\'s Care, Learning and Development', 'Example College'],
      ['GCSEs', 'Example School'],
    ]);
  });

  it('reads roles named with their own period under an employer\'s tenure as roles held there', () => {
    const doc = sectionDocument('experience', [
      '03/2015 à 08/2021\tCHU EXEMPLE – Site Sud, Amiens (80)',
      'Aide-soignante – Court séjour gériatrique (janvier 2017 – août 2021)',
      'Soins d’hygiène et de confort pour 28 patients, aide à la mobilisation et aux repas',
      'Aide-soignante – Pool de suppléance (mars 2015 – décembre 2016)',
      'Remplacements en médecine interne, chirurgie orthopédique et SSR',
      '2011 – 2013\tAgent de service hospitalier (ASH) – EHPAD Résidence Exemple, Abbeville',
      'Entretien des chambres.',
    ]);
    expect(jobs(doc)).toEqual([
      ['Aide-soignante – Court séjour gériatrique', 'CHU EXEMPLE', '2017-01-01', '2021-08-31'],
      ['Aide-soignante – Pool de suppléance', 'CHU EXEMPLE', '2015-03-01', '2016-12-31'],
      ['Agent de service hospitalier (ASH)', 'EHPAD Résidence Exemple', '2011-01-01', '2013-12-31'],
    ]);
    // A remark with its period, naming no role, stays the description's.
    const remark = sectionDocument('experience', ['2019 – 2022\tInfirmière – Hôpital Exemple, Lyon', 'Soins en médecine interne.', 'Renfort en unité COVID-19 (mars 2020 – juin 2021)', 'Prise en charge des patients.']);
    expect(jobs(remark)).toEqual([['Infirmière', 'Hôpital Exemple', '2019-01-01', '2022-12-31']]);
  });

  it('reads a length under the dates as the role\'s, a contract label before the employer as the title, a lone month as dates', () => {
    const doc = sectionDocument('experience', [
      'Février – Juin 2019',
      '(5 mois)',
      'Stage de fin d’études (PFE) – Exemple Câblage Automobile (ECA), Kénitra',
      'Optimisation de l’approvisionnement bord de ligne',
      'Juillet – Août 2018',
      'Stage – Exemple Emballages SARL',
      'Mise en place des 5S sur une ligne d’extrusion',
      'Juillet 2017',
      'Stage d’initiation – Société Exemple de Mécanique, Fès',
      'Découverte des procédés d’usinage',
    ]);
    expect(jobs(doc)).toEqual([
      ['Stage de fin d’études (PFE)', 'Exemple Câblage Automobile (ECA)', '2019-02-01', '2019-06-30'],
      ['Stage', 'Exemple Emballages SARL', '2018-07-01', '2018-08-31'],
      ['Stage d’initiation', 'Société Exemple de Mécanique', '2017-07-01', '2017-07-31'],
    ]);
  });
});

describe('a two-column page read paragraph by paragraph (pdftotext)', () => {
  const page = [
    'Ann EXEMPLE', 'ann.exemple@example.com', '', 'Développeuse web', '', 'COMPÉTENCES', '', 'EXPÉRIENCES PROFESSIONNELLES', '',
    'Langages : TypeScript, JavaScript,', 'PHP 8, Python, SQL', '',
    'Exemple Mobilités · Lyon · SaaS de gestion de flottes, 35 personnes', '',
    'Frameworks : React, Next.js, Vue.js,', 'Node.js, Symfony', '',
    'LANGUES', 'Français : langue maternelle', 'Anglais : B2', '',
    'Développeuse Full-Stack', '', 'Avril 2024 – aujourd’hui', '',
    'Refonte du back-office client en Next.js / TypeScript et design system partagé', 'Conception d’une API NestJS et PostgreSQL pour la télématique des véhicules', '',
    'Allemand – notions', '',
    'Outils : Git, Jira,', 'Figma, Docker', '',
    'Développeuse Web – Alternance', '', 'Sept. 2018 – sept. 2020', '',
    'Exemple Conseil · Villeurbanne · agence web, rythme 3 semaines entreprise',
  ];

  it('reads the sidebar\'s paragraphs together, before the main column\'s first section of entries', () => {
    const got = separateInterleavedColumns(textLines(page)).map((l) => l.text);
    expect(got).toEqual([
      'Ann EXEMPLE', 'ann.exemple@example.com', 'Développeuse web', 'COMPÉTENCES',
      'Langages : TypeScript, JavaScript,', 'PHP 8, Python, SQL', 'Frameworks : React, Next.js, Vue.js,', 'Node.js, Symfony',
      'LANGUES', 'Français : langue maternelle', 'Anglais : B2', 'Allemand – notions', 'Outils : Git, Jira,', 'Figma, Docker',
      'EXPÉRIENCES PROFESSIONNELLES', 'Exemple Mobilités · Lyon · SaaS de gestion de flottes, 35 personnes',
      'Développeuse Full-Stack', 'Avril 2024 – aujourd’hui',
      'Refonte du back-office client en Next.js / TypeScript et design system partagé', 'Conception d’une API NestJS et PostgreSQL pour la télématique des véhicules',
      'Développeuse Web – Alternance', 'Sept. 2018 – sept. 2020', 'Exemple Conseil · Villeurbanne · agence web, rythme 3 semaines entreprise',
    ]);
  });

  it('leaves a page of one column as it is', () => {
    const single = ['Ann EXEMPLE', '', 'EXPÉRIENCES PROFESSIONNELLES', '', 'Développeuse Full-Stack – Exemple SAS, Lyon', 'Avril 2024 – aujourd’hui', '',
      'Refonte du back-office client en Next.js / TypeScript et design system partagé,', 'avec les équipes produit et design', '',
      'COMPÉTENCES', 'TypeScript, React', 'Node.js, PostgreSQL', '', 'LANGUES', 'Anglais : B2', '', 'FORMATION', '', 'Master Informatique – Université Exemple', '2016 – 2018'];
    const lines = textLines(single);
    expect(separateInterleavedColumns(lines)).toBe(lines);
  });
});
