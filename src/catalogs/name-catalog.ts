/**
 * First names and family names (data/names.json.gz): lookups for telling which words of a person's
 * name are the first name — "DURAND Camille", "Camille Durand", "Jean-Pierre de La Fontaine",
 * "Inès BERTHELOT". The parser splits the name; this file weighs the evidence: listed first names
 * (how widely listed, since the sources have no counts), listed family names, the French habit of
 * writing the family name in capitals, and particles (de, La, van…) that open a family name.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { defaultDataDir } from './data-dir.js';
import { NAME_SOURCE, NAMES_FILE, nameKey } from './name-data.js';

export type Gender = 'female' | 'male' | 'epicene';

export interface FirstName {
  /** Spelling as listed ("Zoë"). */
  name: string;
  /** Gender in French usage, else in English usage; null when the lists do not say. */
  gender: Gender | null;
  genderFr: Gender | null;
  genderEn: Gender | null;
  /** How widely listed, not a frequency: 3 our frequent French names or both faker lists, 2 one faker list, 1 Moby list only. */
  commonness: 1 | 2 | 3;
}

export interface NameOrder {
  firstName: string[];
  lastName: string[];
  /** `first-last` ("Camille Durand") or `last-first` ("DURAND Camille"). */
  order: 'first-last' | 'last-first';
  /** 0..1: how much better this reading is than the next one. */
  confidence: number;
}

export interface NameCatalog {
  readonly firstNameCount: number;
  readonly lastNameCount: number;
  /** A listed first name; "Jean-Pierre" when each part is one. Case and accents ignored. */
  firstName(token: string): FirstName | null;
  isFirstName(token: string): boolean;
  /** 0 when not a first name, else FirstName.commonness (the "frequency" the sources allow). */
  firstNameCommonness(token: string): number;
  /** A listed common family name ("Durand", "Smith"); many first names are family names too ("Martin"). */
  isLastName(token: string): boolean;
  /** Lower-case particles and articles that open a family name: de, du, des, d', la, le, van, von, di, da, ben… */
  isParticle(token: string): boolean;
  /** Which words are the first name, for 2 to 6 words of one person's name; null when it cannot be told. */
  orderNameTokens(tokens: readonly string[]): NameOrder | null;
}

const GENDERS: Record<string, Gender | null> = { f: 'female', m: 'male', x: 'epicene', '': null };
const PARTICLES = new Set(["d'", 'de', 'du', 'des', 'la', 'le', 'les', 'van', 'von', 'der', 'den', 'ter', 'di', 'da', 'dos', 'das', 'do', 'del', 'della', 'dela', 'delos', 'ben', 'bin', 'ibn', 'al', 'el', 'mac', 'st', 'saint']);
/** Weights of the evidence; the order prior makes "Martin Thomas" read first name first. */
const CAPITALS_WEIGHT = 2;
const LAST_NAME_WEIGHT = 1;
const ORDER_PRIOR = 0.5;

type Raw = { format: number; first: [string, string, string, number][]; last: [string, number][] };

class Catalog implements NameCatalog {
  private readonly first = new Map<string, [string, string, string, number]>();
  private readonly last = new Set<string>();

  constructor(raw: Raw) {
    if (raw.format !== 1) throw new Error(`names catalog: unsupported format ${raw.format}`);
    for (const row of raw.first) this.first.set(nameKey(row[0]), row);
    for (const [name] of raw.last) this.last.add(nameKey(name));
  }

  get firstNameCount(): number {
    return this.first.size;
  }

  get lastNameCount(): number {
    return this.last.size;
  }

  firstName(token: string): FirstName | null {
    const key = nameKey(token);
    const row = this.first.get(key);
    if (row !== undefined) {
      const [name, fr, en, sources] = row;
      const commonness = sources & NAME_SOURCE.supplement || (sources & NAME_SOURCE.fakerFr && sources & NAME_SOURCE.fakerEn) ? 3 : sources & (NAME_SOURCE.fakerFr | NAME_SOURCE.fakerEn) ? 2 : 1;
      return { name, gender: GENDERS[fr] ?? GENDERS[en], genderFr: GENDERS[fr], genderEn: GENDERS[en], commonness };
    }
    // "Jean-Pierre", "Marie-Christine": every part a first name; the gender is the first part's.
    const parts = key.split('-').filter((p) => p !== '');
    if (parts.length < 2) return null;
    const found = parts.map((p) => this.firstName(p));
    if (found.some((f) => f === null)) return null;
    const head = found[0]!;
    return { ...head, name: token.trim(), commonness: Math.min(...found.map((f) => f!.commonness)) as 1 | 2 | 3 };
  }

  isFirstName(token: string): boolean {
    return this.firstName(token) !== null;
  }

  firstNameCommonness(token: string): number {
    return this.firstName(token)?.commonness ?? 0;
  }

  isLastName(token: string): boolean {
    return this.last.has(nameKey(token));
  }

  isParticle(token: string): boolean {
    return PARTICLES.has(nameKey(token));
  }

  orderNameTokens(tokens: readonly string[]): NameOrder | null {
    const words = tokens.map((t) => t.trim()).filter((t) => t !== '');
    if (words.length < 2 || words.length > 6) return null;
    const mixedCase = words.some((w) => /\p{Ll}/u.test(w));
    const capitals = words.map((w) => mixedCase && w.length > 1 && /\p{Lu}/u.test(w) && !/\p{Ll}/u.test(w));
    const asFirst = words.map((w, i) => this.firstNameCommonness(w) - (capitals[i] ? CAPITALS_WEIGHT : 0) - (this.isLastName(w) ? LAST_NAME_WEIGHT / 2 : 0));
    const asLast = words.map((w, i) => (this.isLastName(w) ? LAST_NAME_WEIGHT : 0) + (capitals[i] ? CAPITALS_WEIGHT : 0) - this.firstNameCommonness(w) / 2);
    const readings: { score: number; r: NameOrder }[] = [];
    for (let k = 1; k < words.length; k++) {
      // first-last: words[0..k) first; last-first: words[k..] first.
      for (const order of ['first-last', 'last-first'] as const) {
        const firstIdx = order === 'first-last' ? range(0, k) : range(k, words.length);
        const lastIdx = order === 'first-last' ? range(k, words.length) : range(0, k);
        // A particle opens the family name: never in the first name, never the family name's last word.
        if (firstIdx.some((i) => this.isParticle(words[i])) || this.isParticle(words[lastIdx[lastIdx.length - 1]])) continue;
        const score = sum(firstIdx.map((i) => asFirst[i])) + sum(lastIdx.map((i) => asLast[i])) + (order === 'first-last' ? ORDER_PRIOR : 0);
        readings.push({ score, r: { firstName: firstIdx.map((i) => words[i]), lastName: lastIdx.map((i) => words[i]), order, confidence: 0 } });
      }
    }
    if (readings.length === 0) return null;
    readings.sort((a, b) => b.score - a.score);
    const margin = readings.length > 1 ? readings[0].score - readings[1].score : 3;
    return { ...readings[0].r, confidence: Math.round(Math.min(1, margin / 3) * 100) / 100 };
  }
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i);
}

function sum(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}

/** Loads data/names.json.gz synchronously; `dir` defaults to the project's data/ folder. */
export function loadNameCatalog(dir: string = defaultDataDir()): NameCatalog {
  return new Catalog(JSON.parse(gunzipSync(readFileSync(join(dir, NAMES_FILE))).toString('utf8')) as Raw);
}
