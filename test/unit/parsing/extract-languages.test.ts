import { describe, expect, it } from 'vitest';
import { extractLanguages } from '../../../src/parsing/extract-languages.js';
import { parsingCatalogs } from '../../../src/parsing/parsing-catalogs.js';
import { makeResumeDocument } from './make-resume-document.js';
import { groupLinesIntoSections } from '../../../src/parsing/group-lines-into-sections.js';
import { fold } from '../../../src/text/fold.js';

const run = (lines: string[]) => extractLanguages(makeResumeDocument(['# Ann Lee', ...lines]), parsingCatalogs()).value;

describe('extractLanguages', () => {
  it('maps wordings, codes and test scores to the spec levels', () => {
    expect(
      run(['## Langues', '• Français : langue maternelle', '• Anglais : courant (TOEIC 910)', '• Italien : B1', '• Allemand : notions', '• Espagnol : intermédiaire']),
    ).toEqual([
      { language: 'Français', level: 'Native or Bilingual (C2)' },
      { language: 'Anglais', level: 'Professional Working Proficiency (B2)' },
      { language: 'Italien', level: 'Limited Working Proficiency (B1)' },
      { language: 'Allemand', level: 'Introductory Proficiency (A1)' },
      { language: 'Espagnol', level: 'Limited Working Proficiency (B1)' },
    ]);
  });

  it('reads several languages on one line, and a language the catalog lacks', () => {
    expect(run(['## Languages', 'Dutch — native; English — fluent (IELTS 7.5); German — basic', 'Fante: fluent', 'Welsh: conversational'])).toEqual([
      { language: 'Dutch', level: 'Native or Bilingual (C2)' },
      { language: 'English', level: 'Full Professional Proficiency (C1)' },
      { language: 'German', level: 'Advanced Basic Proficiency (A2)' },
      { language: 'Fante', level: 'Full Professional Proficiency (C1)' },
      { language: 'Welsh', level: 'Limited Working Proficiency (B1)' },
    ]);
  });

  it("reads a Europass grid: the mother tongue's heading is its level, the scale's legend is no language", () => {
    expect(run(['## LANGUE(S) MATERNELLE(S)', 'français', '## AUTRE(S) LANGUE(S)', 'anglais', 'B1', 'Niveaux : A1 et A2 : utilisateur élémentaire'])).toEqual([
      { language: 'français', level: 'Native or Bilingual (C2)' },
      { language: 'anglais', level: 'Limited Working Proficiency (B1)' },
    ]);
  });

  it('keeps a language without a level in the section, with a null level', () => {
    expect(run(['## Langues', 'Anglais, Espagnol'])).toEqual([
      { language: 'Anglais', level: null },
      { language: 'Espagnol', level: null },
    ]);
  });

  it('reads each level up to the next language on a dashed line', () => {
    expect(run(['## Langues', 'Français (langue maternelle) – Néerlandais (B2) – Anglais (B2)'])).toEqual([
      { language: 'Français', level: 'Native or Bilingual (C2)' },
      { language: 'Néerlandais', level: 'Professional Working Proficiency (B2)' },
      { language: 'Anglais', level: 'Professional Working Proficiency (B2)' },
    ]);
  });

  it('keeps two languages that share a code, and a level written on the line below', () => {
    expect(run(['## Languages', 'English — Native', 'Mandarin — Professional working proficiency', 'Cantonese — Basic']).map((l) => l.language)).toEqual(['English', 'Mandarin', 'Cantonese']);
    expect(run(['## Langues', 'Français', '– langue maternelle', 'Anglais', '– C1', 'Italien', '– A2Marie'])).toEqual([
      { language: 'Français', level: 'Native or Bilingual (C2)' },
      { language: 'Anglais', level: 'Full Professional Proficiency (C1)' },
      { language: 'Italien', level: 'Advanced Basic Proficiency (A2)' },
    ]);
  });

  it('reads a "Languages known" line among personal details, and a home language in a table', () => {
    expect(run(['## Personal details', 'Nationality\t:\tIndian', 'Languages Known\t:\tEnglish, Hindi, Marathi and Telugu']).map((l) => l.language)).toEqual(['English', 'Hindi', 'Marathi', 'Telugu']);
    expect(run(['## Personal details', 'Nationality', ':', 'Indian', 'Languages Known', ':', 'English, Hindi']).map((l) => l.language)).toEqual(['English', 'Hindi']);
    expect(run(['## Languages', 'Language\tSpeak\tRead\tWrite', 'isiZulu (home language)\tExcellent\tExcellent\tExcellent', 'Afrikaans\tFair\tGood\tFair'])[0]).toEqual({
      language: 'isiZulu',
      level: 'Native or Bilingual (C2)',
    });
  });

  it('reads ISO codes with a level, and a level on the line below a bare language', () => {
    expect(run(['## Langues', 'FR : langue maternelle | EN : C1 | ES : B1'])).toEqual([
      { language: 'Français', level: 'Native or Bilingual (C2)' },
      { language: 'Anglais', level: 'Full Professional Proficiency (C1)' },
      { language: 'Espagnol', level: 'Limited Working Proficiency (B1)' },
    ]);
    expect(run(['## Languages', 'English', 'Native', 'Italian', 'Elementary proficiency'])).toEqual([
      { language: 'English', level: 'Native or Bilingual (C2)' },
      { language: 'Italian', level: 'Advanced Basic Proficiency (A2)' },
    ]);
  });

  it('reads "Espagnol : correct" in a resume without a languages heading', () => {
    expect(run(['ann.lee@example.com', 'Espagnol : correct', 'Anglais : TOEIC 785'])).toEqual([
      { language: 'Espagnol', level: 'Limited Working Proficiency (B1)' },
      { language: 'Anglais', level: 'Professional Working Proficiency (B2)' },
    ]);
  });

  it('gives a pair the level written before it, and grades JLPT and HSK', () => {
    expect(run(['## Languages', 'Bilingual French/English', 'Japanese (JLPT N3), Chinese (HSK 4)'])).toEqual([
      { language: 'French', level: 'Native or Bilingual (C2)' },
      { language: 'English', level: 'Native or Bilingual (C2)' },
      { language: 'Japanese', level: 'Limited Working Proficiency (B1)' },
      { language: 'Chinese', level: 'Professional Working Proficiency (B2)' },
    ]);
    expect(run(['Profile', 'Fluent in English and French, basic German.']).map((l) => l.language)).toEqual(['English', 'French', 'German']);
  });
});

