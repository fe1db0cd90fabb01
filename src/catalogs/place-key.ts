/**
 * Lookup keys of place names, shared by the build (scripts/catalogs/geo-*.ts) and the geo catalog:
 * "Saint-Étienne", "ST ETIENNE" and "st-étienne" give one key; "Lyon 3e Arrondissement", "LYON 3E"
 * and "Lyon 3ème" give "lyon 3". Keys are for lookup only (offsets in text are kept by the caller).
 */
import { fold } from '../text/fold.js';

/** Abbreviations people write in place names (La Poste writes "ST ETIENNE"). */
const ABBREVIATIONS = new Map([
  ['st', 'saint'],
  ['ste', 'sainte'],
  ['sts', 'saints'],
  ['stes', 'saintes'],
  ['mt', 'mont'],
  ['ft', 'fort'],
]);

/** Words that qualify an arrondissement or a sorting office, not the place. */
const DROPPED = new Set(['arrondissement', 'arrondissements', 'arr', 'arrdt', 'cedex']);

const ROMAN: Record<string, number> = { i: 1, v: 5, x: 10 };

function romanValue(s: string): number | null {
  if (!/^[ivx]+$/.test(s)) return null;
  let total = 0;
  for (let i = 0; i < s.length; i++) {
    const v = ROMAN[s[i]];
    const next = i + 1 < s.length ? ROMAN[s[i + 1]] : 0;
    total += v < next ? -v : v;
  }
  return total > 0 && total <= 20 ? total : null;
}

/** "3e", "3eme", "03", "1er" → "3", "3", "3", "1" (arrondissement numbers, never the first word); else the token. */
function ordinal(token: string): string {
  const arabic = /^0?(\d{1,2})(?:e|er|ere|eme|ieme|em|re|nd|th|st|rd)?$/.exec(token);
  return arabic ? arabic[1] : token;
}

/** "XVe" → "15", only as the second and last word ("Paris XVe"): elsewhere "Vie" is a word, not VI. */
function romanOrdinal(token: string): string {
  const roman = /^([ivx]+)(?:e|er|eme|ieme)$/.exec(token);
  const v = roman ? romanValue(roman[1]) : null;
  return v === null ? token : String(v);
}

const LETTER = /[\p{L}\p{N}\p{M}]/u;

/** Tokens of a place name: folded (no case, no accents), ligatures spelled out, abbreviations expanded. */
export function placeTokens(name: string): string[] {
  let folded = fold(name);
  if (/[œæß]/.test(folded)) folded = folded.replace(/œ/g, 'oe').replace(/æ/g, 'ae').replace(/ß/g, 'ss');
  const out: string[] = [];
  // One pass with slices rather than regular expressions: the catalog keys 60,000 names at load.
  let start = 0;
  for (let i = 0; i <= folded.length; i++) {
    const c = i < folded.length ? folded.charCodeAt(i) : 32;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 128 && LETTER.test(folded[i]))) continue;
    if (i > start) push(folded.slice(start, i), out);
    start = i + 1;
  }
  if (out.length === 2) out[1] = romanOrdinal(out[1]);
  return out;
}

function push(token: string, out: string[]): void {
  if (DROPPED.has(token)) return;
  const t = ABBREVIATIONS.get(token) ?? token;
  out.push(out.length > 0 && t.charCodeAt(0) <= 57 ? ordinal(t) : t);
}

/** The lookup key of a place name ("" when nothing is left). */
export function placeKey(name: string): string {
  return placeTokens(name).join(' ');
}

/** Articles that may be left out when people write a commune name ("Sables-d'Olonne" for "Les Sables-d'Olonne"). */
const LEADING_ARTICLES = new Set(['le', 'la', 'les', 'l']);

/** The key without its leading article, or null when the name has none. */
export function keyWithoutArticle(key: string): string | null {
  const sp = key.indexOf(' ');
  if (sp < 0 || !LEADING_ARTICLES.has(key.slice(0, sp))) return null;
  return key.slice(sp + 1);
}
