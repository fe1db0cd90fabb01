/**
 * Experience layouts met in resumes written by others, each pinned on invented lines: where the
 * head lines stand around the dates, an employer over several roles, labelled forms, letter-spaced
 * and joined headings.
 */
import { describe, expect, it } from 'vitest';
import { extractWorkExperiences } from '../../../src/parsing/extract-work-experiences.js';
import { parsingCatalogs } from '../../../src/parsing/parsing-catalogs.js';
import { cutHeadingKind, headingOf } from '../../../src/text/find-sections.js';
import { groupLinesIntoSections } from '../../../src/parsing/group-lines-into-sections.js';
import { fold } from '../../../src/text/fold.js';
import { sectionDocument } from './entry-test-documents.js';
import { makeResumeDocument } from './make-resume-document.js';

const NOW = new Date('2025-06-15T00:00:00Z');
const cats = () => parsingCatalogs();
const rows = (doc: Parameters<typeof extractWorkExperiences>[0]) =>
  extractWorkExperiences(doc, cats(), NOW).value.map((e) => [e.job_title, e.company_name, e.start_date, e.end_date]);

describe('section headings', () => {
  it.each([
    ['E X P É R I E N C E S P R O F E SS I O N N E L L E S', 'experience'],
    ['C A R E E R H I S TO RY', 'experience'],
    ['F O R M AT I O N', 'education'],
    ["C E N T R E S D ' I N T É R Ê T", 'interests'],
    ['Education & Qualifications', 'education'],
    ['Langues et certifications', 'languages'],
    ['Expérience de travail', 'experience'],
    ['Autres informations', 'other'],
    ['INDUSTRIAL TRAINING', 'experience'],
    ['Internships', 'experience'],
    ['NATIONAL YOUTH SERVICE CORPS (NYSC)', 'experience'],
    ["H i sto r i qu e d ' e m p lo i s", 'experience'],
    ["HISTORIQUE D'EMPLOIS", 'experience'],
    ['L a ng u e s e t i n fo r m at i qu e', 'languages'],
    ['Contact Address', 'contact'],
    ['Q UA L I F I C AT I O N S & T R A I N I N G', 'profile'],
    ['Postes et expériences professionnelles', 'experience'],
    ['Teaching and work experience', 'experience'],
    ['Enseignements', 'other'],
    ['LEADERSHIP & VOLUNTEERING', 'volunteering'],
    ["DOMAINES D'EXPERTISE", 'skills'],
    ['FORMATIONS CONTINUES', 'certifications'],
    ['?\tOù ai-je travaillé ?', 'experience'],
    ["Qu'ai-je étudié ?", 'education'],
    ['Qui suis-je ?', 'summary'],
  ])('%s is a %s heading', (line, kind) => {
    expect(headingOf(line)?.kind).toBe(kind);
  });

  it.each(['Formation et suivi des stagiaires', 'Gestion et formation', 'Enseignement secondaire supérieur', 'A B C D', 'Expérience et savoir-faire reconnus dans le secteur'])('%s is no heading', (line) => {
    expect(headingOf(line)).toBeNull();
  });

  it('reads a heading a text layer cut at random, wrapped on two lines ("Expér ience" / "profes sionnelle")', () => {
    const doc = makeResumeDocument(['# Loïc Exemple', '## Profil', 'Horloger rhabilleur depuis dix ans.', 'Expér ience', 'profes sionnelle', '01.2022 – aujourd’hui', 'Chef d’atelier adjoint', 'Manufacture Exemple SA, Le Locle']);
    expect(doc.sections.map((s) => [s.kind, s.heading])).toEqual([
      ['header', null],
      ['summary', 'Profil'],
      ['experience', 'Expér ience profes sionnelle'],
    ]);
    expect(cutHeadingKind('Sa voir')).toBeNull();
  });

  it('ends the experience section at an unknown letter-spaced heading', () => {
    const doc = makeResumeDocument([
      '# Jane Example',
      'jane@example.com',
      '## C A R E E R H I S TO RY',
      'Project Manager, Example Water Ltd\tSeptember 2011 – January 2015',
      'P R O F E S S I O N A L M E M B E R S H I P S',
      'Member, Example Institute · 2016 – 2020',
    ]);
    expect(doc.sections.map((s) => s.kind)).toEqual(['header', 'experience', 'other']);
    expect(rows(doc)).toEqual([['Project Manager', 'Example Water Ltd', '2011-09-01', '2015-01-31']]);
  });

  it('reads a letter-spaced heading cut in two cells or wrapped on two lines', () => {
    const cells = makeResumeDocument(['# Jeanne Exemple', '## E X P É R I E N C E\tP R O F E S S I O N N E L L E', 'Comptable, Exemple SA\t2019 – 2021']);
    expect(cells.sections.map((s) => [s.kind, s.lines.length])).toEqual([['header', 1], ['experience', 1]]);
    const wrapped = makeResumeDocument(['# Jeanne Exemple', '## E X P É R I E N C E', '## P R O F E S S I O N N E L L E', 'Comptable, Exemple SA\t2019 – 2021']);
    expect(wrapped.sections.map((s) => [s.kind, s.lines.length])).toEqual([['header', 1], ['experience', 1]]);
  });

  it('drops a running footer and its page number from an entry', () => {
    const doc = sectionDocument('experience', [
      'EXEMPLE BÂTIMENT SUD',
      'Conducteur de travaux principal — avril 2019 – aujourd’hui',
      '→ Préparation de chantier',
      'Jean EXEMPLE – Conducteur de travaux principal',
      'Page 1 / 3',
      'Conducteur de travaux — janvier 2015 – mars 2019',
    ]);
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Conducteur de travaux principal', 'EXEMPLE BÂTIMENT SUD'],
      ['Conducteur de travaux', 'EXEMPLE BÂTIMENT SUD'],
    ]);
  });

  it('keeps "Duties" and a table column ("Lieu") inside the experience section', () => {
    const doc = makeResumeDocument(['# Jeanne Exemple', '## EXPÉRIENCE', 'Conductrice de travaux — avril 2019 – aujourd’hui', 'Opération', '## Lieu', 'Montant', '## Duties', 'Suivi de chantier']);
    expect(doc.sections.map((s) => s.kind)).toEqual(['header', 'experience']);
  });
});

describe('head lines around the dates', () => {
  it('takes the employer below "Title⇥dates" when the first entry has nothing above its dates', () => {
    const doc = sectionDocument('experience', [
      { text: 'Infirmière de bloc\t09/2019 – aujourd’hui', bold: true },
      'Clinique Exemple — Site Nord, Lyon',
      'Prise en charge des patients en salle de réveil',
      'Renfort en unité COVID (mars 2020 – juin 2021)',
      { text: 'Aide-soignante\t2015 – 2019', bold: true },
      'EHPAD Les Tilleuls, Villeurbanne',
      'Soins d’hygiène et de confort',
    ]);
    expect(rows(doc)).toEqual([
      ['Infirmière de bloc', 'Clinique Exemple — Site Nord', '2019-09-01', null],
      ['Aide-soignante', 'EHPAD Les Tilleuls', '2015-01-01', '2019-12-31'],
    ]);
  });

  it('takes the title above and the employer below a dates line', () => {
    const doc = sectionDocument('experience', [
      'Infirmière de nuit',
      '09/2019 – aujourd’hui',
      'Clinique Exemple, Lyon',
      'Prise en charge des patients de nuit',
      'Infirmière intérimaire',
      'Agence Exemple Santé, Lyon',
      '08/2015 – 12/2015',
    ]);
    expect(rows(doc)).toEqual([
      ['Infirmière de nuit', 'Clinique Exemple', '2019-09-01', null],
      ['Infirmière intérimaire', 'Agence Exemple Santé', '2015-08-01', '2015-12-31'],
    ]);
  });

  it('keeps to the style of the first entry\'s title: a plain description line above a bold title is no head', () => {
    const doc = sectionDocument('experience', [
      { text: 'Infirmière de nuit', bold: true },
      { text: '09/2019 – aujourd’hui', bold: true },
      'Clinique Exemple, Lyon',
      'Prise en charge des patients de nuit',
      'Renfort en unité COVID (mars 2020 – juin 2021)',
      { text: 'Infirmière aux urgences', bold: true },
      { text: '01/2016 – 08/2019', bold: true },
      'Hôpital Exemple, Lyon',
      'Coordination avec le SAMU et les services',
      { text: 'Infirmière intérimaire', bold: true },
      { text: '08/2015 – 12/2015', bold: true },
      'Agence Exemple Santé, Lyon',
    ]);
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Infirmière de nuit', 'Clinique Exemple'],
      ['Infirmière aux urgences', 'Hôpital Exemple'],
      ['Infirmière intérimaire', 'Agence Exemple Santé'],
    ]);
  });

  it('does not join the employer line to a title closed by a parenthesis (dates ⇥ title column)', () => {
    const doc = sectionDocument('experience', [
      '2014 – 2017\tCare Assistant (part-time, while studying)',
      { text: 'Example Care Home (Example Group), Leeds', x: 172 },
      { text: 'Personal care, nutrition and hydration support for 30 residents;', x: 207 },
    ], 'en');
    doc.lines[0]!.x = 53;
    expect(rows(doc)).toEqual([['Care Assistant (part-time, while studying)', 'Example Care Home (Example Group)', '2014-01-01', '2017-12-31']]);
  });

  it('takes a bold title above "Company · City · dates"', () => {
    const doc = sectionDocument('experience', [
      { text: 'Chargée de communication', bold: true },
      'Exemple Horlogerie SA · Thônex (GE) · Depuis avril 2021',
      { text: 'Pilotage des campagnes sur 6 marchés', x: 60 },
      { text: 'Community manager', bold: true },
      'Pixel Exemple Sàrl · Lausanne · Mars 2018 – mars 2021',
    ]);
    expect(rows(doc)).toEqual([
      ['Chargée de communication', 'Exemple Horlogerie SA', '2021-04-01', null],
      ['Community manager', 'Pixel Exemple Sàrl', '2018-03-01', '2021-03-31'],
    ]);
  });

  it('reads "Nov 2021 – Till Date" as ongoing', () => {
    const doc = sectionDocument('experience', ['Support Executive, Example Services Pvt. Ltd.\tNov 2021 – Till Date'], 'en');
    expect(rows(doc)).toEqual([['Support Executive', 'Example Services Pvt. Ltd.', '2021-11-01', null]]);
  });
});

