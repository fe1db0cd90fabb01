import { describe, expect, it } from 'vitest';
import { fold } from '../../../../src/text/fold.js';
import { findLicenses, licenseSatisfies } from '../../../../src/engines/builtin/find/find-licenses.js';
import { findCertifications } from '../../../../src/engines/builtin/find/find-certifications.js';
import { findExperience } from '../../../../src/engines/builtin/find/find-experience.js';
import { decide, findMarkers, markersForSpan } from '../../../../src/engines/builtin/find/weight-wording.js';

describe('findLicenses', () => {
  const read = (s: string) => findLicenses(fold(s)).map((l) => [l.categories.join('+'), l.negated, l.inProgress]);
  it.each([
    ['Permis B obligatoire', [['B', false, false]]],
    ['Permis B et C exigés', [['B+C', false, false]]],
    ['Permis de conduire', [['B', false, false]]],
    ['Sans permis', [['ANY', true, false]]],
    ["Je n'ai pas le permis", [['ANY', true, false]]],
    ['Permis B (en cours)', [['B', false, true]]],
    ['Full UK driving licence', [['B', false, false]]],
    ['Driving licence: category C', [['C', false, false]]],
    // Badges side by side, on their own line under a heading; a dash before the UK categories.
    ['Permis\nB C CE\nCarte conducteur à jour', [['B+C+CE', false, false]]],
    ['Permis\nB\nC\nCE', [['B+C+CE', false, false]]],
    ['Full UK driving licence – Cat B, C, C+E (Class 1), clean', [['B+C+CE', false, false]]],
    ['Permis B à jour', [['B', false, false]]],
    ['CDL Class A required', [['CDL-A', false, false]]],
    ['No driving licence', [['B', true, false]]],
    ['Permis de travail en cours de validité', []],
    ['permis poids lourd', [['C', false, false]]],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it('knows which categories imply others', () => {
    expect(licenseSatisfies('CE', 'C')).toBe(true);
    expect(licenseSatisfies('C', 'B')).toBe(true);
    expect(licenseSatisfies('B', 'C')).toBe(false);
    expect(licenseSatisfies('CDL-A', 'CE')).toBe(true);
  });
});

describe('findCertifications', () => {
  const read = (s: string) => findCertifications(s).map((c) => [c.name, c.family]);
  it.each([
    ['CACES R489 catégories 1, 3 et 5 exigé', [['CACES R489 cat. 1, 3 et 5', 'caces-r489']]],
    ['Habilitation électrique B1V H0', [['Habilitation électrique B1V H0', 'habilitation-electrique']]],
    ['Certification PMP souhaitée', [['PMP', 'pmp']]],
    ['certification Google Analytics, appréciée', [['Google Analytics', 'google analytics']]],
    ['SST à jour', [['SST (Sauveteur Secouriste du Travail)', 'secourisme']]],
    ['Certified SAFe 5 Agilist', [['SAFe', 'safe']]],
    // A construction safety card, a gas engineers' register: no Scaled Agile certificate.
    ['Valid Safe Pass card', [['Safe Pass', 'safe-pass']]],
    ['Manual Handling and Working at Height certificates; MEWP / IPAF licence', [['Working at Height', 'working-at-height'], ['IPAF', 'ipaf']]],
    ['Gas Safe registered engineer', []],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
});

describe('findExperience', () => {
  const read = (s: string) => findExperience(s).map((e) => [e.years, e.domain]);
  it.each([
    ["5 ans d'expérience minimum en gestion de projet", [[5, 'gestion de projet']]],
    ["Vous justifiez d'au moins 3 ans d'expérience professionnelle dans la vente B2B.", [[3, 'vente B2B']]],
    ['Expérience de 2 ans dans la comptabilité exigée', [[2, 'comptabilité']]],
    ['Une première expérience en comptabilité est souhaitée', [[null, 'comptabilité']]],
    ['5+ years of experience in software development', [[5, 'software development']]],
    ["3 à 5 ans d'expérience sur un poste similaire", [[3, null]]],
    ['Proven experience as a project manager', [[null, 'project manager']]],
    ['Expérience en logistique indispensable', [[null, 'logistique']]],
    ['at least five years of hands-on experience building web applications', [[5, 'web applications']]],
    ['Nous offrons une expérience unique', []],
    // A one-of list is the domain, whole; a comma that ends the domain still ends it.
    ['Expérience en analyse statistique, reporting ou tableaux de bord de pilotage', [[null, 'analyse statistique, reporting ou tableaux de bord de pilotage']]],
    ['Une expérience en comptabilité, paie ou gestion administrative est exigée', [[null, 'comptabilité, paie ou gestion administrative']]],
    ["2 ans d'expérience en Java, Python ou Go souhaitée", [[2, 'Java, Python ou Go']]],
    ['Expérience en gestion de projet, idéalement dans le transport', [[null, 'gestion de projet']]],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
});

describe('weight wording', () => {
  const weigh = (s: string, word: string) => {
    const f = fold(s);
    const at = f.indexOf(fold(word));
    return decide(markersForSpan(f, findMarkers(f), at), { weight: 2, isMandatory: false, marker: null });
  };
  it('reads the marker of the clause', () => {
    expect(weigh('Python et Django indispensables, Docker apprécié', 'Python')).toMatchObject({ weight: 3, isMandatory: true });
    expect(weigh('Python et Django indispensables, Docker apprécié', 'Docker')).toMatchObject({ weight: 1, isMandatory: false });
  });
  it('lets a later clause govern a list', () => {
    expect(weigh('Python, Django et PostgreSQL sont indispensables', 'Python')).toMatchObject({ weight: 3 });
  });
  it('reads a lead-in before a colon', () => {
    expect(weigh('Indispensable : Python, SQL', 'SQL')).toMatchObject({ weight: 3 });
  });
  it('makes "minimum" mandatory without raising the weight', () => {
    expect(weigh("5 ans d'expérience minimum", 'ans')).toEqual({ weight: 2, isMandatory: true, marker: 'hard' });
  });
  it('defaults to 2', () => {
    expect(weigh('Connaissance de Docker', 'Docker')).toEqual({ weight: 2, isMandatory: false, marker: null });
  });
  it('reads "vous justifiez de" as a requirement, and what "ainsi que" adds under the same clause', () => {
    const text = "Vous justifiez d'une expérience en BI de 3 ans, ainsi que d'une expérience en SQL (optimisation de requêtes)";
    expect(weigh(text, 'SQL')).toMatchObject({ weight: 3, isMandatory: true });
    expect(weigh("Une expérience en BI, ainsi qu'en SQL", 'SQL')).toEqual({ weight: 2, isMandatory: false, marker: null });
  });
});
