import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NormalizeSkillsResponseSchema } from '../../src/http/schemas/json-endpoint-schemas.js';
import { call, SKILLS } from '../helpers/endpoints.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Successful calls of POST /api/v1/skills/normalize against the real skills catalog. */
describe('POST /api/v1/skills/normalize', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    key = await t.issueKey(10);
  });
  afterAll(async () => {
    await t.close();
  });

  const normalize = async (body: Record<string, unknown>) => {
    const res = await call(t, SKILLS, { key, body });
    expect(res.statusCode).toBe(200);
    return NormalizeSkillsResponseSchema.parse(res.json()).skills;
  };

  it('answers one entry per item, in order, echoing each input as sent, duplicates kept', async () => {
    const skills = await normalize({ skills: ['  JS ', 'gestion de projet', 'JS', 'permis B'] });
    expect(skills.map((s) => s.input)).toEqual(['  JS ', 'gestion de projet', 'JS', 'permis B']);
    expect(skills[0]).toStrictEqual(skills[2] && { ...skills[2], input: '  JS ' });
  });

  it('maps abbreviations, typos and missing accents to the catalog entry, in French by default', async () => {
    const skills = await normalize({ skills: ['JS', 'k8s', 'ms office', 'RH', 'GPEC', 'Pyhton', 'comptabilite'] });
    expect(skills.map((s) => [s.skill_title, s.status])).toEqual([
      ['JavaScript', 'normalized'],
      ['Kubernetes', 'normalized'],
      ['Microsoft Office', 'normalized'],
      ['gestion des ressources humaines', 'normalized'],
      ['Méthode de Gestion Prévisionnelle des Emplois et des Compétences (GPEC)', 'normalized'],
      ['Python', 'normalized'],
      ['comptabilité', 'normalized'],
    ]);
    expect(skills[0]).toMatchObject({ skill_type: 'Software skill', domain: expect.any(String), subcategory: expect.any(String), score: 1 });
    // A typo is never as sure as an exact alias.
    expect(skills[5].score).toBeGreaterThan(0.7);
    expect(skills[5].score).toBeLessThan(1);
  });

  it('gives English labels and fields with lang en, whatever the input language', async () => {
    const [fr, en] = await normalize({ skills: ['gestion de projet', 'comptabilité'], lang: 'en' });
    expect(fr).toMatchObject({ skill_title: 'project management', status: 'normalized', domain: 'business, administration and law' });
    expect(en).toMatchObject({ skill_title: 'accounting', status: 'normalized' });
  });

  it('leaves unknown and loosely matched strings raw, trimmed, typed by their words, score 0', async () => {
    const skills = await normalize({ skills: ['IFRS', ' permis B ', 'xqzv wplk', 'Logiciel maison v2'] });
    expect(skills.map((s) => s.status)).toEqual(['raw', 'raw', 'raw', 'raw']);
    expect(skills[0]).toStrictEqual({ input: 'IFRS', skill_title: 'IFRS', skill_type: 'Hard skill', status: 'raw', domain: null, subcategory: null, score: 0 });
    expect(skills[1].skill_title).toBe('permis B');
    expect(skills[3].skill_type).toBe('Software skill');
  });

  it('charges 1 credit per call, whatever the number of items', async () => {
    await normalize({ skills: Array.from({ length: 100 }, (_, i) => `skill ${i}`) });
    expect(await t.balanceOf(key)).toBe(9);
  });
});
