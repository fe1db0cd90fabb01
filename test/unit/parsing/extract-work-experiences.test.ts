import { describe, expect, it } from 'vitest';
import { contractLabel, contractTypeOf } from '../../../src/parsing/contract-types.js';
import { extractWorkExperiences } from '../../../src/parsing/extract-work-experiences.js';
import { parsingCatalogs } from '../../../src/parsing/parsing-catalogs.js';
import { specEndDate, specStartDate } from '../../../src/parsing/spec-dates.js';
import { GOLDEN_DIR, goldenExpected, readResume, sectionDocument } from './entry-test-documents.js';
import { makeResumeDocument } from './make-resume-document.js';

const NOW = new Date('2025-06-15T00:00:00Z');
const cats = () => parsingCatalogs();

describe('extractWorkExperiences on golden documents', () => {
  // Dates in a left column with wrapped lines (PDF), stacked title / company / dates in a
  // two-column page, company first, no headings at all, one line per job with right-hand dates,
  // "mai – juin 2020", a freelance without a company.
  it.each([
    'fr-02-comptable.pdf',
    'fr-04-commerciale.pdf',
    'en-02-nurse.docx',
    'fr-03-logistique.docx',
    'en-01-accountant.pdf',
    'fr-06-electricien.docx',
    'fr-08-rh.docx',
    'en-03-warehouse.txt',
    'en-10-data-scientist.xls',
  ])('%s: every scored field as expected', async (file) => {
    const doc = await readResume(`${GOLDEN_DIR}/${file}`);
    const { value, warnings } = extractWorkExperiences(doc, cats(), NOW);
    expect(value).toMatchObject(goldenExpected(file).work_experiences);
    expect(warnings).toEqual([]);
  });

  it('keeps the bullets as the description and counts months', async () => {
    const doc = await readResume(`${GOLDEN_DIR}/fr-02-comptable.pdf`);
    const [first, second] = extractWorkExperiences(doc, cats(), NOW).value;
    expect(first!.description!.split('\n')).toHaveLength(6);
    expect(first!.description).toContain('clôture mensuelle ramenée de 12 à 6 jours ouvrés.');
    expect(first!.description).not.toMatch(/^•/m);
    // mars 2014 → June 2025, both ends counted
    expect(first!.experience_duration).toBe(136);
    expect(second!.description).toContain('l’expert-comptable.');
    expect(second!.experience_duration).toBe(62);
  });

  it('finds the 4 experiences of the French one-column fixture', async () => {
    const doc = await readResume('test/fixtures/documents/fr-one-column.pdf');
    expect(extractWorkExperiences(doc, cats(), NOW).value).toHaveLength(4);
  });
});

describe('extractWorkExperiences on hand-made sections', () => {
  it('reads "Title chez Company" and "Title at Company"', () => {
    const fr = sectionDocument('experience', ['Développeuse back-end chez Octolib, 44000 Nantes · 2019 – 2021']);
    expect(extractWorkExperiences(fr, cats(), NOW).value[0]).toMatchObject({
      job_title: 'Développeuse back-end',
      company_name: 'Octolib',
      work_experience_city: 'Nantes',
      work_experience_postal_code: '44000',
      work_experience_country_code: 'FR',
      start_date: '2019-01-01',
      end_date: '2021-12-31',
      currently_active: false,
      contract_type: null,
    });
    const en = sectionDocument('experience', ['Data Engineer at Brightwave Analytics | Jan 2022 – Present'], 'en');
    expect(extractWorkExperiences(en, cats(), NOW).value[0]).toMatchObject({
      job_title: 'Data Engineer',
      company_name: 'Brightwave Analytics',
      start_date: '2022-01-01',
      end_date: null,
      currently_active: true,
      experience_duration: 42,
      work_experience_city: null,
    });
  });

  it('splits stacked entries and a dates line before the title', () => {
    const doc = sectionDocument('experience', [
      '2020 – 2022',
      { text: 'Technicienne de maintenance (intérim)', bold: true },
      'Aéroforge Industries, Toulouse',
      { text: '• Maintenance préventive des presses.', x: 60 },
      '2018 – 2020',
      { text: 'Opératrice de production', bold: true },
      'Mécafil SAS, Blagnac',
    ]);
    const value = extractWorkExperiences(doc, cats(), NOW).value;
    expect(value.map((e) => [e.job_title, e.company_name, e.contract_type, e.work_experience_city])).toEqual([
      ['Technicienne de maintenance', 'Aéroforge Industries', 'Temporary assignment', 'Toulouse'],
      ['Opératrice de production', 'Mécafil SAS', null, 'Blagnac'],
    ]);
    expect(value[0]!.description).toBe('Maintenance préventive des presses.');
  });

  it('does not date an entry from a sentence of its description', () => {
    const doc = sectionDocument('experience', [
      'Head Chef (permanent), Trattoria Sette Colli, London\tFeb 2020 – Present',
      'Set up the allergen matrix and the HACCP plan; five-star food hygiene rating since 2021.',
    ], 'en');
    const value = extractWorkExperiences(doc, cats(), NOW).value;
    expect(value).toHaveLength(1);
    expect(value[0]!.description).toContain('since 2021');
  });

  it('returns nothing, and no warning, without an experience section', () => {
    expect(extractWorkExperiences(sectionDocument('skills', ['Excel, SAP (2019 – 2021)']), cats(), NOW)).toEqual({ value: [], warnings: [] });
  });
});

