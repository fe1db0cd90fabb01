import { describe, expect, it } from 'vitest';
import { extractJobTitle, segmentGlued } from '../../../src/parsing/extract-job-title.js';
import { extractName } from '../../../src/parsing/extract-name.js';
import { parsingCatalogs } from '../../../src/parsing/parsing-catalogs.js';
import { makeResumeDocument } from './make-resume-document.js';

describe('extractJobTitle', () => {
  it.each(['Sex:\tMale', 'Marital Status:\tMarried', 'State of Origin:\tRivers', 'État civil : célibataire', 'Mariée, 2 enfants', 'Célibataire', 'Married, two children'])('reads no personal detail as the title: %s', (line) => {
    expect(extractJobTitle(makeResumeDocument(['# Ann Lee', line, 'ann@example.com'])).value).toBeNull();
  });

  it.each([
    ['Développeuse full-stack JavaScript / TypeScript', 'Développeuse full-stack JavaScript / TypeScript'],
    ['Senior Accountant | 11 years’ experience', 'Senior Accountant'],
    ['Registered Nurse (Adult) | NMC PIN: 12A3456B', 'Registered Nurse (Adult)'],
    ['Senior Project Manager | PMP® | PRINCE2® Practitioner', 'Senior Project Manager'],
    ['Data Engineer | Python | Spark', 'Data Engineer | Python | Spark'],
    ['Registered Nurse | RGN', 'Registered Nurse'],
    ['Java Backend Developer | 6 Years | Spring Boot', 'Java Backend Developer | Spring Boot'],
    ['Commerciale B2B – secteur industriel – 8 ans d’expérience', 'Commerciale B2B – secteur industriel'],
  ])('%s → %s', (line, title) => {
    expect(extractJobTitle(makeResumeDocument(['# Ann Lee', line, 'ann@example.com'])).value).toBe(title);
  });

  it('reads a letter-spaced title wrapped a word a line', () => {
    expect(extractJobTitle(makeResumeDocument(['# Amandine Exemple', 'I N S T I T U T R I C E', 'P R I M A I R E', 'Bachelière – Institutrice primaire · 8 années d’expérience'])).value).toBe('INSTITUTRICE PRIMAIRE');
  });

  it('is null when contact details follow the name', () => {
    expect(extractJobTitle(makeResumeDocument(['# Ann Lee', '75011 Paris · 06 00 00 00 21', '## Expérience'])).value).toBeNull();
  });

  it('skips an OCR speck next to the name', () => {
    expect(extractJobTitle(makeResumeDocument(['# Léa FONTAINE', '74', 'Infirmière diplômée d’État'])).value).toBe('Infirmière diplômée d’État');
  });

  it('reads a form\'s labelled title (Europass), and never takes an empty label or the document\'s own title', () => {
    const europass = ['Curriculum vitae', 'PERSONAL INFORMATION\tBetty Smith', '32 Reading rd, Birmingham, B26 3QJ (United Kingdom)', 'smith@example.com', 'JOB APPLIED FOR\tEuropean project manager', '## WORK EXPERIENCE'];
    expect(extractJobTitle(makeResumeDocument(europass)).value).toBe('European project manager');
    expect(extractJobTitle(makeResumeDocument(['Jeanne Exemple', 'Poste visé : Chargée de recrutement', 'jeanne@example.com'])).value).toBe('Chargée de recrutement');
    expect(extractJobTitle(makeResumeDocument(['Curriculum Vitae', 'PERSONAL INFORMATION\tSofia Example', 'JOB APPLIED FOR', '## WORK EXPERIENCE'])).value).toBeNull();
    // A label column read apart from its values: the title on the line under its label.
    expect(extractJobTitle(makeResumeDocument(['Jeanne Exemple', 'jeanne@example.com', 'POSTE VISÉ', 'Gestionnaire de paie', '## EXPÉRIENCE'])).value).toBe('Gestionnaire de paie');
    // The label cut where its column wraps it, the rest on the next line.
    const cut = ['Curriculum Vitae', 'Nom(s) / Prénom(s)\tEXEMPLE David', "Emploi recherché / Domaine de\tResponsable d'entrepôt", 'compétence', '## Expérience professionnelle'];
    expect(extractJobTitle(makeResumeDocument(cut)).value).toBe("Responsable d'entrepôt");
  });

  it('reads a letter-spaced headline whose word gaps are kept, never a letter-spaced heading', () => {
    expect(extractJobTitle(makeResumeDocument(['# Ann Lee', 'E A R L Y\tC H I L D H O O D\tT E A C H E R', 'ann@example.com'])).value).toBe('EARLY CHILDHOOD TEACHER');
    expect(extractJobTitle(makeResumeDocument(['# Ann Lee', 'D A T A   A N A L Y S T', 'ann@example.com'])).value).toBe('DATA ANALYST');
    expect(extractJobTitle(makeResumeDocument(['# Ann Lee', 'P R O F I L E', 'Nurse for ten years.'])).value).toBeNull();
  });

  it('cuts a letter-spaced headline whose word gaps were lost by the words of job titles', () => {
    const words = parsingCatalogs().rome.titleWords();
    expect(segmentGlued("AIDE-SOIGNANTEDIPLÔMÉED'ÉTAT", words)).toBe("AIDE-SOIGNANTE DIPLÔMÉE D'ÉTAT");
    expect(segmentGlued('CHEFDEPARTIE', words)).toBe('CHEF DE PARTIE');
    expect(segmentGlued('MARIEDURAND', words)).toBeNull();
    const doc = makeResumeDocument(['# Ann Exemple', 'C H E F D E PA RT I E', 'ann@example.com']);
    expect(extractJobTitle(doc, parsingCatalogs().names, words).value).toBe('CHEF DE PARTIE');
    const heading = makeResumeDocument(['# Ann Exemple', 'M O T I V A T I O N', 'Je souhaite rejoindre une équipe.']);
    expect(extractJobTitle(heading, parsingCatalogs().names, words).value).toBeNull();
  });

  it('never takes the end of a heading on two lines above the name for a title', () => {
    const names = parsingCatalogs().names;
    const doc = makeResumeDocument(['Curriculum Vitae', 'INFORMATIONS', 'PERSONNELLES', 'Nathalie Exemple', '12 rue Exemple, 44000 Nantes', 'nathalie@example.com']);
    expect(extractJobTitle(doc, names).value).toBeNull();
  });

  it('reads the title under the name found by the name step (sidebar first, name on two lines, initials badge)', () => {
    const names = parsingCatalogs().names;
    const doc = makeResumeDocument(['# Chloé', '# Exemple', 'CE', 'Chargée de marketing digital', 'chloe.exemple@example.com']);
    expect(extractJobTitle(doc, names).value).toBe('Chargée de marketing digital');
    const wrapped = makeResumeDocument(['# Ann LEE Mei Ling', ', CFA', 'SENIOR FINANCIAL ANALYST', 'ann.lee@example.com']);
    expect(extractJobTitle(wrapped, names).value).toBe('SENIOR FINANCIAL ANALYST');
  });

  it('reads a title past the contact lines, or above the name, but not a wrapped sentence', () => {
    const names = parsingCatalogs().names;
    const past = ['# Paul DURAND', '5 impasse des Exemples', '38000 Grenoble', 'Tel : 06-00-00-00-11', 'Né le 22/02/1988', 'Cariste confirmé / Préparateur de commandes', '## Expérience professionnelle'];
    expect(extractJobTitle(makeResumeDocument(past), names).value).toBe('Cariste confirmé / Préparateur de commandes');
    const above = ['KEY ACCOUNT MANAGER', '# PAUL DURAND', 'Rue de Fer 17, 5000 Namur', '31ans | PermisB | Disponible', 'paul.durand@example.com'];
    expect(extractJobTitle(makeResumeDocument(above), names).value).toBe('KEY ACCOUNT MANAGER');
    const sentence = ['# Paul DURAND', '06 00 00 00 11', 'Infirmier rigoureux et réactif, habitué aux prises en charge', 'lourdes en réanimation.'];
    expect(extractJobTitle(makeResumeDocument(sentence), names).value).toBeNull();
  });

  it('reads the name and the headline that share a line', () => {
    const names = parsingCatalogs().names;
    const doc = makeResumeDocument(['# Marie Dupont – Développeuse Full-Stack | Lyon', 'marie.dupont@example.com']);
    expect(extractJobTitle(doc, names).value).toBe('Développeuse Full-Stack');
    expect(extractName(doc, names).value).toEqual({ full_name: 'Marie Dupont', first_name: 'Marie', last_name: 'Dupont' });
    const contact = makeResumeDocument(['# Marie Dupont | marie.dupont@example.com | 06 00 00 00 11', 'Infirmière diplômée d’État']);
    expect(extractJobTitle(contact, names).value).toBe('Infirmière diplômée d’État');
  });

  it('is null when the name is followed by a wrapped summary or by the first job', () => {
    const names = parsingCatalogs().names;
    const summary = ['# Ann LEE', 'Infirmière rigoureuse et réactive, habituée aux prises en charge lourdes en', 'réanimation médicale et aux urgences adultes.'];
    expect(extractJobTitle(makeResumeDocument(summary), names).value).toBeNull();
    const job = ['# Ann LEE', 'Chef de partie | mai 2021 à aujourd’hui', 'Restaurant Exemple, Québec'];
    expect(extractJobTitle(makeResumeDocument(job), names).value).toBeNull();
  });
});

