/**
 * Content words of a short phrase, and how well a text covers them: a loose, stem-based match
 * used where no catalog entry says what a criterion means ("Inscription à l'Ordre des infirmiers").
 */
import { fold } from '../../../text/fold.js';
import { negatedAt } from './negation.js';

/** Words that carry no requirement of their own in a criterion ("Utilisation d'un scanner RF"). */
const STOPWORDS = new Set(
  (
    'le la les l un une des du de d au aux a en et ou dans sur pour par avec sans sous chez vers ce cette ces son sa ses leur leurs votre vos notre nos ' +
    'est sont etre avoir tres plus bonne bon bonnes bons excellente excellent solide solides forte fort capacite capacites aptitude aptitudes ' +
    'maitrise maitriser connaissance connaissances competence competences experience experiences niveau minimum moins ans an annees annee ' +
    'utilisation usage pratique pratiques formation formations certification certifications certificat certificats carte cartes attestation ' +
    'the of and or in on at to for with without a an is are be as by from into your our their its this that these those ability skills skill ' +
    'knowledge experience years year level strong good excellent proven solid working work use using usage practice training trainings ' +
    'certification certifications certificate certified card cards above higher equivalent equivalente similar similaire etc'
  ).split(' '),
);

/** Stems of verbs and nouns that every line of an offer may hold ("savoir faire", "assurer", "projet"). */
export const GENERIC_STEMS = new Set(['savoi', 'fair', 'avoir', 'assur', 'deja', 'trava', 'proje', 'etre', 'capab', 'parti', 'mettr', 'place', 'cadre', 'ensem', 'diver', 'diffe']);

