/** Ranking beside the criteria: does the resume name the job offered? (src/matching/title-fit.ts) */
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinEngine } from '../../../src/engines/builtin/create-builtin-engine.js';
import type { Engine } from '../../../src/engines/engine.js';
import { rankCandidates } from '../../../src/matching/rank-candidates.js';
import { cleanJobTitle, jobTitleOf, occupationTerms, occupationTitle, titleFit } from '../../../src/matching/title-fit.js';

describe('the title of an offer', () => {
  it('drops gender marks, contract and tail; a long first line is no title', () => {
    expect(cleanJobTitle('Data engineer F/H (H/F)')).toBe('Data engineer');
    expect(cleanJobTitle('Vendeur (H/F) (CDI)')).toBe('Vendeur');
    expect(cleanJobTitle('Software Developer - .Net')).toBe('Software Developer');
    expect(cleanJobTitle('Développeur Python (H/F).')).toBe('Développeur Python');
    expect(jobTitleOf('Comptable (H/F)\n\nNous recherchons…')).toBe('Comptable');
    expect(jobTitleOf('Nous recherchons pour notre client, acteur majeur de la distribution, un comptable confirmé pour son siège.')).toBeNull();
  });

  it('names the occupation, not the level', () => {
    expect(occupationTerms('Junior Level Software Developer')).toEqual(['software', 'developer']);
    expect(occupationTerms('Comptable confirmé')).toEqual(['comptable']);
  });

  it('finds the resume line that names the job', () => {
    const cv = 'Camille Exemple\nSenior Data Engineer – Exemple SA (2021–2024)\nPython, Spark';
    expect(titleFit('Data engineer', cv)).toEqual({ fit: 1, line: 'Senior Data Engineer – Exemple SA (2021–2024)' });
    expect(titleFit('Data engineer', 'Comptable\nSage, Excel').fit).toBe(0);
    expect(titleFit(null, cv).fit).toBe(0);
    // A word that only starts like the title's ("transactional", "Transfert" for "transport") does not name it.
    expect(titleFit("Chargé d'études transport", 'Data engineer: transactional data\nTransfert des dossiers').fit).toBe(0);
    expect(titleFit("Chargé d'études transport", 'Études de transports urbains').fit).toBeCloseTo(2 / 3);
  });

  it('reads the title in both languages: an English resume names "Vendeur" as sales', () => {
    expect(titleFit('Vendeur', 'Jane Example\nSales Associate – Example Store (2019–2024)')).toEqual({ fit: 1, line: 'Sales Associate – Example Store (2019–2024)' });
    expect(titleFit('Vendeur', 'Jane Example\nCashier – Example Store (2019–2024)').fit).toBe(0);
  });
});

describe('ranking', () => {
  let engine: Engine;
  beforeAll(() => {
    engine = createBuiltinEngine({ now: () => new Date('2026-06-01T00:00:00Z') });
  });

  it('at equal criteria, the resume that names the job comes first, and the rationale says why', async () => {
    const jobText = 'Comptable (H/F)\nProfil recherché\n- Maîtrise de Sage\n- Permis B';
    const rankings = await rankCandidates(engine, {
      jobText,
      candidates: [
        { id: 'other', candidate_text: 'Assistante administrative (2018-2024)\nLogiciels : Sage, Excel\nPermis B' },
        { id: 'same', candidate_text: 'Comptable (2018-2024), Cabinet Exemple\nLogiciels : Sage, Excel\nPermis B' },
      ],
    });
    expect(rankings.map((r) => r.candidate_id)).toEqual(['same', 'other']);
    expect(rankings[0].rationale).toContain('Le CV nomme le poste');
    expect(rankings[1].rationale).toContain('Le CV ne nomme pas le poste « Comptable »');
    expect(rankings[0].rationale).toMatch(/Points forts : .*Sage/);
  });
});

describe('occupationTitle: a title in both genders is said once', () => {
  it('keeps the first form and the words both share; two synonyms stay', () => {
    expect(occupationTitle('Un Formateur / une Formatrice TP Développeur Web')).toBe('Formateur TP Développeur Web');
    expect(occupationTitle('Analyste-programmeur / Analyste-programmeuse informatique')).toBe('Analyste-programmeur informatique');
    expect(occupationTitle('Aide ménager / aide ménagère')).toBe('Aide ménager');
    expect(occupationTitle('consultant.e Data Scientist')).toBe('consultant Data Scientist');
    expect(occupationTitle('développeur-se Full Stack')).toBe('développeur Full Stack');
    expect(occupationTitle('Vendeur(se) en boulangerie')).toBe('Vendeur en boulangerie');
    expect(occupationTitle('Chef de projet / Project Manager')).toBe('Chef de projet / Project Manager');
    expect(occupationTitle('Data Engineer / Data Scientist')).toBe('Data Engineer / Data Scientist');
    expect(occupationTitle('Assistant commercial / Assistante comptable')).toBe('Assistant commercial / Assistante comptable');
    expect(occupationTitle('Chef de projet / Chef de programme')).toBe('Chef de projet / Chef de programme');
    expect(occupationTitle('Chargé / Chargée de recrutement')).toBe('Chargé de recrutement');
    expect(occupationTitle('Géomaticien / Géomaticienne')).toBe('Géomaticien');
  });
});
