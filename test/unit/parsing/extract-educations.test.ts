import { describe, expect, it } from 'vitest';
import { degreeType } from '../../../src/parsing/degree-levels.js';
import { extractEducations } from '../../../src/parsing/extract-educations.js';
import { readNextLine } from '../../../src/parsing/education-next-line.js';
import { extractCertifications } from '../../../src/parsing/extract-lists.js';
import { parsingCatalogs } from '../../../src/parsing/parsing-catalogs.js';
import { GOLDEN_DIR, goldenExpected, readResume, sectionDocument } from './entry-test-documents.js';
import { makeResumeDocument } from './make-resume-document.js';

const NOW = new Date('2025-06-15T00:00:00Z');
const cats = () => parsingCatalogs();

describe('extractEducations on golden documents', () => {
  // A lone year as the end date (left column), the UK "Qualifications" heading, a CAPES without a
  // school, a master in progress, an A-level list, no headings at all, degree then "School — dates".
  it.each([
    'fr-02-comptable.pdf',
    'en-05-teacher.pdf',
    'fr-05-enseignant.odt',
    'fr-09-marketing.pdf',
    'en-01-accountant.pdf',
    'en-03-warehouse.txt',
    'fr-04-commerciale.pdf',
    'fr-10-data-scientist.pdf',
    'en-08-hr-business-partner.pdf',
  ])('%s: every scored field as expected', async (file) => {
    const doc = await readResume(`${GOLDEN_DIR}/${file}`);
    const { value, warnings } = extractEducations(doc, cats(), NOW);
    expect(value).toMatchObject(goldenExpected(file).educations);
    expect(warnings).toEqual([]);
  });

  it('finds the 3 educations of the French one-column fixture', async () => {
    const doc = await readResume('test/fixtures/documents/fr-one-column.pdf');
    expect(extractEducations(doc, cats(), NOW).value).toHaveLength(3);
  });
});

describe('extractEducations on hand-made sections', () => {
  it('dates a school by a year in parentheses closing its line', () => {
    const doc = sectionDocument('education', ['AEC en gestion des ventes', 'Collège Exemple, Montréal (2014)', 'DEC en sciences humaines', 'Cégep de Saint-Exemple (2009)']);
    expect(extractEducations(doc, cats(), NOW).value.map((e) => [e.degree_title, e.school_name, e.end_date])).toEqual([
      ['AEC en gestion des ventes', 'Collège Exemple', '2014-12-31'],
      ['DEC en sciences humaines', 'Cégep de Saint-Exemple', '2009-12-31'],
    ]);
  });

  it("reads the degree under a school's line whose other part is an unlisted place", () => {
    const doc = makeResumeDocument(['# Ann Example', '## Education', 'University of Example, Smalltownville\t2012 – 2016', 'B.Sc. Accounting (Second Class Upper Division)', '## Work experience', 'x']);
    expect(extractEducations(doc, cats(), NOW).value.map((e) => [e.degree_title, e.school_name])).toEqual([['B.Sc. Accounting (Second Class Upper Division)', 'University of Example']]);
  });

  it('reads an expected degree as still running, and grades as description', () => {
    const doc = sectionDocument('education', [
      'MSc Data Science, Distinction expected — University of Leeds, Leeds, expected 2026',
      'BSc Mathematics, First Class — University of Leeds, Leeds · 2021 – 2024',
    ], 'en');
    const value = extractEducations(doc, cats(), NOW).value;
    expect(value[0]).toMatchObject({ degree_title: 'MSc Data Science', school_name: 'University of Leeds', degree_type: 'Level 7', start_date: null, end_date: '2026-12-31', currently_active: true });
    expect(value[1]).toMatchObject({ degree_title: 'BSc Mathematics', degree_type: 'Level 6', start_date: '2021-01-01', end_date: '2024-12-31', currently_active: false, description: 'First Class' });
    expect(value[1]!.location).toEqual({ country: 'United Kingdom', country_code: 'GB', region: 'England', department: null, city: 'Leeds', postal_code: null, full_address: null });
  });

  it('keeps every location field null when no place is written', () => {
    const doc = sectionDocument('education', ['2014\tBTS Comptabilité et gestion — Lycée Jean-Moulin']);
    expect(extractEducations(doc, cats(), NOW).value[0]).toMatchObject({
      degree_title: 'BTS Comptabilité et gestion',
      school_name: 'Lycée Jean-Moulin',
      degree_type: 'Level 5',
      end_date: '2014-12-31',
      location: { country: null, country_code: null, region: null, department: null, city: null, postal_code: null, full_address: null },
    });
  });

  it('does not take a dated certification for a degree', () => {
    const doc = sectionDocument('education', ['Master 2 Droit social — Université de Lyon, Lyon · 2014', 'Certification MBTI Step I (2019)']);
    expect(extractEducations(doc, cats(), NOW).value).toHaveLength(1);
  });
});

