/**
 * Layouts of ordinary resumes met in the 11th session, each pinned on invented lines: a table of jobs
 * whose titles are centred over a serial column, a title's remark that names a date, dates opening
 * each entry before a colon or an abbreviation's full stop, a title qualified in lower case, an
 * employer with its town over a role, a title with its employment terms, a department before the
 * employer, an Indian board standing for the school, functional skills told in prose, a grid of
 * key skills under a profile, inline bullets between skills, and header facts (names, phones,
 * birth dates, residence permits, headlines beside an address).
 */
import { describe, expect, it } from 'vitest';
import { extractEducations } from '../../../src/parsing/extract-educations.js';
import { extractJobTitle } from '../../../src/parsing/extract-job-title.js';
import { extractName } from '../../../src/parsing/extract-name.js';
import { extractSkills } from '../../../src/parsing/extract-skills.js';
import { extractWorkExperiences } from '../../../src/parsing/extract-work-experiences.js';
import { parsingCatalogs } from '../../../src/parsing/parsing-catalogs.js';
import { drivingLicences, findBirthDate } from '../../../src/parsing/personal-details.js';
import { findPhoneNumber } from '../../../src/parsing/phone-number.js';
import { stripPostNominals } from '../../../src/parsing/name-line-text.js';
import type { ResumeDocument, ResumeLine } from '../../../src/parsing/resume-document.js';
import { closeSpacedDates } from '../../../src/parsing/spaced-dates.js';
import { headingOf } from '../../../src/text/find-sections.js';
import { fold } from '../../../src/text/fold.js';
import { sectionDocument } from './entry-test-documents.js';
import { makeResumeDocument } from './make-resume-document.js';

const NOW = new Date('2026-11-28T00:00:00Z');
const cats = () => parsingCatalogs();
const jobs = (doc: ResumeDocument) => extractWorkExperiences(doc, cats(), NOW).value.map((e) => [e.job_title, e.company_name, e.start_date, e.end_date]);
const degrees = (doc: ResumeDocument) => extractEducations(doc, cats(), NOW).value.map((e) => [e.degree_title, e.school_name, e.end_date]);

/** A line of cells [x, text] at y (a PDF line: the cells' positions are known). */
function row(y: number, cells: Array<[number, string]>): ResumeLine {
  const text = cells.map(([, t]) => t).join('\t');
  return { index: 0, text, folded: fold(text), page: 0, y, x: cells[0]![0], fontSize: 10, bold: false, ...(cells.length > 1 ? { cells: cells.map(([x]) => x) } : {}) };
}
function table(kind: 'experience' | 'education', lines: ResumeLine[]): ResumeDocument {
  const indexed = lines.map((l, index) => ({ ...l, index }));
  return { lines: indexed, sections: [{ kind, heading: kind, lines: indexed }], text: indexed.map((l) => l.text).join('\n'), links: [], language: 'en', bodyFontSize: 10 };
}