describe('an employer line under a complete dated line', () => {
  it('takes a bold or organisation line below "Title, Department⇥dates"', () => {
    const doc = sectionDocument('experience', [
      'Senior Financial Analyst, Group Finance (FP&A)\tApr 2021 – Present',
      { text: 'Example Bank, Singapore', bold: true },
      { text: 'Lead the annual budget and the rolling forecast', x: 60 },
      'Financial Analyst, Group Corporate Planning\tJul 2017 – Mar 2021',
      'Example Telecommunications Ltd (Extel)',
      { text: 'Consolidated the 3-year strategic plan', x: 60 },
      'Audit Associate, Audit & Assurance\tAug 2015 – Jun 2017',
      'Example & Partners LLP, Singapore',
      { text: 'Statutory audits of listed clients', x: 60 },
    ], 'en');
    expect(rows(doc)).toEqual([
      ['Senior Financial Analyst', 'Example Bank', '2021-04-01', null],
      ['Financial Analyst', 'Example Telecommunications Ltd (Extel)', '2017-07-01', '2021-03-31'],
      ['Audit Associate', 'Example & Partners LLP', '2015-08-01', '2017-06-30'],
    ]);
  });

  it('keeps a remark in parentheses after the dates out of the layout ("2010 – 2013 (étés)")', () => {
    const doc = sectionDocument('experience', [
      'Conseiller commercial',
      'juil. 2014 – août 2016',
      'EXEMPLE DISTRIBUTION — agence de Namur',
      '▪ Vente comptoir',
      'Étudiant jobiste',
      '2010 – 2013 (étés)',
      'SUPERMARCHÉ EXEMPLE — Namur',
    ]);
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Conseiller commercial', 'EXEMPLE DISTRIBUTION'],
      ['Étudiant jobiste', 'SUPERMARCHÉ EXEMPLE'],
    ]);
  });
});

describe('which head part is the title', () => {
  it('reads the title by its role noun, the place beside it saying nothing ("Company⇥dates" / "Title⇥City")', () => {
    const doc = sectionDocument('experience', [
      'Example Stores\tSep 2021 – Present',
      'Customer Assistant (part-time, 16 hrs/week)\tLeeds',
      'Work checkouts, online order picking and the customer service desk; trained 6 new starters.',
      'Example Coffee\tJul 2019 – Aug 2021',
      'Barista (weekends and holidays)\tHuddersfield',
    ], 'en');
    expect(rows(doc)).toEqual([
      ['Customer Assistant (part-time, 16 hrs/week)', 'Example Stores', '2021-09-01', null],
      ['Barista (weekends and holidays)', 'Example Coffee', '2019-07-01', '2021-08-31'],
    ]);
  });

  it('leaves a remark in parentheses out of the organisation words, not a group named in capitals', () => {
    const en = sectionDocument('experience', ['Example Retail Ltd – Bristol', 'Customer Adviser (part-time, whilst at university)', 'October 2006 – August 2009'], 'en');
    expect(rows(en).map((r) => r.slice(0, 2))).toEqual([['Customer Adviser (part-time, whilst at university)', 'Example Retail Ltd']]);
    const fr = sectionDocument('experience', ['TRAVAUX EXEMPLE (groupe Exemple Construction)\tMarseille (13)', 'Conducteur de travaux adjoint — septembre 2003 – février 2008']);
    expect(rows(fr).map((r) => r.slice(0, 2))).toEqual([['Conducteur de travaux adjoint', 'TRAVAUX EXEMPLE (groupe Exemple Construction)']]);
  });

  it('reads a legal form written with dots as an employer ("EXEMPLE S.A.")', () => {
    const doc = sectionDocument('experience', ['09/2017 – aujourd’hui\tEXEMPLE S.A. – Bruxelles', 'Assistante de direction du directeur financier', 'Gestion de l’agenda du directeur financier et de deux directeurs.']);
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([['Assistante de direction du directeur financier', 'EXEMPLE S.A.']]);
  });
});

describe('an employer line beside a "Title, Department⇥dates" line', () => {
  it('takes the organisation line above a dated role line', () => {
    const doc = sectionDocument('experience', [
      'Example Bank Plc – Marina Branch, Lagos',
      'Relationship Officer, Retail Banking\t|\tJanuary 2019 – May 2021',
      'Duties/Achievements:',
      'Managed 240 retail customers; mobilised new deposits in 2020 across the branch network.',
      'Example Bank Plc – Marina Branch, Lagos',
      'Customer Service Officer\t|\tMarch 2017 – December 2018',
    ], 'en');
    expect(rows(doc)).toEqual([
      ['Relationship Officer', 'Example Bank Plc — Marina Branch', '2019-01-01', '2021-05-31'],
      ['Customer Service Officer', 'Example Bank Plc — Marina Branch', '2017-03-01', '2018-12-31'],
    ]);
  });

  it('takes "Name, City" below the dated role line as its employer', () => {
    const doc = sectionDocument('experience', [
      'Technicien en soutien informatique, niveau 2\tJuin 2021 à aujourd’hui',
      'Centre Exemple de santé, Montréal (QC)',
      'Résolution d’environ 35 billets par semaine escaladés par le centre de services.',
      'Agent de soutien technique, niveau 1\tAoût 2019 à mai 2021',
      'Exemplotron, Montréal (QC)',
      'Soutien bilingue français-anglais ; passage au télétravail en mars 2020.',
    ]);
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Technicien en soutien informatique', 'Centre Exemple de santé'],
      ['Agent de soutien technique', 'Exemplotron'],
    ]);
  });
});

describe('lines a layout wraps or a form leaves unlabelled', () => {
  it('joins the end of a range wrapped between its month and its year', () => {
    const doc = sectionDocument('experience', ['Data Analytics Intern, Exemple Transport Authority — May 2019 – Aug', '2019', 'Cleaned and analysed tap-in data to profile peak-hour crowding.'], 'en');
    expect(rows(doc)).toEqual([['Data Analytics Intern', 'Exemple Transport Authority', '2019-05-01', '2019-08-31']]);
  });

  it('dates a labelled block by the employer line above it, dates beside it or under it', () => {
    const beside = sectionDocument('experience', ['1) Exemple Motors Ltd., Chakan, Pune\tJan 2023 – Till Date', 'Designation: Production Engineer', 'Roles & Responsibilities:', '2) Exemple Boilers Ltd., Pune\tJan 2022 – Dec 2022', 'Designation: Graduate Engineer Trainee (GET)'], 'en');
    const under = sectionDocument('experience', ['1) Exemple Motors Ltd., Chakan, Pune', 'Jan 2023 – Till Date', 'Designation: Production Engineer', 'Roles & Responsibilities:', '2) Exemple Boilers Ltd., Pune', 'Jan 2022 – Dec 2022', 'Designation: Graduate Engineer Trainee (GET)'], 'en');
    for (const doc of [beside, under]) {
      expect(rows(doc)).toEqual([
        ['Production Engineer', 'Exemple Motors Ltd.', '2023-01-01', null],
        ['Graduate Engineer Trainee (GET)', 'Exemple Boilers Ltd.', '2022-01-01', '2022-12-31'],
      ]);
    }
  });

  it('reads the NYSC form: the place of primary assignment is the employer', () => {
    const doc = sectionDocument('experience', [
      'Batch / State:\t2015 Batch “C”, Federal Capital Territory (FCT), Abuja',
      'Place of Primary\tExemple Bank Ltd, Garki Branch, Abuja',
      'Assignment:',
      'Period:\tNovember 2015 – October 2016',
      'Position:\tCorps Member – Banking Operations',
      'Duties:\tAccount opening and KYC documentation, cheque confirmation,',
    ], 'en');
    expect(rows(doc)).toEqual([['Corps Member – Banking Operations', 'Exemple Bank Ltd, Garki Branch', '2015-11-01', '2016-10-31']]);
    const stacked = sectionDocument('experience', ['Batch / State:', '2015 Batch “C”, Abuja', 'Place of Primary', 'Assignment:', 'Exemple Bank Ltd, Garki Branch, Abuja', 'Period:', 'November 2015 – October 2016', 'Position:', 'Corps Member – Banking Operations'], 'en');
    expect(rows(stacked)).toEqual([['Corps Member – Banking Operations', 'Exemple Bank Ltd, Garki Branch', '2015-11-01', '2016-10-31']]);
  });
});

describe('a title with its qualifier, the employer on a line of its own', () => {
  it('counts no part opening in lower case: the bold employer above "Title – unité…" is taken', () => {
    const doc = sectionDocument('experience', [
      { text: 'Hôpital Exemple – Site Nord', bold: true },
      'Sherbrooke (QC)',
      'Infirmière auxiliaire – unité de médecine interne',
      'août 2019 – aujourd’hui',
      'Orientation de 8 nouvelles infirmières auxiliaires et accueil des stagiaires du DEP.',
      { text: 'Résidence Exemple', bold: true },
      'Sherbrooke (QC)',
      'Infirmière auxiliaire',
      'juin 2017 – juillet 2019',
    ]);
    expect(rows(doc)).toEqual([
      ['Infirmière auxiliaire', 'Hôpital Exemple — Site Nord', '2019-08-01', null],
      ['Infirmière auxiliaire', 'Résidence Exemple', '2017-06-01', '2019-07-31'],
    ]);
  });

  it('takes "Employer, Site, City" under the dates, and no description clauses above the title', () => {
    const doc = sectionDocument('experience', [
      'Agent de soutien technique, niveau 1',
      'Août 2019 à mai 2021',
      'Exemplotron, Montréal (QC)',
      'Soutien bilingue français-anglais ; passage au télétravail en mars 2020',
      'Conseiller aux ventes – informatique (temps partiel)',
      'Septembre 2016 à juillet 2019',
      'Exemple Électro, Marché Central, Montréal (QC)',
    ]);
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Agent de soutien technique', 'Exemplotron'],
      ['Conseiller aux ventes', 'Exemple Électro — Marché Central'],
    ]);
  });
});

describe('an employer line under dates alone on their line', () => {
  it('takes the title above and the employer below, not the stray line above the title', () => {
    const doc = sectionDocument('experience', [
      'TypeScript',
      'Développeuse Full-Stack',
      'sept. 2022 – aujourd’hui',
      'Exemple Commerce · Bordeaux · CDI · équipe « Parcours d’achat »',
      'Refonte du tunnel de commande en React/Next.js (SSR) : −18 % de temps de chargement.',
    ]);
    expect(rows(doc)).toEqual([['Développeuse Full-Stack', 'Exemple Commerce', '2022-09-01', null]]);
  });
});

