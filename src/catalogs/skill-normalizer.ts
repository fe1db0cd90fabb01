/**
 * The skills normalization of `POST /api/v1/skills/normalize`, as a port: it runs where the
 * catalogs already are. With engine threads, on them (their skills catalog is the one the engine
 * reads, so the HTTP thread holds none: about 100 MB less); without, on this thread's shared
 * catalog, loaded on first use.
 */
import { normalizeSkill, REQUEST_SKILL_POLICY, type NormalizedSkill } from './normalize-skill.js';
import { sharedSkillCatalog } from './shared-skill-catalog.js';
import type { SkillCatalog } from './skill-catalog.js';

export type SkillLanguage = 'fr' | 'en';

export interface SkillNormalizer {
  /** One answer per item, in input order; items as the client wrote them (trimmed here). */
  normalize(items: readonly string[], lang: SkillLanguage): Promise<NormalizedSkill[]>;
}

/** Normalization on this thread's catalog. */
export function catalogSkillNormalizer(catalog: () => SkillCatalog = sharedSkillCatalog): SkillNormalizer {
  return {
    async normalize(items, lang) {
      return normalizeSkillsWith(catalog(), items, lang);
    },
  };
}

export function normalizeSkillsWith(catalog: SkillCatalog, items: readonly string[], lang: SkillLanguage): NormalizedSkill[] {
  return items.map((item) => normalizeSkill(item.trim(), catalog, lang, REQUEST_SKILL_POLICY));
}