describe('jobs', () => {
  it('reads a table whose titles stand centred over a serial column, a title wrapped on "&"', () => {
    const doc = table('experience', [
      row(100, [[40, 'S.No.'], [170, 'Company'], [330, 'Designation'], [470, 'Duration']]),
      row(122, [[50, '1'], [90, 'Exemple Logistics Ltd., Mumbai'], [300, 'Assistant Manager – Finance'], [450, 'Jul 2023 – Till Date']]),
      row(134, [[300, '& Accounts']]),
      row(156, [[50, '2'], [90, 'Exemple Audit LLP, Pune'], [300, 'Audit Executive'], [450, 'Feb 2022 – Jun 2023']]),
    ]);
    expect(jobs(doc)).toEqual([
      ['Assistant Manager – Finance & Accounts', 'Exemple Logistics Ltd.', '2023-07-01', null],
      ['Audit Executive', 'Exemple Audit LLP', '2022-02-01', '2023-06-30'],
    ]);
  });

  it('reads a table\'s employer cell as the employer when its title column was read elsewhere', () => {
    const doc = table('experience', [
      row(100, [[46, 'Période'], [136, 'Entreprise'], [300, 'Poste et missions']]),
      row(118, [[46, 'Depuis mars 2020'], [136, 'Société Exemple Distribution (SED) – Casablanca']]),
      row(140, [[46, 'Sept. 2017 – Févr.'], [136, 'Groupe Exemple Boissons –']]),
      row(151, [[46, '2020'], [136, 'Casablanca']]),
    ]);
    expect(jobs(doc)).toEqual([
      [null, 'Société Exemple Distribution (SED)', '2020-03-01', null],
      [null, 'Groupe Exemple Boissons', '2017-09-01', '2020-02-29'],
    ]);
  });

  it('keeps a title whose remark in brackets names a date under a dated employer line', () => {
    const doc = sectionDocument('experience', ['Exemple Stores Ltd, Leicester\tApril 2022 – Present', 'Retail Assistant (Key Holder since 2023)', 'Working across the tills and the fitting rooms of a busy store.'], 'en');
    expect(jobs(doc)[0]!.slice(0, 2)).toEqual(['Retail Assistant (Key Holder since 2023)', 'Exemple Stores Ltd']);
  });

  it('reads a season as dates when every entry opens on its dates ("2019 - auj.⇥…", "Été 2012⇥…")', () => {
    const doc = sectionDocument('experience', ['2019 - auj.\tÉlectricien N3P2 – chef d’équipe – Exemple Énergie SAS, Angers (49)', 'Chantiers tertiaires et logements collectifs', '2015 - 2019\tÉlectricien – SARL Exemple Électricité, Avrillé (49)', 'Été 2012\tManutentionnaire (job d’été) – Exemple Drive, Angers']);
    expect(jobs(doc)).toEqual([
      ['Électricien N3P2 – chef d’équipe', 'Exemple Énergie SAS', '2019-01-01', null],
      ['Électricien', 'SARL Exemple Électricité', '2015-01-01', '2019-12-31'],
      ['Manutentionnaire (job d’été)', 'Exemple Drive', '2012-06-01', '2012-06-30'],
    ]);
  });

  it('reads a lone month when every entry opens on its dates and a colon, and passes over a department', () => {
    const doc = sectionDocument('experience', ['2019-2021 : Aide-comptable – Fiduciaire Exemple SARL, Fès.', '➢ Saisie des pièces comptables sur Sage.', 'Avril-Juin 2018 : Stage de fin d’études – Service comptabilité, Comptoir Exemple des Matériaux (CEM), Fès.', 'Juillet 2017 : Stage d’initiation – Exemple bank, agence Fès Atlas.']);
    expect(jobs(doc).map((j) => j.slice(0, 3))).toEqual([
      ['Aide-comptable', 'Fiduciaire Exemple SARL', '2019-01-01'],
      ['Stage de fin d’études', 'Comptoir Exemple des Matériaux (CEM)', '2018-04-01'],
      ['Stage d’initiation', 'Exemple bank', '2017-07-01'],
    ]);
  });

  it('does not join a role to the employer\'s line with its town above it', () => {
    const doc = sectionDocument('experience', ['08.2018 – aujourd’hui\tFiduciaire Exemple & Associés SA, Fribourg', { text: 'Employée de commerce – collaboratrice comptable (80-100 %)', x: 80 }, 'Tenue de la comptabilité d’un portefeuille de 45 PME']);
    expect(jobs(doc)[0]!.slice(0, 2)).toEqual(['Employée de commerce – collaboratrice comptable (80-100 %)', 'Fiduciaire Exemple & Associés SA']);
  });

  it('reads a title followed by the terms of its employment, a nursing home as the employer', () => {
    const doc = sectionDocument('experience', [{ text: 'CHSLD Exemple – Sherbrooke (Québec)', bold: true }, 'Préposé aux bénéficiaires (PAB), poste permanent à temps complet, quart de soir', 'Depuis mars 2020', 'Donner les soins d’hygiène, d’habillement et d’élimination à 10-12 résidents en perte', '01/03/2013–31/08/2016\tInfirmière', 'Maison de repos et de soins « Les Jardins d’Exemple », 4000 Liège (Belgique)']);
    expect(jobs(doc).map((j) => j.slice(0, 2))).toEqual([
      ['Préposé aux bénéficiaires (PAB)', 'CHSLD Exemple'],
      ['Infirmière', 'Maison de repos et de soins « Les Jardins d’Exemple »'],
    ]);
  });

  it('joins a start month and its year wrapped under it in the date column ("Depuis sept." / "2023")', () => {
    const doc = sectionDocument('experience', ['Depuis sept.\tAssistante RH en alternance – Exemple Group, Ancenis (44)', '2023\tRédaction des contrats de travail, avenants et DPAE', 'Juin – août 2023\tAgent administratif – CPAM Exemple, Nantes']);
    expect(jobs(doc).map((j) => j.slice(0, 3))).toEqual([
      ['Assistante RH en alternance', 'Exemple Group', '2023-09-01'],
      ['Agent administratif', 'CPAM Exemple', '2023-06-01'],
    ]);
  });

  it('opens a line on a brand written with a capital inside its first word, and keeps "Co., Ltd." whole', () => {
    const doc = sectionDocument('experience', ['01/2016–08/2019\tDemand & Supply Planner', { text: 'bioExemple SA, Lyon (France)', x: 110 }, 'Demand planning for the in-vitro diagnostics reagents in SAP APO.', '09/2013–12/2015\tLogistics Engineer', { text: 'Exemple Electric (China) Co., Ltd., Shanghai (China)', x: 110 }], 'en');
    expect(jobs(doc).map((j) => j.slice(0, 2))).toEqual([
      ['Demand & Supply Planner', 'bioExemple SA'],
      ['Logistics Engineer', 'Exemple Electric (China) Co., Ltd.'],
    ]);
  });

  it('reads dates closing a wrapped sentence of a description as the sentence\'s', () => {
    const doc = sectionDocument('experience', [{ text: 'Sous Chef', bold: true }, 'Exemple & Smoke, Collingwood VIC\tJan 2021 – Present', 'Maintain the food safety program of the kitchen; clean council inspections', '2021–2024.', { text: 'Chef de Partie', bold: true }, 'Exemple Bar & Grill, Melbourne\t2018–2020'], 'en');
    expect(jobs(doc).map((j) => j.slice(0, 2))).toEqual([
      ['Sous Chef', 'Exemple & Smoke'],
      ['Chef de Partie', 'Exemple Bar & Grill'],
    ]);
  });

  it('joins a range\'s year wrapped under it when the title follows the month with no cell gap, and leaves out a district and a state', () => {
    const doc = sectionDocument('experience', [{ text: 'Feb. 2021 – Date Human Resources Officer', bold: true }, 'Exemple Energy Services Limited, Trans-Amadi, Port Harcourt', 'Handle end-to-end recruitment for technical and support roles.', { text: 'Jan. 2018 – Jan. HR Assistant', bold: true }, '2021\tExemple Microfinance Bank Ltd, Port Harcourt', 'Screened CVs, scheduled interviews and aptitude tests.', { text: 'Jun. – Nov. 2014 Industrial Trainee (SIWES), HR Unit', bold: true }, 'Exemple Coastal Logistics Ltd, Onne, Rivers State'], 'en');
    expect(jobs(doc)).toEqual([
      ['Human Resources Officer', 'Exemple Energy Services Limited', '2021-02-01', null],
      ['HR Assistant', 'Exemple Microfinance Bank Ltd', '2018-01-01', '2021-01-31'],
      ['Industrial Trainee (SIWES)', 'Exemple Coastal Logistics Ltd', '2014-06-01', '2014-11-30'],
    ]);
  });

  it('reads "Place of Work:" as the employer\'s label', () => {
    const doc = sectionDocument('experience', ['Place of Work:\tExemple Specialist Hospital, Ikeja', 'Position:\tStaff Nurse/Midwife', 'Date:\tMarch 2019 – Present', 'Place of Work:\tExemple General Hospital, Ibadan', 'Position:\tNursing Officer II', 'Date:\tJan 2016 – Feb 2019'], 'en');
    expect(jobs(doc).map((j) => j.slice(0, 2))).toEqual([
      ['Staff Nurse/Midwife', 'Exemple Specialist Hospital'],
      ['Nursing Officer II', 'Exemple General Hospital'],
    ]);
  });

  it('reads jobs told as "Currently working as … since …" and "Previously worked as … from … to … (3 years)"', () => {
    const doc = sectionDocument('experience', ['➢ Currently working as Maintenance Engineer with Exemple Auto Components Pvt. Ltd. since July 2019.', '➢ Previously worked as GET in Exemple Forgings Ltd, Pune from Jun 2016 to Jun 2019 (3 years).'], 'en');
    expect(jobs(doc)).toEqual([
      ['Maintenance Engineer', 'Exemple Auto Components Pvt. Ltd.', '2019-07-01', null],
      ['GET', 'Exemple Forgings Ltd', '2016-06-01', '2019-06-30'],
    ]);
  });

  it('reads a NYSC form whose "Primary Assignment" label wrapped in its column', () => {
    const doc = sectionDocument('experience', ['Batch:\t2023 Batch “B” (Stream I)', 'Primary\tExemple Secondary School, Kakuri', 'Assignment:', 'Position:\tComputer Studies Teacher (Corps Member)', 'Date:\tSeptember 2023 – August 2024', 'CDS Group:\tICT CDS – trained 60 pupils'], 'en');
    expect(jobs(doc)[0]!.slice(0, 2)).toEqual(['Computer Studies Teacher (Corps Member)', 'Exemple Secondary School, Kakuri']);
  });
});

