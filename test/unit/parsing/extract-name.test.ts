import { describe, expect, it } from 'vitest';
import { extractName } from '../../../src/parsing/extract-name.js';
import { parsingCatalogs } from '../../../src/parsing/parsing-catalogs.js';
import { makeResumeDocument } from './make-resume-document.js';
import { groupLinesIntoSections } from '../../../src/parsing/group-lines-into-sections.js';
import { fold } from '../../../src/text/fold.js';

const names = () => parsingCatalogs().names;

describe('extractName', () => {
  it.each([
    ['Léa FONTAINE', 'Léa', 'FONTAINE', 'lea.fontaine@example.com'],
    ['BENALI Sofiane', 'Sofiane', 'BENALI', 'sofiane.benali@example.com'],
    ['LEMAIRE Hugo', 'Hugo', 'LEMAIRE', 'hugo.lemaire@example.com'],
    ['Jean-Baptiste de LA ROCHE', 'Jean-Baptiste', 'de LA ROCHE', 'jb.delaroche@example.com'],
    ['Chloé van den Broek', 'Chloé', 'van den Broek', 'chloe.vandenbroek@example.com'],
    ['Marie-Hélène d’ARGENSON', 'Marie-Hélène', 'd’ARGENSON', 'mh.dargenson@example.com'],
    ['Charlotte von Essen', 'Charlotte', 'von Essen', 'charlotte.vonessen@example.com'],
  ])('%s → %s / %s', (line, first, last, email) => {
    const doc = makeResumeDocument([`# ${line}`, 'Titre du poste', `75011 Paris · ${email}`, '## Expérience professionnelle', 'x']);
    expect(extractName(doc, names()).value).toEqual({ full_name: line, first_name: first, last_name: last });
  });

  it('takes the name under a contact band (contact details in the page header)', () => {
    const doc = makeResumeDocument(['7 Lenton Terrace, Nottingham · hannah.okafor@example.com', '# Hannah Okafor', 'HR Business Partner']);
    expect(extractName(doc, names()).value.full_name).toBe('Hannah Okafor');
  });

  it('never reads a letter-spaced title cut in the wrong places as the name ("V I TA E")', () => {
    const doc = makeResumeDocument(['CURRICULUM', 'V I TA E', 'Diogo Exemplo', 'Cuisinier CFC – Chef de partie', 'diogo.exemplo@example.com']);
    expect(extractName(doc, names()).value.full_name).toBe('Diogo Exemplo');
  });

  it('joins a name word cut in two at a kerning gap when the e-mail or a "Name:" field spells it ("JESSICA TR AN")', () => {
    const byEmail = makeResumeDocument(['JESSICA TR AN', 'Assistant Accountant', 'jessica.tran@example.net']);
    expect(extractName(byEmail, names()).value).toMatchObject({ full_name: 'JESSICA TRAN', last_name: 'TRAN' });
    const byField = makeResumeDocument(['OLUMIDE BA BATUNDE EXEMPLE', 'Sales Representative', 'olumide.exemple@example.com', '## Personal Details', 'Name:', 'Exemple Olumide Babatunde']);
    expect(extractName(byField, names()).value.full_name).toBe('OLUMIDE BABATUNDE EXEMPLE');
    // A particle is a word of its own: "LE GOFF" stays two words whatever the e-mail.
    const particle = makeResumeDocument(['Kévin LE GOFF', 'Technicien', 'kevin.legoff@example.com']);
    expect(extractName(particle, names()).value.full_name).toBe('Kévin LE GOFF');
  });

  it('closes up a name OCR read with gaps inside its words when the e-mail spells it ("Yac i n e⇥HA D DA D")', () => {
    const doc = makeResumeDocument(['Yac i n e\tHA D DA D\tCarte pro CNAPS valide', 'Agent de sécurité', 'E-mail\tyacine.haddad31@example.com']);
    expect(extractName(doc, names()).value.full_name).toBe('Yacine HADDAD');
  });


  it.each([
    ['CAT H E R I N E E X E M P L E', 'catherine.exemple@example.com', 'CATHERINE EXEMPLE'],
    ['Nat halie E X E M P L E', 'n.exemple@example.com', 'Nathalie EXEMPLE'],
    ['L éna E xemplar', 'lena.exemplar@example.com', 'Léna Exemplar'],
    ['AD A E X EM P L E - B E L LO', 'ada.exemplebello@example.com', 'ADA EXEMPLE-BELLO'],
  ])('closes up a letter-spaced name cut at random by its text layer ("%s")', (line, email, full) => {
    const doc = makeResumeDocument([line, 'Avocate en droit du travail', `Cellulaire : 514 555-0100 | ${email}`]);
    expect(extractName(doc, names()).value.full_name).toBe(full);
  });

  it('leaves short capitals no e-mail or first name supports as they are', () => {
    const doc = makeResumeDocument(['# Ann Example', 'IT HR QA PMO', 'ann.example@example.com']);
    expect(extractName(doc, names()).value.full_name).toBe('Ann Example');
  });
  it('finds the name in the largest line of the page after a sidebar read first', () => {
    const sidebar = ['## CONTACT', 'ADRESSE', '12 rue Exemple', '35700 Rennes', 'PORTABLE', '06 39 98 47 21', 'E-MAIL', 'k.lg35@example.org', '## COMPÉTENCES', 'Maintenance préventive', 'Pneumatique', 'Hydraulique', 'Automatisme', 'Siemens TIA Portal'];
    const doc = makeResumeDocument([...sidebar, '# Kévin EXEMPLE', 'Technicien de maintenance industrielle']);
    expect(extractName(doc, names()).value.full_name).toBe('Kévin EXEMPLE');
  });

  it('keeps a middle name no list knows out of the first name when the e-mail names the first and the family name', () => {
    const doc = makeResumeDocument(['# ZAINAB OYIZA EXEMPLE', 'Relationship Manager', 'zainab.exemple@example.com']);
    expect(extractName(doc, names()).value).toEqual({ full_name: 'ZAINAB OYIZA EXEMPLE', first_name: 'ZAINAB', last_name: 'EXEMPLE' });
  });

  it('reads "SURNAME, Given Names" when the e-mail holds the surname', () => {
    const doc = makeResumeDocument(['CURRICULUM VITAE', '## PERSONAL DATA', 'Name:\tEXEMPLE, Tamunotonye Ibiteye', 'E-mail:\ttonye.exemple@example.com']);
    expect(extractName(doc, names()).value).toMatchObject({ first_name: 'Tamunotonye Ibiteye', last_name: 'EXEMPLE' });
  });

  it('reads the name in a cell after an icon OCR read as a few signs ("m5⇥— Julien Exemple")', () => {
    const doc = makeResumeDocument(['m5\t— Julien Exemple', 'Numéro de téléphone : (+41) 79 555 31 78', 'Adresse e-mail : j.exemple@example.com']);
    expect(extractName(doc, names()).value.full_name).toBe('Julien Exemple');
  });

  it('never reads a heading or a job title as the name', () => {
    const doc = makeResumeDocument(['# Curriculum Vitae', '# Data Scientist', 'contact@example.com']);
    const r = extractName(doc, names());
    expect(r.value).toEqual({ full_name: null, first_name: null, last_name: null });
    expect(r.warnings).toHaveLength(1);
  });

  it('reads the name beside a form\'s label (Europass 2010: "First name(s) / Surname(s)")', () => {
    const doc = makeResumeDocument(['Europass', 'Curriculum Vitae', 'Personal information', 'First name(s) / Surname(s)\tSofia Emmanouilidi', 'Address(es)\t12 Example Street, Athens']);
    expect(extractName(doc, parsingCatalogs().names).value).toMatchObject({ full_name: 'Sofia Emmanouilidi', first_name: 'Sofia', last_name: 'Emmanouilidi' });
  });

  it.each([
    [['# Hannah Example RGN', 'Registered Nurse', 'hannah.example@example.com'], 'Hannah Example', 'Hannah', 'Example'],
    [['# Ann Lee, CFA', 'Analyst', 'ann.lee@example.com'], 'Ann Lee', 'Ann', 'Lee'],
    [['# Paul Martin MPSI', 'paul.martin@example.com'], 'Paul Martin', 'Paul', 'Martin'],
    [['# Dr. Ann Lee', 'General Practitioner'], 'Ann Lee', 'Ann', 'Lee'],
    [['# Mme Léa MARTIN', 'Infirmière'], 'Léa MARTIN', 'Léa', 'MARTIN'],
    [['# Rebecca (Bec) Example', 'Policy Officer'], 'Rebecca Example', 'Rebecca', 'Example'],
    [['# KAITLYN EXAMPLE PT, DPT', 'Senior Physiotherapist'], 'KAITLYN EXAMPLE', 'KAITLYN', 'EXAMPLE'],
    [['# Rhiannon M. Exemple BSc (Hons) MRICS', 'Chartered Quantity Surveyor'], 'Rhiannon M. Exemple', 'Rhiannon', 'Exemple'],
  ])('drops post-nominal letters and nicknames: %j', (lines, full, first, last) => {
    expect(extractName(makeResumeDocument(lines), names()).value).toEqual({ full_name: full, first_name: first, last_name: last });
  });

  it('keeps a letter-spaced middle initial in the full name only', () => {
    const doc = makeResumeDocument(['# D A N I E L J . W H I T L O C K', 'Maintenance Supervisor', 'danwhitlock.re@example.com']);
    expect(extractName(doc, names()).value).toEqual({ full_name: 'DANIEL J. WHITLOCK', first_name: 'DANIEL', last_name: 'WHITLOCK' });
  });

  it('reads a light given name over a huge letter-spaced surname the e-mail names', () => {
    const doc = makeResumeDocument(['Maxime', '# D E L V A U X', 'Régisseur lumière', '## P R O F I L', 'maxime.delvaux@example.net']);
    expect(extractName(doc, names()).value).toEqual({ full_name: 'Maxime DELVAUX', first_name: 'Maxime', last_name: 'DELVAUX' });
  });

  it('closes up letter-spaced capitals and splits the glued name by the e-mail', () => {
    const doc = makeResumeDocument(['# M A X I M E D U R A N D', 'Rue de Fer 17, 5000 Namur', 'maxime.durand@example.com']);
    expect(extractName(doc, names()).value).toEqual({ full_name: 'MAXIME DURAND', first_name: 'MAXIME', last_name: 'DURAND' });
    const spaced = makeResumeDocument(['# M A R I E   D U P O N T', 'contact@example.com']);
    expect(extractName(spaced, names()).value.full_name).toBe('MARIE DUPONT');
  });

  it('reads a name written on two lines', () => {
    const doc = makeResumeDocument(['# Chloé', '# Exemple', 'Chargée de marketing digital', 'chloe.exemple@example.com']);
    expect(extractName(doc, names()).value).toEqual({ full_name: 'Chloé Exemple', first_name: 'Chloé', last_name: 'Exemple' });
    // Further down, after a sidebar read first (OCR, text exports), the e-mail's words find it.
    const sidebar = Array.from({ length: 16 }, (_, i) => `Compétence ${i + 1}`);
    const late = makeResumeDocument(['CONTACT', '+41 78 000 00 00', 'chloe.exemple@example.com', ...sidebar, 'Chloé', 'Exemple', 'Chargée de marketing digital']);
    expect(extractName(late, names()).value.full_name).toBe('Chloé Exemple');
  });

  it('finds the name at the top of the main column when a sidebar is read first', () => {
    const sidebar = ['C O N T A C T', '+65 9123 4567', 'ann.lee@example.com', 'CORE SKILLS', 'Financial modelling', 'Budgeting', 'Variance analysis', 'Power BI', 'Excel', 'SAP', 'LANGUAGES', 'English', 'Mandarin'];
    const doc = makeResumeDocument([...sidebar, '# Ann LEE Mei Ling, CFA', 'SENIOR FINANCIAL ANALYST']);
    doc.lines.forEach((l, i) => (l.y = i < sidebar.length ? 120 + 14 * i : 40 + 14 * (i - sidebar.length)));
    expect(extractName(doc, names()).value).toMatchObject({ full_name: 'Ann LEE Mei Ling', first_name: 'Ann', last_name: 'LEE' });
  });

  it('takes the first name from the e-mail when the family name comes first in capitals', () => {
    const doc = makeResumeDocument(['RESUME', '# PATIL ROHAN VIJAY', 'Mobile: +91-9800000000', 'E-mail: rohan.patil91@example.com']);
    expect(extractName(doc, names()).value).toEqual({ full_name: 'PATIL ROHAN VIJAY', first_name: 'ROHAN', last_name: 'PATIL' });
  });

  it('reads a personal details table that says which part is the surname', () => {
    const doc = makeResumeDocument(['CURRICULUM VITAE', '# ANN M. EXEMPLO', '## Personal details', 'Surname\tExemplo', 'First Names\tAnn Mary', 'Gender\tFemale']);
    expect(extractName(doc, names()).value).toEqual({ full_name: 'Ann Mary Exemplo', first_name: 'Ann Mary', last_name: 'Exemplo' });
    const fr = makeResumeDocument(['Nom', 'DURAND', 'Prénom', 'Loïc', 'Adresse', '3 rue des Exemples, 69003 Lyon']);
    expect(extractName(fr, names()).value).toEqual({ full_name: 'Loïc DURAND', first_name: 'Loïc', last_name: 'DURAND' });
  });

  it('joins a given name and its family name set apart by the other column (two text boxes)', () => {
    const doc = makeResumeDocument(['Jack', 'C O N T A C T', 'Exemplar', '✉ jack.exemplar@example.com', 'S O U S', '☎ 0491 570 156', 'C H E F']);
    expect(extractName(doc, names()).value).toEqual({ full_name: 'Jack Exemplar', first_name: 'Jack', last_name: 'Exemplar' });
  });

  it('leaves the Europass logo word out of the name', () => {
    const doc = makeResumeDocument(['europass Julien Exemple', 'Curriculum Vitae', '## PERSONAL INFORMATION', '✉ julien@example.com']);
    expect(extractName(doc, names()).value).toEqual({ full_name: 'Julien Exemple', first_name: 'Julien', last_name: 'Exemple' });
  });
});


