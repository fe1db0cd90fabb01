/**
 * EQF level of a degree as `degree_type` (spec 2.1: `Level 1`…`Level 8`, `Other`). The diploma
 * catalog knows most degrees; this table adds the qualifications it misses or reads otherwise, so
 * that they are settled in one readable place (candidates to move into the catalog itself):
 * UK qualifications that state their own level, French competitive exams (a CAPES is passed, not
 * a degree: `Other`), and acronyms the catalog reads as something else (CAPA is not a CAP).
 * Preparatory classes lead to no qualification: null, like any degree we cannot place.
 */
import { fold } from '../text/fold.js';
import type { EqfLevel } from './parsed-resume.js';
import type { ParsingCatalogs } from './parsing-catalogs.js';

/** A fixed level, or `written`: the level written in the title (group 1) plus an offset. */
type LevelRule = [RegExp, number | 'Other' | null] | [RegExp, 'written', number];

/** On fold()ed degree titles; the first rule that matches decides. */
export const DEGREE_LEVEL_RULES: LevelRule[] = [
  [/\bclasses? prepa(?:ratoires?)?\b|\bprepa\b|\bcpge\b/, null],
  [/\b(?:capes|capet|caplp|cafep|agregation|crpe|concours)\b/, 'Other'],
  [/\bcapa\b|\bcertificat d'aptitude a la profession d'avocat\b/, 7],
  // NVQ / SVQ levels are one below the EQF (NVQ Level 3 = EQF 4, Level 2 = EQF 3).
  [/\b[ns]vq (?:level )?([1-5])\b/, 'written', 1],
  [/\bbtec (?:level )?([1-7])\b/, 'written', 1],
  [/\b(?:cipd|cim|cmi|ilm|acca|cima|aat) level ([1-8])\b/, 'written', 0],
  [/\blegal practice course\b|\blpc\b|\bbptc\b|\bpgce\b|\bpgde\b|\bmba\b/, 7],
  // Indian degrees: M.Tech, M.Com, MCA are masters; B.Com, BCA, B.E. bachelors.
  [/\bm\.?\s?tech\b|\bm\.?\s?com\b|\bmca\b|\bm\.e\./, 7],
  [/\bb\.?\s?com\b|\bbca\b|\bb\.e\./, 6],
  [/\bb\.?tech\b|\bllb\b|\bbeng\b|\bbsc\b|\bb\.?ed\b/, 6],
  [/\bbrevet professionnel\b|\bbp\b(?= \p{L})/u, 4],
  [/\bgcses?\b|\bcap\b|\bbep\b/, 3],
  // Québec, Switzerland, Belgium: DEC and AEC are college level, DEP and DES secondary; CFC, the
  // maturité and the CESS end upper secondary, AFP is the two-year VET certificate; a Belgian
  // "bachelier" is a bachelor.
  [/\bdiplome d'etudes collegiales\b|\bdec (?:en|in|general|technique|preuniversitaire)\b|\battestation d'etudes collegiales\b|\baec\b/, 5],
  [/\bdiplome d'etudes professionnelles\b|\bdep (?:en|in)\b|\bdiplome d'etudes secondaires\b/, 3],
  [/\bcfc\b|\bcertificat federal de capacite\b|\bmaturite (?:gymnasiale|professionnelle|federale|specialisee)\b|\bcess\b|\bcertificat d'enseignement secondaire superieur\b/, 4],
  [/\bafp\b|\battestation federale de formation professionnelle\b/, 3],
  [/^bachelier\b/, 6],
  // In an education entry a title opening with "Licence" is the degree, whatever field follows.
  [/^licence\b(?! (?:de conduire|d'exploitation|iv\b))/, 6],
];

const LEVEL_NAMES: Record<number, EqfLevel> = {
  1: 'Level 1', 2: 'Level 2', 3: 'Level 3', 4: 'Level 4', 5: 'Level 5', 6: 'Level 6', 7: 'Level 7', 8: 'Level 8',
};

/** The `degree_type` of a degree title; null when neither the table nor the catalog places it. */
export function degreeType(title: string, catalogs: ParsingCatalogs): EqfLevel | null {
  const folded = fold(title).replace(/[’']/g, "'");
  for (const [re, level, offset] of DEGREE_LEVEL_RULES) {
    const m = re.exec(folded);
    if (!m) continue;
    if (level === null || level === 'Other') return level;
    const eqf = level === 'written' ? Number(m[1]) + (offset ?? 0) : level;
    return LEVEL_NAMES[eqf] ?? null;
  }
  const mentions = catalogs.diplomas.findDiplomas(title);
  // The first degree written is the one the title names ("Master … (ex-licence)").
  const eqf = mentions[0]?.eqf ?? catalogs.diplomas.eqfForDiplomaTerm(title);
  return eqf ? (LEVEL_NAMES[eqf] ?? null) : null;
}