describe('educations', () => {
  it('reads a table given a cell a line whose rows end on a month and year, a board as the school', () => {
    const doc = sectionDocument('education', ['Examination', 'Board / University', 'Year', 'Percentage', 'CA Final', 'The Institute of Exemple Accountants', 'Nov 2021', '57.63%', 'Class XII (Commerce)', 'CBSE', '2015', '89.60%'], 'en');
    expect(degrees(doc)).toEqual([
      ['CA Final', 'The Institute of Exemple Accountants', '2021-11-30'],
      ['Class XII (Commerce)', 'CBSE', '2015-12-31'],
    ]);
  });

  it('reads "École obligatoire" as the level reached, the school after it', () => {
    const doc = sectionDocument('education', ['08.2012 – 06.2015\tÉcole obligatoire, section générale', 'Cycle d’orientation d’Exemple, Fribourg']);
    expect(degrees(doc)[0]!.slice(0, 2)).toEqual(['École obligatoire', 'Cycle d’orientation d’Exemple']);
  });

  it('takes the board or university of an Indian table that names no school', () => {
    const doc = table('education', [
      row(100, [[40, 'Examination'], [180, 'Board / University'], [420, 'Year'], [480, 'Percentage']]),
      row(118, [[40, 'B.Com.'], [180, 'University of Exemple, Jaipur'], [420, '2018'], [480, '68.40%']]),
      row(136, [[40, 'Class XII (Commerce)'], [180, 'CBSE'], [420, '2015'], [480, '89.60%']]),
    ]);
    expect(degrees(doc)).toEqual([
      ['B.Com.', 'University of Exemple, Jaipur', '2018-12-31'],
      ['Class XII (Commerce)', 'CBSE', '2015-12-31'],
    ]);
  });
});

