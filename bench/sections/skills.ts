/**
 * POST /api/v1/skills/normalize's work, in process: 100 skill strings (the request limit) mapped
 * to the catalog, with the catalog built and warmed as the server does at start-up.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { normalizeSkill, REQUEST_SKILL_POLICY } from '../../src/catalogs/normalize-skill.js';
import { loadSkillCatalog } from '../../src/catalogs/skill-catalog.js';
import type { BenchSection } from '../lib/bench-row.js';
import { projectRoot } from '../lib/fixtures.js';
import { timeCalls } from '../lib/measure.js';

/** 100 strings from the gold list, taken across it so typos, acronyms and raw strings all appear. */
function hundredSkills(): string[] {
  const file = path.join(projectRoot(), 'test', 'golden', 'skills', 'skills.gold.json');
  const items = (JSON.parse(readFileSync(file, 'utf8')) as { items: { input: string }[] }).items.map((i) => i.input);
  return Array.from({ length: 100 }, (_, k) => items[Math.floor((k * items.length) / 100)]);
}

export const skillsSection: BenchSection = {
  name: 'skills',
  title: 'Skills normalization, in process',
  async run() {
    const skills = hundredSkills();
    const t0 = performance.now();
    const catalog = loadSkillCatalog();
    catalog.warm();
    const startMs = performance.now() - t0;
    const normalize = async () => skills.map((s) => normalizeSkill(s.trim(), catalog, 'fr', REQUEST_SKILL_POLICY));
    const timing = await timeCalls(normalize, { warmup: 20, iterations: 500, budgetMs: 15_000 });
    return [
      { name: 'skills catalog start', detail: 'loadSkillCatalog() + warm()', unit: 'ms', value: startMs },
      { name: 'normalize 100 skills', detail: '100 strings from the gold list, labels in French', unit: 'ms', ...timing, target: { stat: 'p50', max: 20 } },
    ];
  },
};
