/**
 * Decoding of data/skills.json.gz (written by scripts/catalogs/skills.ts) into the tables the
 * skill index works on. Start-up cost matters (every process loads it): aliases are scanned in
 * place into typed arrays, one Map from key to slot, and Skill objects are made on first use.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { decodeHashes, ngramHashes, NgramHashSet, NGRAM_HASH_VERSION } from './skill-key-hash.js';

export type SkillType = 'Hard skill' | 'Soft skill' | 'Software skill';
/** What kind of catalog entry: a skill/competence, a knowledge area, a language, a certification/authorisation. */
export type SkillKind = 'skill' | 'knowledge' | 'language' | 'certification';

export interface Skill {
  id: string;
  label_en: string | null;
  label_fr: string | null;
  type: SkillType;
  domain_en: string | null;
  domain_fr: string | null;
  subcategory_en: string | null;
  subcategory_fr: string | null;
  group: string | null;
  kind: SkillKind;
}

export const SKILLS_FILE = 'skills.json.gz';

const TYPES: SkillType[] = ['Hard skill', 'Soft skill', 'Software skill'];
const KINDS: SkillKind[] = ['skill', 'knowledge', 'language', 'certification'];

/** Alias flags, see scripts/catalogs/skill-rules.ts. */
export const FLAG_FREE = 0;
export const FLAG_CASED_OR_CONTEXT = 1;
export const FLAG_STRICT = 2;
export const FLAG_LOOKUP_ONLY = 3;
const FLAG_CODES: Record<string, number> = { f: FLAG_FREE, a: FLAG_CASED_OR_CONTEXT, b: FLAG_STRICT, n: FLAG_LOOKUP_ONLY };

/** Mentions never span more content tokens than this (long labels only serve lookup). */
export const MAX_MENTION_TOKENS = 6;

type RawSkill = [string, string | null, string | null, number, number, number, number, string | null, string];

export interface RawCatalog {
  format: number;
  pairs: [string | null, string | null][];
  skills: RawSkill[];
  /** n-gram hashes of the free-text keys (base64, see skill-key-hash.ts), precomputed by the build;
   * recomputed at load when absent or of another version. */
  ngrams?: { version: number; prefixes: string; words: string };
}

export class SkillTables {
  /** Alias table, one row per (skill, key); keys are phraseKey().stemKey. */
  readonly aliasKey: string[] = [];
  readonly aliasSkill: Int32Array;
  readonly aliasFlag: Uint8Array;
  readonly aliasPrio: Uint8Array;
  /** Case-sensitive surface forms of FLAG_CASED_OR_CONTEXT / FLAG_STRICT aliases. */
  readonly aliasCased = new Map<number, string[]>();
  /** key → slot; per slot the best alias for free text (-1: none) and for lookup. */
  readonly slots = new Map<string, number>();
  readonly slotMention: Int32Array;
  readonly slotLookup: Int32Array;
  /** Hashes of the one-word free-text keys and of the token prefixes of the others (skill-key-hash.ts). */
  readonly ngrams: NgramHashSet;
  readonly size: number;

  private readonly raw: RawCatalog;
  private readonly cache: (Skill | undefined)[];
  private idIndex: Map<string, number> | undefined;