describe('degree types', () => {
  it.each([
    ['CAPES de mathématiques', 'Other'],
    ['Classes préparatoires MP', null],
    ['NVQ Level 2 in Warehousing and Storage', 'Level 3'],
    ['BTEC Level 3 Extended Diploma in Health and Social Care', 'Level 4'],
    ['CIPD Level 7 Advanced Diploma in Human Resource Management', 'Level 7'],
    ['Certificat d’aptitude à la profession d’avocat (CAPA)', 'Level 7'],
    ['BP Électricien', 'Level 4'],
    ['CAP Électricien', 'Level 3'],
    ['Licence Information-communication', 'Level 6'],
    ['Diplôme d’ingénieur en génie civil', 'Level 7'],
    ['Doctorat en chimie', 'Level 8'],
    ['Permis de conduire', null],
  ])('%s → %s', (title, level) => {
    expect(degreeType(title, cats())).toBe(level);
  });
});

describe('extractEducations: the line under a dated degree line', () => {
  it('takes the school from the next line, its town cut off', () => {
    const doc = sectionDocument('education', [
      'MSc Data Analytics (part-time) – Distinction\t2012 – 2014',
      'University of Northbridge, Leeds',
      'BSc (Hons) Computing – 2:1\t2008 – 2011',
      'Eastfield Institution',
      'Dissertation on graph databases.',
    ], 'en');
    const value = extractEducations(doc, cats(), NOW).value;
    expect(value.map((e) => [e.degree_title, e.school_name])).toEqual([
      ['MSc Data Analytics (part-time)', 'University of Northbridge'],
      ['BSc (Hons) Computing', 'Eastfield Institution'],
    ]);
    expect(value[1]!.description).toContain('Dissertation on graph databases.');
  });

  it('takes a short name in capitals without a school word, not a grade', () => {
    const doc = sectionDocument('education', ['Titre RNCP Développeur web\t2019', 'Cnam-Exemple, Paris', "GCE 'A' Level\t2010", 'Second Class Upper Honours'], 'fr');
    const value = extractEducations(doc, cats(), NOW).value;
    expect(value.map((e) => e.school_name)).toEqual(['Cnam-Exemple', null]);
  });

  it('reads the school with the dates and the degree under it', () => {
    const doc = sectionDocument('education', ['University of Northbridge\t2010 – 2013', 'BSc Mathematics'], 'en');
    expect(extractEducations(doc, cats(), NOW).value[0]).toMatchObject({ degree_title: 'BSc Mathematics', school_name: 'University of Northbridge' });
  });

  it('reads a degree with its subjects after a colon on the next line, not another label', () => {
    const ctx = { catalogs: cats(), lang: 'en' as const };
    expect(readNextLine('A-levels: Mathematics (A), Economics (B)\tExampleton', 'degree', ctx)).toBe('A-levels: Mathematics (A), Economics (B)');
    expect(readNextLine('Prize: best project of the year', 'degree', ctx)).toBeNull();
    expect(readNextLine('A-levels: Mathematics (A)', 'school', ctx)).toBeNull();
  });

  it('reads a degree with its subjects after a colon under the school, its town cell cut off', () => {
    const doc = sectionDocument('education', [
      'University of Northbridge\tSep 2021 – Jun 2024',
      'BSc (Hons) Economics\tLeeds',
      'Example Sixth Form College\tSep 2019 – Jun 2021',
      'A-levels: Mathematics (A), Economics (B)\tLeeds',
    ], 'en');
    expect(extractEducations(doc, cats(), NOW).value[1]).toMatchObject({ degree_title: 'A-levels: Mathematics (A), Economics (B)', school_name: 'Example Sixth Form College' });
  });
});