describe('a date column beside the entries', () => {
  it('puts a range wrapped in the date column back on its first line', () => {
    const doc = sectionDocument('experience', [
      { text: 'Mars 2020 –\tIngénieure travaux principale', bold: true },
      'à ce jour\tExemple Construction – Travaux Généraux de Casablanca',
      { text: 'Conduite des travaux de gros œuvre d’une tour résidentielle à Casablanca (budget', x: 146 },
      { text: 'Janv. 2017 –\tIngénieure d’études structure', bold: true },
      'Févr. 2020\tEXEMPLE, Rabat',
      { text: 'Dimensionnement de structures en béton armé selon l’Eurocode 2', x: 146 },
    ]);
    expect(rows(doc)).toEqual([
      ['Ingénieure travaux principale', 'Exemple Construction — Travaux Généraux de Casablanca', '2020-03-01', null],
      ['Ingénieure d’études structure', 'EXEMPLE', '2017-01-01', '2020-02-29'],
    ]);
  });

  it('reads a year set apart above the range as that range ("2021" / "05.2021 –" / "aujourd’hui")', () => {
    const doc = sectionDocument('experience', [
      '2021\tChef de partie saucier',
      '05.2021 –\tHôtel Exemple Palace, Lausanne · restaurant gastronomique, brigade de 14 personnes',
      'aujourd’hui\tResponsable du poste sauces et viandes (jusqu’à 90 couverts par service), mise en place et envoi',
      '2018\tDemi-chef de partie',
      '03.2018 –\tRestaurant Exemple, Lausanne · cuisine gastronomique française',
      '04.2021\tPostes entremétier puis poissonnier ; préparation des garnitures et cuissons à la minute',
    ]);
    expect(rows(doc)).toEqual([
      ['Chef de partie saucier', 'Hôtel Exemple Palace', '2021-05-01', null],
      ['Demi-chef de partie', 'Restaurant Exemple', '2018-03-01', '2021-04-30'],
    ]);
  });

  it('keeps to dates first when the first entry opens with its dates alone, after a description line', () => {
    const doc = sectionDocument('experience', [
      'Mars 2020 –',
      'à ce jour',
      'Ingénieure travaux principale',
      'Exemple Construction, Casablanca',
      'Suivi des consignes HSE : 0 accident avec arrêt sur 850 000 heures travaillées',
      'Janv. 2017 –',
      'Févr. 2020',
      'Ingénieure d’études structure',
      'EXEMPLE, Rabat',
    ]);
    expect(rows(doc)).toEqual([
      ['Ingénieure travaux principale', 'Exemple Construction', '2020-03-01', null],
      ['Ingénieure d’études structure', 'EXEMPLE', '2017-01-01', '2020-02-29'],
    ]);
  });

  it('takes no sentence end ("(FADM).") above an employer line for a head', () => {
    const doc = sectionDocument('experience', [
      'Résidence Exemple\tSherbrooke (QC)',
      'Infirmière auxiliaire\tjuin 2017 – juillet 2019',
      'Communication avec les familles, les médecins et le CLSC ; tenue des registres d’administration',
      '(FADM).',
      'CHSLD Exemple\tSherbrooke (QC)',
      'Préposée aux bénéficiaires (temps partiel)\tmai 2013 – mai 2017',
    ]);
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Infirmière auxiliaire', 'Résidence Exemple'],
      ['Préposée aux bénéficiaires (temps partiel)', 'CHSLD Exemple'],
    ]);
  });
});

describe('an employer over several roles', () => {
  it('gives the employer of a dated line with its length over two roles dated within it, whatever its other part reads like', () => {
    const doc = sectionDocument('experience', [
      'De 2012 à 2021 (9 ans) : Cabinet Exemple & Associés, expertise comptable – Tours (37)',
      '2016 – 2021 : Collaboratrice comptable (portefeuille de 45 dossiers)',
      '– Révision des comptes annuels',
      '2012 – 2016 : Assistante comptable',
      '03/2008 – 11/2011 : Comptable fournisseurs – Exemple Distribution, Tours',
    ]);
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Collaboratrice comptable (portefeuille de 45 dossiers)', 'Cabinet Exemple & Associés'],
      ['Assistante comptable', 'Cabinet Exemple & Associés'],
      ['Comptable fournisseurs', 'Exemple Distribution'],
    ]);
  });

  it('reads bullets "– Role (dates)" under an employer as its roles', () => {
    const doc = sectionDocument('experience', [
      'Groupe Exemple Épices, Saint-Hyacinthe (2014 – 2019)',
      '– Coordonnatrice aux comptes clés (2016 – 2019)',
      '– Représentante des ventes internes (2014 – 2016)',
      "Gérante adjointe – Épicerie Exemple, Montréal (2010 – 2014)",
    ]);
    expect(rows(doc)).toEqual([
      ['Coordonnatrice aux comptes clés', 'Groupe Exemple Épices', '2016-01-01', '2019-12-31'],
      ['Représentante des ventes internes', 'Groupe Exemple Épices', '2014-01-01', '2016-12-31'],
      ['Gérante adjointe', 'Épicerie Exemple', '2010-01-01', '2014-12-31'],
    ]);
  });

  it('takes the name in capitals, not the branch written under it, as the employer', () => {
    const doc = sectionDocument('experience', ['EXEMPLE BÂTIMENT SUD', 'Agence Provence – Marseille (13)', 'Conducteur de travaux principal — avril 2019 – aujourd’hui']);
    expect(rows(doc)).toEqual([['Conducteur de travaux principal', 'EXEMPLE BÂTIMENT SUD', '2019-04-01', null]]);
  });

  it('takes the employer in capitals above a complete "Title – Speciality⇥dates" line', () => {
    const doc = sectionDocument('experience', [
      'EXEMPLE CONSULTING PLC\tLondon',
      'Senior Project Manager – Financial Services\tJanuary 2018 – March 2020',
      { text: 'Recovered a failing CRM implementation.', x: 60 },
      'Project Manager\tFebruary 2015 – December 2017',
    ], 'en');
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Senior Project Manager', 'EXEMPLE CONSULTING PLC'],
      ['Project Manager', 'EXEMPLE CONSULTING PLC'],
    ]);
  });

  it('gives the employer in capitals to each role under it', () => {
    const doc = sectionDocument('experience', [
      'EXEMPLE CONSTRUCTION SUD\tAgence Provence – Marseille (13)',
      'Conducteur de travaux principal — avril 2019 – aujourd’hui',
      '→ Préparation de chantier, zéro accident avec arrêt depuis 2021',
      'Conducteur de travaux — janvier 2015 – mars 2019',
      '→ Gestion du gros œuvre',
      'BATI EXEMPLE\tAubagne (13)',
      'Chef de chantier — juin 1999 – août 2003',
    ]);
    expect(rows(doc)).toEqual([
      ['Conducteur de travaux principal', 'EXEMPLE CONSTRUCTION SUD', '2019-04-01', null],
      ['Conducteur de travaux', 'EXEMPLE CONSTRUCTION SUD', '2015-01-01', '2019-03-31'],
      ['Chef de chantier', 'BATI EXEMPLE', '1999-06-01', '2003-08-31'],
    ]);
  });

  it('reads roles written as bullets with their dates under their employer', () => {
    const doc = sectionDocument('experience', [
      'Cuisinier | avril 2018 à avril 2021',
      'Bistro Exemple, Québec',
      '• Préparation des fonds, sauces et marinades (2019 – 2020)',
      'Restaurant Exemple, Lévis',
      '• Commis de cuisine – 2016 à 2017',
      '• Plongeur – 2014 à 2016 (temps partiel pendant les études)',
    ]);
    expect(rows(doc)).toEqual([
      ['Cuisinier', 'Bistro Exemple', '2018-04-01', '2021-04-30'],
      ['Commis de cuisine', 'Restaurant Exemple', '2016-01-01', '2017-12-31'],
      ['Plongeur', 'Restaurant Exemple', '2014-01-01', '2016-12-31'],
    ]);
  });

  it('takes the employer in capitals above a place, a title and a dates line; skips page footers and project rows', () => {
    const doc = makeResumeDocument([
      '# Jean Exemple',
      '## CAREER HISTORY',
      'EXEMPLE BANKING GROUP',
      'London (hybrid)',
      'Senior Programme Manager – Payments',
      'April 2020 – Present',
      'Led the payments programme across three sites and an offshore partner',
      'Selected deliveries:',
      'Example tower, 214 flats\tLondon\t48 M£\t2024',
      'Jean Exemple – Curriculum Vitae\tPage 1 of 3',
      'Programme Manager',
      'January 2016 – March 2020',
    ]);
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Senior Programme Manager', 'EXEMPLE BANKING GROUP'],
      ['Programme Manager', 'EXEMPLE BANKING GROUP'],
    ]);
  });

  it('gives an employer line written above roles with their own dates to each of them', () => {
    const doc = sectionDocument('experience', [
      'Chef de partie | mai 2021 à aujourd’hui',
      'Hôtel Exemple, Québec',
      { text: 'Responsable du poste garde-manger', x: 80 },
      'Restaurant Exemple, Lévis',
      { text: 'Commis de cuisine – 2016 à 2017', x: 80 },
      { text: 'Plongeur – 2014 à 2016 (temps partiel pendant les études)', x: 80 },
    ]);
    expect(rows(doc)).toEqual([
      ['Chef de partie', 'Hôtel Exemple', '2021-05-01', null],
      ['Commis de cuisine', 'Restaurant Exemple', '2016-01-01', '2017-12-31'],
      ['Plongeur', 'Restaurant Exemple', '2014-01-01', '2016-12-31'],
    ]);
  });
});

describe('labelled forms', () => {
  it('reads Employer / Position / Period tables, whole values, duties and reasons as description', () => {
    const doc = sectionDocument('experience', [
      'Employer\tExample Girls’ High School',
      'Position\tMathematics Educator & Grade 11 Phase Head',
      'Period\tJanuary 2017 – Current',
      'Teaching Mathematics to Grades 10–12',
      'Reason for Leaving\tCurrently employed',
      'Employer\tUniversity of Example – Maths Learning Support Centre',
      'Position\tStudent Tutor (part-time)',
      'Period\t2010 – 2012',
    ], 'en');
    expect(rows(doc)).toEqual([
      ['Mathematics Educator & Grade 11 Phase Head', 'Example Girls’ High School', '2017-01-01', null],
      ['Student Tutor (part-time)', 'University of Example – Maths Learning Support Centre', '2010-01-01', '2012-12-31'],
    ]);
  });

  it('reads a table whose header names its columns (Organisation | Designation | Duration), cell by cell', () => {
    const doc = sectionDocument('experience', [
      'Organisation\tDesignation\tDuration',
      'Example Services India Pvt. Ltd., Hyderabad',
      'Customer Service Advisor – International Voice',
      'Nov 2021 – Till Date',
      'Example Global Services Pvt. Ltd., Hyderabad',
      'Customer Support Executive – Domestic Voice & Chat',
      'Jun 2019 – Oct 2021',
      'Roles and Responsibilities (Example Services):',
      '• Handling 80–100 inbound calls per day',
    ], 'en');
    expect(rows(doc)).toEqual([
      ['Customer Service Advisor – International Voice', 'Example Services India Pvt. Ltd.', '2021-11-01', null],
      ['Customer Support Executive – Domestic Voice & Chat', 'Example Global Services Pvt. Ltd.', '2019-06-01', '2021-10-31'],
    ]);
  });

  it('reads a label and its value on two lines (a table read cell by cell)', () => {
    const doc = sectionDocument('experience', ['Employer', 'Example College', 'Position', 'Physics Educator', 'Period', 'Jan 2013 – Dec 2016', 'Duties', 'Teaching Physics'], 'en');
    expect(rows(doc)).toEqual([['Physics Educator', 'Example College', '2013-01-01', '2016-12-31']]);
  });

  it('reads "Designation : …" under a numbered employer line; a later role keeps that employer', () => {
    const doc = sectionDocument('experience', [
      { text: '1) Example Motors Ltd., Pune', bold: true },
      'Designation : Senior Engineer – Production (Engine Assembly Shop)',
      'Duration\t: Since July 2021',
      'Roles & Responsibilities:',
      { text: 'Monitoring OEE, cycle time and line balancing.', x: 80 },
      { text: '2) Example Forge Ltd., Pune', bold: true },
      'Designation : Engineer – Maintenance',
      'Duration\t: Aug 2017 to Jun 2021',
      { text: 'Reduced MTTR by 18% through spare parts kitting.', x: 80 },
      'Designation : Graduate Engineer Trainee (GET)',
      'Duration\t: Aug 2016 to Jul 2017',
    ], 'en');
    expect(rows(doc)).toEqual([
      ['Senior Engineer – Production (Engine Assembly Shop)', 'Example Motors Ltd.', '2021-07-01', null],
      ['Engineer – Maintenance', 'Example Forge Ltd.', '2017-08-01', '2021-06-30'],
      ['Graduate Engineer Trainee (GET)', 'Example Forge Ltd.', '2016-08-01', '2017-07-31'],
    ]);
  });
});