describe('extractJobTitle: lines between the name and the title', () => {
  it.each([
    [['# Ann Example', 'Agent de sécurité incendie – SSIAP 1', 'Adresse\t45 avenue des Exemples, 31200 Toulouse'], 'Agent de sécurité incendie – SSIAP 1'],
    [['# Ann Example', 'M.Pharm (Pharmacy Practice), B.Pharm', 'Hospital & Clinical Pharmacist', 'Mobile: +91 94405 00000'], 'Hospital & Clinical Pharmacist'],
    [['# Meryem Exemple', 'مريم آيت لحسن', 'Ingénieure agronome', 'Agadir | 06 62 00 00 35'], 'Ingénieure agronome'],
    [['# ANN EXAMPLE', 'Address', 'Bentleigh East VIC 3165', 'Mobile', '0491 570 000', 'Retail Store Manager | Multi-Site Ready'], 'Retail Store Manager | Multi-Site Ready'],
  ])('%j → %s', (lines, title) => {
    expect(extractJobTitle(makeResumeDocument(lines)).value).toBe(title);
  });

  it('skips a Canadian address and reads the headline in the cell beside the e-mail', () => {
    const doc = makeResumeDocument(['# Jean-Philippe Exemple', '2245, 3e Avenue', 'Québec (Québec) G1L 3R5', '(418) 555-0187', 'Cuisinier – chef de partie\tjp.exemple@example.com', '## OBJECTIF', 'Obtenir un poste de sous-chef.']);
    expect(extractJobTitle(doc).value).toBe('Cuisinier – chef de partie');
  });
});


describe('lines that are no headline', () => {
  it.each(['SI T UATION ADMINIS TR ATI V E', 'LL LL 4 4 4 4 4 ll', 'size'])('"%s" is none', (line) => {
    expect(extractJobTitle(makeResumeDocument(['# Ann Exemple', line, 'ann.exemple@example.com']), parsingCatalogs().names).value).toBeNull();
  });

  it.each(['IT & HR Manager', 'QA / QC Engineer'])('"%s" is one', (line) => {
    expect(extractJobTitle(makeResumeDocument(['# Ann Exemple', line, 'ann.exemple@example.com']), parsingCatalogs().names).value).toBe(line);
  });
});

describe('an address under the name', () => {
  it('is no title: "12 Example Park, Douglas, Cork T12 X4R2"', () => {
    expect(extractJobTitle(makeResumeDocument(['# Ann Lee', '12 Example Park, Douglas, Cork T12 X4R2', '087 555 0100 • ann@example.com', '## Profile', 'Graduate.'])).value).toBeNull();
  });
});