describe('degrees told in sentences', () => {
  it('reads "<degree> from <school>, <town> (<university>) in <year> with …" as a head line, wrapped or not', () => {
    const doc = sectionDocument('education', ['M.Pharm (Pharmacology) from Exemple College of Pharmacy, Pune (Exemple University) in', '2016 with First Class with Distinction – CGPA 8.12.', 'S.S.C. from New Exemple School, Satara (Maharashtra State Board) in 2008 – 86.15%.'], 'en');
    expect(degrees(doc)).toEqual([
      ['M.Pharm (Pharmacology)', 'Exemple College of Pharmacy', '2016-12-31'],
      ['S.S.C.', 'New Exemple School', '2008-12-31'],
    ]);
  });
});

describe('skills', () => {
  const skills = (doc: ResumeDocument) => extractSkills(doc, cats()).value.map((s) => s.skill_title);
  it('names the skills a functional CV tells in prose after a dash', () => {
    const doc = sectionDocument('skills', ['Stock Control & Merchandising – Experienced in processing deliveries, replenishment, stock counts and markdowns for the store.', 'Cash Handling & Tills – Confident using EPOS tills, self-checkouts and handheld devices every single day.'], 'en');
    expect(skills(doc).map((s) => s.toLowerCase())).toEqual(['stock control & merchandising', 'cash handling & tills']);
  });

  it('reads a grid of key skills under a profile, and skills set apart by inline bullets', () => {
    const profile = sectionDocument('summary', ['Préposé aux bénéficiaires depuis plus de sept ans, dont cinq en CHSLD, reconnu pour son calme.', 'Soins d’hygiène et de confort\tDéplacements sécuritaires\tPrise des signes vitaux', 'Aide à l’alimentation\tApproche Exemple\tSoins de fin de vie']);
    expect(skills(profile)).toEqual(['Soins d’hygiène et de confort', 'Déplacements sécuritaires', 'Prise des signes vitaux', 'Aide à l’alimentation', 'Approche Exemple', 'Soins de fin de vie']);
    const bullets = sectionDocument('skills', ['▪ Vendor & Haulier Management ▪ Process Improvement (Lean)\t▪ Team Supervision & Rostering', '▪ Cold Chain Compliance\t▪ Workplace Safety'], 'en');
    expect(skills(bullets).map((s) => s.toLowerCase())).toEqual(['vendor & haulier management', 'process improvement (lean)', 'team supervision & rostering', 'cold chain compliance', 'workplace safety']);
  });
});