describe('roles under one employer, dates in brackets', () => {
  it('gives the employer named on its own line to the roles under it that name none', () => {
    const doc = makeResumeDocument([
      '# Mary Example',
      '## Experience',
      'Example Bank — Toronto, ON',
      'Project Manager (2019 – 2024)',
      'Business Analyst (2016 – 2019)',
      'Sample Insurance Co. — Mississauga, ON',
      'Junior Analyst (2014 – 2016)',
    ]);
    expect(rows(doc)).toEqual([
      ['Project Manager', 'Example Bank', '2019-01-01', '2024-12-31'],
      ['Business Analyst', 'Example Bank', '2016-01-01', '2019-12-31'],
      ['Junior Analyst', 'Sample Insurance Co.', '2014-01-01', '2016-12-31'],
    ]);
  });

  it('leaves no bracket of the dates in the title', () => {
    const doc = makeResumeDocument(['# Ann Example', '## Experience', 'Data Analyst [ 01/2019 – 03/2022 ]', 'Example Ltd, Leeds']);
    expect(rows(doc)[0]?.[0]).toBe('Data Analyst');
  });

  it('reads the role noun, not the bold employer line, as the title ("Employer, City⇥dates" bold / "Title – Speciality")', () => {
    const doc = sectionDocument('experience', [
      { text: 'Exemple Transport, Edinburgh\tJune 2015 – February 2019', bold: true },
      'HGV Class 1 Driver – ADR',
      '   Delivered packaged fuel to forecourts across the Lothians.',
      { text: 'Exemple Wholesale, Glasgow\tApril 2012 – May 2015', bold: true },
      'Class 2 Driver (Multi-drop)',
    ], 'en');
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['HGV Class 1 Driver', 'Exemple Transport'],
      ['Class 2 Driver (Multi-drop)', 'Exemple Wholesale'],
    ]);
  });

  it('leaves a region after the place out of the head ("Exemple Malls — Petaling Jaya, Selangor")', () => {
    const doc = sectionDocument('experience', [
      'Exemple Malls — Petaling Jaya, Selangor\tJul 2020 – Feb 2022',
      'Assistant Marketing Executive',
      'Planned festive decor launches and in-mall events with footfall of 80k+ per weekend.',
    ], 'en');
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([['Assistant Marketing Executive', 'Exemple Malls']]);
  });

  it('reads the contract written before "chez" as the contract, the part before it as the title', () => {
    const doc = sectionDocument('experience', [
      "03/2022 à aujourd'hui\tÉlectricien – CDI chez Exemple Industrie & Tertiaire, Toulouse",
      'Installation électrique de bureaux et bâtiments tertiaires.',
      '09/2019 à 02/2022\tÉlectricien N2 – Mission intérim via Exemple Intérim chez Exemple Énergie, Blagnac',
    ]);
    const value = extractWorkExperiences(doc, cats(), NOW).value;
    expect(value.map((e) => [e.job_title, e.company_name, e.contract_type])).toEqual([
      ['Électricien', 'Exemple Industrie & Tertiaire', 'Permanent contract'],
      ['Électricien N2', 'Exemple Énergie', 'Temporary assignment'],
    ]);
  });

  it('takes the employer under a "Title⇥dates" line when the line above names none (a sidebar line read before the entry)', () => {
    const doc = sectionDocument('experience', [
      'Éveil musical et ateliers de motricité',
      "Éducatrice – groupe des 3-4 ans\tAoût 2019 à aujourd'hui",
      'CPE Exemple, Laval',
      "Responsable d'un groupe de 10 enfants; planification hebdomadaire d'activités éducatives",
      'Éducatrice à la pouponnière\tJuin 2017 à juillet 2019',
      'CPE Exemple Deux, Gatineau',
    ]);
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Éducatrice', 'CPE Exemple'],
      ['Éducatrice à la pouponnière', 'CPE Exemple Deux'],
    ]);
  });

  it('reads "Role" among a project\'s details (Project / Client / Role / Team Size) as description, not as the job title', () => {
    const doc = sectionDocument('experience', [
      'Exemple Technologies, Bengaluru\tApr 2023 – Till Date',
      'Senior Software Engineer',
      'Project\tOrder Platform',
      'Client\tLeading UK Retailer',
      'Role\tBackend Developer / Module Lead',
      'Team Size\t14',
      'Exemple Systems, Noida\tSep 2021 – Mar 2023',
      'Software Engineer',
      'Project',
      'Payments Hub',
      'Client',
      'US-based Bank',
      'Role',
      'Java Developer',
    ], 'en');
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Senior Software Engineer', 'Exemple Technologies'],
      ['Software Engineer', 'Exemple Systems'],
    ]);
  });
});

describe('sub-headings of the experience section', () => {
  it.each(['AUTRES EXPÉRIENCES', 'Other experience', 'ADDITIONAL EXPERIENCE'])('%s is an experience heading', (line) => {
    expect(headingOf(line)?.kind).toBe('experience');
  });
});

describe('an employer over its roles, a job written twice', () => {
  it('gives the employer written with its whole period to the roles dated within it', () => {
    const doc = sectionDocument('experience', [
      { text: 'EXEMPLE LOGISTICS (PTY) LTD — Isando, Kempton Park\tJune 2013 – March 2020', bold: true },
      'Shift Supervisor – Dispatch\tMarch 2017 – March 2020',
      'Ran the night dispatch shift loading 60 trucks per night.',
      'Stock Controller\tJanuary 2015 – February 2017',
      'Controlled stock for the chilled sections.',
      { text: 'Exemple Bank Plc — Lagos\tJan 2010 – Till Date', bold: true },
      'Relationship Officer\tJan 2010 – May 2013',
    ], 'en');
    expect(rows(doc)).toEqual([
      ['Shift Supervisor – Dispatch', 'EXEMPLE LOGISTICS (PTY) LTD', '2017-03-01', '2020-03-31'],
      ['Stock Controller', 'EXEMPLE LOGISTICS (PTY) LTD', '2015-01-01', '2017-02-28'],
      ['Relationship Officer', 'Exemple Bank Plc', '2010-01-01', '2013-05-31'],
    ]);
  });

  it('gives the employer above "Title" / "dates" to the next role written the same way', () => {
    const doc = sectionDocument('experience', [
      'Exemple Warehousing (Pty) Ltd — Midrand',
      'Warehouse Supervisor',
      'March 2019 – Present',
      '• Supervised a team of twenty.',
      'Senior Stock Controller',
      'June 2016 – February 2019',
    ], 'en');
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Warehouse Supervisor', 'Exemple Warehousing (Pty) Ltd'],
      ['Senior Stock Controller', 'Exemple Warehousing (Pty) Ltd'],
    ]);
  });

  it('keeps one job written in a snapshot table and again in the detailed history', () => {
    const doc = makeResumeDocument([
      '# Ann Example',
      '## Work Experience',
      '2020 – Present\tExemple Distribution (Pty) Ltd\tWarehouse Supervisor',
      '2017 – 2020\tExemple Retail Ltd\tShift Supervisor',
      '## Employment History',
      'Exemple Distribution (Pty) Ltd — Johannesburg\tApril 2020 – Present',
      'Warehouse Supervisor',
      'Supervise a cross-dock operation of 62 staff.',
      'Exemple Retail Ltd — Midrand\tMarch 2017 – March 2020',
      'Shift Supervisor',
      'Ran the night shift.',
    ]);
    expect(rows(doc)).toEqual([
      ['Warehouse Supervisor', 'Exemple Distribution (Pty) Ltd', '2020-04-01', null],
      ['Shift Supervisor', 'Exemple Retail Ltd', '2017-03-01', '2020-03-31'],
    ]);
  });
});

describe('entries in a two-column table (dates, employer, place | title, description)', () => {
  it('reads the left cells as the head, the right ones as the description', () => {
    const doc = sectionDocument('experience', [
      'Depuis sept. 2020\tAssistante de gestion et comptable',
      'Exemple Menuiseries SAS\tPME de 45 salariés – fabrication et pose de menuiseries bois / alu',
      'Vénissieux (69)\tTenue de la comptabilité générale jusqu’au bilan, en lien avec le cabinet',
      'Facturation clients, relances et suivi des encours ; paiements fournisseurs',
      'Mars 2016 – août 2020\tComptable fournisseurs',
      'Lyonnaise Exemple de Restauration\tSaisie et rapprochement de 900 factures par mois, lettrage',
      'Collective\tdes comptes',
      'Saint-Priest (69)\tPréparation des campagnes de règlement par virement',
    ]);
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Assistante de gestion et comptable', 'Exemple Menuiseries SAS'],
      ['Comptable fournisseurs', 'Lyonnaise Exemple de Restauration Collective'],
    ]);
  });

  it('leaves the words of a heading wrapped in its label column out of the first entry', () => {
    const doc = makeResumeDocument([
      '# Ann Example',
      'Expérience\t05.2021 – aujourd’hui\tChef de partie saucier',
      'professionnelle\tHôtel Exemple *****, restaurant gastronomique, Lausanne',
      'Responsable du poste chaud dans une brigade de 14 personnes.',
    ]);
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([['Chef de partie saucier', 'Hôtel Exemple *****']]);
  });
});

