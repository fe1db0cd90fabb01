/**
 * Normalisations and comparisons behind the golden-resume scorer (score-profile.ts). Each one is
 * documented in README.md ("Comparison rules"); they decide what counts as the same value, so
 * they are deliberately plain and table-driven: a reviewer must be able to predict a verdict.
 */
import { damerauLevenshtein } from '../../../src/text/edit-distance.js';
import { fold } from '../../../src/text/fold.js';

export type Same = (expected: unknown, actual: unknown) => boolean;

/** null, undefined, '' and blank strings are "no value"; so is an empty array. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Folded (lower case, no accents), punctuation as spaces, collapsed. */
export function normText(value: unknown): string {
  return fold(String(value))
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
}

export function tokens(value: unknown): string[] {
  const n = normText(value);
  return n === '' ? [] : n.split(' ');
}

/** Tokens of five letters or more may differ by one edit (an OCR slip, a missing accent mark). */
function sameToken(a: string, b: string): boolean {
  if (a === b) return true;
  return a.length >= 5 && b.length >= 5 && damerauLevenshtein(a, b, 1) <= 1;
}

function countShared(a: string[], b: string[]): number {
  const left = [...b];
  let shared = 0;
  for (const t of a) {
    const i = left.findIndex((u) => sameToken(t, u));
    if (i >= 0) {
      shared++;
      left.splice(i, 1);
    }
  }
  return shared;
}

/** Fuzzy text similarity in [0, 1]: token Dice, raised to 0.85 when every expected token is in
 * the actual text and the actual text adds at most max(3, expected tokens) tokens ("Infirmière"
 * vs "Infirmière (CDI)", "Excel" vs "Microsoft Excel"), so that extra words of context are
 * forgiven but a whole line glued into one field is not. */
export function textSimilarity(expected: unknown, actual: unknown): number {
  const e = tokens(expected);
  const a = tokens(actual);
  if (e.length === 0 || a.length === 0) return e.length === a.length ? 1 : 0;
  const shared = countShared(e, a);
  const dice = (2 * shared) / (e.length + a.length);
  const extra = a.length - shared;
  if (shared === e.length && extra <= Math.max(3, e.length)) return Math.max(dice, 0.85);
  return dice;
}

export const TEXT_THRESHOLD = 0.8;

export const sameText: Same = (e, a) => textSimilarity(e, a) >= TEXT_THRESHOLD;

/** Names: case, accents, hyphens and apostrophes ignored; exact otherwise. */
export const sameName: Same = (e, a) => normText(e) === normText(a);

/** A full name in either order ("FONTAINE Léa" = "Léa Fontaine"). */
export const sameFullName: Same = (e, a) => tokens(e).sort().join(' ') === tokens(a).sort().join(' ');

export const sameEmail: Same = (e, a) => String(e).trim().toLowerCase() === String(a).trim().toLowerCase();

/** Phones: digits only (the + and the spacing dropped); the country code must be there. */
export const samePhone: Same = (e, a) => String(e).replace(/\D/g, '') === String(a).replace(/\D/g, '');

/** Dates, booleans, numbers, enums: exact. */
export const sameExact: Same = (e, a) => e === a;

export const sameCaseless: Same = (e, a) => String(e).trim().toUpperCase() === String(a).trim().toUpperCase();

/** Places, departments, regions: folded; "Saint-Étienne" = "saint etienne", "St Etienne" is not. */
export const samePlace: Same = (e, a) => normText(e) === normText(a);

export const samePostalCode: Same = (e, a) =>
  String(e).replace(/\s/g, '').toUpperCase() === String(a).replace(/\s/g, '').toUpperCase();

/** URLs: scheme, "www.", trailing slash and case dropped. */
export function normUrl(url: unknown): string {
  return String(url)
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

export const sameUrl: Same = (e, a) => normUrl(e) === normUrl(a);

/** Country names in the languages of the golden set, and common short forms → ISO code. */
const COUNTRY_CODES: Record<string, string> = {
  france: 'FR',
  'united kingdom': 'GB',
  'royaume uni': 'GB',
  uk: 'GB',
  'great britain': 'GB',
  'grande bretagne': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  ireland: 'IE',
  irlande: 'IE',
  belgium: 'BE',
  belgique: 'BE',
  switzerland: 'CH',
  suisse: 'CH',
  spain: 'ES',
  espagne: 'ES',
  italy: 'IT',
  italie: 'IT',
  netherlands: 'NL',
  'pays bas': 'NL',
  germany: 'DE',
  allemagne: 'DE',
  'united states': 'US',
  'united states of america': 'US',
  usa: 'US',
  us: 'US',
  'etats unis': 'US',
  greece: 'GR',
  hungary: 'HU',
};

export function countryCode(name: unknown): string | null {
  return COUNTRY_CODES[normText(name)] ?? null;
}

/** Countries: the same ISO code through the alias table, else the same folded name. */
export const sameCountry: Same = (e, a) => {
  const ce = countryCode(e);
  return ce !== null ? ce === countryCode(a) : samePlace(e, a);
};

/** Spoken languages as written in either resume language. */
const LANGUAGE_KEYS: Record<string, string> = {
  francais: 'fr',
  french: 'fr',
  anglais: 'en',
  english: 'en',
  espagnol: 'es',
  spanish: 'es',
  allemand: 'de',
  german: 'de',
  italien: 'it',
  italian: 'it',
  arabe: 'ar',
  arabic: 'ar',
  neerlandais: 'nl',
  dutch: 'nl',
  hindi: 'hi',
  breton: 'br',
  wolof: 'wo',
  tamil: 'ta',
  tamoul: 'ta',
  igbo: 'ig',
  welsh: 'cy',
  gallois: 'cy',
  greek: 'el',
  grec: 'el',
};

export function languageKey(name: unknown): string {
  const n = normText(name);
  return LANGUAGE_KEYS[n] ?? n;
}

/** Words around licence categories, folded: "Permis de conduire B et C", "Full UK driving licence (B, C1)". */
const LICENCE_WORDS = /\b(permis|de|conduire|driving|drivers?|licen[cs]es?|full|uk|clean|categor(y|ies|ie)|cat|et|and|vehiculee?)\b/g;

/** Licence categories in written licences: "Permis B et C" → B, C. */
export function licenceCategories(values: unknown[]): string[] {
  const out = new Set<string>();
  for (const v of values) {
    for (const c of normText(v).replace(LICENCE_WORDS, ' ').split(/\s+/)) {
      if (/^(am|a[12]?|b[e1]?|c1?e?|d1?e?)$/.test(c)) out.add(c.toUpperCase());
    }
  }
  return [...out];
}

/** Spec 2.1, written out here rather than imported from src/parsing: the judge keeps its own copy. */
export const EQF_VALUES = new Set(['Level 1', 'Level 2', 'Level 3', 'Level 4', 'Level 5', 'Level 6', 'Level 7', 'Level 8', 'Other']);

/** Spec 9.4: degree_type is not normalised; an unknown string is to be treated as Other. */
export const sameDegreeType: Same = (e, a) => e === (EQF_VALUES.has(String(a)) ? a : 'Other');
