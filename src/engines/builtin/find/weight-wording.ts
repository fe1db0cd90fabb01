/**
 * How an offer's wording sets a criterion's weight and whether it is mandatory (issue 2):
 * indispensable / obligatoire / exigé / required / must → 3 and mandatory;
 * souhaité / apprécié / un plus / idéalement / nice to have / bonus → 1;
 * "minimum", "au moins", "at least" make a requirement mandatory without raising its weight
 * (extract-job-criteria.ts raises a stated number of years to 3, and a skill asked with "solide",
 * "expert", "strong" too); otherwise 2.
 */
import type { Weight } from '../../../matching/types.js';

export type Marker = 'strong' | 'hard' | 'weak';

const WORDING: Array<[Marker, string]> = [
  ['strong', "indispensables?|obligatoires?|obligatoirement|exigee?s?|imperati(?:f|ve|fs|ves|vement)|requise?s?|essentiel(?:le)?s?|incontournables?|necessaires?|vous devez|vous devrez|doit|devra|devez|vous justifiez|justifiez|justifier d'|justifiant d'|non negociable|sine qua non|must(?:-have| have)?|required|requirements?|mandatory|essential|is a must|needs? to have"],
  ['hard', "minimum|au moins|au minimum|at least|minimum of|a minimum of|min\\."],
  ['weak', "not required|not mandatory|not essential|non obligatoires?|pas obligatoires?|pas indispensables?|facultati(?:f|ve)s?|optional|souhaitee?s?|souhaitable|appreciee?s?|un plus|un atout|(?:un|des)\\s+(?:vrai|veritable|reel|gros|grand|petit)s?\\s+(?:plus|atouts?)|serait un plus|est un plus|sont un plus|serait appreciee?|idealement|de preference|bonus|nice to have|nice-to-have|preferred|preferably|preferable|a plus|is a plus|an advantage|advantageous|an asset|desirable|desired|ideally|optionnel(?:le)?|si possible|eventuellement|le cas echeant|would be|appreciated|is welcome|bienvenue?s?|les plus|apprecie"],
];

const MARKER_RE = new RegExp(WORDING.map(([m, p]) => `(?<${m}>(?<![\\p{L}])(?:${p})(?![\\p{L}]))`).join('|'), 'gu');

export interface MarkerHit {
  marker: Marker;
  index: number;
  /** "indispensables", "appréciés", "sont", "are": the marker can govern a list before it. */
  plural: boolean;
  /** "si possible", "idéalement", "ideally": the marker governs what follows it, never what precedes it. */
  leading: boolean;
}

/** Markers written before what they govern ("Excel avancé et si possible Power BI"). */
const LEADING = /^(?:si possible|idealement|de preference|eventuellement|le cas echeant|ideally|preferably)$/u;

/** Markers in folded text, in order. */
export function findMarkers(folded: string): MarkerHit[] {
  const hits: MarkerHit[] = [];
  for (const m of folded.matchAll(MARKER_RE)) {
    const g = m.groups ?? {};
    const marker: Marker = g.strong !== undefined ? 'strong' : g.weak !== undefined ? 'weak' : 'hard';
    const word = m[0];
    const plural = (/s$/.test(word) && !/plus$/.test(word)) || /\b(?:sont|are)\b/.test(folded.slice(Math.max(0, m.index - 30), m.index));
    hits.push({ marker, index: m.index, plural, leading: LEADING.test(word) });
  }
  return hits;
}

export interface WeightDecision {
  weight: Weight;
  isMandatory: boolean;
  marker: Marker | null;
}

export function decide(markers: Marker[], fallback: WeightDecision): WeightDecision {
  if (markers.includes('weak') && !markers.includes('strong')) return { weight: 1, isMandatory: false, marker: 'weak' };
  if (markers.includes('strong')) return { weight: 3, isMandatory: true, marker: 'strong' };
  if (markers.includes('hard')) return { weight: Math.max(2, fallback.weight) as Weight, isMandatory: true, marker: 'hard' };
  return fallback;
}

/**
 * The markers that govern a span of a segment: those of its own clause; failing that, those of
 * the next clause that has one when it governs a list ("Python, Django et Docker sont
 * indispensables"); failing that, a
 * lead-in before a colon ("Indispensable : Python, SQL").
 */