/** A document of a text format: every line the same size and weight. */
const plain = (written: string[], language: 'fr' | 'en' = 'en') => {
  const lines = written.map((text, index) => ({ index, text, folded: fold(text), page: 0, x: 50, y: 50 + 14 * index, fontSize: 10, bold: false }));
  return { lines, sections: groupLinesIntoSections(lines, 10), text: written.join('\n'), links: [], language, bodyFontSize: 10 };
};

describe('a long name wrapped in a text format (one size)', () => {

  it('takes the family name on the next line under a name of three words or more', () => {
    const doc = plain(['Nur Aisyah binte Exemple', 'Rahman', '+65 8765 2041', 'nuraisyah.ex@example.com', 'Senior Logistics Coordinator']);
    expect(extractName(doc, names()).value.full_name).toBe('Nur Aisyah binte Exemple Rahman');
  });

  it('leaves a title under a short name alone', () => {
    const doc = plain(['Ann Exemple', 'Nurse', 'ann.exemple@example.com']);
    expect(extractName(doc, names()).value.full_name).toBe('Ann Exemple');
  });
});

describe("the LinkedIn address's words as evidence", () => {
  it('finds a family name set apart from the given name when the LinkedIn address spells it (the e-mail does not)', () => {
    const doc = makeResumeDocument(['Freya', '## C O N TA C T', '✆ 07700 900318', '✉ freya.h.design@example.com', 'linkedin.com/in/freya-', 'Exemplworth', 'Senior Graphic Designer — Brand & Packaging', 'exemplworth']);
    expect(extractName(doc, names()).value.full_name).toBe('Freya Exemplworth');
  });
});