describe('extractEducations: labelled fields', () => {
  it('keeps a school-leaving certificate an education ("Leaving Certificate – 555 points")', () => {
    const doc = sectionDocument('education', ['Scoil Exemple, Blarney\t2015 – 2021', 'Leaving Certificate – 555 points'], 'en');
    expect(extractEducations(doc, cats(), NOW).value.map((e) => e.school_name)).toEqual(['Scoil Exemple']);
  });

  it('reads "Highest Grade Passed" as the degree, and a subjects table under the record as no end of it', () => {
    const doc = sectionDocument('education', [
      'School\tExample Secondary School, Soweto',
      'Highest Grade Passed\tGrade 12 (National Senior Certificate)',
      'Year Completed\t2013',
      { text: 'Matric Subjects', bold: true },
      { text: 'Subject\tLevel\tResult', bold: true },
      'Mathematical Literacy\tLevel 5\t61%',
    ], 'en');
    expect(extractEducations(doc, cats(), NOW).value.map((e) => [e.degree_title, e.school_name, e.end_date])).toEqual([
      ['Grade 12 (National Senior Certificate)', 'Example Secondary School, Soweto', '2013-12-31'],
    ]);
  });

  it('reads one record per degree, label and value on one line', () => {
    const doc = sectionDocument('education', [
      { text: 'Tertiary', bold: true },
      'Institution\tUniversity of Example (UEX)',
      'Qualification\tBachelor of Education (FET: Mathematics)',
      'Year Completed\t2012',
      { text: 'Secondary', bold: true },
      'School\tHillview High School',
      'Qualification\tNational Senior Certificate',
      'Subjects\tMathematics, Physical Sciences,',
      'Geography',
      'Year Completed\t2008',
    ], 'en');
    const value = extractEducations(doc, cats(), NOW).value;
    expect(value.map((e) => [e.degree_title, e.school_name, e.end_date])).toEqual([
      ['Bachelor of Education (FET: Mathematics)', 'University of Example (UEX)', '2012-12-31'],
      ['National Senior Certificate', 'Hillview High School', '2008-12-31'],
    ]);
    expect(value[1]!.description).toBe('Subjects: Mathematics, Physical Sciences, Geography');
  });

  it('reads labels and values on lines of their own (a table as plain text)', () => {
    const doc = sectionDocument('education', ['Institution', 'Example College', 'Qualification', 'Diploma in Nursing', 'Year Completed', '2015'], 'en');
    expect(extractEducations(doc, cats(), NOW).value).toMatchObject([{ degree_title: 'Diploma in Nursing', school_name: 'Example College', end_date: '2015-12-31' }]);
  });

  it('leaves a table header row to the dated entries', () => {
    const doc = sectionDocument('education', ['Qualification\tInstitute\tYear', 'BSc Physics – Example College\t2016'], 'en');
    expect(extractEducations(doc, cats(), NOW).value).toMatchObject([{ degree_title: 'BSc Physics', school_name: 'Example College' }]);
  });
});

describe('extractEducations: degrees left under another heading', () => {
  it('takes back the dated degree lines of an empty education heading, with their school line', () => {
    const doc = makeResumeDocument([
      '# Léa Martin',
      '## Formation',
      '## Langues',
      '2020 — DU Soins palliatifs',
      'Université Exemple Lyon 1',
      'Anglais : intermédiaire (B1)',
      '## Centres d’intérêt',
      '2008 — Baccalauréat ST2S',
      'Lycée Exemple, Bron',
      'Randonnée (GR20 2019)',
    ]);
    expect(extractEducations(doc, cats(), NOW).value.map((e) => [e.degree_title, e.school_name, e.end_date])).toEqual([
      ['DU Soins palliatifs', 'Université Exemple Lyon 1', '2020-12-31'],
      ['Baccalauréat ST2S', 'Lycée Exemple', '2008-12-31'],
    ]);
  });

  it('leaves the other sections alone when the education heading has lines', () => {
    const doc = makeResumeDocument(['# Léa Martin', '## Formation', '2012 — BTS Comptabilité — Lycée Exemple', '## Langues', '2020 — DU Soins palliatifs', 'Université Exemple']);
    expect(extractEducations(doc, cats(), NOW).value).toHaveLength(1);
  });
});

describe('extractEducations: Commonwealth forms', () => {
  it("reads a GCE 'A' Level and leaves an honours class to the description", () => {
    const doc = sectionDocument('education', ['Second Class Upper Honours', "GCE 'A' Level", '2010', 'Example Institution'], 'en');
    expect(extractEducations(doc, cats(), NOW).value[0]).toMatchObject({ degree_title: "GCE 'A' Level", school_name: 'Example Institution', degree_type: 'Level 4' });
  });
});

describe('extractEducations: a dates column read apart from its text', () => {
  it('pairs the years with the degree lines under them, a wrapped line kept whole', () => {
    const doc = sectionDocument('education', [
      '2018',
      '2017',
      'ASP Cuisine du marché – École hôtelière Exemple, Québec',
      "Diplôme d'études secondaires (DES) – École secondaire Exemple,",
      'Lévis',
    ]);
    expect(extractEducations(doc, cats(), NOW).value.map((e) => [e.degree_title, e.school_name, e.end_date])).toEqual([
      ['ASP Cuisine du marché', 'École hôtelière Exemple', '2018-12-31'],
      ["Diplôme d'études secondaires (DES)", 'École secondaire Exemple', '2017-12-31'],
    ]);
  });

  it('takes the degree lines from the top of the next section when the dates are alone', () => {
    const doc = makeResumeDocument(['# Léo Petit', '## Formation', '2011', '2006', '## Compétences', 'Titre professionnel Agent magasinier – AFPA Exemple', 'BEP Logistique – Lycée professionnel Exemple', 'Gestion des stocks, inventaires']);
    expect(extractEducations(doc, cats(), NOW).value.map((e) => [e.degree_title, e.end_date])).toEqual([
      ['Titre professionnel Agent magasinier', '2011-12-31'],
      ['BEP Logistique', '2006-12-31'],
    ]);
  });
});

