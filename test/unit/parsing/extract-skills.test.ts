import { describe, expect, it } from 'vitest';
import { extractSkills } from '../../../src/parsing/extract-skills.js';
import { parsingCatalogs } from '../../../src/parsing/parsing-catalogs.js';
import { makeResumeDocument } from './make-resume-document.js';

const run = (lines: string[]) => extractSkills(makeResumeDocument(['# Ann Lee', ...lines]), parsingCatalogs()).value;

describe('extractSkills', () => {
  it('splits labelled lines and normalizes what the catalog knows', () => {
    const skills = run(['## Compétences', '• Logiciels : Sage 200, Excel, Python', '• Management : encadrement d’équipe']);
    expect(skills.map((s) => [s.skill_title, s.status, s.skill_type])).toEqual([
      ['Sage 200', 'raw', 'Software skill'],
      ['Microsoft Excel', 'normalized', 'Software skill'],
      ['Python', 'normalized', 'Software skill'],
      // the catalog's "Management d'équipe" does not hold "encadrement": kept as written
      ['encadrement d’équipe', 'raw', 'Hard skill'],
    ]);
    const excel = skills[1];
    expect(excel.domain).not.toBeNull();
    expect(skills[0]).toMatchObject({ domain: null, subcategory: null });
  });

  it('splits middle dots and drops duplicates', () => {
    const skills = run(['## Skills', 'B2B sales · Salesforce · Salesforce · forecasting']);
    expect(skills.map((s) => s.skill_title)).toEqual(['B2B sales', 'Salesforce', 'forecasting']);
  });

  it('joins a bullet item wrapped in a narrow column', () => {
    expect(run(['## Compétences', '• négociation grands', 'comptes', '• prospection']).map((s) => s.skill_title)[0]).toBe('négociation grands comptes');
  });
});
