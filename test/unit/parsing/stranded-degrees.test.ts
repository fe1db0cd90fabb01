/**
 * Degrees a two-column layout read row by row left under another heading (the education heading
 * empty): taken back by the education step, and no longer read as jobs.
 */
import { describe, expect, it } from 'vitest';
import { extractEducations } from '../../../src/parsing/extract-educations.js';
import { extractCertifications } from '../../../src/parsing/extract-lists.js';
import { extractWorkExperiences } from '../../../src/parsing/extract-work-experiences.js';
import { parsingCatalogs } from '../../../src/parsing/parsing-catalogs.js';
import { makeResumeDocument } from './make-resume-document.js';

const NOW = new Date('2025-06-15T00:00:00Z');

describe('stranded degrees', () => {
  const doc = makeResumeDocument([
    '# Olivia Exemple',
    '## EXPÉRIENCE',
    'Développeuse web – Exemple Numérique inc., Montréal (2020 – 2022)',
    '## FORMATION',
    '## BÉNÉVOLAT',
    'Baccalauréat en informatique et génie logiciel',
    'Mentore bénévole, Les',
    'Filles et le code (2021 –',
    'présent)',
    'Université Exemple de Montréal · 2020',
    'DEC en sciences de la nature',
    'Cégep Exemple · 2016',
  ]);

  it('takes back a dated school line with the degree line a few lines above it', () => {
    const got = extractEducations(doc, parsingCatalogs(), NOW).value.map((e) => [e.degree_title, e.school_name, e.end_date]);
    expect(got).toEqual([
      ['Baccalauréat en informatique et génie logiciel', 'Université Exemple de Montréal', '2020-12-31'],
      ['DEC en sciences de la nature', 'Cégep Exemple', '2016-12-31'],
    ]);
  });

  it('leaves them out of the jobs read in the volunteering section', () => {
    const got = extractWorkExperiences(doc, parsingCatalogs(), NOW).value.map((e) => e.job_title);
    expect(got).not.toContain('DEC en sciences de la nature');
    expect(got.some((t) => /Baccalauréat|Université/.test(t ?? ''))).toBe(false);
  });
});

describe('stranded degrees dated by a year alone', () => {
  const doc = makeResumeDocument([
    '# Léa Exemple',
    '## F ormation',
    '## C ertifications',
    'DEC en technologie de radiodiagnostic',
    'Cégep Exemple',
    '2018',
    "Membre de l'Ordre Exemple – permis d'exercice (2018)",
    "Diplôme d'études secondaires (DES)",
    'École secondaire Exemple, Trois-Rivières',
    '2015',
    'Secourisme RCR (2025)',
  ]);

  it('takes back a degree line and a school line over a year alone', () => {
    const got = extractEducations(doc, parsingCatalogs(), NOW).value.map((e) => [e.degree_title, e.school_name, e.end_date]);
    expect(got).toEqual([
      ['DEC en technologie de radiodiagnostic', 'Cégep Exemple', '2018-12-31'],
      ["Diplôme d'études secondaires (DES)", 'École secondaire Exemple', '2015-12-31'],
    ]);
  });

  it('leaves them out of the certifications', () => {
    const got = extractCertifications(doc, parsingCatalogs()).value;
    expect(got.some((c) => /DEC|Diplôme|École|Cégep/.test(c))).toBe(false);
    expect(got).toContain('Secourisme RCR');
  });
});
