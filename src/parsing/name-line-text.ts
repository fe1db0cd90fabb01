/**
 * The text of a candidate name line made readable before its words are judged: post-nominal
 * letters dropped ("Hannah Example RGN", "Ann Lee, CFA", "Paul Martin MPSI"), letter-spaced
 * capitals closed up ("M A R I E   D U R A N D", "M A R I E D U R A N D"), and a name glued into
 * one word split again ("MARIEDURAND", "MarieDurand"), by the e-mail's words or by a listed first
 * name at its start.
 */
import type { NameCatalog } from '../catalogs/name-catalog.js';
import { fold } from '../text/fold.js';

/** Letters after a name that are degrees, registrations or classes, not part of the name. "MA", "BA"
 * and "DO" are family names too ("Li Na MA", "Minh DO"): they are dropped only after a comma. */
const POST_NOMINALS = new Set(
  (
    'rgn rmn rn rscn rm rpn np md phd dphil mba msc bsc beng meng ceng ieng mphil llb llm cpa cfa acca aca fca cima cgma cipd ' +
    'pmp prince2 cissp cisa cism frcs mrcp mrcs frcp dds esq jr sr ii iii iv mpsi pcsi mp2i ptsi bcpst hec ecg cfp cqf frm chfc mcips ' +
    'pt dpt ot otr slp rph pharmd bpharm mpharm dpm dnp aprn crna lpn cna emt rd cscs hons mrics frics mciob fciob mcipd fcipd fcca ' +
    'micheme mice mimeche miet cmgr'
  ).split(' '),
);

function postKey(word: string): string {
  return fold(word).replace(/[^a-z\d]/g, '');
}

/** Titles before a name: "Dr. Ann Lee", "Mme Léa Martin", "Mr John Smith". */
const HONORIFIC = /^(?:dr|mr|mrs|ms|miss|mx|prof|mme|mlle|m|me|pr|sir|dame)\.?\s+(?=\p{Lu})/iu;

/** India's professional prefixes, written as capitals or "Er.": "CA Rohan Agarwal" (chartered accountant), "Er. Amit Rao" (engineer), "Adv. Meera Iyer". */
const PROFESSION_BEFORE = /^(?:CA|CS|CMA|Er\.?|Adv\.?)\s+(?=\p{Lu})/u;

