/**
 * Issue 13: what a recruiter infers from the occupation a person holds. A criterion the resume
 * does not name is `potential` when the ROME 4.0 occupation of the person's recent titles lists
 * it among its skills (data/occupation-skills.json.gz), never over an explicit mention or a
 * negation; field knowledge is credited when the person works in the job's own domain. Invented
 * people, short lines.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinEngine } from '../../../../src/engines/builtin/create-builtin-engine.js';
import { occupationSkillFor } from '../../../../src/engines/builtin/occupation/occupation-grade.js';
import { loadOccupationSkills } from '../../../../src/engines/builtin/occupation/occupation-skills.js';
import type { Engine } from '../../../../src/engines/engine.js';
import { matchCandidate } from '../../../../src/matching/match-candidate.js';
import type { EvaluatedCriterion } from '../../../../src/matching/types.js';

let engine: Engine;
beforeAll(() => {
  engine = createBuiltinEngine({ now: () => new Date('2026-06-01T00:00:00Z') });
});

async function grades(candidateText: string, labels: string[], jobText = 'offre'): Promise<EvaluatedCriterion[]> {
  const criteria = labels.map((label, i) => ({ id: `c${i}`, label, weight: 2 as const, is_mandatory: false, rationale: 'Demandé.' }));
  return (await matchCandidate(engine, { jobText, candidateText, criteria })).evaluated_criteria;
}

const person = (...lines: string[]) => ['Camille Exemple', 'camille@example.com', 'Expérience professionnelle', ...lines].join('\n');

describe('an occupation implies its usual skills', () => {
  it('a home help is credited with laundry, naming the occupation, its years and the ROME skill', async () => {
    const [g] = await grades(person('2020 - 2024 Aide à domicile, Association Exemple'), ['Repassage et entretien du linge']);
    expect(g.match_status).toBe('potential');
    expect(g.match_explanation).toMatch(/^Le CV ne le dit pas, mais le métier exercé \(Aide à domicile, 4 ans\) comprend habituellement « [^»]*linge[^»]* »/);
  });

  it('an electrician is credited with electrical clearances and wiring', async () => {
    const text = person('2018 - 2025 Électricien – Exemple Énergie, Toulouse');
    expect((await grades(text, ['Habilitations électriques à jour'])).map((g) => g.match_status)).toEqual(['potential']);
  });

  it('an occupation that does not involve it gives nothing', async () => {
    const text = person('2019 - 2025 Développeur web – Exemple SAS');
    expect((await grades(text, ['Repassage et entretien du linge'])).map((g) => g.match_status)).toEqual(['not_mentioned']);
  });

  it('without a title ROME knows, nothing is inferred', async () => {
    const text = person('2019 - 2025 Exemple SAS, Lyon');
    expect((await grades(text, ['Repassage et entretien du linge'])).map((g) => g.match_status)).toEqual(['not_mentioned']);
  });
});

describe('the resume speaks first', () => {
  it('an explicit mention stays ideal', async () => {
    const text = person('2020 - 2024 Aide à domicile, Association Exemple', 'Entretien du linge et repassage chez les particuliers');
    expect((await grades(text, ['Repassage et entretien du linge'])).map((g) => g.match_status)).toEqual(['ideal']);
  });

  it('a negation is never overridden by the occupation', async () => {
    const text = person('2020 - 2024 Aide à domicile, Association Exemple', "Pas d'entretien du linge ni de repassage (allergie)");
    const [g] = await grades(text, ['Repassage et entretien du linge']);
    expect(g.match_status).not.toBe('potential');
    expect(g.match_explanation).not.toContain('métier exercé');
  });
});

describe('a skill is implied only by its specific words', () => {
  it('"gestion de projet" alone is too common a pair of words to imply a project criterion', () => {
    const skills = loadOccupationSkills();
    const economist = [{ romeCode: 'M1409', romeTitle: 'Economiste', title: 'Economiste', months: 60, since: 0, jobs: [] }];
    expect(occupationSkillFor('Gestion de projet complexe (planification, échéances)', economist, skills)).toBeNull();
    const homeHelp = [{ romeCode: 'K1304', romeTitle: 'Aide à domicile', title: 'Aide à domicile', months: 48, since: 0, jobs: [] }];
    expect(occupationSkillFor('Repassage et entretien du linge', homeHelp, skills)?.skill.label).toMatch(/linge/i);
  });
});

describe("the job's own domain", () => {
  it("knowledge of the field is plausible for someone working in the offer's professional domain", async () => {
    const text = person('2019 - 2025 Commis de cuisine, Restaurant Exemple');
    const [g] = await grades(text, ['Bonne connaissance du secteur de la restauration'], 'Cuisinier (H/F)\nRestaurant Exemple recrute un cuisinier.');
    expect(g.match_status).toBe('potential');
    // Through the occupation's domain, or (find/sectors.ts) the restaurant where the person works.
    expect(g.match_explanation).toMatch(/même domaine que le poste|parcours dans ce secteur/);
  });

  it('not for someone of another domain', async () => {
    const text = person('2019 - 2025 Développeur web – Exemple SAS');
    const [g] = await grades(text, ['Bonne connaissance du secteur de la restauration'], 'Cuisinier (H/F)\nRestaurant Exemple recrute un cuisinier.');
    expect(g.match_status).toBe('not_mentioned');
  });
});
