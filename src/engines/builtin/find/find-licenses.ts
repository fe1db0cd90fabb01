/**
 * Driving licences in folded text (fold()), for offers and resumes: "permis B", "permis de
 * conduire", "permis B et C", "permis poids lourd", "driving licence (category B)", "CDL Class A".
 * "permis de travail / de séjour / de construire" are not driving licences.
 */
import { lapsedAfter, negatedAt } from './negation.js';

export interface LicenseMention {
  /** Canonical category: B, C, CE, D, A, BE, C1, … or CDL-A/CDL-B/CDL-C. */
  categories: string[];
  start: number;
  end: number;
  negated: boolean;
  inProgress: boolean;
  /** Held once, no longer valid: "suspendu", "expired", "revoked". */
  lapsed: boolean;
}

// "DE" is left out on purpose: it would read "permis de conduire" as category DE.
// "C+E", "B + E": the trailer category written with a plus.
const CAT = '(?:(?:c1|d1|[bcd])\\s*\\+\\s*e(?![\\p{L}\\d])|c1e|d1e|be|ce|c1|d1|a1|a2|am|[abcd])';
const CAT_LIST = `${CAT}(?:\\s*(?:,|et|and|\\/|\\+|&|-)\\s*${CAT}(?![\\p{L}\\d]))*`;

/** Categories side by side with spaces or line breaks only ("B C CE", one badge each), up to the end of their line. */
// One way to read each gap (a separator with its spaces, or spaces alone): no backtracking blow-up on spaced text.
const CAT_BLOCK = `${CAT}(?![\\p{L}\\d])(?:(?:\\s*(?:,|et|and|\\/|&)\\s*|\\s+)${CAT}(?![\\p{L}\\d]))+`;

const PATTERNS: Array<{ re: RegExp; categories: (m: RegExpExecArray) => string[] }> = [
  // "Permis⏎B C CE", "Permis : B C CE": a heading or label, then the categories alone on their line(s).
  {
    re: new RegExp(`\\bpermis(?:\\s+de\\s+conduire)?\\s*:?[ \\t]*(?:\\n\\s*)?(${CAT_BLOCK})(?=[ \\t]*(?:\\n|$|[.;)]))`, 'gu'),
    categories: (m) => splitCategories(m[1].replace(/\s+/g, ' ').replace(/ (?=[a-e])/g, ',')),
  },
  {
    re: new RegExp(`\\bpermis(?:\\s+de\\s+conduire)?\\s*(?::\\s*)?(?:(?:categorie|categories|cat\\.?|type|de\\s+type)\\s*)?(${CAT_LIST})(?![\\p{L}\\d])`, 'gu'),
    categories: (m) => splitCategories(m[1]),
  },
  { re: /\bpermis\s+(?:poids\s+lourds?|pl)\b/gu, categories: () => ['C'] },
  { re: /\bpermis\s+(?:super\s+lourds?|spl)\b/gu, categories: () => ['CE'] },
  { re: /\bpermis\s+(?:vl|voiture|auto(?:mobile)?)\b/gu, categories: () => ['B'] },
  { re: /\bpermis\s+(?:transport\s+en\s+commun|bus)\b/gu, categories: () => ['D'] },
  { re: /\b(?:permis|licence)\s+de\s+conduire(?!\s*(?::\s*)?(?:categorie|cat\.?|type)?\s*[a-e]\b)/gu, categories: () => ['B'] },
  {
    re: new RegExp(`\\b(?:full\\s+|clean\\s+|valid\\s+|uk\\s+|eu\\s+)*(?:driving|driver'?s?|drivers)\\s+licen[cs]e(?:\\s*[:–—-]?\\s*\\(?\\s*(?:class|category|cat\\.?|type)?\\s*(${CAT_LIST})\\)?(?![\\p{L}\\d]))?`, 'gu'),
    categories: (m) => (m[1] ? splitCategories(m[1]) : ['B']),
  },
  { re: /\bclass\s+([abc])\s+cdl\b/gu, categories: (m) => [`CDL-${m[1].toUpperCase()}`] },
  { re: /\bcdl(?:\s*[-(]?\s*(?:class|classe)?\s*([abc])\b\)?)?/gu, categories: (m) => [m[1] ? `CDL-${m[1].toUpperCase()}` : 'CDL'] },
  // "sans permis", "je n'ai pas le permis": a bare licence that only matters when negated.
  { re: /\b(?:sans|pas\s+(?:de|le)|aucun)\s+(?=permis\b)/gu, categories: () => ['ANY'] },
];