describe('extractEducations: certificates among the degrees', () => {
  it('leaves certificates and registrations to the certifications', () => {
    const doc = makeResumeDocument([
      '# Sam Doe',
      '## Education and training',
      'NVQ Level 2 in Professional Cookery – Example College\t2016',
      'Food Hygiene Level 2 – Example Training Ltd\t2021',
      'CACES R489 catégorie 3\t2019',
      'COREN registered\t2020',
    ]);
    expect(extractEducations(doc, cats(), NOW).value.map((e) => e.degree_title)).toEqual(['NVQ Level 2 in Professional Cookery']);
    expect(extractCertifications(doc, cats()).value).toEqual(['Food Hygiene Level 2 – Example Training Ltd', 'CACES R489 catégorie 3', 'COREN registered']);
  });

  it('keeps school-leaving examinations and "Certificat en …" studies among the degrees', () => {
    const doc = makeResumeDocument([
      '# Sam Doe',
      '## Education',
      '2002 – 2008\tSenior School Certificate Examination (SSCE – WAEC)',
      'Example High School, Abeokuta',
      '2005 – 2006\tCertificat en gestion de la paie et législation sociale (cours du soir)',
      "Institut provincial d'enseignement Exemple, Seraing",
    ]);
    expect(extractEducations(doc, cats(), NOW).value.map((e) => e.degree_title)).toEqual(['Senior School Certificate Examination (SSCE – WAEC)', 'Certificat en gestion de la paie et législation sociale (cours du soir)']);
  });
});

describe('extractEducations: a certificates heading beside or under the degrees', () => {
  it('reads no degree under "Training & Certificates" nor under a certificates sub-heading', () => {
    const doc = makeResumeDocument([
      '# Sam Doe',
      '## EDUCATION',
      '2012 – 2015\tUniversity of Example',
      'BSc (Hons) Geography',
      '## TRAINING & CERTIFICATES',
      'ILM Level 3 Certificate in Leadership (2019)',
      '## TRAINING & CERTIFICATION',
      'COVID-19 Vaccinator Training – HSE (2021)',
      '## ÉTUDES',
      '2010\tBaccalauréat général – Lycée Exemple',
      'Formations complémentaires',
      '2021 Formation Humanitude (4 jours)',
      'PROFESSIONAL QUALIFICATIONS / CERTIFICATIONS',
      'Associate, Example Institute of Bankers (AEIB) – 2020',
    ]);
    expect(extractEducations(doc, cats(), NOW).value.map((e) => e.degree_title)).toEqual(['BSc (Hons) Geography', 'Baccalauréat général']);
    expect(extractCertifications(doc, cats()).value).toEqual([
      'ILM Level 3 Certificate in Leadership',
      'COVID-19 Vaccinator Training – HSE',
      'Formation Humanitude (4 jours)',
      'Associate, Example Institute of Bankers (AEIB)',
    ]);
  });

  it('reads the courses under "Training Courses" as certificates, not degrees', () => {
    const doc = makeResumeDocument(['# Sam Doe', '## Education & Qualifications', '2022\tLevel 3 Diploma in Adult Care', 'Exemple College', 'Training Courses', 'Care Certificate (2016)', 'Moving and Handling of People – refreshed Jan 2024']);
    expect(extractEducations(doc, cats(), NOW).value.map((e) => e.degree_title)).toEqual(['Level 3 Diploma in Adult Care']);
  });

  it('keeps a certificate degree in the singular and a skill naming certificates as entries', () => {
    const doc = makeResumeDocument(['# Sam Doe', '## Education', 'Certificate in Project Management', 'University of Example\t2014', '## Skills', 'Issuing certificates of compliance']);
    expect(extractEducations(doc, cats(), NOW).value.map((e) => e.degree_title)).toEqual(['Certificate in Project Management']);
    expect(extractCertifications(doc, cats()).value).toEqual([]);
  });
});

describe('extractEducations: schools and qualifications written as two lists', () => {
  it('pairs each school with the qualification obtained the year it was left', () => {
    const doc = makeResumeDocument([
      '# Ada Obi',
      '## INSTITUTIONS ATTENDED WITH DATES',
      '2011 – 2015\tExample State University, Example City',
      '2005 – 2011\tExample Model College, Example Town',
      '## EDUCATIONAL QUALIFICATIONS OBTAINED WITH DATES',
      '2015\tB.Sc. Accounting',
      '2011\tSenior School Certificate (SSCE)',
    ]);
    const read = extractEducations(doc, cats(), NOW).value.map((e) => [e.degree_title, e.school_name, e.start_date, e.end_date]);
    expect(read).toEqual([
      ['B.Sc. Accounting', 'Example State University', '2011-01-01', '2015-12-31'],
      ['Senior School Certificate (SSCE)', 'Example Model College', '2005-01-01', '2011-12-31'],
    ]);
  });
});