describe('a monogram under the name', () => {
  it('is no family name ("EXEMPLE" / "MLE")', () => {
    const doc = makeResumeDocument(['Mamadou Lamine', 'EXEMPLE', 'MLE', 'Ingénieur Réseaux & Télécommunications', 'ml.exemple@example.com']);
    expect(extractName(doc, names()).value.full_name).toBe('Mamadou Lamine EXEMPLE');
  });
});

it('never reads "C U R R I C U L U M V I TA E" closed up as a name', () => {
  const doc = makeResumeDocument(['C U R R I C U L U M V I TA E', 'Salma', 'Technicienne de laboratoire', 'salma.exemple@example.com']);
  expect(extractName(doc, names()).value.full_name ?? '').not.toMatch(/CURRICULUM/);
});

it('reads no monogram under a three-word name as its family name in a text format ("Kévin LE EXEMPLE" / "KLE")', () => {
  const doc = plain(['Kévin LE EXEMPLE', 'KLE', 'Technicien de maintenance industrielle', 'kevin.leexemple@example.com'], 'fr');
  expect(extractName(doc, names()).value.full_name).toBe('Kévin LE EXEMPLE');
});

describe('names as a text layer or a form writes them', () => {
  it('closes a name set in small capitals, each initial apart ("A oife E xample"), by the e-mail', () => {
    const doc = makeResumeDocument(['A oife E xample', '12 Example Park, Douglas, Cork', 'aoife.example@example.com', '## Education', 'x']);
    expect(extractName(doc, names()).value.full_name).toBe('Aoife Example');
  });

  it('leaves a title in brackets after a name out of it ("Name: EXEMPLE Ann Ada (Mrs)"), and a middle name the e-mail leaves out', () => {
    const doc = makeResumeDocument(['CURRICULUM VITAE', '## Personal Information', 'Name: EXEMPLE Ann Ada (Mrs)', 'Sex: Female', 'ann.exemple@example.com']);
    expect(extractName(doc, names()).value).toMatchObject({ first_name: 'Ann', last_name: 'EXEMPLE' });
  });
});
