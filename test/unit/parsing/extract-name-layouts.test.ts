/**
 * Names in layouts the golden set does not have: a flattened resume whose first line runs on
 * after the name, and a Europass label column beside the name.
 */
import { describe, expect, it } from 'vitest';
import { buildResumeDocument } from '../../../src/parsing/build-resume-document.js';
import { extractJobTitle } from '../../../src/parsing/extract-job-title.js';
import { extractName } from '../../../src/parsing/extract-name.js';
import { parsingCatalogs } from '../../../src/parsing/parsing-catalogs.js';
import { readDocument } from '../../../src/documents/read-document.js';
import { makeResumeDocument } from './make-resume-document.js';

const nameOf = async (text: string) => extractName(buildResumeDocument(await readDocument(Buffer.from(text))), parsingCatalogs().names).value;

describe('extractName in other layouts', () => {
  it('takes the name that opens a flattened first line', async () => {
    expect(await nameOf('Allen Neal King ESB Integration Developer - Exemple Systems\n\nHyderabad - Email me: allen@example.com\n')).toMatchObject({ full_name: 'Allen Neal King' });
    expect(await nameOf('Jon Feest  2501 Example Ave. Oklahoma City | 123-345-7890 | jon.feest@example.com  OBJECTIVE  To obtain employment\n')).toMatchObject({
      full_name: 'Jon Feest',
      first_name: 'Jon',
      last_name: 'Feest',
    });
  });

  it("reads a name through OCR's specks: a badge after it, a bracket on an initial", async () => {
    expect(await nameOf('KAITLYN M. EXEMPLE #1 0er\nSenior Physiotherapist\nkaitlyn.exemple@example.com\n')).toMatchObject({ full_name: 'KAITLYN M. EXEMPLE' });
    expect(await nameOf('MARCHETT!I Sandrine\nNée le 09/02/1979\nMariée, 2 enfants\nsandrine.marchetti@example.fr\n')).toMatchObject({ first_name: 'Sandrine', last_name: 'MARCHETTI' });
    expect(await nameOf('DANIEL J).\tEXEMPLE\nMaintenance Supervisor\ndan.exemple@example.com\n')).toMatchObject({ full_name: 'DANIEL J. EXEMPLE' });
  });

  it('reads a name on two rows whose other cells are the contact column (a double family name)', () => {
    const doc = makeResumeDocument(['Marie-Ève\t4521, rue Exemple, app. 3', 'Montréal (Québec) H2J 2L4', 'Tremblay-Exemple\tCellulaire : (514) 555-0100', 'me.exemple@example.com', '## PROFIL']);
    expect(extractName(doc, parsingCatalogs().names).value).toMatchObject({ first_name: 'Marie-Ève', last_name: 'Tremblay-Exemple' });
  });

  it('does not take a job title for a name', async () => {
    expect(await nameOf('Senior Data Analyst with nine years of experience\nSQL, Python\n')).toMatchObject({ full_name: null });
  });

  it('ends the name at the first cell of a flattened line, never at a comma of the address', () => {
    const doc = makeResumeDocument(['Ann Mary Lee\tExample Ave., Detroit, Michigan\tPhone: 555-0100']);
    expect(extractName(doc, parsingCatalogs().names).value.full_name).toBe('Ann Mary Lee');
  });

  it('never takes a form label for a word of the name', () => {
    const doc = makeResumeDocument(['Prénom Loïc', 'Ville Lyon', '## Expérience', 'x']);
    expect(extractName(doc, parsingCatalogs().names).value.full_name).toBeNull();
  });

  it('reads the name in the first cell of a row of three words and more ("Name<tab>address")', () => {
    const doc = makeResumeDocument(['CURRICULUM VITAE', 'RAVI KUMAR EXEMPLAR\tMobile: +91 98765 43210', 'Flat 12, Example Road\tE-mail: ravi.exemplar@example.com']);
    expect(extractName(doc, parsingCatalogs().names).value.full_name).toBe('RAVI KUMAR EXEMPLAR');
  });

  it('splits a letter-spaced hyphenated name where the e-mail says', () => {
    const doc = makeResumeDocument(['M A R I E - È V E E X E M P L E', '12 rue Exemple • me.exemple@example.com']);
    expect(extractName(doc, parsingCatalogs().names).value).toMatchObject({ first_name: 'MARIE-ÈVE', last_name: 'EXEMPLE' });
    const doc2 = makeResumeDocument(['L U C J E A N - LO U I S', 'luc.jeanlouis@example.com']);
    expect(extractName(doc2, parsingCatalogs().names).value).toMatchObject({ first_name: 'LUC', last_name: 'JEAN-LOUIS' });
  });

  it('splits a family-name-first name by the e-mail, a given name of two words run together in it', () => {
    const doc = makeResumeDocument(['# Tan Wei Ling', 'weiling.tan@example.com']);
    expect(extractName(doc, parsingCatalogs().names).value).toMatchObject({ first_name: 'Wei Ling', last_name: 'Tan' });
  });

  it('reads a labelled name on one line, and the family name first before a comma', () => {
    const names = parsingCatalogs().names;
    expect(extractName(makeResumeDocument(['CURRICULUM VITAE', 'Name: Chinedu Example', 'chinedu@example.com']), names).value).toMatchObject({ first_name: 'Chinedu', last_name: 'Example' });
    expect(extractName(makeResumeDocument(['PERSONAL DATA', 'Name:\tEXAMPLE, Tamuno Ibi', 'Date of Birth:\t12 March 1994', 'tamuno.example@example.com']), names).value).toMatchObject({ first_name: 'Tamuno Ibi', last_name: 'EXAMPLE' });
  });

  it('keeps every given name before the family name the e-mail names', () => {
    const doc = makeResumeDocument(['# Mohamed Amine El Exemple', 'Ingénieur', 'amine.elexemple@example.com']);
    expect(extractName(doc, parsingCatalogs().names).value).toMatchObject({ first_name: 'Mohamed Amine', last_name: 'El Exemple' });
  });

  it("reads the father's name between an Indian given name and family name as neither", () => {
    const names = parsingCatalogs().names;
    const indian = makeResumeDocument(['# RAVI SURESH EXEMPLAR', 'Mobile: +91 98765 43210', 'ravi.exemplar@example.com']);
    expect(extractName(indian, names).value).toMatchObject({ first_name: 'RAVI', last_name: 'EXEMPLAR' });
    const other = makeResumeDocument(['# Ann Mary Exemple', '+44 7700 900123', 'ann.exemple@example.com']);
    expect(extractName(other, names).value).toMatchObject({ first_name: 'Ann Mary', last_name: 'Exemple' });
  });
});

describe('a long name wrapped before its last word (invented lines)', () => {
  const names = () => parsingCatalogs().names;
  it('takes the family name alone on the next line in the same large font, and the headline under it', () => {
    const doc = makeResumeDocument(['# Chiamaka Adaeze', '# EXEMPLO', 'Medical Laboratory Scientist (Licensed) –', 'Haematology & Blood Transfusion Science', 'chiamaka.exemplo@example.com']);
    expect(extractName(doc, names()).value).toMatchObject({ full_name: 'Chiamaka Adaeze EXEMPLO', first_name: 'Chiamaka', last_name: 'EXEMPLO' });
    expect(extractJobTitle(doc, names()).value).toBe('Medical Laboratory Scientist (Licensed) – Haematology & Blood Transfusion Science');
  });

  it('leaves a one-word line in body text under the name alone', () => {
    const doc = makeResumeDocument(['# Ann Lee', 'Nurse', 'ann@example.com']);
    expect(extractName(doc, names()).value).toMatchObject({ full_name: 'Ann Lee' });
  });
});