describe('extractEducations: a degree wrapped in a narrow column', () => {
  it('joins a line that ends unfinished with the next', () => {
    const doc = sectionDocument('education', [
      'Mastère Développement Web (titre',
      'RNCP niv. 7)',
      'Exemple Campus · 2020 – 2022',
      'Licence pro Métiers de',
      "l'informatique – Applications web",
      'IUT Exemple · 2020',
    ], 'fr');
    expect(extractEducations(doc, cats(), NOW).value.map((e) => [e.degree_title, e.school_name])).toEqual([
      ['Mastère Développement Web (titre RNCP niv. 7)', 'Exemple Campus'],
      ["Licence pro Métiers de l'informatique", 'IUT Exemple'],
    ]);
  });

  it('leaves a long description line that ends so apart from the school line under the degree', () => {
    const doc = sectionDocument('education', ['2016\tCFC de cuisinier', 'École professionnelle de Montreux (EPM) · moyenne finale 5,3 · 2e place au concours des', 'apprentis cuisiniers'], 'fr');
    expect(extractEducations(doc, cats(), NOW).value[0]).toMatchObject({ degree_title: 'CFC de cuisinier', school_name: 'École professionnelle de Montreux (EPM)' });
  });
});

describe('extractEducations: a table given one cell per line', () => {
  it('reads the rows by their year, wrapped cells joined, the grade after the year left out', () => {
    const doc = sectionDocument('education', [
      'Degree / Exam',
      'Institute',
      'Board / University',
      'Year',
      'Percentage /',
      'CGPA',
      'B.E. (Mechanical',
      'Engineering)',
      'Example College of',
      'Engineering, Pune',
      'Example State',
      'University',
      '2021',
      '8.42 CGPA',
      'H.S.C. (12th)',
      'Example Junior College, Pune',
      'Example State Board',
      '2017',
      '78.46 %',
    ], 'en');
    expect(extractEducations(doc, cats(), NOW).value.map((e) => [e.degree_title, e.school_name, e.end_date])).toEqual([
      ['B.E. (Mechanical Engineering)', 'Example College of Engineering, Pune', '2021-12-31'],
      ['H.S.C. (12th)', 'Example Junior College, Pune', '2017-12-31'],
    ]);
  });
});

describe('extractCertifications: a degree line is no certificate', () => {
  it('reads the title only, not the school after it', () => {
    const doc = makeResumeDocument(['# Sam Doe', '## Formation', 'BP Électricien — CFA Exemple, Orléans', '2015']);
    expect(extractCertifications(doc, cats()).value).toEqual([]);
  });
});

describe('extractEducations: a year in parentheses, a grade after the year', () => {
  it.each([
    ['Master Management — ESC Exemple (2015)', 'Master Management', 'ESC Exemple', '2015-12-31'],
    ['M.Tech (Structural Engineering) – Example Institute of Technology, 2019 – CGPA 8.4', 'M.Tech (Structural Engineering)', 'Example Institute of Technology', '2019-12-31'],
    ['B.Com (Computers) – Example College for Women | 2019 | 72%', 'B.Com (Computers)', 'Example College for Women', '2019-12-31'],
  ])('%s', (line, degree, school, end) => {
    const doc = sectionDocument('education', [line], 'en');
    expect(extractEducations(doc, cats(), NOW).value).toMatchObject([{ degree_title: degree, school_name: school, end_date: end }]);
  });
});

describe('degree types of Québec, Swiss, Belgian and Indian degrees', () => {
  it.each([
    ["DEC en Techniques de l'informatique", 'Level 5'],
    ['AEC Soutien informatique', 'Level 5'],
    ['DEP en cuisine', 'Level 3'],
    ["CFC d'employé de commerce", 'Level 4'],
    ['AFP Aide en soins et accompagnement', 'Level 3'],
    ['Maturité gymnasiale', 'Level 4'],
    ['CESS', 'Level 4'],
    ['Bachelier en Marketing', 'Level 6'],
    ['M.Tech (Structural Engineering)', 'Level 7'],
    ['B.Com (Computers)', 'Level 6'],
  ])('%s → %s', (title, level) => {
    expect(degreeType(title, cats())).toBe(level);
  });

  it('reads a Cégep as the school', () => {
    const doc = sectionDocument('education', ["DEC en Techniques de l'informatique – Cégep Exemple\t2016"]);
    expect(extractEducations(doc, cats(), NOW).value[0]).toMatchObject({ school_name: 'Cégep Exemple' });
  });
});

describe('extractEducations: personal details beside the degrees', () => {
  it('reads neither degree nor school in a personal detail, and leaves out dates alone', () => {
    const doc = sectionDocument('education', ['Nationality: Exampleland', 'Notice period: 2 months', '2011 – 2015', 'Example University', 'BSc Physics', '2010'], 'en');
    const { value, warnings } = extractEducations(doc, cats(), NOW);
    expect(value.map((e) => [e.degree_title, e.school_name, e.end_date])).toEqual([['BSc Physics', 'Example University', '2010-12-31']]);
    expect(warnings).toEqual(['education 1: dates without a degree']);
  });
});

