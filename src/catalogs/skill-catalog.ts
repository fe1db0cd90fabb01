/**
 * The skills catalog (ESCO + ROME 4.0 + our supplement, built into data/ by
 * scripts/build-catalogs.ts): load once at start-up, then find mentions in free text, look up
 * short skill strings, and tell related skills apart.
 */
import { defaultDataDir } from './data-dir.js';
import { readSkillTables, type Skill, type SkillTables } from './skill-data.js';
import { SkillLookup } from './skill-lookup.js';
import { findSkillMentions, type SkillMention } from './skill-mentions.js';
import { FamilyIndex, INCLUSIONS_FILE, readFamilies, readImplications, resolveImplications, type FamilyEntry, type ImplicationEntry, type SkillFamily, type SkillImplication } from './skill-families.js';

export type { Skill, SkillKind, SkillType } from './skill-data.js';
export type { SkillMention } from './skill-mentions.js';
export type { FamilyEntry, ImplicationEntry, SkillFamily } from './skill-families.js';

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
  /** The family of substitutes (data/skill-families.csv) two different skills share, or null: what
   * "une compétence proche" means in matching. Catalog groups play no part (far too broad). */
  related(a: Skill, b: Skill): SkillFamily | null;
  /** Catalog entries an exact alias of `term` names (no fuzzy matching). */
  exact(term: string): Skill[];
  /** The families with their members resolved to catalog entries. */
  readonly families: readonly FamilyEntry[];
  /** Indexes (into `families`) of the families a catalog entry belongs to. */
  familiesOf(skillId: string): readonly number[];
  /** What a resume's skills make likely (data/skill-implications.csv), names resolved to catalog entries. */
  readonly implications: readonly ImplicationEntry[];
  /** What a resume's skills hold for certain (data/skill-inclusions.csv), names resolved to catalog entries. */
  readonly inclusions: readonly ImplicationEntry[];
  /** Preferred label in a language, falling back to the other. */
  label(skill: Skill, lang: 'fr' | 'en'): string;
  /** Builds what is otherwise built on first use: every Skill object, the id index and the fuzzy-lookup
   * index, and runs findMentions() until it is compiled (≈0.5 s in all; call at start-up to keep the first
   * get(), lookup() and findMentions() fast). Loading already primes findMentions() (≈20 ms). */
  warm(): void;
}

/**
 * A short resume-like text run at load so that the first real findMentions() is not a cold one: it
 * goes through every branch of the tokenizer and the matcher (accented and upper-case letters,
 * ligatures, elisions, "&" and "/" inside abbreviations, C++/C#/.NET, plurals, a skills header, lists,
 * cased and strict names, long n-grams, emoji), so that the optimizing compiler does not see a path
 * for the first time in a real request. Run on a copy made at run time too (a file's text is not an
 * internalized literal).
 */
const WARM_UP_TEXT = [
  'Compétences techniques : Python, R, Go, C++, C#, .NET, Node.js, Vue.js ; Excel, Word, PowerPoint, Access.',
  "Développeuse back-end depuis 2019 – gestion de projets, méthodes agiles (Scrum), maîtrise d'Excel et l'IA ; l'œuvre, cœur.",
  '• Encadrement d’équipe, relation client, négociation commerciale; prise de parole en public; réseaux, bureaux, travaux.',
  'Skills: SQL, Docker/Kubernetes, CI/CD, Power BI, Tableau, SAP, GD&T, A/B testing, R&D. Languages: English (fluent), Français.',
  'Experience with project management, data analysis and machine learning (TensorFlow®) — 5 years, 2 500 € ; état, Ça, À, Œ.',
  'CAD: CATIA V5, PTC Creo, AutoCAD | Tools: Zendesk, Epic (EHR), Cerner PowerChart; skills in Java, Spring and React/Redux.',
  'Gestion de la relation client et prospection téléphonique 📞 ✉ — mise en rayon, préparation de commandes, soudure TIG.',
  'the quick brown fox jumps over the lazy dog; le chef de projet pilote l’équipe; go to the office; word of mouth.',
].join('\n');
/** At load (≈20 ms): type feedback on every path (no deoptimization in a real request) and a first tier-up. */
const WARM_UP_RUNS = 16;
/** In warm(): enough runs for the optimizing compiler to take over before the first request. */
const WARM_RUNS = 200;

class Catalog implements SkillCatalog {
  private readonly lookupIndex: SkillLookup;
  private familyIndex: FamilyIndex | undefined;
  private implicationEntries: ImplicationEntry[] | undefined;
  private inclusionEntries: ImplicationEntry[] | undefined;

  constructor(
    private readonly t: SkillTables,
    private readonly familyRows: SkillFamily[],
    private readonly implicationRows: SkillImplication[] = [],
    private readonly inclusionRows: SkillImplication[] = [],
  ) {
    this.lookupIndex = new SkillLookup(t);
    // The first findMentions() would otherwise run cold (no type feedback, empty character caches).
    this.warmMentions(WARM_UP_RUNS);
  }

  private warmMentions(runs: number): void {
    const copy = Buffer.from(WARM_UP_TEXT, 'utf8').toString('utf8');
    for (let i = 0; i < runs; i++) findSkillMentions(this.t, i % 2 === 0 ? copy : WARM_UP_TEXT);
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

  private familyIndexNow(): FamilyIndex {
    return (this.familyIndex ??= new FamilyIndex(this.familyRows, (name) => this.exact(name).map((s) => s.id)));
  }

  related(a: Skill, b: Skill): SkillFamily | null {
    return a.id === b.id ? null : this.familyIndexNow().shared(a.id, b.id);
  }

  exact(term: string): Skill[] {
    return this.lookupIndex.exact(term);
  }

  get families(): readonly FamilyEntry[] {
    return this.familyIndexNow().entries;
  }

  familiesOf(skillId: string): readonly number[] {
    return this.familyIndexNow().of(skillId);
  }

  get implications(): readonly ImplicationEntry[] {
    return (this.implicationEntries ??= resolveImplications(this.implicationRows, (name) => this.exact(name).map((s) => s.id)));
  }

  get inclusions(): readonly ImplicationEntry[] {
    return (this.inclusionEntries ??= resolveImplications(this.inclusionRows, (name) => this.exact(name).map((s) => s.id)));
  }

  label(skill: Skill, lang: 'fr' | 'en'): string {
    const first = lang === 'fr' ? skill.label_fr : skill.label_en;
    return first ?? (lang === 'fr' ? skill.label_en : skill.label_fr) ?? skill.id;
  }

  warm(): void {
    this.t.materialize();
    this.lookupIndex.warm();
    this.familyIndexNow();
    void this.implications;
    void this.inclusions;
    this.warmMentions(WARM_RUNS);
  }
}

/** Loads data/skills.json.gz synchronously. `dir` defaults to the project's data/ folder. */
export function loadSkillCatalog(dir: string = defaultDataDir()): SkillCatalog {
  return new Catalog(readSkillTables(dir), readFamilies(dir), readImplications(dir), readImplications(dir, INCLUSIONS_FILE));
}
