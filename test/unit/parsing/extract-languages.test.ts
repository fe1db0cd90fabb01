import { describe, expect, it } from 'vitest';
import { extractLanguages } from '../../../src/parsing/extract-languages.js';
import { parsingCatalogs } from '../../../src/parsing/parsing-catalogs.js';
import { makeResumeDocument } from './make-resume-document.js';

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
    expect(run(['## Languages', 'Dutch — native; English — fluent (IELTS 7.5); German — basic', 'Igbo: fluent', 'Welsh: conversational'])).toEqual([
      { language: 'Dutch', level: 'Native or Bilingual (C2)' },
      { language: 'English', level: 'Full Professional Proficiency (C1)' },
      { language: 'German', level: 'Advanced Basic Proficiency (A2)' },
      { language: 'Igbo', level: 'Full Professional Proficiency (C1)' },
      { language: 'Welsh', level: 'Limited Working Proficiency (B1)' },
    ]);
  });

  it('keeps a language without a level in the section, with a null level', () => {
    expect(run(['## Langues', 'Anglais, Espagnol'])).toEqual([
      { language: 'Anglais', level: null },
      { language: 'Espagnol', level: null },
    ]);
  });
});