describe('extractCertifications keeps text of other columns out', () => {
  it('leaves out a description sentence, a line that stops on a link word and a heading in capitals', () => {
    const doc = makeResumeDocument([
      '# Ann Exemple',
      '## Certifications',
      'AWS Certified Cloud Practitioner',
      "Développement de composants de l'espace client (historique des paris, limites de jeu responsable) en React",
      "Création d'une bibliothèque de composants partagée documentée dans",
      'ASSOCIATIONS',
      'PRINCE2 Foundation',
    ]);
    expect(extractCertifications(doc, cats()).value).toEqual(['AWS Certified Cloud Practitioner', 'PRINCE2 Foundation']);
  });
});


describe('extractEducations: wrapped heads, labels and sentences of a description', () => {
  it('joins a "– words in lower case" line to the degree above it, and reads the school under it', () => {
    const doc = sectionDocument('education', [
      "2018 – 2021\tBrevet d'infirmière hospitalière (enseignement secondaire complémentaire)",
      '– en horaire adapté',
      "Institut Provincial d'Enseignement Exemple, Liège",
      'Stages : médecine interne, chirurgie, pédiatrie.',
      'Diplômée en juin 2021.',
      '2011 – 2012\tCertificat de qualification « Aide-soignant(e) »',
      'Institut Technique Exemple, Liège',
    ]);
    const value = extractEducations(doc, cats(), NOW).value;
    expect(value.map((e) => [e.school_name, e.end_date])).toEqual([
      ["Institut Provincial d'Enseignement Exemple", '2021-12-31'],
      ['Institut Technique Exemple', '2012-12-31'],
    ]);
  });

  it('reads a school alone on a dated line as the school, not as a degree', () => {
    const doc = sectionDocument('education', ['2010 – 2015\tUniversity of Exemple, Nsukka (UNN), Enugu State'], 'en');
    expect(extractEducations(doc, cats(), NOW).value.map((e) => [e.degree_title, e.school_name])).toEqual([[null, 'University of Exemple']]);
  });
});

describe('extractEducations: a degrees table with its column titles', () => {
  it('reads no column title ("Year of" / "Passing") as a degree', () => {
    const doc = sectionDocument('education', [
      'Year of',
      'Course\tName of the Institution\tBoard / University\tPercentage',
      'Passing',
      'M.Pharm\tExemple College of Pharmacy\tExemple University\t2016\t78.40 %',
      'B.Pharm\tExemple Rangaraju College of Pharmacy\tExemple University\t2014\t74.15 %',
    ], 'en');
    expect(extractEducations(doc, cats(), NOW).value.map((e) => e.degree_title)).toEqual(['M.Pharm', 'B.Pharm']);
  });
});

describe('extractEducations: a degree set in another style, a school in a town with its department', () => {
  it('takes a plain line naming a degree above its school, under bold ones', () => {
    const doc = sectionDocument('education', [
      { text: 'Bachelor of Science HES-SO en Économie d’entreprise', bold: true },
      'Haute école de gestion Exemple · 2017',
      'Maturité gymnasiale, option spécifique économie et droit',
      'Collège Exemple, Genève · 2013',
    ]);
    expect(extractEducations(doc, cats(), NOW).value.map((e) => [e.degree_title, e.school_name])).toEqual([
      ['Bachelor of Science HES-SO en Économie d’entreprise', 'Haute école de gestion Exemple'],
      ['Maturité gymnasiale', 'Collège Exemple'],
    ]);
  });

  it('keeps "AFPA de Saint-Priest (69)" as the school, not as a place', () => {
    const doc = sectionDocument('education', ['2011\tTitre professionnel Agent Magasinier – AFPA de Saint-Priest (69)']);
    expect(extractEducations(doc, cats(), NOW).value[0]?.school_name).toBe('AFPA de Saint-Priest (69)');
  });
});

describe('extractEducations: a degrees table whose year column was read after its rows', () => {
  it('gives each row its year back, a wrapped row joined cell by cell', () => {
    const doc = sectionDocument('education', [
      'Qualification\tBoard / University\tInstitute',
      'B.E.\tExemple Pune\tExemple Chinchwad College of',
      '(Mechanical)\tUniversity\tEngineering, Pune',
      'H.S.C.\tMaharashtra State Board Exemple College, Pune',
      'S.S.C.\tMaharashtra State Board Exemple School, Satara',
      '2016\t7.82 CGPA',
      '2012\t78.50 %',
      '2010\t88.73 %',
    ], 'en');
    expect(extractEducations(doc, cats(), NOW).value.map((e) => [e.degree_title, e.end_date])).toEqual([
      ['B.E. (Mechanical)', '2016-12-31'],
      ['H.S.C.', '2012-12-31'],
      ['S.S.C.', '2010-12-31'],
    ]);
  });
});