describe('titles and employers the head does not say plainly', () => {
  it('stops the employer line at words in lower case or a figure ("· agroalimentaire, 420 salariés")', () => {
    const doc = sectionDocument('experience', [
      { text: 'Technicien de maintenance industrielle (équipe 3x8)', bold: true },
      'Exemple Lait Industrie – Vitré (35) · agroalimentaire, 420 salariés',
      'Depuis janvier 2021',
      'Dépannage électrique, mécanique et pneumatique sur lignes de conditionnement.',
    ]);
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([['Technicien de maintenance industrielle (équipe 3x8)', 'Exemple Lait Industrie']]);
  });

  it('takes the title from the first description lines when the head only names the employer and its site', () => {
    const doc = sectionDocument('experience', [
      '09/2018 – 02/2021',
      'Exemple Sécurité',
      'Sites industriels de la zone',
      'aéronautique, Blagnac',
      'Agent de sécurité rondier (APS)',
      'Rondes de sûreté de nuit, fermeture et mise sous alarme des bâtiments',
    ]);
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([['Agent de sécurité rondier (APS)', 'Exemple Sécurité']]);
  });

  it('reads "Achievements:" under a job as a label of it when more jobs follow', () => {
    const doc = makeResumeDocument([
      '# Ann Example',
      '## Employment History',
      'EXEMPLE SPORTS PTY LTD – Chadstone, VIC',
      'MARCH 2021 – PRESENT',
      'Store Manager – Chadstone flagship (28 staff)',
      'Achievements:',
      '• Grew sales by 12 % in two years.',
      'JULY 2018 – FEBRUARY 2021',
      'Assistant Store Manager – Southland',
      'EXEMPLE HOMEWARES – Doncaster, VIC',
      'JANUARY 2016 – JUNE 2018',
      'Assistant Manager',
      'Sales Assistant (casual, then Key Holder from 2011)',
    ]);
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Store Manager', 'EXEMPLE SPORTS PTY LTD'],
      ['Assistant Store Manager – Southland', 'EXEMPLE SPORTS PTY LTD'],
      ['Assistant Manager', 'EXEMPLE HOMEWARES'],
    ]);
  });
});

describe('an employer with its period over roles in a date column', () => {
  it('gives the employer to the roles, keeps a dash inside parentheses in the title, and reads "Position:" as the title', () => {
    const doc = sectionDocument('experience', [
      'Aug 2019 – Present\tExemple Lodge Nursing Home, Kings Heath, Birmingham',
      '(64 bed nursing home – residential, nursing and dementia units)',
      'March 2021 – Present\tSenior Care Assistant (Dementia unit – Days)',
      'Leading a team of 5-6 care assistants on shift',
      'Aug 2019 – Feb 2021\tCare Assistant (Nursing unit)',
      'Personal care, washing, dressing, continence care and pressure area',
      'June 2016 - July 2019\tExemple Home Care Ltd, Selly Oak',
      'Position: Home Care Assistant',
      '- Visiting 12-15 clients a day in their own homes',
    ], 'en');
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Senior Care Assistant (Dementia unit – Days)', 'Exemple Lodge Nursing Home'],
      ['Care Assistant (Nursing unit)', 'Exemple Lodge Nursing Home'],
      ['Home Care Assistant', 'Exemple Home Care Ltd — Selly Oak'],
    ]);
  });
});

describe('a role above an employer line that carries the dates', () => {
  it('takes the line naming a role above "Employer, Site, City (dates)" as the title', () => {
    const doc = sectionDocument('experience', [
      'Préposée aux bénéficiaires (PAB) – poste permanent de soir',
      'CIUSSS Exemple, CHSLD Exemple, Trois-Rivières (août 2020 à aujourd’hui)',
      '- Soins d’hygiène complets auprès de 32 résidents',
      'Auxiliaire familiale et sociale',
      'Coopérative Exemple de soutien à domicile, Trois-Rivières (mars 2017 à août 2020)',
    ]);
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Préposée aux bénéficiaires (PAB)', 'CIUSSS Exemple — CHSLD Exemple'],
      ['Auxiliaire familiale et sociale', 'Coopérative Exemple de soutien à domicile'],
    ]);
  });
});

describe('an employer line over full head lines', () => {
  it('reads "School" / "Title" / "Trust · City" / dates as one job and lends the school to the next role', () => {
    const doc = sectionDocument('experience', [
      'Exemple Lane Primary School',
      'Year 6 Class Teacher',
      'Exemple Learning Trust · Leeds',
      'Sept 2021 – Present',
      'Teach a class of 30 pupils and lead maths across the school.',
      'Year 4 Class Teacher',
      'Sept 2018 – Jul 2021',
      'Planned the Year 4 curriculum with a parallel-class partner.',
      'Exemple Out of School Club',
      'Headingley, Leeds',
      'Playworker (part-time)',
      'Oct 2009 – Jun 2013',
    ], 'en');
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Year 6 Class Teacher', 'Exemple Learning Trust'],
      ['Year 4 Class Teacher', 'Exemple Lane Primary School'],
      ['Playworker (part-time)', 'Exemple Out of School Club'],
    ]);
  });

  it.each([
    ['TEACHING EXPERIENCE', 'experience'],
    ['Clinical Experience', 'experience'],
    ['Previous Employment', 'experience'],
  ])('%s is an experience heading by its last word', (line, kind) => {
    expect(headingOf(line)?.kind).toBe(kind);
  });

  it.each(['Years of Experience', 'Total Experience'])('%s is a column, no heading', (line) => {
    expect(headingOf(line)).toBeNull();
  });
});

describe('a profile export: employer, its total duration, roles with their own dates and places', () => {
  it('reads the duration and the "town, region, country" lines as no part, and each role at the employer', () => {
    const doc = sectionDocument('experience', [
      'Department of Example Affairs, Energy, the Environment and Water',
      '5 years 9 months',
      { text: 'Senior Policy Officer (APS 6)', bold: true },
      'July 2023 - Present (3 years 5 months)',
      'Canberra, Australian Capital Territory, Australia',
      'Water Infrastructure Branch. Lead a team of three on the policy side of the programs.',
      { text: 'Policy Officer (APS 5)', bold: true },
      'March 2021 - June 2023 (2 years 4 months)',
      'Canberra, Australian Capital Territory, Australia',
      'Example Bureau of Statistics',
      '3 years 2 months',
      { text: 'Research Officer (APS 4)', bold: true },
      'February 2019 - March 2021 (2 years 2 months)',
      'Belconnen, Australian Capital Territory, Australia',
      'Accounts section. Compiled the annual Water Account,',
      { text: 'Graduate (APS 3)', bold: true },
      'February 2018 - January 2019 (1 year)',
    ], 'en');
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Senior Policy Officer (APS 6)', 'Department of Example Affairs, Energy, the Environment and Water'],
      ['Policy Officer (APS 5)', 'Department of Example Affairs, Energy, the Environment and Water'],
      ['Research Officer (APS 4)', 'Example Bureau of Statistics'],
      ['Graduate (APS 3)', 'Example Bureau of Statistics'],
    ]);
  });
});

describe('numbered sections and employers described under their name', () => {
  it('reads "03⇥EXPÉRIENCE DE TRAVAIL" as a heading and its number as none of its words', () => {
    const doc = makeResumeDocument([
      '# Jean Exemple',
      '01\tPROFIL',
      'Mécanicien de véhicules lourds d’expérience.',
      '03\tEXPÉRIENCE DE TRAVAIL',
      'Mécanicien\tDe 2019 à 2021',
      '05\tCARTES, AT TESTATIONS ET PERFECTIONNEMENT',
      'SIMDUT 2015',
    ]);
    expect(doc.sections.map((s) => [s.kind, s.heading])).toEqual([
      ['header', null],
      ['summary', 'PROFIL'],
      ['experience', 'EXPÉRIENCE DE TRAVAIL'],
      ['certifications', 'CARTES, AT TESTATIONS ET PERFECTIONNEMENT'],
    ]);
  });

  it('takes the employer in capitals over a line describing it and a bold title', () => {
    const doc = sectionDocument('experience', [
      'TRANSPORT EXEMPLE INC. — Saguenay (arr. Chicoutimi)',
      'Transport de vrac et de copeaux, flotte de 65 tracteurs et 110 remorques',
      { text: 'Chef d’équipe mécanique – quart de soir', bold: true },
      'De mars 2021 à aujourd’hui',
      'Répartir le travail entre quatre mécaniciens et un apprenti selon les priorités',
      'VILLE DE EXEMPLE — Service des travaux publics, garage municipal',
      'Flotte de 240 véhicules : camions de déneigement, niveleuses, camions-bennes',
      { text: 'Mécanicien de véhicules lourds (poste permanent)', bold: true },
      'De juin 2019 à février 2021 (1 an 9 mois)',
      'Remise en état des camions-bennes et des freins pneumatiques avant la saison hivernale',
      { text: 'Mécanicien de véhicules lourds (remplacement)', bold: true },
      'De juin 2018 à mai 2019 (1 an)',
      'Dépannage sur la route et au garage, soudure de réparation sur les équipements de déneigement',
      'LES ENTREPRISES EXEMPLE INC. — chantiers de la région de',
      'Chibougamau',
      'Récolte forestière, camp de 60 travailleurs',
      { text: 'Mécanicien de chantier (horaire 14/7)', bold: true },
      'De mai 2011 à octobre 2014 (3 ans 6 mois)',
    ]);
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Chef d’équipe mécanique', 'TRANSPORT EXEMPLE INC.'],
      ['Mécanicien de véhicules lourds (poste permanent)', 'VILLE DE EXEMPLE'],
      ['Mécanicien de véhicules lourds (remplacement)', 'VILLE DE EXEMPLE'],
      ['Mécanicien de chantier (horaire 14/7)', 'LES ENTREPRISES EXEMPLE INC.'],
    ]);
  });
});

describe('"Company | Title" over "dates | PLACE" (Deedy, Awesome-CV)', () => {
  it('reads the dates as the entry above\'s and their place as no part', () => {
    const doc = sectionDocument('experience', [
      'AGRI-EXEMPLE EXPORT SA | Responsable de production – fruits rouges',
      'SEPT. 2021 – AUJOURD’HUI | BIOUGRA, CHTOUKA AÏT BAHA',
      'Pilotage de 85 ha de myrtilles et de framboises sous tunnels : 4 chefs de culture.',
      'DOMAINES EXEMPLE | Ingénieure de culture – tomate sous serre',
      'JUIL. 2019 – AOÛT 2021 | AÏT MELLOUL',
      'Conduite technique de 32 ha de tomate cerise sous serre canarienne.',
      'INRA – CRRA D’EXEMPLE | Stagiaire, projet de fin d’études',
      'FÉVR. 2018 – JUIL. 2018 | AGADIR',
    ]);
    expect(rows(doc)).toEqual([
      ['Responsable de production', 'AGRI-EXEMPLE EXPORT SA', '2021-09-01', null],
      ['Ingénieure de culture', 'DOMAINES EXEMPLE', '2019-07-01', '2021-08-31'],
      ['Stagiaire', 'INRA', '2018-02-01', '2018-07-31'],
    ]);
  });
});