function splitCategories(list: string): string[] {
  list = list.replace(/\b(c1|d1|[bcd])\s*\+\s*e(?![\p{L}\d])/gu, '$1e');
  return [...new Set(list.split(/\s*(?:,|et|and|\/|\+|&|-)\s*/).map((c) => c.trim().toUpperCase()).filter(Boolean))];
}

const IN_PROGRESS_AFTER = /^\s*[:(\-–]?\s*(?:en\s+cours(?:\s+d'obtention)?|en\s+preparation|en\s+formation|in\s+progress|pending|obtention\s+prevue|a\s+venir|\(en\s+cours\)|learner|provisional)/u;
const IN_PROGRESS_BEFORE = /(?:en\s+cours\s+(?:d'obtention\s+)?(?:du|de|d')|preparation\s+(?:du|au)|passing\s+(?:my|the)|provisional|learner'?s?)\s*$/u;
const EXCLUDED_AFTER = /^\s*(?:de\s+)?(?:travail|sejour|construire|chasse|bateau|cotier|peche|port\s+d'arme|etablissement|residence)/u;
/** A Swiss residence permit in brackets after the nationality: "Nationalité portugaise (permis C)", "Titre de séjour : permis B",
 * "Permis de séjour⇥Permis C";
 * never "Nationalité : française<tab>Permis B" nor "Nationalité française, permis B". */
const RESIDENCE_BEFORE = /(?:nationalit\w*|citoyen\w*)\s*:?\s*[a-z]+\s*\(\s*$|(?:(?:titre|autorisation|permis)\s+de\s+(?:sejour|travail)|residence\s+permit|work\s+permit)\s*:?\s*$/u;

/** Every driving-licence mention of a folded text, in order. */
export function findLicenses(folded: string): LicenseMention[] {
  const found: LicenseMention[] = [];
  // Every pattern names one of these words; most texts have none.
  if (!/permis|licen[cs]e|cdl/.test(folded)) return found;
  for (const { re, categories } of PATTERNS) {
    re.lastIndex = 0;
    for (const m of folded.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (found.some((f) => start < f.end && end > f.start)) continue;
      if (/^permis/.test(m[0]) && (EXCLUDED_AFTER.test(folded.slice(start + 6, start + 40)) || RESIDENCE_BEFORE.test(folded.slice(Math.max(0, start - 40), start)))) continue;
      const cats = categories(m as unknown as RegExpExecArray);
      if (cats.length === 0) continue;
      const before = folded.slice(Math.max(0, start - 40), start);
      const after = folded.slice(end, end + 40);
      // "Does not hold a driving licence", "Permis de conduire : sans permis", "Permis B : non".
      found.push({
        categories: cats,
        start,
        end,
        negated: cats.includes('ANY') || negatedAt(folded, start, end),
        inProgress: IN_PROGRESS_AFTER.test(after) || IN_PROGRESS_BEFORE.test(before),
        lapsed: lapsedAfter(folded, end),
      });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * Whether holding `held` satisfies a requirement of `required`. French categories: CE implies C,
 * C and D imply B in practice (B is a prerequisite); CDL-A ≈ CE, CDL-B ≈ C.
 */
export function licenseSatisfies(held: string, required: string): boolean {
  const norm = (c: string) => (c === 'CDL-A' ? 'CE' : c === 'CDL-B' || c === 'CDL-C' || c === 'CDL' ? 'C' : c);
  const h = norm(held);
  const r = norm(required);
  if (h === r) return true;
  const implies: Record<string, string[]> = {
    CE: ['C', 'C1', 'C1E', 'B', 'BE'],
    C: ['C1', 'B'],
    C1E: ['C1', 'B', 'BE'],
    C1: ['B'],
    DE: ['D', 'D1', 'B', 'BE'],
    D: ['D1', 'B'],
    D1: ['B'],
    BE: ['B'],
    A: ['A2', 'A1', 'AM'],
    A2: ['A1', 'AM'],
    A1: ['AM'],
  };
  return implies[h]?.includes(r) ?? false;
}