describe('schools in capitals over their degrees, "dates | PLACE" under them', () => {
  it('reads the school named in capitals, a degree wrapped after "de la", a lone date with its place', () => {
    const entries = extractEducations(sectionDocument('education', [
      'IAV EXEMPLE II',
      { text: 'Cycle préparatoire agronomique (APESA)', bold: true },
      '2013 – 2015 | RABAT',
      'LYCÉE EXEMPLE BEN TACHFINE',
      { text: 'Baccalauréat Sciences de la Vie et de la', bold: true },
      'Terre, mention Très Bien',
      'JUIN 2013 | AGADIR',
    ]), cats(), NOW).value.map((e) => [e.degree_title, e.school_name, e.end_date]);
    expect(entries).toEqual([
      ['Cycle préparatoire agronomique (APESA)', 'IAV EXEMPLE II', '2015-12-31'],
      ['Baccalauréat Sciences de la Vie et de la Terre', 'LYCÉE EXEMPLE BEN TACHFINE', '2013-06-30'],
    ]);
  });

  it('keeps a capitals line right under the heading in the section (a school, not a heading)', () => {
    const doc = makeResumeDocument(['# Meryem Exemple', '## FORMATION', '## IAV EXEMPLE II', 'Diplôme d’ingénieur agronome', 'JUIL. 2018 | AGADIR', '## IAV EXEMPLE II', 'Cycle préparatoire (APESA)', '2013 – 2015 | RABAT']);
    expect(doc.sections.map((s) => s.kind)).toEqual(['header', 'education']);
  });
});

describe('an education table given one cell per line, a column title wrapped', () => {
  it('reads "Year of" / "Passing" as one title and each row\'s degree and school', () => {
    const doc = makeResumeDocument(['# Ann Example', '## Academic Qualifications', 'Course', 'Name of the Institution', 'Board / University', 'Year of', 'Passing', 'Percentage', 'M.Pharm (Pharmacy', 'Practice)', 'Example College of', 'Pharmacy, Madhapur, Hyderabad', 'Osmania University', '2016', '78.40 %', 'B.Pharm', 'Example Rangaraju College of Pharmacy', 'Osmania University', '2014', '74.15 %']);
    expect(extractEducations(doc, cats(), NOW).value.map((e) => [e.degree_title, e.school_name, e.end_date])).toEqual([
      ['M.Pharm (Pharmacy Practice)', 'Example College of Pharmacy, Madhapur, Hyderabad', '2016-12-31'],
      ['B.Pharm', 'Example Rangaraju College of Pharmacy', '2014-12-31'],
    ]);
  });
});

describe('an Indian education table given one cell per line, cells wrapped', () => {
  it('joins a wrapped cell by the column count and keeps a one-word board a cell of its own', () => {
    const doc = makeResumeDocument(['# Ann Example', '## Education', 'Qualification', 'Board / University', 'Institute', 'Year', 'Score', 'B.Tech (Computer Science &', 'Engineering)', 'Dr. A.P.J. Abdul Kalam', 'Technical University', 'Example Academy of Technical', 'Education, Noida', '2018', '76.4%', 'Class XII', 'CBSE', 'Example Public School,', 'Ghaziabad', '2014', '88.2%']);
    expect(extractEducations(doc, cats(), NOW).value.map((e) => [e.degree_title, e.school_name, e.end_date])).toEqual([
      ['B.Tech (Computer Science & Engineering)', 'Example Academy of Technical Education, Noida', '2018-12-31'],
      ['Class XII', 'Example Public School, Ghaziabad', '2014-12-31'],
    ]);
  });

  it('reads the school after a form label ("École professionnelle : CPEX – Centre professionnel …", the name written out) and a Swiss "établissement secondaire"', () => {
    const doc = sectionDocument('education', [
      '2014 – 2018',
      "CFC d'installateur-électricien",
      'École professionnelle : CPEX – Centre professionnel Exemple, Yverdon-les-Bains',
      '2011 – 2014',
      "Certificat de fin d'études secondaires (voie générale)",
      'Établissement secondaire de Renens',
    ]);
    expect(extractEducations(doc, cats(), NOW).value.map((e) => [e.degree_title, e.school_name])).toEqual([
      ["CFC d'installateur-électricien", 'Centre professionnel Exemple'],
      ["Certificat de fin d'études secondaires (voie générale)", 'Établissement secondaire de Renens'],
    ]);
  });

  it('keeps a degree in the cell beside its year, under a school line written "School, Town"', () => {
    const doc = sectionDocument('education', [
      'Completed 2017\tCertificate IV in Retail Management (SIR40316)',
      'Exemple Institute, Chadstone',
      '2008\tVictorian Certificate of Education (VCE)',
      'Exemple Secondary College',
    ], 'en');
    expect(extractEducations(doc, cats(), NOW).value.map((e) => [e.degree_title, e.school_name])).toEqual([
      ['Certificate IV in Retail Management (SIR40316)', 'Exemple Institute'],
      ['Victorian Certificate of Education (VCE)', 'Exemple Secondary College'],
    ]);
  });

  it('reads "School, Town · year" as the school under its degree, the town unknown to the catalog', () => {
    const doc = sectionDocument('education', [
      'Bachelier en droit',
      'Université Exemple – Bruxelles · 2015',
      "CESS (Certificat d'enseignement secondaire supérieur)",
      'Collège Saint-Exemple, Etterbeek · 2012',
    ]);
    expect(extractEducations(doc, cats(), NOW).value.map((e) => [e.degree_title, e.school_name])).toEqual([
      ['Bachelier en droit', 'Université Exemple'],
      ["CESS (Certificat d'enseignement secondaire supérieur)", 'Collège Saint-Exemple'],
    ]);
  });

  it('reads the school under a long degree beside its dates (Europass), not as the degree wrapped', () => {
    const doc = sectionDocument('education', [
      '2014 – 2016\tClasses préparatoires aux grandes écoles, filière MP',
      { text: 'CPGE Lycée Exemple V, Casablanca (Maroc)', x: 160 },
      '2014\tBaccalauréat Sciences Mathématiques A, mention Très bien',
      { text: 'Lycée Exemple Abdallah, Casablanca (Maroc)', x: 160 },
    ]);
    expect(extractEducations(doc, cats(), NOW).value.map((e) => [e.degree_title, e.school_name])).toEqual([
      ['Classes préparatoires aux grandes écoles', 'CPGE Lycée Exemple V'],
      ['Baccalauréat Sciences Mathématiques A', 'Lycée Exemple Abdallah'],
    ]);
  });
});