describe('an unknown heading over dated roles, arrows between dates', () => {
  it('reads "0 1 P O S T E S S A L A R I É S" over dated roles as a list of jobs, "sept. 2021 → aujourd’hui" as a range', () => {
    const doc = makeResumeDocument([
      '# Maxime Exemple',
      '## P R O F I L',
      'Quinze ans de plateau.',
      '01 P O S T E S S A L A R I É S',
      'sept. 2021 → aujourd’hui | Régisseur général (CDI, 4/5e temps)',
      'THÉÂTRE DE EXEMPLE — LIÈGE',
      '– Planification technique de la saison et des plannings de 14 techniciens.',
      '09/2011 → 06/2014 | Technicien son et lumière (contrat APE)',
      'CENTRE CULTUREL DE EXEMPLE — VERVIERS',
    ]);
    expect(doc.sections.map((s) => s.kind)).toEqual(['header', 'summary', 'experience']);
    expect(rows(doc)).toEqual([
      ['Régisseur général (CDI, 4/5e temps)', 'THÉÂTRE DE EXEMPLE', '2021-09-01', null],
      ['Technicien son et lumière', 'CENTRE CULTUREL DE EXEMPLE', '2011-09-01', '2014-06-30'],
    ]);
  });
});

describe('ranks and trades', () => {
  it('reads "Rank – Trade⇥dates" under an employer\'s whole period as one title at that employer', () => {
    const doc = sectionDocument('experience', [
      'SEP 2007 – SEP 2019',
      'British Army – Corps of Royal Engineers · 12-year engagement',
      'Sergeant – E&M Section Commander\tAPR 2015 – SEP 2019',
      'Commanded a section of 12 electricians, fitters and plant operators supporting RAF airfield infrastructure.',
      'Corporal – Electrician (Military Engineering)\tJAN 2011 – MAR 2015',
      'Installed and maintained generator farms, field distribution and camp infrastructure at forward operating bases.',
    ], 'en');
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Sergeant – E&M Section Commander', 'British Army'],
      ['Corporal – Electrician (Military Engineering)', 'British Army'],
    ]);
  });
});

describe('text without styles (a resume saved as plain text or Word from a text)', () => {
  it('takes the role\'s own line over the employer\'s department, and not a sentence of the description above', () => {
    const doc = sectionDocument('experience', [
      'VILLE DE EXEMPLE — Service des travaux publics, garage municipal de Chicoutimi',
      'Flotte de 240 véhicules : camions de déneigement, niveleuses, camions-bennes, véhicules d’incendie',
      'Mécanicien de véhicules lourds (poste permanent)',
      'De juin 2019 à février 2021 (1 an 9 mois)',
      'Remise en état des camions-bennes et des freins pneumatiques avant la saison hivernale',
      'Mécanicien de véhicules lourds (remplacement, liste de rappel)',
      'De juin 2018 à mai 2019 (1 an)',
    ]);
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Mécanicien de véhicules lourds (poste permanent)', 'VILLE DE EXEMPLE'],
      ['Mécanicien de véhicules lourds (remplacement, liste de rappel)', 'VILLE DE EXEMPLE'],
    ]);
  });
});

describe('a remark on a gap between jobs', () => {
  it('reads "June – September 2019: relocation from … ." as a remark, not a job', () => {
    const doc = sectionDocument('experience', [
      'EXEMPLE PHYSIO & SPORTS INJURY CLINIC\tKnocknacarra, Galway',
      'Physiotherapist – part-time, Saturdays (June 2021 – present)',
      'Sports-injury clinic and return-to-play testing for club athletes.',
      'June – September 2019: relocation from Pittsburgh to Galway and recognition of qualifications.',
      'EXEMPLE SPORTS & ORTHOPEDIC PHYSICAL THERAPY\tPittsburgh, PA, USA',
      'Physical Therapist, Outpatient Orthopedics (August 2016 – May 2019)',
    ], 'en');
    expect(rows(doc).map((r) => r.slice(1))).toEqual([
      ['EXEMPLE PHYSIO & SPORTS INJURY CLINIC', '2021-06-01', null],
      ['EXEMPLE SPORTS & ORTHOPEDIC PHYSICAL THERAPY', '2016-08-01', '2019-05-31'],
    ]);
  });

  it('joins the year of a range end wrapped under its month in the date column', () => {
    const doc = sectionDocument('experience', [
      'Sept. 2013 – févr.\tCollaboratrice comptable – EXEMPLE AUDIT, Villeneuve-d’Ascq',
      '2017',
      // The text column's next line, further right: a description, not the head line wrapped.
      { text: 'Gestion d’un portefeuille de 45 dossiers (TPE, artisans,', x: 160 },
      { text: 'commerçants, SCI)', x: 160 },
      'Révision des comptes et établissement des liasses fiscales',
      'Sept. 2011 – août\tAssistante comptable – EXEMPLE AUDIT, Lille',
      '2013\tSaisie des pièces comptables',
    ]);
    expect(rows(doc)).toEqual([
      ['Collaboratrice comptable', 'EXEMPLE AUDIT', '2013-09-01', '2017-02-28'],
      ['Assistante comptable', 'EXEMPLE AUDIT', '2011-09-01', '2013-08-31'],
    ]);
  });

  it('takes an employer line above dates alone on their line, in a section whose dates open the entries', () => {
    const doc = sectionDocument('experience', [
      'January 2019 – Date',
      'Exemple Builders Nigeria Plc, Lagos',
      'Project Engineer (Civil)',
      'Supervise 6 site engineers and up to 150 workers.',
      'Exemple & Partners Plc, Lagos',
      'March 2014 – December 2018',
      'Site Engineer',
      'Setting out, levelling and supervision of concrete works.',
    ]);
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Project Engineer (Civil)', 'Exemple Builders Nigeria Plc'],
      ['Site Engineer', 'Exemple & Partners Plc'],
    ]);
  });

  it('gives the roles under an employer and its whole tenure to that employer, not to the entry above', () => {
    const doc = sectionDocument('experience', [
      'Senior News Producer',
      'EXEMPLE METRO TELEVISION (EMTV), IKEJA',
      'Feb. 2021 – Date',
      'Produce the flagship evening bulletin five nights a week.',
      'Exemple Broadcasting Corporation (EBC TV), Abuja',
      'Mar. 2017 – Jan. 2021',
      'Politics Correspondent',
      '2019 – 2021',
      'Covered the Presidency and the National Assembly.',
      'Reporter / Relief Presenter',
      '2017 – 2019',
      'General news and health reporting.',
    ]);
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Senior News Producer', 'EXEMPLE METRO TELEVISION (EMTV)'],
      ['Politics Correspondent', 'Exemple Broadcasting Corporation (EBC TV)'],
      ['Reporter / Relief Presenter', 'Exemple Broadcasting Corporation (EBC TV)'],
    ]);
  });

  it('reads a capitals heading cut by its kerning, a numbered employer with its place, and the detailed jobs rather than their summary table', () => {
    const doc = makeResumeDocument([
      '# Arjun Exemple',
      '❖ E XPER IENCE SUMM ARY',
      'Name of the Establishment',
      'Designation',
      'Exemple Grand Hotel, Bengaluru',
      'Chef de Partie',
      'Apr 2022',
      'Till Date',
      '❖ WOR K E XPER IENCE IN DE TAIL',
      '1. EXEMPLE GRAND HOTEL, BENGALURU',
      'Chef de Partie – Continental',
      '(April 2022 to Till Date)',
      'In charge of the continental section.',
      '2. EXEMPLE CORNICHE HOTEL, ABU DHABI, U.A.E.',
      'Commis I – Continental',
      '(January 2017 to March 2020)',
      'Worked in the main kitchen.',
    ]);
    expect(doc.sections.map((s) => s.kind)).toEqual(['header', 'experience', 'experience']);
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Chef de Partie', 'EXEMPLE GRAND HOTEL'],
      ['Commis I', 'EXEMPLE CORNICHE HOTEL'],
    ]);
  });

  it('leaves a driving licence read between the dates and their title out of the entry', () => {
    const doc = sectionDocument('experience', ['02/2021 – présent', 'Permis B', 'Juriste d’entreprise', 'Exemple SA – Legal Department, Bruxelles', 'Rédaction et négociation de contrats.']);
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([['Juriste d’entreprise', 'Exemple SA — Legal Department']]);
  });

  it('reads a place in the dates’ cell as the place, and follows the first entry’s head styles in order', () => {
    const doc = sectionDocument(
      'experience',
      [
        'Research Officer',
        { text: 'Exemple Institute of Genomics (A*STAR)', bold: true },
        'Jan 2023 – Ongoing\tBiopolis, Singapore',
        'Run pooled CRISPR knockout screens for a functional genomics team.',
        'Laboratory Technologist (contract)',
        { text: 'Exemple General Hospital — Molecular Pathology', bold: true },
        'Aug 2019 – Jun 2020\tOutram, Singapore',
        'Performed DNA and RNA extraction under accredited procedures.',
      ],
      'en',
    );
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Research Officer', 'Exemple Institute of Genomics (A*STAR)'],
      ['Laboratory Technologist (contract)', 'Exemple General Hospital — Molecular Pathology'],
    ]);
  });

  it('writes the employer of a table row into the row under it that spans it (one cell short)', () => {
    const doc = sectionDocument(
      'experience',
      [
        { text: 'S.No\tOrganisation\tDesignation\tFrom\tTo', bold: true },
        '1\tExemple Analytics Pvt. Ltd., Chennai\tSenior Data Engineer\tApr 2023\tTill Date',
        '2\tExemple Softech Solutions Pvt. Ltd., Chennai\tData Engineer\tJul 2020\tMar 2023',
        '3\tAssociate Software Engineer\tJul 2018\tJun 2020',
      ],
      'en',
    );
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Senior Data Engineer', 'Exemple Analytics Pvt. Ltd.'],
      ['Data Engineer', 'Exemple Softech Solutions Pvt. Ltd.'],
      ['Associate Software Engineer', 'Exemple Softech Solutions Pvt. Ltd.'],
    ]);
  });
});