export function contentTerms(text: string): string[] {
  return [...new Set(fold(text).split(/[^\p{L}\p{N}+#&]+/u).map((w) => w.replace(/^&+|&+$/g, '')).filter((w) => w.length >= 2 && !STOPWORDS.has(w) && !/^\d+$/.test(w)))];
}

/** Numbers that name a thing ("27001" in "ISO 27001", "9001"): three digits or more, standing alone. */
export function namedNumbers(text: string): string[] {
  return [...new Set(text.match(/(?<![\p{L}\p{N}])\d{3,}(?![\p{L}\p{N}])/gu) ?? [])];
}

/** Acronyms of a phrase as written ("PGCE", "QTS", "MVR"): strong evidence when found. */
export function acronyms(text: string): string[] {
  return [...new Set(text.match(/\b[A-Z][A-Z0-9&]{1,7}\b/g) ?? [])].map((a) => fold(a));
}

/** Capitalised words after the first one, not acronyms, not opening a parenthesis: proper names. */
export function properNames(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?<=[\p{L}\p{N},;:]\s+)\p{Lu}\p{Ll}+/gu)) out.push(fold(m[0]));
  return [...new Set(out)].filter((w) => !STOPWORDS.has(w));
}

/** Suffixes stripped by the light stemmer, longest first (French and English). */
const SUFFIXES = ['ements', 'ement', 'ations', 'ation', 'euses', 'euse', 'eurs', 'eur', 'ments', 'ment', 'tions', 'tion', 'iques', 'ique', 'ings', 'ing', 'ers', 'er', 'es', 'e', 's'];

/**
 * A light stem, at most 5 letters: "developpement", "developpeuse", "development", "developer"
 * share "devel"; "inscription" and "inscrite" share "inscr"; "conduite", "conducteur" "condu".
 */
export function stem(word: string): string {
  let w = word;
  for (const suffix of SUFFIXES) {
    if (w.length - suffix.length >= 4 && w.endsWith(suffix)) {
      w = w.slice(0, w.length - suffix.length);
      break;
    }
  }
  return w.length > 5 ? w.slice(0, 5) : w;
}

/** What may follow a term's stem in a word of the same family: inflections and derivations (French and English). */
const ENDINGS = new Set(
  ('e s es x ee ees er ers ere eres eur eurs euse euses rice rices ant ante ants antes ent ents ement ements ment ments ation ations tion tions ' +
    'ion ions ique iques ing ings ed ly al ale ales aux elle elles el els iste istes isme ite ites naire naires nel nelle nels ele eles ier iere iers ' +
    'ieres ien ienne iens te tes ive ives if ifs able ables ure ures age ages ise ises ize ized y ies ist ists ism ian ians ic ics ical').split(' '),
);

function lightStem(word: string): string {
  for (const suffix of SUFFIXES) if (word.length - suffix.length >= 4 && word.endsWith(suffix)) return word.slice(0, word.length - suffix.length);
  return word;
}

/**
 * Whether a word that starts like a term is of its family: "développeuse", "développement" for
 * "développeur"; "inscrite" for "inscription"; not "psychiatre" for "psychologue" (a 5-letter stem
 * is all they share), "SketchUp" for "Sketch", "JavaScript" for "Java" or "excellent" for "Excel"
 * (the term whole, then letters that are no ending).
 */
function sameWord(term: string, word: string): boolean {
  const t = lightStem(term);
  const w = lightStem(word);
  // One whole, then letters that must be an ending: "développeuse" for "développeur", not "Puppeteer" for "Puppet" (either way round).
  if (word.startsWith(t)) return endingAfter(word.slice(t.length), t);
  if (term.startsWith(w)) return endingAfter(term.slice(w.length), w);
  const common = commonPrefix(t, w);
  // Stems that part in their last letters: "conduit"/"conduct", "inscrip"/"inscrit", cognates
  // "universitair"/"university"; not "climatis"/"climatologi" or "interi"/"interfac" (another
  // word that starts the same).
  const apart = Math.max(t.length, w.length) - common;
  return common >= Math.min(t.length, w.length) - 2 && (apart <= 2 || (apart === 3 && common >= 6));
}

/** How many first letters two words share. */
function commonPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/** Whether what follows a stem is an ending ("euse", "ement", "s", a version number), a doubled consonant before one included ("develop" + "pement"). */
function endingAfter(rest: string, stemmed: string): boolean {
  if (rest === '' || ENDINGS.has(rest) || /^\d+$/.test(rest)) return true;
  return rest[0] === stemmed[stemmed.length - 1] && !/[aeiouy]/.test(rest[0]) && (rest.length === 1 || ENDINGS.has(rest.slice(1)));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Compiled term patterns; terms come from a bounded vocabulary of criteria and catalogs. */
const TERM_RES = new Map<string, RegExp>();
const PHRASE_RES = new Map<string, RegExp>();
const MAX_CACHED = 20_000;

function cached(map: Map<string, RegExp>, key: string, make: () => RegExp): RegExp {
  let re = map.get(key);
  if (!re) {
    re = make();
    if (map.size >= MAX_CACHED) map.clear();
    map.set(key, re);
  }
  return re;
}

const INITIALS_RES = new Map<string, RegExp>();

/**
 * Offset of the first word of `folded` starting with the stem of `term`, or -1. An acronym
 * ("rn", "qts", written in capitals where it came from) also matches the words it abbreviates
 * ("registered nurse").
 */
export function findTerm(folded: string, term: string, acronym = false): number {
  // "rapports|report|reports": any of the alternatives (find/translations.ts), the first found.
  if (term.includes('|')) {
    let best = -1;
    for (const t of term.split('|')) {
      const at = findTerm(folded, t, acronym);
      if (at >= 0 && (best < 0 || at < best)) best = at;
    }
    return best;
  }
  const short = term.length <= 3;
  // A native substring search rules most terms out before any pattern runs.
  if (!acronym && !folded.includes(short ? term : stem(term))) return -1;
  const re = cached(TERM_RES, term, () => new RegExp(`(?:^|[^\\p{L}\\p{N}])(${escape(short ? term : stem(term))})${short ? '(?![\\p{L}\\p{N}])' : '([\\p{L}\\p{N}]*)'}`, 'gu'));
  re.lastIndex = 0;
  for (let m = re.exec(folded); m; m = re.exec(folded)) {
    if (short || sameWord(term, m[1] + m[2])) return m.index + m[0].length - m[1].length - (m[2]?.length ?? 0);
  }
  if (!acronym || term.length < 2 || term.length > 4 || !/^[a-z]+$/.test(term)) return -1;
  // Words of four letters or more: "with clients for" does not spell WCF.
  const initials = cached(INITIALS_RES, term, () => new RegExp(`(?:^|[^\\p{L}])(${[...term].map((c) => `${c}\\p{L}{3,}`).join("[\\s'-]+")})`, 'u'));
  const a = initials.exec(folded);
  return a ? a.index + a[0].length - a[1].length : -1;
}

/** Share of `terms` found in `folded`. Short terms (≤ 3 letters) must match whole; `acronyms` may be spelled out. */
export function coverage(terms: string[], folded: string, acronyms: readonly string[] = []): number {
  if (terms.length === 0) return 0;
  let hit = 0;
  for (const t of terms) if (findTerm(folded, t, acronyms.includes(t)) >= 0) hit++;
  return hit / terms.length;
}

/** Whether one of `terms` found in `folded` is preceded closely by a negation ("no PALS", "sans permis"). */
export function negatedTerm(terms: string[], folded: string): boolean {
  for (const t of terms) {
    const at = findTerm(folded, t);
    if (at >= 0 && negatedAt(folded, at, at + t.length)) return true;
  }
  return false;
}

/** Whether a folded phrase occurs in folded text as whole words; its offset or -1. */
export function containsPhrase(folded: string, phrase: string): number {
  if (phrase.length === 0 || !folded.includes(phrase)) return -1;
  const re = cached(PHRASE_RES, phrase, () => new RegExp(`(?:^|[^\\p{L}\\p{N}])(${escape(phrase)})(?=$|[^\\p{L}\\p{N}])`, 'u'));
  const m = re.exec(folded);
  return m ? m.index + m[0].length - m[1].length : -1;
}

/** The first place the phrase stands as whole words in folded text where `accept` takes it; -1 if none. */
export function phraseWhere(folded: string, phrase: string, accept: (at: number) => boolean): number {
  let from = 0;
  while (from < folded.length) {
    const rel = containsPhrase(folded.slice(from), phrase);
    if (rel < 0) return -1;
    const at = from + rel;
    if (accept(at)) return at;
    from = at + phrase.length;
  }
  return -1;
}

/** Words that join a compound's parts: "technicien de maintenance", "prise en charge". */
const LINKS = new Set(['de', 'd', 'du', 'des', 'en', 'a', 'au', 'aux', 'la', 'le', 'les', 'l', 'of', 'the', 'in', 'and', 'et']);

/**
 * Content words of a folded text in order (function words between them dropped, numbers and
 * generic words as null). A single letter counts: "permis C" is not "permis feu".
 */
function wordSequence(folded: string): Array<string | null> {
  return folded.split(/[^\p{L}\p{N}+#]+/u).filter((w) => w.length > 0 && !LINKS.has(w)).map((w) => (STOPWORDS.has(w) || /^\d+$/.test(w) ? null : w));
}

/**
 * Whether two content words are one: the same letter, of one family (sameWord), or sharing their
 * stem and six letters ("budgétaire", "budget"); "intérieur" and "interface" share five.
 */
function oneWord(a: string, b: string): boolean {
  if (a.length < 2 || b.length < 2) return a === b;
  if (sameWord(a, b)) return true;
  return commonPrefix(a, b) >= 6 && stem(a) === stem(b);
}

/**
 * Whether a line that shares only part of a compound names another compound: the label pairs
 * two words ("maintenance industrielle", "prospection téléphonique") and the line puts one of
 * them beside a third word in the same place ("maintenance informatique", "standard
 * téléphonique", "permis C" for "permis feu"): another speciality, not partial evidence.
 * "Technicien de maintenance" has no word in the missing one's place and stays partial evidence.
 */
export function otherCompound(label: string, lineFolded: string): boolean {
  const want = wordSequence(fold(label)).filter((s): s is string => s !== null);
  if (want.length < 2) return false;
  const line = wordSequence(lineFolded);
  const known = (w: string) => want.some((k) => oneWord(k, w));
  for (let i = 0; i + 1 < want.length; i++) {
    const [a, b] = [want[i], want[i + 1]];
    for (let j = 0; j < line.length; j++) {
      const here = line[j];
      if (here === null) continue;
      const next = line[j + 1] ?? null;
      const before = j > 0 ? line[j - 1] : null;
      if (oneWord(a, here) && !oneWord(b, here) && next !== null && !known(next)) return true;
      if (oneWord(b, here) && !oneWord(a, here) && before !== null && !known(before)) return true;
    }
  }
  return false;
}
