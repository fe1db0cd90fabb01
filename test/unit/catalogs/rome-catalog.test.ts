import { beforeAll, describe, expect, it } from 'vitest';
import { titleTokens } from '../../../src/catalogs/job-title-tokens.js';
import { loadRomeCatalog, MIN_PREDICTION_SCORE, type RomeCatalog } from '../../../src/catalogs/rome-catalog.js';

let rome: RomeCatalog;
beforeAll(() => {
  rome = loadRomeCatalog();
});

describe('job title words', () => {
  const gender = new Map([
    ['developpeuse', 'developpeur'],
    ['cheffe', 'chef'],
  ]);
  const v = { gender, has: (w: string) => ['developpeur', 'chef', 'infirmier', 'full', 'stack'].includes(w) };
  it.each([
    ['Développeur / Développeuse web', ['developpeur', 'web']],
    ['Cheffe de projet logistique (H/F)', ['chef', 'projet', 'logistique']],
    ['Infirmière', ['infirmier']],
    ['Développeur(se) fullstack', ['developpeur', 'full', 'stack']],
    ['Lead développeuse·euse senior', ['developpeur']],
    ['Responsable RH', ['responsable', 'ressource', 'humaine']],
  ])('%s → %j', (title, tokens) => {
    expect(titleTokens(title, v, true)).toEqual(tokens);
  });
});