describe('dates first, a bold title, a description (invented lines)', () => {
  it('reads an employer dated over its roles, each written dates / bold title / sentence in lower case', () => {
    const doc = sectionDocument('experience', [
      'DEPUIS JANVIER 2019',
      'EXEMPLE SÛRETÉ SA – Genève Aéroport, Meyrin',
      "04.2023 – AUJOURD'HUI",
      { text: 'Chef de groupe sûreté passagers', bold: true },
      'Encadrement de 8 à 12 agents par vacation, répartition sur les lignes de',
      'contrôle',
      '01.2019 – 03.2023',
      { text: 'Agent de sûreté aéroportuaire', bold: true },
      "Contrôle des passagers et bagages de cabine (jusqu'à 45 000 passagers",
      '/ jour en été)',
    ]);
    expect(rows(doc)).toEqual([
      ['Chef de groupe sûreté passagers', 'EXEMPLE SÛRETÉ SA', '2023-04-01', null],
      ['Agent de sûreté aéroportuaire', 'EXEMPLE SÛRETÉ SA', '2019-01-01', '2023-03-31'],
    ]);
  });

  it('reads bullets opening on their dates and a colon as jobs, however long, and a town the catalog does not know after the company', () => {
    const doc = sectionDocument('experience', [
      '❖ Depuis 10/2022 : Technicienne de laboratoire contrôle qualité – Laiterie Exemple SA, Aïn Taoujdate.',
      '- Analyses physico-chimiques du lait cru et des produits finis (yaourts, lben, fromage frais).',
      "❖ 01/2022 – 09/2022 (9 mois) : Technicienne d'analyses (CDD) – Labo Exemple Maroc, Casablanca.",
      '- Préparation des échantillons, dosages par HPLC et spectrophotométrie, saisie des résultats.',
    ]);
    expect(rows(doc)).toEqual([
      ['Technicienne de laboratoire contrôle qualité', 'Laiterie Exemple SA', '2022-10-01', null],
      ["Technicienne d'analyses", 'Labo Exemple Maroc', '2022-01-01', '2022-09-30'],
    ]);
  });
});

describe('dates and employer on one line, a sentence on the employer, then the role (invented lines)', () => {
  it('reads the role under the employer description, "auj." as ongoing, and two roles under one employer', () => {
    const doc = sectionDocument('experience', [
      '2019 – auj.\tGROUPE EXEMPLE – Lyon (69)',
      'ETI industrielle, composants hydrauliques pour engins de chantier et agricoles – 1 200 salariés',
      { text: 'Directrice Achats Groupe', bold: true },
      "Création de la direction achats groupe : passage d'une organisation par site à une",
      '2011 – 2019\tEXEMPLE INDUSTRIES – Villefranche-sur-Saône (69)',
      'Fabricant de pièces mécano-soudées et de sous-ensembles pour le ferroviaire – 650 salariés',
      '2015 – 2019\tResponsable Achats Europe',
      'Encadrement de 6 acheteurs ; budget achats de 95 M€, 320 fournisseurs actifs',
      '2011 – 2015\tAcheteuse famille mécanique et fonderie',
      'Négociation des contrats annuels (22 M€), qualification de nouveaux fournisseurs avec la',
      'qualité',
    ]);
    expect(rows(doc)).toEqual([
      ['Directrice Achats Groupe', 'GROUPE EXEMPLE', '2019-01-01', null],
      ['Responsable Achats Europe', 'EXEMPLE INDUSTRIES', '2015-01-01', '2019-12-31'],
      ['Acheteuse famille mécanique et fonderie', 'EXEMPLE INDUSTRIES', '2011-01-01', '2015-12-31'],
    ]);
  });
});

describe('an employer in capitals over "dates⇥Title" rows (invented lines)', () => {
  it('gives the employer, written with its sector and town, to the roles under it, and the next employer to its own', () => {
    const doc = sectionDocument('experience', [
      'EXEMPLE MARINE & OFFSHORE PTE LTD – shipbuilding & repair, Tuas',
      { text: 'Jun 2022 – Present\tProcurement Analyst', bold: true },
      'Run monthly spend analysis (S$85M annual spend, 1,400 active vendors) and maintain category',
      'dashboards in Power BI.',
      { text: 'Mar 2019 – May 2022\tProcurement Executive', bold: true },
      'Issued purchase orders for valves and electrical items and followed up deliveries.',
      'EXEMPLE TRADING (S) PTE LTD – industrial supplies, Jurong',
      { text: 'Sep 2016 – Feb 2019\tPurchasing Assistant', bold: true },
      'Raised purchase requisitions and kept the vendor master data up to date.',
    ], 'en');
    expect(rows(doc)).toEqual([
      ['Procurement Analyst', 'EXEMPLE MARINE & OFFSHORE PTE LTD', '2022-06-01', null],
      ['Procurement Executive', 'EXEMPLE MARINE & OFFSHORE PTE LTD', '2019-03-01', '2022-05-31'],
      ['Purchasing Assistant', 'EXEMPLE TRADING (S) PTE LTD', '2016-09-01', '2019-02-28'],
    ]);
  });
});

describe('letter-spaced headings closed up by the PDF reader', () => {
  it.each([
    ['CORESKILLS', 'skills'],
    ['EXPÉRIENCEPROFESSIONNELLE', 'experience'],
  ])('%s is a %s heading', (line, kind) => {
    expect(headingOf(line)?.kind).toBe(kind);
  });
});

describe('dates over "Title, Employer, Town." closed by a full stop (moderncv-like, invented lines)', () => {
  it('reads the line under the dates as the head, its full stop included', () => {
    const doc = sectionDocument('experience', ['2021/10 – 2022/08', 'Research Assistant, Exemple Science, Aberdeen.', 'Tagged grey seals and analysed telemetry data.'], 'en');
    expect(rows(doc)).toEqual([['Research Assistant', 'Exemple Science', '2021-10-01', '2022-08-31']]);
  });
});

describe('dates / bold title / "Employer – what it does" (invented lines)', () => {
  it('keeps a line opening on an employer name as the head, however many lower-case words follow', () => {
    const doc = sectionDocument('experience', ['Juillet – décembre 2012', { text: 'Aide-soignante intérimaire', bold: true }, 'Exemple Care – missions en maisons de repos de la région liégeoise']);
    expect(rows(doc)).toEqual([['Aide-soignante intérimaire', 'Exemple Care', '2012-07-01', '2012-12-31']]);
  });
});

describe('an employer dated over roles whose descriptions open with a long sentence (invented lines)', () => {
  it('reads no later description line as a head once a sentence was read', () => {
    const doc = sectionDocument('experience', [
      'Aug 2019 – Present\tExemple Lodge Nursing Home, Kings Heath, Birmingham',
      'March 2021 – Present\tSenior Care Assistant (Dementia unit – Days)',
      'Leading a team of 5-6 care assistants on shift, allocating work and doing',
      'the handover to the nurse in charge',
      'Administering medication including controlled drugs (second checker)',
      'Aug 2019 – Feb 2021\tCare Assistant (Nursing unit)',
      'Personal care for 20 residents on the nursing unit.',
    ], 'en');
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Senior Care Assistant (Dementia unit – Days)', 'Exemple Lodge Nursing Home'],
      ['Care Assistant (Nursing unit)', 'Exemple Lodge Nursing Home'],
    ]);
  });
});

describe('head lines around the dates', () => {
  it('reads "Title, Employer, City." closed by a full stop as a head line, not a sentence', () => {
    const doc = makeResumeDocument(['## Postes et expériences professionnelles', '2022–2023', 'Chargée de cours vacataire, Université Exemple Lyon 2, Lyon.', '64 h éq. TD en licence de sociologie.', '2019–2022', 'Doctorante contractuelle, Laboratoire Exemple, Lyon.']);
    expect(rows(doc).map((r) => [r[0], r[1]])).toEqual([
      ['Chargée de cours vacataire', 'Université Exemple Lyon 2'],
      ['Doctorante contractuelle', 'Laboratoire Exemple'],
    ]);
  });

  it('reads "Title" / "Employer" / "dates⇥Town" as an entry closed by its dates', () => {
    const doc = makeResumeDocument(['## EXPÉRIENCE PROFESSIONNELLE', 'Assistante sociale de première ligne', 'CPAS Exemple', '09/2016 – 02/2020\tSeraing', 'Réalisations / Tâches', '• Permanences sociales et enquêtes à domicile', 'Animatrice de plaines de vacances', 'Ville de Herstal', '07/2012 – 08/2014\tHerstal']);
    // The titles are bold, as the layout writes them.
    for (const line of doc.lines) if (/^(?:Assistante|Animatrice)/.test(line.text)) line.bold = true;
    expect(rows(doc)).toEqual([
      ['Assistante sociale de première ligne', 'CPAS Exemple', '2016-09-01', '2020-02-29'],
      ['Animatrice de plaines de vacances', 'Ville de Herstal', '2012-07-01', '2014-08-31'],
    ]);
  });

  it('takes the role line above "Employer, Town" over dates alone, in every entry', () => {
    const doc = makeResumeDocument(['## WORK EXPERIENCE', 'Senior Staff Nurse (Maternity)', 'Exemple Medical Centre, Jabi', '01/2022 – Till Date', 'Abuja, FCT', 'Achievements/Tasks', 'Shift leader for 6 midwives and 4 student nurses in a 24-bed labour ward and obstetric unit.', 'Staff Nurse/Midwife', 'Exemple Specialist Hospital, Gwarinpa', '04/2016 – 12/2018', 'Abuja, FCT']);
    expect(rows(doc).map((r) => [r[0], r[2]])).toEqual([
      ['Senior Staff Nurse (Maternity)', '2022-01-01'],
      ['Staff Nurse/Midwife', '2016-04-01'],
    ]);
  });

  it('reads "Employer, Town – remark on the employer" under "Title⇥dates" as the employer, the remark as description', () => {
    const doc = makeResumeDocument(['## EMPLOYMENT HISTORY', 'Disability Support Worker (casual)\tMar 2020 – Jan 2022', 'CareLink Exemple Services, Footscray VIC – NDIS registered provider, SIL houses and community access', 'Supported adults with intellectual disability in two houses.', 'In-Home Support Worker (part-time)\tJul 2019 – Mar 2020', 'HomeFirst Exemple Care, Melbourne West – Home Care Packages and CHSP clients', 'Visited 6–8 older clients a day for personal care.']);
    expect(rows(doc).map((r) => [r[0], r[1]])).toEqual([
      ['Disability Support Worker (casual)', 'CareLink Exemple Services'],
      ['In-Home Support Worker (part-time)', 'HomeFirst Exemple Care — Melbourne West'],
    ]);
  });

  it("reads \"Maître d'hôtel\" as the title beside a restaurant's name", () => {
    const doc = makeResumeDocument(['## EXPÉRIENCE', "La Table Exemple, Annecy — Maître d'hôtel", "MAI 2022 - AUJOURD'HUI", 'Cuisine du marché, 38 couverts.']);
    expect(rows(doc).map((r) => [r[0], r[1]])).toEqual([["Maître d'hôtel", 'La Table Exemple']]);
  });
});

