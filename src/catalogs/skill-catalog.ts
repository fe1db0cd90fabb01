/**
 * The skills catalog (ESCO + ROME 4.0 + our supplement, built into data/ by
 * scripts/build-catalogs.ts): load once at start-up, then find mentions in free text, look up
 * short skill strings, and tell related skills apart.
 */
import { defaultDataDir } from './data-dir.js';
import { readSkillTables, type Skill, type SkillTables } from './skill-data.js';
import { SkillLookup } from './skill-lookup.js';
import { findSkillMentions, type SkillMention } from './skill-mentions.js';

export type { Skill, SkillKind, SkillType } from './skill-data.js';
export type { SkillMention } from './skill-mentions.js';

export interface SkillCatalog {
  readonly size: number;
  /** Number of (skill, surface form) aliases. */
  readonly aliasCount: number;
  get(id: string): Skill | undefined;
  /** Non-overlapping, longest-first mentions of catalog skills in free text (EN or FR), in text order.
   * Languages are left to the language catalog. */
  findMentions(text: string): SkillMention[];
  /** Best catalog entry for one short skill string (exact alias, then fuzzy: typos, word order,
   * accents, abbreviations), score 0..1; null below a threshold. */
  lookup(term: string): { skill: Skill; score: number } | null;
  /** Same catalog group (for "related skill" answers). */
  related(a: Skill, b: Skill): boolean;
  /** Preferred label in a language, falling back to the other. */
  label(skill: Skill, lang: 'fr' | 'en'): string;
  /** Builds the lazy fuzzy-lookup index now (call at start-up to keep the first lookup fast). */
  warm(): void;
}

class Catalog implements SkillCatalog {
  private readonly lookupIndex: SkillLookup;

  constructor(private readonly t: SkillTables) {
    this.lookupIndex = new SkillLookup(t);
  }

  get size(): number {
    return this.t.size;
  }

  get aliasCount(): number {
    return this.t.aliasKey.length;
  }

  get(id: string): Skill | undefined {
    return this.t.byId(id);
  }

  findMentions(text: string): SkillMention[] {
    return findSkillMentions(this.t, text);
  }

  lookup(term: string): { skill: Skill; score: number } | null {
    return this.lookupIndex.lookup(term);
  }

  related(a: Skill, b: Skill): boolean {
    return a.group !== null && a.group === b.group;
  }

  label(skill: Skill, lang: 'fr' | 'en'): string {
    const first = lang === 'fr' ? skill.label_fr : skill.label_en;
    return first ?? (lang === 'fr' ? skill.label_en : skill.label_fr) ?? skill.id;
  }

  warm(): void {
    this.lookupIndex.warm();
  }
}

/** Loads data/skills.json.gz synchronously. `dir` defaults to the project's data/ folder. */
export function loadSkillCatalog(dir: string = defaultDataDir()): SkillCatalog {
  return new Catalog(readSkillTables(dir));
}
