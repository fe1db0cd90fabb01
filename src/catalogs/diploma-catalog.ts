/**
 * Diplomas and their EQF level (data/diplomas.json, patterns in diploma-patterns.ts): find the
 * diplomas written in a resume or an offer, or give the level of one degree name.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fold } from '../text/fold.js';
import { defaultDataDir } from './data-dir.js';
import { BARE_TERMS, DIPLOMA_PATTERNS, type DiplomaPattern } from './diploma-patterns.js';

export interface Diploma {
  key: string;
  /** Language of the label: French diplomas have French labels, English ones English labels. */
  lang: 'fr' | 'en';
  label: string;
  eqf: number;
  bac_plus: number | null;
  /** The level depends on the certification (school bachelors, MBAs…). */
  approx: boolean;
  aliases: string[];
}

export interface DiplomaMention {
  /** Key in data/diplomas.json, or `bac_plus` / `titre_rncp` when the level itself is written. */
  key: string;
  label: string;
  eqf: number;
  start: number;
  end: number;
  text: string;
}

export interface DiplomaCatalog {
  readonly diplomas: readonly Diploma[];
  byKey(key: string): Diploma | undefined;
  /** Diplomas written in free text (French or English), non-overlapping, longest first, in text order. */
  findDiplomas(text: string): DiplomaMention[];
  /** EQF level of one degree name or requirement ("Master 2", "BTS", "Bac+3", "PhD", "EQF 6"); null if unknown. */
  eqfForDiplomaTerm(term: string): number | null;
}

const VIRTUAL_KEYS = new Set(['bac_plus', 'titre_rncp']);

interface Compiled {
  p: DiplomaPattern;
  re: RegExp;
}

class Catalog implements DiplomaCatalog {
  private readonly keyIndex: Map<string, Diploma>;
  private readonly patterns: Compiled[];
  private readonly aliasIndex = new Map<string, Diploma>();

  constructor(readonly diplomas: Diploma[]) {
    this.keyIndex = new Map(diplomas.map((d) => [d.key, d]));
    for (const p of DIPLOMA_PATTERNS) {
      if (!VIRTUAL_KEYS.has(p.key) && !this.keyIndex.has(p.key)) throw new Error(`diploma pattern for unknown key ${p.key}`);
    }
    // hasIndices (d) gives the offsets of the capture group that carries the mention.
    this.patterns = DIPLOMA_PATTERNS.map((p) => ({ p, re: new RegExp(p.re.source, p.re.flags.replace('d', '') + 'd') }));
    for (const d of diplomas) {
      for (const a of [d.label, ...d.aliases]) {
        const k = fold(a).replace(/\s+/g, ' ').trim();
        if (!this.aliasIndex.has(k)) this.aliasIndex.set(k, d);
      }
    }
  }

  byKey(key: string): Diploma | undefined {
    return this.keyIndex.get(key);
  }

  findDiplomas(text: string): DiplomaMention[] {
    const folded = fold(text);
    const found: DiplomaMention[] = [];
    for (const { p, re } of this.patterns) {
      re.lastIndex = 0;
      const subject = p.cased ? text : folded;
      for (let m = re.exec(subject); m; m = re.exec(subject)) {
        if (m[0] === '') {
          re.lastIndex++;
          continue;
        }
        let start = m.index;
        let end = m.index + m[0].length;
        if (p.group && m.indices) {
          const g = m.indices.findIndex((ix, i) => i > 0 && ix !== undefined);
          if (g > 0) [start, end] = m.indices[g]!;
        }
        // Trailing punctuation and prepositions are not part of the diploma ("Masters in", "Master en").
        for (;;) {
          const tail = text.slice(start, end);
          const cut = tail.match(/(?:\s+(?:in|of|en|de|des|du|d['’])|[\s,;:.])$/i);
          // keep the final dot of dotted abbreviations (B.A., Ph.D., M.Sc.)
          if (!cut || cut[0].length >= tail.length || (cut[0] === '.' && /\.[a-z]+\.$/i.test(tail))) break;
          end -= cut[0].length;
        }
        const d = this.keyIndex.get(p.key);
        const eqf = p.eqf ? p.eqf(m) : d?.eqf;
        if (eqf === null || eqf === undefined) continue;
        found.push({ key: p.key, label: p.label ? p.label(m) : d!.label, eqf, start, end, text: text.slice(start, end) });
      }
    }
    // Longest first, then text order, no overlaps.
    found.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
    const out: DiplomaMention[] = [];
    let lastEnd = -1;
    for (const f of found) {
      if (f.start < lastEnd) {
        const prev = out[out.length - 1];
        if (f.end - f.start > prev.end - prev.start && f.start === prev.start) out[out.length - 1] = f;
        continue;
      }
      out.push(f);
      lastEnd = f.end;
    }
    return out;
  }

  eqfForDiplomaTerm(term: string): number | null {
    const k = fold(term).replace(/[’']/g, "'").replace(/\s+/g, ' ').trim();
    if (k === '') return null;
    const level = k.match(/^(?:eqf|cec|niveau|level|rncp)\s*(?:niveau\s*|level\s*)?([1-8])$/);
    if (level) return Number(level[1]);
    const bare = BARE_TERMS[k.replace(/[.']/g, '')];
    if (bare) return this.keyIndex.get(bare)?.eqf ?? null;
    const alias = this.aliasIndex.get(k);
    if (alias) return alias.eqf;
    const found = this.findDiplomas(term);
    if (found.length === 0) return null;
    return Math.max(...found.map((f) => f.eqf));
  }
}

/** Loads data/diplomas.json synchronously. */
export function loadDiplomaCatalog(dir: string = defaultDataDir()): DiplomaCatalog {
  const raw = JSON.parse(readFileSync(join(dir, 'diplomas.json'), 'utf8')) as { format: number; diplomas: Diploma[] };
  if (raw.format !== 1) throw new Error(`diplomas catalog: unsupported format ${raw.format}`);
  return new Catalog(raw.diplomas);
}