  constructor(raw: RawCatalog) {
    if (raw.format !== 1) throw new Error(`skills catalog: unsupported format ${raw.format}`);
    this.raw = raw;
    this.size = raw.skills.length;
    this.cache = new Array(this.size);
    const keys = this.aliasKey;
    const skillOf: number[] = [];
    const flags: number[] = [];
    const prios: number[] = [];
    for (let s = 0; s < raw.skills.length; s++) {
      const aliases = raw.skills[s][8];
      // `<flag><prio><key>[=<cased>…]` entries joined by `|`: scanned in place to avoid temporaries.
      let p = 0;
      // next '=' (cased forms) in the string, found once rather than once per alias
      let eq = aliases.indexOf('=');
      while (p < aliases.length) {
        let bar = aliases.indexOf('|', p);
        if (bar < 0) bar = aliases.length;
        if (eq >= 0 && eq < p + 2) eq = aliases.indexOf('=', p + 2);
        const keyEnd = eq >= 0 && eq < bar ? eq : bar;
        const index = keys.length;
        keys.push(aliases.slice(p + 2, keyEnd));
        skillOf.push(s);
        flags.push(FLAG_CODES[aliases[p]]);
        prios.push(aliases.charCodeAt(p + 1) - 48);
        if (keyEnd < bar) this.aliasCased.set(index, aliases.slice(keyEnd + 1, bar).split('='));
        p = bar + 1;
      }
    }
    const n = keys.length;
    this.aliasSkill = Int32Array.from(skillOf);
    this.aliasFlag = Uint8Array.from(flags);
    this.aliasPrio = Uint8Array.from(prios);
    const mention = new Int32Array(n);
    const lookup = new Int32Array(n);
    let used = 0;
    for (let i = 0; i < n; i++) {
      const free = this.aliasFlag[i] !== FLAG_LOOKUP_ONLY;
      const slot = this.slots.get(keys[i]);
      if (slot === undefined) {
        this.slots.set(keys[i], used);
        lookup[used] = i;
        mention[used] = free ? i : -1;
        used++;
        continue;
      }
      if (this.better(i, lookup[slot])) lookup[slot] = i;
      if (free && (mention[slot] < 0 || this.better(i, mention[slot]))) mention[slot] = i;
    }
    // Our own "lookup only" declaration (priority 0) keeps the key out of free text altogether.
    for (let s = 0; s < used; s++) {
      const l = lookup[s];
      if (this.aliasPrio[l] === 0 && this.aliasFlag[l] === FLAG_LOOKUP_ONLY) mention[s] = -1;
    }
    this.slotMention = mention.subarray(0, used);
    this.slotLookup = lookup.subarray(0, used);
    const stored = raw.ngrams?.version === NGRAM_HASH_VERSION ? raw.ngrams : undefined;
    this.ngrams = new NgramHashSet(
      stored
        ? { prefixes: decodeHashes(stored.prefixes), words: decodeHashes(stored.words) }
        : ngramHashes(this.freeKeys(), MAX_MENTION_TOKENS),
    );
  }

  /** The keys findMentions() may match (their best alias is usable in free text). */
  freeKeys(): string[] {
    const out: string[] = [];
    for (let s = 0; s < this.slotMention.length; s++) if (this.slotMention[s] >= 0) out.push(this.aliasKey[this.slotLookup[s]]);
    return out;
  }

  /** Is alias x preferred over alias y (priority, then catalog order)? */
  better(x: number, y: number): boolean {
    const px = this.aliasPrio[x];
    const py = this.aliasPrio[y];
    return px < py || (px === py && this.aliasSkill[x] < this.aliasSkill[y]);
  }

  skill(index: number): Skill {
    let s = this.cache[index];
    if (s === undefined) {
      // indexed reads, not array destructuring (the iterator protocol costs a deopt on first use)
      const r = this.raw.skills[index];
      const d = r[5];
      const sc = r[6];
      const dom = d >= 0 ? this.raw.pairs[d] : null;
      const sub = sc >= 0 ? this.raw.pairs[sc] : null;
      s = {
        id: r[0],
        label_en: r[1],
        label_fr: r[2],
        type: TYPES[r[3]],
        domain_en: dom ? dom[0] : null,
        domain_fr: dom ? dom[1] : null,
        subcategory_en: sub ? sub[0] : null,
        subcategory_fr: sub ? sub[1] : null,
        group: r[7],
        kind: KINDS[r[4]],
      };
      this.cache[index] = s;
    }
    return s;
  }

  skillOfAlias(alias: number): Skill {
    return this.skill(this.aliasSkill[alias]);
  }

  /** Creates every Skill object and the id index now rather than on first use. */
  materialize(): void {
    for (let s = 0; s < this.size; s++) this.skill(s);
    this.byId('');
  }

  byId(id: string): Skill | undefined {
    if (!this.idIndex) {
      this.idIndex = new Map();
      for (let s = 0; s < this.raw.skills.length; s++) this.idIndex.set(this.raw.skills[s][0], s);
    }
    const i = this.idIndex.get(id);
    return i === undefined ? undefined : this.skill(i);
  }
}

export function readSkillTables(dir: string): SkillTables {
  const raw = JSON.parse(gunzipSync(readFileSync(join(dir, SKILLS_FILE))).toString('utf8')) as RawCatalog;
  return new SkillTables(raw);
}
