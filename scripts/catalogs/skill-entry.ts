/**
 * Catalog entries under construction and the precision flag of each surface form (alias), shared by
 * the ESCO, ROME and supplement parts of the skills build.
 */
import { fold } from '../../src/text/fold.js';
import { phraseCasedForm, phraseKey, stemToken } from '../../src/catalogs/skill-text.js';
import { BLOCK_PHRASES, BLOCK_WORDS, CASED_WORDS, STRICT_WORDS } from './skill-rules.js';

/** f free, a cased-or-context, b strict, n lookup only (see skill-rules.ts). */
export type Flag = 'f' | 'a' | 'b' | 'n';
export type Source = 'label' | 'label-variant' | 'acronym' | 'alt' | 'alt-variant' | 'sup';
/** Lower wins when two entries share a key: our supplement, then labels, then variants and alt labels. */
export const PRIO: Record<Source, number> = { sup: 0, label: 1, 'label-variant': 2, acronym: 3, alt: 3, 'alt-variant': 4 };
const FLAG_RANK: Record<Flag, number> = { f: 3, a: 2, b: 1, n: 0 };
export const TYPES = ['Hard skill', 'Soft skill', 'Software skill'] as const;
export const KINDS = ['skill', 'knowledge', 'language', 'certification'] as const;
export type SkillType = (typeof TYPES)[number];
export type SkillKind = (typeof KINDS)[number];
/** Longer phrases are lookup only: findMentions never builds longer n-grams. */
export const MAX_FREE_TEXT_TOKENS = 6;

export interface AliasInfo {
  prio: number;
  flag: Flag;
  cased: Set<string>;
}

export interface Entry {
  id: string;
  label_en: string | null;
  label_fr: string | null;
  type: SkillType;
  kind: SkillKind;
  domain: [string | null, string | null] | null;
  subcategory: [string | null, string | null] | null;
  group: string | null;
  aliases: Map<string, AliasInfo>;
}

export const ACRONYM = /^[A-Z][A-Z0-9/&.+-]{1,9}$/;
const CONNECTIVES = new Set(['and', 'or', 'et', 'ou', 'with', 'avec', 'for', 'pour', 'in', 'en', 'to', 'on', 'sur', 'by', 'par']);

export class AliasBook {
  /** First words of ESCO skill/competence labels ("manage", "gérer"): a verb list. */
  readonly verbs = new Set<string>();
  /** ESCO entries whose label is a verb phrase. */
  readonly verbSkills = new Set<string>();

  constructor(private readonly firstNames: Set<string>) {}

  /** Adds a surface form to an entry, keeping per key the best priority (then the most permissive flag). */
  add(e: Entry, surface: string, source: Source, forced?: Flag): void {
    // Keys are stored plural-folded: text n-grams are looked up by their stem key too.
    const { stemKey: key, tokens } = phraseKey(surface);
    if (key === '') return;
    // Long alternative labels are paraphrases that never match prose and rarely help lookup.
    if ((source === 'alt' || source === 'alt-variant') && tokens.length > MAX_FREE_TEXT_TOKENS) return;
    const prio = PRIO[source];
    const flag = forced ?? this.classify(surface, source, e, tokens);
    const prev = e.aliases.get(key);
    const cased = flag === 'a' || flag === 'b' ? phraseCasedForm(surface) : null;
    if (!prev || prio < prev.prio || (prio === prev.prio && FLAG_RANK[flag] > FLAG_RANK[prev.flag])) {
      const info: AliasInfo = { prio, flag, cased: new Set(prev && prev.flag === flag ? prev.cased : []) };
      if (cased) info.cased.add(cased);
      e.aliases.set(key, info);
    } else if (prev && prev.flag === flag && cased) prev.cased.add(cased);
  }

  private classify(surface: string, source: Source, e: Entry, tokens: string[]): Flag {
    if (e.kind === 'language') return 'n'; // languages are found by the language catalog, with their level
    if (tokens.length > MAX_FREE_TEXT_TOKENS) return 'n';
    if (tokens.length >= 2) {
      if (BLOCK_PHRASES.has(tokens.join(' ')) || BLOCK_PHRASES.has(tokens.map(stemToken).join(' '))) return 'n';
      // Broken fragments ("and procedures") never stand for a skill.
      if (CONNECTIVES.has(tokens[0]) || CONNECTIVES.has(tokens[tokens.length - 1])) return 'n';
      // A two-word alternative label of a verb-phrase skill that is a bare noun phrase ("sales team" for
      // "manage sales teams", "new product" for "develop new products") reads as ordinary prose.
      if (source === 'alt' && this.verbSkills.has(e.id) && tokens.length === 2 && !this.verbs.has(tokens[0])) return 'n';
      return 'f';
    }
    const t = tokens[0];
    const st = stemToken(t);
    const listed = (set: Set<string>): boolean => set.has(t) || set.has(st);
    if (listed(BLOCK_WORDS)) return 'n';
    if (listed(STRICT_WORDS)) return 'b';
    if (source === 'alt' || source === 'alt-variant') return 'n'; // ESCO single-word alt labels are noisy
    // "C#", "F#": a letter and a sharp is no word of prose (a bare "C" or "R" is).
    if (/^[a-z]#$/.test(t)) return 'f';
    if (t.length <= 2) return 'b';
    if (listed(CASED_WORDS) || this.firstNames.has(t)) return 'a';
    // Short acronyms collide across languages and trades (POS, PMO, DSI): list context required.
    if (source === 'acronym') return t.length <= 3 ? 'b' : 'a';
    if (ACRONYM.test(surface.trim()) && t.length <= 4) return 'a';
    return 'f';
  }
}

/** Supplement alias markers: !x lookup only, ~x cased-or-context, ~~x strict, +x free. */
export function parseMarker(raw: string): { surface: string; flag?: Flag } {
  if (raw.startsWith('!')) return { surface: raw.slice(1), flag: 'n' };
  if (raw.startsWith('~~')) return { surface: raw.slice(2), flag: 'b' };
  if (raw.startsWith('~')) return { surface: raw.slice(1), flag: 'a' };
  if (raw.startsWith('+')) return { surface: raw.slice(1), flag: 'f' };
  return { surface: raw };
}

export const nz = (s: string | undefined): string | null => (s && s.trim() !== '' ? s.trim() : null);
export const stripQualifiers = (s: string): string => s.replace(/\s*\([^)]*\)/g, '').trim();

export function asType(s: string): SkillType {
  const t = s.trim();
  if (t === 'Hard skill' || t === 'Soft skill' || t === 'Software skill') return t;
  throw new Error('unknown skill type: ' + s);
}

export function pair(en: string | undefined, fr: string | undefined): [string | null, string | null] | null {
  const a = nz(en);
  const b = nz(fr);
  return a || b ? [a, b] : null;
}

export function setFirst(m: Map<string, string>, k: string, v: string): void {
  if (k && !m.has(k)) m.set(k, v);
}

export function slug(s: string): string {
  return fold(s)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