describe('a languages heading beside another one', () => {
  it('reads the languages stated with a level further down when its section holds none ("COMPUTER LITERACY⇥LANGUAGES")', () => {
    const value = run(['## Certificates', '2021\tFirst Aid Level 1', 'LANGUAGES\tSOFTWARE', 'MS Office\tExcel (advanced), Word', '## Personal details', 'Setswana\tHome language', 'English\tFluent (speak, read, write)']);
    expect(value.map((l) => [l.language, l.level])).toEqual([
      ['Setswana', 'Native or Bilingual (C2)'],
      ['English', 'Full Professional Proficiency (C1)'],
    ]);
  });
});

describe('extractLanguages: more languages and list lines', () => {
  const read = (lines: string[]) => extractLanguages(makeResumeDocument(lines), parsingCatalogs()).value.map((l) => [l.language, l.level]);

  it('knows Shona and the other languages of southern and west Africa', () => {
    expect(read(['# Ann Example', '## Profile', 'Carer.', '## Languages', 'English – fluent, Shona – native'])).toEqual([['English', 'Full Professional Proficiency (C1)'], ['Shona', 'Native or Bilingual (C2)']]);
  });

  it('reads every language of a line that gives one a level, outside a languages section', () => {
    expect(read(['# Ann Example', '## Profil', 'Agent.', '## Atouts', 'Permis de conduire classe 5 et voiture', 'Français (langue maternelle), anglais fonctionnel'])).toEqual([['Français', 'Native or Bilingual (C2)'], ['anglais', null]]);
  });
});

describe("LinkedIn's scale in French, languages in bold under the heading", () => {
  it('reads each language set in bold and a little larger as an item, with its level', () => {
    const lines = [
      { text: 'Léa Exemple', fontSize: 20, bold: true },
      { text: 'LANGUES', fontSize: 11, bold: true },
      { text: 'Français', fontSize: 9, bold: true },
      { text: 'Langue maternelle ou bilingue', fontSize: 8, bold: false },
      { text: 'Néerlandais', fontSize: 9, bold: true },
      { text: 'Compétence professionnelle limitée', fontSize: 8, bold: false },
      { text: 'Anglais', fontSize: 9, bold: true },
      { text: 'Compétence élémentaire', fontSize: 8, bold: false },
      { text: 'Accompagnement de personnes en insertion, enquêtes sociales à domicile, rapports', fontSize: 8, bold: false },
    ].map((l, index) => ({ ...l, index, folded: fold(l.text), page: 0, x: 50, y: 50 + 14 * index }));
    const doc = { lines, sections: groupLinesIntoSections(lines, 8), text: lines.map((l) => l.text).join('\n'), links: [], language: 'fr' as const, bodyFontSize: 8 };
    expect(extractLanguages(doc, parsingCatalogs()).value.map((l) => [l.language, l.level])).toEqual([
      ['Français', 'Native or Bilingual (C2)'],
      ['Néerlandais', 'Limited Working Proficiency (B1)'],
      ['Anglais', 'Advanced Basic Proficiency (A2)'],
    ]);
  });
});

describe('languages in a personal-details form', () => {
  it('reads "Home Language", "Mother tongue" as native and "Other Languages" as listed', () => {
    expect(run(['## Personal Details', 'Home Language : isiZulu', 'Other Languages : English, Sesotho'])).toEqual([
      { language: 'isiZulu', level: 'Native or Bilingual (C2)' },
      { language: 'English', level: null },
      { language: 'Sesotho', level: null },
    ]);
    expect(run(['## Personal Details', 'Mother tongue: French and Arabic']).map((l) => l.level)).toEqual(['Native or Bilingual (C2)', 'Native or Bilingual (C2)']);
  });
});