/** "Ann Lee, CFA" → "Ann Lee"; "Hannah Example RGN" → "Hannah Example"; "Dr. Ann Lee" → "Ann Lee". */
export function stripPostNominals(text: string): string {
  let t = text.trim();
  // "Rebecca (Bec) Tranter", "Robert “Bob” Lee": a nickname between the names.
  t = t.replace(/^(\p{Lu}[\p{L}'’-]+)\s+(?:\(\p{Lu}[\p{L}'’-]+\)|[“"‘']\p{Lu}[\p{L}-]+[”"’'])\s+(?=\p{Lu})/u, '$1 ');
  if (t.split(/\s+/).length > 2) t = t.replace(HONORIFIC, '').replace(PROFESSION_BEFORE, '');
  // "OKONKWO Adaeze Chiamaka (Mrs)": the title after the name, in brackets.
  t = t.replace(/\s*\((?:dr|mr|mrs|ms|miss|mx|prof|mme|mlle|m|me)\.?\)$/iu, '');
  // After a comma: every word a post-nominal, or short capitals ("Ann Lee, CFA, FRM", "Ann Lee, Ph.D.");
  // under a name in capitals, only listed ones ("LIM JIA HUI, RACHEL": a given name).
  const comma = /^([^,]+),\s*(.+)$/u.exec(t);
  const capitals = comma !== null && !/\p{Ll}/u.test(comma[1]);
  if (comma && comma[2].split(/[\s,]+/).every((w) => POST_NOMINALS.has(postKey(w)) || (!capitals && /^[\p{Lu}.]{2,6}$/u.test(w)))) t = comma[1].trim();
  const words = t.split(/\s+/);
  // "OLUWASEUN BAKARE nca": a short word in lower case after a name in capitals is a post-nominal
  // OCR misread ("ACA"), no name.
  if (words.length > 2 && /^\p{Ll}{1,3}$/u.test(words[words.length - 1]!) && words.slice(0, -1).every((w) => w === w.toUpperCase() && /\p{Lu}{2}/u.test(w))) words.pop();
  while (words.length > 2 && POST_NOMINALS.has(postKey(words[words.length - 1])) && words[words.length - 1] !== words[words.length - 1].toLowerCase()) words.pop();
  return words.join(' ');
}

/**
 * "M A R I E   D U R A N D" → "MARIE DURAND"; "M A R I E D U R A N D" → "MARIEDURAND" (the word
 * gap was lost: splitGluedName splits it). Lines that are not mostly single letters are kept.
 */
export function closeLetterSpacing(text: string): string {
  const tokens = text.trim().split(/\s+/);
  const singles = tokens.filter((t) => /^\p{L}$/u.test(t)).length;
  if (tokens.length < 4 || singles < tokens.length * 0.7 || tokens.some((t) => t.length > 2)) return text;
  const words = text.trim().split(/\s{2,}/);
  // "D A N I E L J . W H I T L O C K": an initial with its full stop stands between two words.
  return words.map((w) => w.replace(/\s+/g, '').replace(/(?<=\p{L}{2})(\p{Lu})\.(?=\p{Lu}{2})/gu, ' $1. ')).join(' ');
}

/**
 * "M A R I E<tab>D U R A N D", "E A R L Y<tab>C H I L D H O O D": letter-spaced words a tab apart
 * (the cells of a row) → "MARIE DURAND"; null unless the line has several cells, all letter-spaced.
 */
export function closeSpacedCells(text: string): string | null {
  const cells = text.split('\t');
  if (cells.length < 2 || !cells.every((cell) => closeLetterSpacing(cell) !== cell)) return null;
  return cells.map((cell) => closeLetterSpacing(cell).trim()).join(' ');
}

/**
 * A name glued into one word: "MarieDurand" at the case change; "MARIEDURAND" where the e-mail's
 * words say ("marie.durand@…"), else after the longest listed first name that leaves a family name.
 */
export function splitGluedName(text: string, emailWords: readonly string[], names: NameCatalog, byFirstNames = true): string {
  const t = text.trim();
  if (/\s/.test(t) || t.length < 5 || !/^\p{L}+(?:-\p{L}+)*$/u.test(t)) return text;
  const camel = /^(\p{Lu}\p{Ll}+)(\p{Lu}\p{Ll}+|\p{Lu}+)$/u.exec(t);
  if (camel) return `${camel[1]} ${camel[2]}`;
  if (t !== t.toUpperCase()) return text;
  // The e-mail's words compared on letters alone ("MARIE-ÈVELACHANCE" and "me.lachance",
  // "OLIVIERPIERRE-LOUIS" and "olivier.pierrelouis").
  const key = lettersOf(t);
  // One word of the e-mail ("DELVAUX", maxime.delvaux): a family name alone, not two glued.
  if (emailWords.includes(key)) return text;
  const cut = (n: number) => {
    const at = afterLetters(t, n);
    return `${t.slice(0, at).replace(/-$/, '')} ${t.slice(at).replace(/^-/, '')}`;
  };
  const [a, b] = emailWords;
  if (a !== undefined && b !== undefined) {
    if (key === a + b) return cut(a.length);
    if (key === b + a) return cut(b.length);
    // The family name ends the e-mail and the glued name ("me.lachance"): the rest is the given name.
    if (b.length >= 4 && key.endsWith(b) && key.length - b.length >= 3) {
      const [given, family] = cut(key.length - b.length).split(' ') as [string, string];
      return `${twoGivenNames(given, names)} ${family}`;
    }
  }
  if (!byFirstNames) return text;
  for (let k = t.length - 2; k >= 2; k--) {
    if (names.isFirstName(t.slice(0, k)) && (names.isLastName(t.slice(k)) || t.length - k >= 3)) return `${t.slice(0, k)} ${t.slice(k)}`;
  }
  return text;
}

/** "OLUWASEUNTITILAYO": two listed first names glued (the family name already cut off by the e-mail). */
function twoGivenNames(given: string, names: NameCatalog): string {
  for (let k = given.length - 3; k >= 3; k--) if (names.isFirstName(given.slice(0, k)) && names.isFirstName(given.slice(k))) return `${given.slice(0, k)} ${given.slice(k)}`;
  return given;
}

/** A word's letters, folded: "Marie-Ève" → "marieeve". */
function lettersOf(text: string): string {
  return fold(text).replace(/[^a-z]/g, '');
}

/** Where in `text` its first `n` folded letters end. */
function afterLetters(text: string, n: number): number {
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (seen >= n) return i;
    seen += lettersOf(text[i]!).length;
  }
  return text.length;
}

/** A token OCR made of an icon or a badge: a digit or a sign among its characters. */
const SPECK = /(?:\s+\S*[\d#@*%&+=<>{}[\]|~^]\S*)+\s*$/u;

/**
 * "KAITLYN M. DOHERTY #1 0er", "DANIEL J). WHITLOCK": OCR's specks around a name (an icon, a
 * badge, a smudge read as characters). Tokens holding a digit or a sign after the words are
 * dropped when two words stay, and a bracket glued to an initial is read as its full stop.
 * The spacing is kept (closeLetterSpacing reads the gaps).
 */
export function dropOcrSpecks(text: string): string {
  // "MARCHETT!I": a mark inside a word of capitals is a speck of the scan (no name holds one).
  const t = text.replace(/(?<=^|\s)(\p{Lu})[)(\][|]+\.?(?=\s|$)/gu, '$1.').replace(/(?<=\p{Lu}{2})[!¡|](?=\p{Lu})/gu, '');
  if (t.trim().split(/\s+/).length <= 2) return t;
  const cut = t.replace(SPECK, '');
  return cut.trim().split(/\s+/).length >= 2 ? cut : t;
}