describe('text layers', () => {
  it('closes dates whose small capitals or letters a text layer set apart', () => {
    expect(closeSpacedDates('M ar 2023 – P resent')).toBe('Mar 2023 – Present');
    expect(closeSpacedDates('m a r s 2021 – a u j o u r d \' h u i')).toBe("mars 2021 – aujourd'hui");
    expect(closeSpacedDates('I am 2023')).toBe('I am 2023');
  });
  it('reads a letter-spaced heading of two phrases joined by its first', () => {
    expect(headingOf('E D U C AT I O N & C E R T I F I C AT E S')?.kind).toBe('education');
  });
});

describe('header facts', () => {
  it('keeps a Filipino "Dela" with the family name', () => {
    const doc = makeResumeDocument(['# MARK ANTHONY DELA EXEMPLO', 'markdelaexemplo@example.com']);
    expect(extractName(doc, cats().names).value).toMatchObject({ first_name: 'MARK ANTHONY', last_name: 'DELA EXEMPLO' });
  });
  it('reads a headline beside a photo placeholder', () => {
    const doc = makeResumeDocument(['CURRICULUM VITAE', '# THABO EXEMPLE', 'Junior Accountant\tPHOTO', 'Cell:\t072 555 0193']);
    expect(extractJobTitle(doc, cats().names).value).toBe('Junior Accountant');
  });
  it('strips an Indian professional prefix from a name', () => {
    expect(stripPostNominals('CA Rohan Mahesh Exemple')).toBe('Rohan Mahesh Exemple');
    expect(stripPostNominals('Er. Amit Exemple')).toBe('Amit Exemple');
  });
  it('reads no phone glued to letters (a registration number)', () => {
    expect(findPhoneNumber('Registered Nurse | AHPRA NMW0002281947', 'AU')).toBeNull();
  });
  it.each([
    ['Date et lieu de naissance\t: 12/05/1996 à Fès', '1996-05-12'],
    ['Lieu et date de naissance : Fès, le 12/05/1996', '1996-05-12'],
    ['Date of Birth:- 12/03/1997', '1997-03-12'],
    ['Date of Birth (DD/MM/YYYY): 12/03/1997', '1997-03-12'],
    ['Date of Birth    12th of March 1997', '1997-03-12'],
    ['Birthday: 12/03/1997', '1997-03-12'],
    ['Naissance : 12/03/1990', '1990-03-12'],
  ])('reads the birth date of "%s"', (line, date) => {
    expect(findBirthDate(fold(line))).toBe(date);
  });
  it('reads no birth date in a place of birth or a word ending in "naissance"', () => {
    expect(findBirthDate(fold('Lieu de naissance : Fès'))).toBeNull();
    expect(findBirthDate(fold('Reconnaissance : 2019'))).toBeNull();
  });
  it('keeps a South African licence code as written ("Code 08")', () => {
    expect(drivingLicences(fold("Driver's licence\tCode 08, own vehicle"))).toEqual(['Code 08']);
  });
  it('reads a Swiss residence permit under its label as no driving licence', () => {
    expect(drivingLicences(fold('Nationalité\tPortugaise\tPermis de conduire\tCat. B\nPermis de séjour\tPermis C'))).toEqual(['B']);
  });
  it('reads Europass\'s job-related and digital skills as skills headings', () => {
    expect(headingOf("Compétences liées à l'emploi")?.kind).toBe('skills');
    expect(headingOf('Digital competence')?.kind).toBe('skills');
  });
});