export function markersForSpan(folded: string, hits: MarkerHit[], start: number): Marker[] {
  if (hits.length === 0) return [];
  const bounds = clauseBounds(folded);
  const clauseOf = (i: number) => bounds.findIndex(([a, b]) => i >= a && i < b);
  const own = clauseOf(start);
  const mine = hits.filter((h) => clauseOf(h.index) === own && !(h.leading && h.index > start)).map((h) => h.marker);
  // "minimum" in its own clause does not hide ", exigés" after it.
  if (mine.length > 0 && mine.some((m) => m !== 'hard')) return mine;
  // "Anglais lu : un plus": what follows a colon describes what precedes it.
  const labelled = /:\s*$/.test(folded.slice(bounds[own][0], bounds[own][1]));
  for (let c = own + 1; c < bounds.length; c++) {
    const next = hits.filter((h) => clauseOf(h.index) === c);
    if (next.length === 0) continue;
    // "l'anglais, l'allemand est un plus": a singular marker is the next item's own.
    if (labelled || next.some((h) => h.plural)) return [...mine, ...next.map((h) => h.marker)];
    break;
  }
  if (mine.length > 0) return mine;
  // "Idéalement, une première expérience avec Terraform": a clause that is only a marker governs the rest.
  if (own > 0 && LONE_MARKER.test(folded.slice(bounds[0][0], bounds[0][1]))) return hits.filter((h) => h.index < bounds[0][1]).map((h) => h.marker);
  // "… start up) MUST HAVE - Computer Science BS": a marker that ends the clause before, as a
  // lead-in set off by a dash, governs this clause.
  if (own > 0) {
    const [a, b] = bounds[own - 1];
    const lead = hits.filter((h) => h.index >= a && /^[\p{L}\s'-]{0,24}?\s[-–]\s*$/u.test(folded.slice(h.index, b))).map((h) => h.marker);
    if (lead.length > 0) return lead;
  }
  // The lead-in of the nearest colon before the span ("Indispensable : Python, SQL"; "… UNIX.
  // Optional (not required): financial product knowledge"): from the sentence or colon before it.
  const colon = folded.lastIndexOf(':', start);
  if (colon < 0) return [];
  const leadStart = Math.max(folded.lastIndexOf(':', colon - 1), folded.lastIndexOf('.', colon - 1), folded.lastIndexOf('\n', colon - 1)) + 1;
  const lead = hits.filter((h) => h.index >= leadStart && h.index < colon).map((h) => h.marker);
  if (lead.length > 0) return lead;
  const first = folded.indexOf(':');
  return hits.filter((h) => h.index < first).map((h) => h.marker);
}

/** A first clause that is a marker alone: "Idéalement,", "De préférence :", "Ideally,", "Bonus :", "Indispensable :". */
const LONE_MARKER = /^[\s•·▪◦‣●○■□✓✔➢➤►▸*>–—-]*(?:\p{L}+\s+){0,1}(?:idealement|de preference|ideally|preferably|bonus|en bonus|si possible|indispensables?|obligatoires?|imperatif|required|must have)\s*[,:;–-]?\s*$/u;

/** Clauses: split on , ; : " - " and a full stop. A parenthesis stays with its clause: "Python (indispensable)". */
function clauseBounds(folded: string): Array<[number, number]> {
  const bounds: Array<[number, number]> = [];
  let start = 0;
  // "… SQL, UNIX. database programming Optional": a full stop ends a clause even where the
  // sentence goes on in lower case (but not an abbreviation: "min. 3 ans", "etc. ").
  for (const m of folded.matchAll(/[,;]|:\s|\s[-–]\s|(?<=\p{L}{3}|\d)(?<!(?:min|max|env|etc|incl|exp))\.\s/gu)) {
    // "(Vue.js, React, Angular) exigée": a list in parentheses is one clause.
    if (folded.lastIndexOf('(', m.index) > folded.lastIndexOf(')', m.index)) continue;
    // "vous justifiez d'une expérience en BI de 3 ans minimum, ainsi que d'une expérience en SQL":
    // what "ainsi que" adds is governed by the clause it is added to.
    if (m[0] === ',' && /^\s*(?:ainsi que|de meme que|as well as)\b/u.test(folded.slice(m.index + 1))) continue;
    bounds.push([start, m.index + m[0].length]);
    start = m.index + m[0].length;
  }
  bounds.push([start, folded.length + 1]);
  return bounds;
}
