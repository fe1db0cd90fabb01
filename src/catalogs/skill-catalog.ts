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
  /** Builds what is otherwise built on first use: every Skill object, the id index and the fuzzy-lookup
   * index (≈0.3 s; call at start-up to keep the first get() and fuzzy lookup() fast). findMentions() is
   * warmed at load. */
  warm(): void;
}

/** A short resume-like text run at load so that the first real findMentions() is not a cold one:
 * accented letters, ligatures, elisions, lists, a skills header, cased and strict names. */
const WARM_UP_TEXT =
  "Compétences : Python, R, Go, C++, C#, .NET, Node.js ; Excel, Word, PowerPoint.\n" +
  "Développeuse back-end depuis 2019 – gestion de projets, méthodes agiles (Scrum), maîtrise d'Excel ; l'œuvre.\n" +
  '• Encadrement d’équipe, relation client, négociation commerciale; prise de parole en public.\n' +
  'Skills: SQL, Docker/Kubernetes, CI/CD, Power BI, Tableau, SAP. Languages: English (fluent), Français.\n' +
  'Experience with project management, data analysis and machine learning (TensorFlow). Ça, là, où, être, à, î, ü, ñ.';
const WARM_UP_RUNS = 30;

class Catalog implements SkillCatalog {
  private readonly lookupIndex: SkillLookup;

  constructor(private readonly t: SkillTables) {
    this.lookupIndex = new SkillLookup(t);
    // The first findMentions() would otherwise run cold (interpreted code, empty character caches).
    for (let i = 0; i < WARM_UP_RUNS; i++) findSkillMentions(t, WARM_UP_TEXT);
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
    this.t.materialize();
    this.lookupIndex.warm();
  }
}

/** Loads data/skills.json.gz synchronously. `dir` defaults to the project's data/ folder. */
export function loadSkillCatalog(dir: string = defaultDataDir()): SkillCatalog {
  return new Catalog(readSkillTables(dir));
}
