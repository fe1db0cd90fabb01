/**
 * The body of an engine worker thread: one built-in engine per thread, its catalogs loaded once
 * when the thread starts; the skills normalization reads the same skills catalog.
 */
import { sharedSkillCatalog } from '../../catalogs/shared-skill-catalog.js';
import { normalizeSkillsWith, type SkillLanguage } from '../../catalogs/skill-normalizer.js';
import { createBuiltinEngine } from '../builtin/create-builtin-engine.js';
import type { EvaluateInput, ExtractInput } from '../engine.js';

const engine = createBuiltinEngine();
// The normalizer's lookup index and Skill objects, built now (≈0.5 s, off the HTTP thread) rather
// than by the first normalize call.
sharedSkillCatalog().warm();

export type EngineTask =
  | { op: 'extract'; input: Omit<ExtractInput, 'signal'> }
  | { op: 'evaluate'; input: Omit<EvaluateInput, 'signal'> }
  | { op: 'normalize-skills'; input: { items: readonly string[]; lang: SkillLanguage } };

export default async function run(task: EngineTask): Promise<unknown> {
  switch (task.op) {
    case 'extract':
      return engine.extractCriteria(task.input);
    case 'evaluate':
      return engine.evaluateCandidate(task.input);
    case 'normalize-skills':
      return normalizeSkillsWith(sharedSkillCatalog(), task.input.items, task.input.lang);
  }
}