describe('headings set like the known ones', () => {
  // LaTeX-like headings: larger than the body, neither bold nor in capitals (their colour is not read).
  const lines = (specs: Array<[string, number]>) => specs.map(([text, fontSize], index) => ({ index, text, folded: fold(text), page: 0, x: 50, y: 50 + 14 * index, fontSize, bold: false }));

  it('reads a heading the table lacks when it has the size of the headings the table knows', () => {
    const sections = groupLinesIntoSections(lines([['Ann Example', 22], ['Employment', 14], ['2022 – present\tResearch Fellow, University of Example, Exampletown.', 10], ['Education', 14], ['2017 – 2021\tPhD Zoology, University of Example.', 10], ['Computer and field skills', 14], ['Programming\tGit, Python, LaTeX', 10], ['Languages', 14], ['English\tMother tongue', 10]]), 10);
    expect(sections.map((s) => [s.kind, s.heading])).toEqual([['header', null], ['experience', 'Employment'], ['education', 'Education'], ['skills', 'Computer and field skills'], ['languages', 'Languages']]);
  });

  it('leaves lines of body size alone, and needs two known headings of that size', () => {
    const body = groupLinesIntoSections(lines([['Ann Example', 22], ['Employment', 14], ['Education', 14], ['Communication skills', 10]]), 10);
    expect(body.map((s) => s.kind)).toEqual(['header', 'experience', 'education']);
    const one = groupLinesIntoSections(lines([['Ann Example', 22], ['Employment', 14], ['2022 – present\tResearch Fellow, University of Example.', 10], ['Computer and field skills', 14]]), 10);
    expect(one.map((s) => s.kind)).toEqual(['header', 'experience']);
  });
});

describe('a heading wrapped onto two lines', () => {
  it('takes the kind of the whole heading ("FORMATIONS" / "CONTINUES")', () => {
    const doc = makeResumeDocument(['# Léa Exemple', '## FORMATION', 'Master en action sociale – Haute École Exemple (2022)', '## FORMATIONS', 'CONTINUES', 'Médiation de dettes – formation agréée · 2018']);
    expect(doc.sections.map((s) => [s.kind, s.heading])).toEqual([['header', null], ['education', 'FORMATION'], ['certifications', 'FORMATIONS CONTINUES']]);
  });
});

describe('jobs told in sentences', () => {
  it('reads "Depuis … : Titre à la SOCIÉTÉ (…)" with the parenthesis wrapped, and "au Cabinet …" with a remark', () => {
    const doc = makeResumeDocument(['## EXPÉRIENCES PROFESSIONNELLES', 'Depuis janvier 2020 : Chef comptable à la EXEMPLE-CI SA (Société Exemple de Conditionnement de Produits', "Agricoles de Côte d'Ivoire) – Abidjan, Zone industrielle", 'Tâches :', '➢ Supervision d’une équipe de quatre comptables ;', "D'avril 2014 à décembre 2019 : Comptable principal au Cabinet EXEMPLE Conseil (expertise comptable et", 'commissariat aux comptes) – Abidjan-Plateau', '➢ Gestion d’un portefeuille de 25 clients.']);
    expect(rows(doc).map((r) => [r[0], r[1], r[2]])).toEqual([
      ['Chef comptable', "EXEMPLE-CI SA (Société Exemple de Conditionnement de Produits Agricoles de Côte d'Ivoire)", '2020-01-01'],
      ['Comptable principal', 'Cabinet EXEMPLE Conseil', '2014-04-01'],
    ]);
  });

  it('reads "Presently working as … in … from … to till date" and "Worked as … in … from … to" wrapped before the year', () => {
    const doc = makeResumeDocument(['## PROFESSIONAL EXPERIENCE', '➢ Presently working as Senior Accounts Executive in Exemple Knit Exports Pvt. Ltd., Tiruppur from July 2022 to till date.', '➢ Worked as Accounts Executive in Exemple Garments, Tiruppur from June 2019 to June 2022.', '➢ Worked as Accounts Assistant in M/s. Exemple & Co., Chartered Accountants, Coimbatore from May 2017 to May', '2019.', 'Job Responsibilities:', 'Maintaining books of accounts in Tally Prime up to trial balance.']);
    expect(rows(doc)).toEqual([
      ['Senior Accounts Executive', 'Exemple Knit Exports Pvt. Ltd.', '2022-07-01', null],
      ['Accounts Executive', 'Exemple Garments', '2019-06-01', '2022-06-30'],
      ['Accounts Assistant', 'Exemple & Co.', '2017-05-01', '2019-05-31'],
    ]);
    const cut = makeResumeDocument(['## WORK EXPERIENCE', 'Currently working as Senior Test Engineer in Exemple Solutions Pvt. Ltd., Hyderabad from', 'Apr 2024 to till date.', 'Worked as Test Engineer in Exemple Solutions Pvt. Ltd., Hyderabad from Aug 2022 to Mar', '2024.']);
    expect(rows(cut)).toEqual([
      ['Senior Test Engineer', 'Exemple Solutions Pvt. Ltd.', '2024-04-01', null],
      ['Test Engineer', 'Exemple Solutions Pvt. Ltd.', '2022-08-01', '2024-03-31'],
    ]);
  });
});

describe('periods written under a label after the duties', () => {
  it('moves each "Period: …" under its job\'s head lines', () => {
    const doc = makeResumeDocument(['## CAREER HISTORY', 'EXEMPLE COLLIERY (PTY) LTD – Ogies, Mpumalanga', 'Diesel Mechanic (Artisan)', 'Duties and responsibilities:', 'Service, repair and overhaul dump trucks, excavators and dozers on day and night shift.', 'Fault-finding on hydraulic, electrical and engine systems using the diagnostic laptops.', 'Period: March 2019 – to date\tReason for leaving: Currently employed', 'EXEMPLE EARTHMOVING & PLANT HIRE CC – eMalahleni', 'Diesel Mechanic', 'Duties and responsibilities:', 'Field and workshop repairs on a hire fleet of 60 machines and water tankers.', 'Period: February 2014 – February 2019\tReason for leaving: Better opportunity in mining']);
    expect(rows(doc)).toEqual([
      ['Diesel Mechanic (Artisan)', 'EXEMPLE COLLIERY (PTY) LTD', '2019-03-01', null],
      ['Diesel Mechanic', 'EXEMPLE EARTHMOVING & PLANT HIRE CC', '2014-02-01', '2019-02-28'],
    ]);
  });
});

describe('a role named by its head noun before a colon', () => {
  it('reads "Departmental Head: Foundation Phase (PL2)" as the title over a school, its employer', () => {
    const doc = sectionDocument('experience', [{ text: 'Jan 2019 – Present\tDepartmental Head: Foundation Phase (PL2)', bold: true }, 'Example Primary School, Pinetown', 'Lead and manage a team of 14 educators.'], 'en');
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([['Departmental Head: Foundation Phase (PL2)', 'Example Primary School — Pinetown']]);
  });
});

describe('a young engineer\'s internships, dates opening each line', () => {
  it('reads a district between the company and its town, and a month alone opening the last line', () => {
    const doc = sectionDocument('experience', [
      { text: "Février 2025 – Juin 2025 Stage de fin d'études – Ingénieur stagiaire méthodes", bold: true },
      'Exemple Câblage Automotive, Aïn Sebaâ, Casablanca',
      'Sujet : « Amélioration du TRS d\'une ligne d\'assemblage »',
      { text: "Juillet 2024 – Août 2024\tStage d'application – Service maintenance", bold: true },
      'Exemple Emballages SARL, Mohammedia',
      { text: 'Juillet 2021\tStage ouvrier', bold: true },
      'Société Laitière Exemple, Casablanca – découverte des ateliers',
    ], 'fr');
    expect(rows(doc).map((r) => r.slice(0, 3))).toEqual([
      ['Ingénieur stagiaire méthodes', 'Exemple Câblage Automotive — Aïn Sebaâ', '2025-02-01'],
      ["Stage d'application", 'Exemple Emballages SARL', '2024-07-01'],
      ['Stage ouvrier', 'Société Laitière Exemple', '2021-07-01'],
    ]);
    const one = sectionDocument('experience', ['Depuis octobre 2025', 'Ingénieur méthodes junior – Exemple Câblage Automotive, Aïn Sebaâ, Casablanca'], 'fr');
    expect(rows(one).map((r) => r.slice(0, 2))).toEqual([['Ingénieur méthodes junior', 'Exemple Câblage Automotive']]);
  });
});

describe('entries of two sections', () => {
  it('lends no employer of the experience section to an entry of the volunteering section', () => {
    const doc = makeResumeDocument([
      '# Ann Example', '## Experience', 'Example Stores\tMar 2013 – Dec 2016', 'Customer Service Team Member\tMelbourne, VIC', 'Worked checkouts while studying.',
      '## Volunteering', 'Example Harvest\t2019 – Present', 'Volunteer driver’s assistant one Saturday a month.',
    ]);
    const volunteering = rows(doc).find((r) => r[2] === '2019-01-01');
    expect(volunteering).toBeDefined();
    expect(volunteering![1]).not.toBe('Example Stores');
  });
});

describe('dates set right of the titles, as a text extraction scatters them', () => {
  it('gives the k-th period to the k-th "title / employer, Town" head, wherever the extraction put it', () => {
    const doc = sectionDocument('experience', [
      'Technicien en soutien informatique', 'Groupe Exemple, Québec (Québec)', 'Depuis juin 2022',
      'Soutien de niveau 1 et 2 auprès de 350 employés', 'Rédaction de procédures pour la base de connaissances',
      '2019 – 2022', 'Agent de soutien technique', 'Exemple Support inc., Lévis (Québec)', 'Moyenne de 40 appels par jour',
      'Commis au service à la clientèle (temps partiel)', 'Quincaillerie Exemple & Fils, Québec (Québec)', 'Service à la clientèle, caisse', '2016 – 2019',
    ]);
    expect(rows(doc).map((r) => r.slice(0, 3))).toEqual([
      ['Technicien en soutien informatique', 'Groupe Exemple', '2022-06-01'],
      ['Agent de soutien technique', 'Exemple Support inc.', '2019-01-01'],
      ['Commis au service à la clientèle (temps partiel)', 'Quincaillerie Exemple & Fils', '2016-01-01'],
    ]);
  });
});

describe('one order of the head lines through a section', () => {
  it('puts the title where the section\'s other entries put it when an entry\'s words say nothing ("Linfox" / "Logistics Graduate")', () => {
    const doc = sectionDocument('experience', [
      'Exemple Group\tMar 2021 – Present', 'Supply Chain Analyst\tBrisbane, QLD', 'Built a demand dashboard.',
      'Exemple Retail Group\tJul 2018 – Feb 2021', 'Inventory Planner\tBrisbane, QLD', 'Managed replenishment.',
      'Zorbex\tFeb 2017 – Jun 2018', 'Logistics Graduate\tMelbourne, VIC', 'Completed three rotations.',
    ], 'en');
    expect(rows(doc).map((r) => r.slice(0, 2))).toEqual([
      ['Supply Chain Analyst', 'Exemple Group'],
      ['Inventory Planner', 'Exemple Retail Group'],
      ['Logistics Graduate', 'Zorbex'],
    ]);
  });
});
