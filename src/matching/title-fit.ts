/**
 * How well a resume names the job offered: the share of the offer title's content words found on
 * the resume line that has the most of them ("Data engineer" → "Senior Data Engineer – Acme,
 * 2021–2024"). A recruiter's first look: does this person do this job? Used by ranking beside
 * the criteria, for every engine.
 */
import { fold } from '../text/fold.js';
import { contentTerms, coverage } from '../engines/builtin/find/terms.js';
import { withTranslations } from '../engines/builtin/find/translations.js';

/** A job title is short; a first line longer than this is an offer pasted as one paragraph. */
const MAX_TITLE_WORDS = 12;

/** "Data engineer F/H (H/F)", "Vendeur (H/F) - CDI", "Software Developer - .Net": the title, without gender marks, contract or tail. */
export function cleanJobTitle(line: string): string {
  return line
    .replace(/\(?\b[hfHF]\s*\/\s*[hfHF](?:\s*\/\s*(?:nb|NB|x|X))?\b\)?|\(\s*(?:cdi|cdd|stage|alternance|interim|intérim)\s*\)|\([^()]*\d[^()]*\b(?:ans?|années?|years?|yrs)\b[^()]*\)|\s[-–|]\s.*$/giu, ' ')
    .replace(/\s+/g, ' ')
    // "Développeur Python (H/F)." leaves its full stop behind.
    .replace(/[\s.;:,!]+$/u, '')
    .trim();
}

/** The offer's title: its first non-empty line, when it is short enough to be one. */
export function jobTitleOf(jobText: string): string | null {
  const first = jobText.split('\n').find((l) => l.trim() !== '');
  if (!first || first.trim().split(/\s+/).length > MAX_TITLE_WORDS) return null;
  const title = cleanJobTitle(first);
  return occupationTerms(title).length > 0 ? title : null;
}

export interface TitleFit {
  /** 0..1: share of the title's words on the best line. */
  fit: number;
  /** That line, for the rationale. */
  line: string | null;
}

/** Words of a title that say the level or the contract, not the occupation. */
const NOT_OCCUPATION = new Set([
  'junior', 'senior', 'sr', 'jr', 'confirme', 'confirmee', 'experimente', 'experimentee', 'debutant', 'debutante', 'stagiaire', 'stage',
  'alternant', 'alternante', 'alternance', 'apprenti', 'apprentie', 'apprentissage', 'interim', 'intern', 'internship', 'trainee',
  'entry', 'mid', 'principal', 'cdi', 'cdd', 'hf', 'fh', 'homme', 'femme', 'level', 'niveau',
]);

/** The title without its level words, as written: "Junior Level Software Developer" → "Software Developer". */
export function occupationTitle(title: string): string {
  const kept = oneGender(title).split(/\s+/).filter((w) => !NOT_OCCUPATION.has(fold(w).replace(/[^\p{L}]/gu, '')));
  return kept.length > 0 ? kept.join(' ') : title;
}

/** Masculine endings and the feminine ones that replace them ("-eur" → "-euse", "-rice", "-eure"). */
const FEMININE_ENDINGS: Array<[RegExp, string[]]> = [
  [/eur$/u, ['euse', 'rice', 'eure']],
  [/ier$/u, ['iere']],
  [/er$/u, ['ere']],
  [/en$/u, ['enne']],
  [/on$/u, ['onne']],
  [/el$/u, ['elle']],
  [/et$/u, ['ette']],
  [/f$/u, ['ve']],
  [/x$/u, ['se']],
];

/** Whether `fem` is the feminine form of `masc` ("Développeuse" of "Développeur", "ménagère" of "ménager", "Chargée" of "Chargé"). */
function feminineOf(fem: string, masc: string): boolean {
  const f = fold(fem);
  const m = fold(masc);
  if (f === m) return false;
  if (f === `${m}e`) return true;
  return FEMININE_ENDINGS.some(([re, endings]) => re.test(m) && endings.some((e) => f === m.replace(re, e)));
}

/**
 * A title written in both genders said once, in the first: "Un Formateur / une Formatrice TP…" →
 * "Formateur TP…", "Analyste-programmeur / Analyste-programmeuse informatique" → "Analyste-programmeur
 * informatique", "programmeur-se", "vendeur(se)" → "programmeur", "vendeur". Two synonyms ("Chef de
 * projet / Project Manager") stay.
 */
export function oneGender(title: string): string {
  let t = title.replace(/(\p{L})(?:\((?:e|se|euse|rice|ere|ère|ne|le)\)|-(?:e|se|euse|rice)\b|[·.](?:e|se|euse|rice|ne)\b)/gu, '$1');
  const parts = t.split(/\s+\/\s+|(?<=\p{L})\/(?=\p{L})/u);
  if (parts.length === 2) {
    const words = (part: string) => part.trim().replace(/^une?\s+/iu, '').split(/\s+/);
    const [a, b] = parts.map(words);
    // Word by word from the start; the feminine part may go on with the words both share ("… informatique").
    const paired = b.length >= a.length && a.every((w, i) => fold(w) === fold(b[i]) || feminineOf(b[i], w)) && a.some((w, i) => fold(w) !== fold(b[i]));
    if (paired) t = [...a, ...b.slice(a.length)].join(' ');
  }
  return t.replace(/^une?\s+/iu, '').replace(/\s+/g, ' ').trim();
}

/** The words of a title that name the occupation. */
export function occupationTerms(title: string): string[] {
  return contentTerms(title).filter((t) => !NOT_OCCUPATION.has(t) && !/\d/.test(t));
}

export function titleFit(title: string | null, resumeText: string): TitleFit {
  if (!title) return { fit: 0, line: null };
  // An English resume names a French title in its own words ("Vendeur" → "Sales Associate"), and the reverse.
  const terms = occupationTerms(title).map(withTranslations);
  if (terms.length === 0) return { fit: 0, line: null };
  let best: TitleFit = { fit: 0, line: null };
  for (const line of resumeText.split('\n')) {
    if (line.trim() === '') continue;
    const c = coverage(terms, fold(line));
    if (c > best.fit) best = { fit: c, line: line.trim() };
    if (c === 1) break;
  }
  return best;
}
