import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSkillNormalizer } from '../../../../src/catalogs/skill-normalizer.js';
import { createBuiltinEngine } from '../../../../src/engines/builtin/create-builtin-engine.js';
import { createPooledEngine, type PooledEngine } from '../../../../src/engines/pooled/create-pooled-engine.js';

const OFFER = `Profil recherché
- Maîtrise indispensable de Python et Django.
- 3 ans d'expérience minimum en développement web.
- Anglais courant.`;
const CV = `Expérience
2018 - 2024 : Développeur Python, Exemple SA
Langues
Anglais : courant`;

describe('the engine on worker threads', () => {
  let pooled: PooledEngine;
  beforeAll(() => {
    pooled = createPooledEngine({ threads: 1 });
  });
  afterAll(async () => {
    await pooled.close();
  });

  it('answers exactly as the engine does in process', async () => {
    const local = createBuiltinEngine();
    const criteria = (await local.extractCriteria({ jobText: OFFER })).map((c, i) => ({ id: `c${i}`, ...c }));
    expect(await pooled.extractCriteria({ jobText: OFFER })).toEqual(await local.extractCriteria({ jobText: OFFER }));
    expect(await pooled.evaluateCandidate({ jobText: OFFER, candidateText: CV, criteria })).toEqual(
      await local.evaluateCandidate({ jobText: OFFER, candidateText: CV, criteria }),
    );
  });

  it('gives up on a call whose signal fires, and keeps serving', async () => {
    const controller = new AbortController();
    controller.abort(new Error('deadline'));
    await expect(pooled.extractCriteria({ jobText: OFFER, signal: controller.signal })).rejects.toThrow();
    expect((await pooled.extractCriteria({ jobText: OFFER })).length).toBeGreaterThan(0);
  });

  it('normalizes skills on its threads exactly as on this thread', async () => {
    const items = ['JS', ' gestion de projet ', 'Pyhton', 'permis B', 'quelque chose d’inconnu'];
    for (const lang of ['fr', 'en'] as const) {
      expect(await pooled.skills.normalize(items, lang)).toStrictEqual(await catalogSkillNormalizer().normalize(items, lang));
    }
    expect((await pooled.skills.normalize(['Pyhton'], 'fr'))[0]).toMatchObject({ skill_title: 'Python', status: 'normalized' });
  });
});
