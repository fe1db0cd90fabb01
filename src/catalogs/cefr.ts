/**
 * CEFR level from a short language-level text ("courant", "B2", "TOEIC 850", "native speaker").
 * Precedence: an explicit level (A1…C2) → a test score (thresholds of data/languages.json) → the
 * longest descriptor found ("très bon niveau" before "bon niveau").
 */
import { fold } from '../text/fold.js';

export type CefrLevel = 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2' | 'native';
export const CEFR_LEVELS: readonly CefrLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'];

export interface CefrData {
  descriptors: { level: string; lang: 'fr' | 'en'; terms: string[] }[];
  tests: {
    toeic: Record<string, number>;
    toefl_ibt: Record<string, number>;
    ielts: Record<string, number>;
    cambridge: Record<string, string>;
  };
}

/** Cambridge exams by their usual short names. */
const CAMBRIDGE: [RegExp, CefrLevel][] = [
  [/\b(?:ket|a2 key)\b/, 'A2'],
  [/\b(?:pet|b1 preliminary)\b/, 'B1'],
  [/\b(?:fce|first certificate|cambridge first|b2 first)\b/, 'B2'],
  [/\b(?:cae|cambridge advanced|c1 advanced|certificate in advanced english)\b/, 'C1'],
  [/\b(?:cpe|cambridge proficiency|c2 proficiency|certificate of proficiency)\b/, 'C2'],
];

/** Normalizes punctuation so "lu, écrit, parlé" and "lu/écrit/parlé" read the same. */
function norm(s: string): string {
  return fold(s)
    .replace(/[’']/g, "'")
    .replace(/[^a-z0-9+.' -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\b([a-z]{3,}[^sui\W])s\b/g, '$1') // plurals: "anglais et espagnol courants"
    .trim();
}

export class CefrReader {
  private readonly descriptors: { re: RegExp; level: CefrLevel; length: number }[];

  constructor(private readonly data: CefrData) {
    const seen = new Set<string>();
    this.descriptors = [];
    for (const d of data.descriptors) {
      const level = (d.level === 'NATIVE' ? 'native' : d.level) as CefrLevel;
      for (const term of d.terms) {
        const t = norm(term);
        if (t === '' || seen.has(t)) continue;
        seen.add(t);
        const body = t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
        this.descriptors.push({ re: new RegExp(`(?:^|[^a-z0-9])${body}(?![a-z0-9])`), level, length: t.length });
      }
    }
    // Longest first: "tres bon niveau" (C1) wins over "bon niveau" (B2).
    this.descriptors.sort((a, b) => b.length - a.length);
  }

  fromDescriptor(text: string): CefrLevel | null {
    const raw = fold(text);
    const explicit = raw.match(/(?:^|[^a-z0-9])([abc][12])(?![a-z0-9])/);
    if (explicit) return explicit[1].toUpperCase() as CefrLevel;
    const score = this.fromTestScore(raw);
    if (score) return score;
    for (const [re, level] of CAMBRIDGE) if (re.test(raw)) return level;
    const t = norm(text);
    if (t === '') return null;
    for (const d of this.descriptors) if (d.re.test(t)) return d.level;
    return null;
  }

  private fromTestScore(t: string): CefrLevel | null {
    const toeic = t.match(/\btoeic\b[^0-9]{0,20}(\d{2,3}(?:[ .]?\d{3})?)\b/);
    if (toeic) return threshold(Number(toeic[1].replace(/[ .]/g, '')), this.data.tests.toeic, 990);
    const toefl = t.match(/\btoefl\b(?:\s*ibt)?[^0-9]{0,20}(\d{1,3})\b/);
    if (toefl) return threshold(Number(toefl[1]), this.data.tests.toefl_ibt, 120);
    const ielts = t.match(/\bielts\b[^0-9]{0,20}(\d(?:[.,]\d)?)\b/);
    if (ielts) return threshold(Number(ielts[1].replace(',', '.')), this.data.tests.ielts, 9);
    return null;
  }
}

/** Highest level whose minimum the score reaches; null below every minimum or above the scale. */
function threshold(score: number, mins: Record<string, number>, max: number): CefrLevel | null {
  if (!Number.isFinite(score) || score > max) return null;
  let best: CefrLevel | null = null;
  for (const level of CEFR_LEVELS) {
    const min = mins[level];
    if (min !== undefined && score >= min) best = level;
  }
  return best;
}