describe('contract labels', () => {
  it.each([
    ['cdi', 'Permanent contract'],
    ['cdd', 'Fixed-term contract'],
    ["mission d'interim", 'Temporary assignment'],
    ['agency temp', 'Temporary assignment'],
    ['stage', 'Internship'],
    ['internship', 'Internship'],
    ['stagiaire', 'Internship'],
    ['alternance', 'Apprenticeship'],
    ['contrat de professionnalisation', 'Apprenticeship'],
    ['apprenticeship', 'Apprenticeship'],
    ['freelance contractor', 'Freelance'],
    ['auto-entrepreneur', 'Freelance'],
    ['self-employed', 'Freelance'],
    ['benevolat', 'Volunteering'],
    ['volunteer', 'Volunteering'],
    ['12-month contract', 'Fixed-term contract'],
    ['contrat : cdi', 'Permanent contract'],
    ['contrat aide', 'Other'],
    ['v.i.e', 'Other'],
  ])('%s → %s', (label, type) => {
    expect(contractLabel(label)).toBe(type);
  });

  it('is no label in a title or in prose', () => {
    expect(contractLabel('professeur stagiaire de mathematiques')).toBeNull();
    expect(contractLabel('hons')).toBeNull();
    expect(contractTypeOf('encadrement des etudiants infirmiers en stage')).toBe('Internship');
  });
});

describe('spec dates', () => {
  it('a year alone spans the year, a month alone the month', () => {
    expect(specStartDate({ year: 2015, month: null })).toBe('2015-01-01');
    expect(specEndDate({ year: 2015, month: null })).toBe('2015-12-31');
    expect(specStartDate({ year: 2015, month: 9 })).toBe('2015-09-01');
    expect(specEndDate({ year: 2016, month: 2 })).toBe('2016-02-29');
    expect(specEndDate({ year: 2014, month: 2 })).toBe('2014-02-28');
    expect(specEndDate({ year: 2018, month: 4 })).toBe('2018-04-30');
  });
});

describe('extractWorkExperiences on a Europass page', () => {
  it('reads title, employer and address stacked beside the dates, not as one wrapped line; a street is no company', () => {
    const doc = makeResumeDocument([
      '# Betty Smith',
      '## WORK EXPERIENCE',
      '08/2002–Present\tIndependent consultant',
      'British Council',
      '123, Bd Ney, 75023 Paris (France)',
      '03/2002–07/2002\tProject assistant',
      'European Commission',
      '200, Rue de la Loi, 1049 Brussels (Belgium)',
    ]);
    // The text column is to the right of the dates column.
    for (const line of doc.lines) if (!/^\d|^#|WORK/.test(line.text)) line.x = 180;
    const value = extractWorkExperiences(doc, cats(), NOW).value;
    expect(value.map((e) => [e.job_title, e.company_name, e.work_experience_city, e.work_experience_country_code])).toEqual([
      ['Independent consultant', 'British Council', 'Paris', 'FR'],
      ['Project assistant', 'European Commission', 'Brussels', 'BE'],
    ]);
  });

  it('takes a contract label alone where the title stands as the title, unless another part reads as a job', () => {
    const europass = makeResumeDocument(['# Betty Smith', '## WORK EXPERIENCE', '03/2002–07/2002\tInternship', 'European Commission', '200, Rue de la Loi, 1049 Brussels (Belgium)']);
    for (const line of europass.lines.slice(3)) line.x = 180;
    expect(extractWorkExperiences(europass, cats(), NOW).value[0]).toMatchObject({ job_title: 'Internship', company_name: 'European Commission', contract_type: 'Internship' });
    const stacked = makeResumeDocument(['# Jeanne Exemple', '## EXPÉRIENCE', 'Janvier 2019 – Décembre 2021\tCDI', 'Comptable', 'Groupe Exemple, Lyon']);
    for (const line of stacked.lines.slice(3)) line.x = 180;
    expect(extractWorkExperiences(stacked, cats(), NOW).value[0]).toMatchObject({ job_title: 'Comptable', company_name: 'Groupe Exemple', contract_type: 'Permanent contract' });
  });
});

