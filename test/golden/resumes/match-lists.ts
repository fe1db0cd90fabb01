/**
 * List fields of a parsed resume scored as sets (score-profile.ts): greedy pairing of expected
 * and actual items, then per-pair field verdicts. Why greedy and not an optimal assignment: lists
 * are short (under a dozen items) and the pairing score separates true pairs clearly, so the
 * simpler rule gives the same pairs and stays predictable for a reviewer.
 */
import { isEmpty, textSimilarity, TEXT_THRESHOLD, type Same } from './compare-values.js';

export type Outcome = 'correct' | 'wrong' | 'missing' | 'invented';

export interface FieldResult {
  /** `info_candidate.email`, `work_experiences[].start_date`, `skills`, … */
  field: string;
  outcome: Outcome;
  expected?: unknown;
  actual?: unknown;
}

/** The verdict on one value: both empty is correct; a value where none is expected is invented. */
export function judge(expected: unknown, actual: unknown, same: Same, alternatives: unknown[] = []): Outcome {
  const e = isEmpty(expected);
  const a = isEmpty(actual);
  if (e && a) return 'correct';
  if (e) return 'invented';
  if (a) return 'missing';
  return [expected, ...alternatives].some((x) => same(x, actual)) ? 'correct' : 'wrong';
}

export type Obj = Record<string, unknown>;

export const obj = (v: unknown): Obj => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export function get(o: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, k) => obj(v)[k], o);
}

export function has(o: unknown, path: string): boolean {
  const keys = path.split('.');
  const parent = keys.slice(0, -1).reduce<unknown>((v, k) => obj(v)[k], o);
  return keys[keys.length - 1]! in obj(parent);
}

/** A list item as text: a string, or the title-like field of an object (skills are objects). */
export function itemText(v: unknown): string {
  if (typeof v === 'string') return v;
  const o = obj(v);
  for (const k of ['skill_title', 'name', 'title', 'label', 'city']) if (typeof o[k] === 'string') return o[k] as string;
  return '';
}

/** Greedy one-to-one pairing, best score first; pairs under `min` are not made. */
export function pairItems<E, A>(expected: E[], actual: A[], score: (e: E, a: A) => number, min: number): Array<[number, number]> {
  const candidates: Array<[number, number, number]> = [];
  expected.forEach((e, i) => actual.forEach((a, j) => candidates.push([score(e, a), i, j])));
  candidates.sort((x, y) => y[0] - x[0] || x[1] - y[1] || x[2] - y[2]);
  const usedE = new Set<number>();
  const usedA = new Set<number>();
  const pairs: Array<[number, number]> = [];
  for (const [s, i, j] of candidates) {
    if (s < min || usedE.has(i) || usedA.has(j)) continue;
    usedE.add(i);
    usedA.add(j);
    pairs.push([i, j]);
  }
  return pairs;
}

/** A list of values scored as a set: pairs correct, unpaired expected missing, unpaired actual invented. */
export function scoreSet(field: string, expected: unknown[], actual: unknown[], same: Same, partial: boolean, out: FieldResult[]): number {
  if (expected.length === 0 && actual.length === 0) {
    out.push({ field, outcome: 'correct', expected: [], actual: [] });
    return 0;
  }
  const pairs = pairItems(expected, actual, (e, a) => (same(e, a) ? 1 : 0), 1);
  const pairedE = new Set(pairs.map(([i]) => i));
  const pairedA = new Set(pairs.map(([, j]) => j));
  for (const [i, j] of pairs) out.push({ field, outcome: 'correct', expected: expected[i], actual: actual[j] });
  expected.forEach((e, i) => pairedE.has(i) || out.push({ field, outcome: 'missing', expected: e }));
  if (!partial) actual.forEach((a, j) => pairedA.has(j) || out.push({ field, outcome: 'invented', actual: a }));
  return pairs.length;
}

export const sameFuzzy: Same = (e, a) => textSimilarity(e, itemText(a)) >= TEXT_THRESHOLD;

/**
 * Skills: the text as written, or, for a skill the parser normalised to the catalog (spec 2.1:
 * `skill_title` is then the catalog's label), the written acronym inside that label ("HACCP" in
 * "Système Hazard Analysis Critical Control Point (HACCP)") or spelled by its words' initials
 * ("SEO", "search engine optimisation").
 */
export const sameSkill: Same = (e, a) => {
  if (sameFuzzy(e, a)) return true;
  const written = typeof e === 'string' ? e.trim() : '';
  if (obj(a).status !== 'normalized' || !/^[A-Z][A-Z0-9&]{1,6}$/.test(written)) return false;
  const label = itemText(a);
  if (new RegExp(`(?:^|[^\\p{L}])${written}(?:[^\\p{L}]|$)`, 'u').test(label)) return true;
  const initials = label
    .split(/[\s-]+/)
    .filter((w) => w.length > 2 || /^\p{Lu}/u.test(w))
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return initials === written;
};

function yearOf(date: unknown): string | null {
  return typeof date === 'string' && /^\d{4}/.test(date) ? date.slice(0, 4) : null;
}

/** How alike two experiences or educations are: the mean over the expected's known parts. */
export function entryScore(e: Obj, a: Obj, title: string, org: string, date: string): number {
  const parts: number[] = [textSimilarity(e[title], a[title] ?? '')];
  if (!isEmpty(e[org])) parts.push(isEmpty(a[org]) ? 0 : textSimilarity(e[org], a[org]));
  if (yearOf(e[date])) parts.push(yearOf(e[date]) === yearOf(a[date]) ? 1 : 0);
  return parts.reduce((s, x) => s + x, 0) / parts.length;
}

export function scoreEntries(
  name: string,
  expected: Obj[],
  actual: Obj[],
  fields: Array<[string, Same]>,
  score: (e: Obj, a: Obj) => number,
  out: FieldResult[],
): void {
  const present = fields.filter(([f]) => expected.some((e) => has(e, f)));
  const pairs = pairItems(expected, actual, score, 0.5);
  const pairedE = new Set(pairs.map(([i]) => i));
  const pairedA = new Set(pairs.map(([, j]) => j));
  if (expected.length === 0 && actual.length === 0) out.push({ field: name, outcome: 'correct' });
  for (const [i, j] of pairs) {
    out.push({ field: name, outcome: 'correct' });
    for (const [f, same] of present) {
      if (!has(expected[i], f)) continue;
      const e = get(expected[i], f);
      const a = get(actual[j], f);
      out.push({ field: `${name}[].${f}`, outcome: judge(e, a, same), expected: e, actual: a });
    }
  }
  expected.forEach((e, i) => {
    if (pairedE.has(i)) return;
    out.push({ field: name, outcome: 'missing', expected: e });
    for (const [f] of present) if (!isEmpty(get(e, f))) out.push({ field: `${name}[].${f}`, outcome: 'missing', expected: get(e, f) });
  });
  actual.forEach((a, j) => pairedA.has(j) || out.push({ field: name, outcome: 'invented', actual: a }));
}