describe('ROME catalog', () => {
  it('holds the ROME 4.0 appellations and fiches', () => {
    expect(rome.appellationCount).toBe(13_120);
    expect(rome.ficheCount).toBe(1_584);
    expect(rome.appellation('38971')).toEqual({ jobCode: '38971', jobLabel: 'Data analyst', romeCode: 'M1419', romeLabel: 'Data analyst' });
    expect(rome.ficheTitle('N1301')).toBe('Responsable logistique');
  });

  // The fixture resumes' titles, with the appellation expected first.
  it.each([
    ['Responsable supply chain', '488415', 'H1405', 1],
    // Two words the labels do not know cost a little (0.844 once our English titles joined the index).
    ['Développeuse full-stack JavaScript / TypeScript', '38976', 'M1855', 0.84],
    ['Lead développeuse full-stack', '38976', 'M1855', 1],
    ['Data analyst', '38971', 'M1419', 1],
    ['Senior Data Analyst', '38971', 'M1419', 1],
    ['Cheffe de projet logistique', '12249', 'N1301', 1],
    ['Consultante logistique', '13549', 'N1301', 1],
    ['Comptable', '12786', 'M1203', 1],
    ['Développeuse web (alternance)', '14156', 'M1855', 1],
  ])('%s → %s (%s), score ≥ %s', (title, jobCode, romeCode, min) => {
    const [best] = rome.predictRomeJobs(title);
    expect(best).toMatchObject({ jobCode, romeCode });
    expect(best.score).toBeGreaterThanOrEqual(min);
    expect(best.score).toBeLessThanOrEqual(1);
  });

  it('reads a bare trade word as its most common appellation, with a lower score', () => {
    const [best] = rome.predictRomeJobs('Infirmier');
    expect(best).toMatchObject({ jobCode: '15545', romeCode: 'J1506', romeLabel: 'Infirmier / Infirmière en soins généraux (IDE)' });
    expect(best.score).toBe(0.8);
    expect(rome.predictRomeJobs('Infirmière')[0].jobCode).toBe('15545');
  });

  it('reads English titles through ESCO', () => {
    expect(rome.predictRomeJobs('Accountant')[0]).toMatchObject({ romeCode: 'M1203', jobLabel: 'Comptable' });
    expect(rome.predictRomeJobs('Data scientist')[0].romeCode).toBe('M1405');
    expect(rome.predictRomeJobs('Head of marketing')[0]).toMatchObject({ romeCode: 'M1711', jobLabel: 'Directeur / Directrice du marketing' });
    expect(rome.predictRomeJobs('Scrum master')[0].romeCode).toBe('M1814');
  });

  it('reads a title holding a whole label with its context (a place, a shift, a setting) as that occupation', () => {
    expect(rome.predictRomeJobs('Professeur de mathématiques en lycée')[0].romeCode).toBe('K2107');
    expect(rome.predictRomeJobs('Caissier polyvalent')[0].romeCode).toBe('D1505');
    expect(rome.predictRomeJobs('Plongeur en restauration collective')[0].romeCode).toBe('G1605');
    // A generic word is no label to hold: "Opérateur de production" is no data-entry operator.
    expect(rome.predictRomeJobs('Opérateur de production').map((j) => j.romeCode)).not.toContain('M1606');
  });

  it('reads English resume titles ESCO lacks through our supplement (data/rome-titles-supplement.csv)', () => {
    expect(rome.predictRomeJobs('Care Assistant')[0].romeCode).toBe('J1501');
    expect(rome.predictRomeJobs('Staff Nurse (Band 5)')[0].romeCode).toBe('J1506');
    expect(rome.predictRomeJobs('Account Manager')[0].romeCode).toBe('D1402');
  });

  it('reads the acronyms resumes write for care, education and safety trades', () => {
    expect(rome.predictRomeJobs('IDE de nuit')[0].romeCode).toBe('J1506');
    expect(rome.predictRomeJobs('AMP en foyer de vie')[0].romeCode).toBe('K1306');
    expect(rome.predictRomeJobs('AVS en école primaire')[0].romeCode).toBe('K2113');
    expect(rome.predictRomeJobs('Responsable QHSE')[0].romeCode).toBe('H1304');
  });

  it('reads what follows a dash, a comma or a parenthesis as context, at a part of its weight', () => {
    const [best] = rome.predictRomeJobs('Senior Project Manager – Financial Services');
    expect(best.romeCode).toBe('M1828');
    expect(rome.predictRomeJobs('Senior Graphic Designer — Brand & Packaging')[0].romeCode).toBe('E1205');
    // A specialty in brackets still counts whole in the label it completes.
    expect(rome.predictRomeJobs('Registered Nurse (Adult)')[0].romeCode).toBe('J1506');
  });

  it('reads a generic word alone as no occupation in particular, a specific one as its occupation', () => {
    // ESCO gives "manager" to a stage manager, "engineer" to a ship's engineer, "vendeur" to a sales
    // assistant: words that head the labels of many fiches name none of them alone.
    for (const title of ['Manager', 'Engineer', 'Director', 'Professional', 'Specialist', 'Vendeur', 'Vendeuse', 'Inspector']) {
      expect(rome.predictRomeJobs(title), title).toEqual([]);
    }
    expect(['G1601', 'G1609']).toContain(rome.predictRomeJobs('Chef')[0].romeCode); // a cook either way
    // As near three fiches' labels as any, and near none: no occupation in particular.
    for (const title of ['Chargé de mission', "Directeur d'agence"]) expect(rome.predictRomeJobs(title), title).toEqual([]);
    expect(rome.predictRomeJobs('Waiter')[0].romeCode).toBe('G1803');
    expect(rome.predictRomeJobs('Store Manager')[0].romeCode).toBe('D1302');
  });

  it.each([
    ['Chef de projet informatique', 'M1853'],
    ['Aide-soignante', 'J1501'],
    ['Conducteur de bus', 'N4103'],
    ['Préparateur de commandes', 'N1103'],
    ['Secrétaire médicale', 'M1609'],
    ['Assistante de direction', 'M1604'],
    ['Responsable RH', 'M1503'],
    ['Contrôleur de gestion', 'M1204'],
    ['Mécanicien automobile', 'I1604'],
    ['Hôtesse de caisse', 'D1505'],
  ])('%s → %s', (title, romeCode) => {
    const [best] = rome.predictRomeJobs(title);
    expect(best.romeCode).toBe(romeCode);
    expect(best.score).toBeGreaterThanOrEqual(0.85);
  });

  it('keeps nothing below 0.7, and predicts nothing for what is no job title', () => {
    for (const title of [
      'Recette de la tarte aux pommes',
      'Le chat dort sur le canapé',
      'Lorem ipsum dolor sit amet',
      'Jean-Pierre Dupont',
      'Expérience professionnelle',
      'Compétences',
      'Permis B véhiculée',
      'Anglais courant',
      '12 rue des Érables, 69003 Lyon',
      'Technicien',
      'Responsable',
      '',
    ]) {
      expect(rome.predictRomeJobs(title), title).toEqual([]);
    }
    for (const j of rome.predictRomeJobs('Chargée de communication', 20)) expect(j.score).toBeGreaterThanOrEqual(MIN_PREDICTION_SCORE);
  });

  it('returns at most `limit` distinct appellations, best first', () => {
    const jobs = rome.predictRomeJobs('Comptable', 3);
    expect(jobs.length).toBeLessThanOrEqual(3);
    expect(new Set(jobs.map((j) => j.jobCode)).size).toBe(jobs.length);
    expect([...jobs].sort((a, b) => b.score - a.score)).toEqual(jobs);
  });
});