describe('extractEducations: a grade on its own dashed line, a vocational school (invented lines)', () => {
  it('keeps the school under a dashed grade line', () => {
    const doc = sectionDocument('education', [{ text: '2011 – 2016 Bachelor of Science (Nursing)', bold: true }, '– Second Class Upper Division', 'University of Example, Lagos'], 'en');
    expect(extractEducations(doc, cats(), NOW).value[0]).toMatchObject({ degree_title: 'Bachelor of Science (Nursing)', school_name: 'University of Example' });
  });

  it("reads a Swiss vocational school (\"Centre d'enseignement professionnel\") as the school", () => {
    const doc = sectionDocument('education', ['2001 – 2004\tCFC de logisticien (magasinier)', "Centre d'enseignement professionnel d'Exemple (CEPE) – apprentissage chez Coop, Aclens"], 'fr');
    expect(extractEducations(doc, cats(), NOW).value[0]).toMatchObject({ degree_title: 'CFC de logisticien (magasinier)', school_name: "Centre d'enseignement professionnel d'Exemple (CEPE)" });
  });
});

describe('a school line above a degree line that reads as two parts', () => {
  it('takes the school right above when the section writes its schools above the degrees', () => {
    const doc = sectionDocument('education', [
      'Université Exemple de Lausanne\tLausanne, Suisse',
      "Master of Science en sciences de l'environnement\tsept. 2024 – févr. 2027 (prévu)",
      'Orientation : ressources en eau et risques naturels ; moyenne actuelle : 5.3/6',
      'KTH Exemple Institute of Technology\tStockholm, Suède',
      "Semestre d'échange, 3e année de bachelor\tjanv. 2024 – juin 2024",
      'Gymnase Exemple\tMorges, Suisse',
      'Maturité gymnasiale, option biologie et chimie\taoût 2018 – juin 2021',
    ]);
    expect(extractEducations(doc, cats(), NOW).value.map((e) => [e.school_name, e.end_date])).toEqual([
      ['Université Exemple de Lausanne', '2027-02-28'],
      ['KTH Exemple Institute of Technology', '2024-06-30'],
      ['Gymnase Exemple', '2021-06-30'],
    ]);
  });
});

describe('an Australian student CV: "School, Town STATE⇥dates" over the degree', () => {
  it('reads the town with its state as a place, a grade line with a year as description, and a semester exchange as the degree', () => {
    const doc = sectionDocument('education', [
      'Exemple University, Clayton VIC\tFeb 2024 – Dec 2026 (expected)',
      'Bachelor of Commerce (Majors: Accounting and Finance)',
      "WAM: 78.4 (Distinction average); Dean's Commendation for Academic Excellence, 2024",
      'Exemple University Sweden, Lund\tJan 2025 – Jun 2025',
      'Semester exchange, School of Economics and Management',
      'Exemple Secondary College, Glen Waverley VIC\t2018 – 2023',
      'Victorian Certificate of Education (VCE) – ATAR 94.15',
    ], 'en');
    expect(extractEducations(doc, cats(), NOW).value.map((e) => [e.degree_title, e.school_name, e.end_date])).toEqual([
      ['Bachelor of Commerce (Majors: Accounting and Finance)', 'Exemple University', '2026-12-31'],
      ['Semester exchange, School of Economics and Management', 'Exemple University Sweden', '2025-06-30'],
      ['Victorian Certificate of Education (VCE)', 'Exemple Secondary College', '2023-12-31'],
    ]);
  });
});
