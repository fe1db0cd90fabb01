/**
 * The candidate's name (spec 2.1 `full_name`, `first_name`, `last_name`) from the top of the
 * resume. The name line is chosen by a table of [feature, score] (open-resume's
 * NAME_FEATURE_SETS): the largest font near the top, 2–4 name-like words, a listed first name,
 * a family name in capitals; never a heading, an address, an e-mail or a job title. The split
 * into first and family name is the names catalog's (`orderNameTokens`: listed names, capitals,
 * particles), overruled by the e-mail's local part when that one says more ("lea.fontaine").
 */
import type { NameCatalog } from '../catalogs/name-catalog.js';
import { headingOf } from '../text/find-sections.js';
import { fold } from '../text/fold.js';
import type { ResumeDocument, ResumeLine } from './resume-document.js';
import { result, type StepResult } from './step-result.js';

export interface CandidateName {
  full_name: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** How many lines from the top may hold the name (the contact band may come first). */
const TOP_LINES = 12;
/** A name word: letters with inner hyphens or apostrophes ("Jean-Baptiste", "O’Connor", "d’ARGENSON"). */
const NAME_WORD = /^[\p{Lu}\p{Ll}][\p{L}\p{M}]*(?:['’-]+[\p{L}\p{M}]+)*\.?$/u;
/** Words of titles, headings and addresses that are never part of a person's name. */
const NOT_NAME_WORDS = new Set(
  (
    'cv curriculum vitae resume profil profile contact engineer ingenieur ingenieure manager responsable developer developpeur ' +
    'developpeuse consultant consultante assistant assistante chef cheffe directeur directrice technicien technicienne ' +
    'commercial commerciale infirmier infirmiere nurse teacher professeur data scientist analyst analyste comptable ' +
    'accountant electricien electrician avocat avocate solicitor sales marketing senior junior rue avenue boulevard street ' +
    'road lane chemin allee place impasse route'
  ).split(' '),
);

interface Candidate {
  line: ResumeLine;
  words: string[];
}

/** [feature, score]: why a line is the name. Read top to bottom; each true feature adds its score. */
const NAME_FEATURES: Array<[string, (c: Candidate, ctx: Context) => boolean, number]> = [
  ['largest font of the top lines', (c, ctx) => c.line.fontSize >= ctx.maxFont - 0.5, 3],
  ['larger than the body text', (c, ctx) => c.line.fontSize > ctx.bodyFontSize * 1.3, 2],
  ['bold', (c) => c.line.bold, 1],
  ['first line', (c, ctx) => c.line.index === ctx.firstIndex, 1],
  ['a listed first name', (c, ctx) => c.words.some((w) => ctx.names.isFirstName(w)), 3],
  ['a listed family name', (c, ctx) => c.words.some((w) => ctx.names.isLastName(w)), 1],
  ['a family name in capitals', (c) => c.words.some((w) => w.length > 1 && w === w.toUpperCase()) && c.words.some((w) => /\p{Ll}/u.test(w)), 1],
  ['words of the e-mail address', (c, ctx) => c.words.filter((w) => ctx.emailWords.has(key(w))).length >= 1, 2],
  ['title or address words', (c) => c.words.some((w) => NOT_NAME_WORDS.has(key(w))), -6],
];
const MIN_SCORE = 3;

interface Context {
  names: NameCatalog;
  maxFont: number;
  bodyFontSize: number;
  firstIndex: number;
  emailWords: Set<string>;
}

/** A form's label before the name: Europass's "First name(s) / Surname(s)", "Nom(s) / Prénom(s)", "Name". */
const NAME_LABEL = /^\s*(?:(?:first\s+name\(s\)|surname\(s\)|nom\(s\)|pr[ée]nom\(s\))(?:\s*\/\s*(?:first\s+name\(s\)|surname\(s\)|nom\(s\)|pr[ée]nom\(s\)))?|full name|name|nom(?: et pr[ée]nom| complet)?|pr[ée]nom et nom)\s*:?\s*$/iu;

export function extractName(doc: ResumeDocument, names: NameCatalog): StepResult<CandidateName> {
  const none: CandidateName = { full_name: null, first_name: null, last_name: null };
  const top = doc.lines.filter((l) => l.page === doc.lines[0]?.page).slice(0, TOP_LINES);
  if (top.length === 0) return result(none, ['name: empty document']);
  const email = /[\p{L}\d._%+-]+(?=@[\w-]+\.)/u.exec(doc.text)?.[0] ?? '';
  const ctx: Context = {
    names,
    maxFont: Math.max(...top.map((l) => l.fontSize)),
    bodyFontSize: doc.bodyFontSize,
    firstIndex: top[0].index,
    emailWords: new Set(fold(email).split(/[._+-]+/).filter((w) => w.length > 1)),
  };
  let best: { c: Candidate; score: number } | null = null;
  for (const line of top) {
    // "PERSONAL INFORMATION<tab>Sofia Emmanouilidi", "First name(s) / Surname(s)<tab>…": a label
    // column beside the name.
    const cells = line.text.split('\t');
    const labelled = cells.length > 1 && (headingOf(cells[0]!) !== null || NAME_LABEL.test(cells[0]!));
    const words = nameWords(labelled ? cells.slice(1).join(' ') : line.text);
    if (words === null) continue;
    const c = { line, words };
    const score = NAME_FEATURES.reduce((s, [, test, weight]) => s + (test(c, ctx) ? weight : 0), 0);
    if (score >= MIN_SCORE && (best === null || score > best.score)) best = { c, score };
  }
  if (best === null) {
    const lead = leadingName(doc.lines[0]?.text ?? '', names);
    if (lead) best = { c: { line: doc.lines[0]!, words: lead }, score: MIN_SCORE };
  }
  if (best === null) return result(none, ['name: no line at the top reads as a person’s name']);
  const split = splitName(best.c.words, names, ctx.emailWords);
  const full = best.c.words.join(' ');
  return result({ full_name: full, first_name: split?.first ?? null, last_name: split?.last ?? null }, split ? [] : [`name: could not tell the first name in "${full}"`]);
}

/** The words of a line that can only be a name, else null. */
function nameWords(text: string): string[] | null {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length > 60 || /[@\d/:|,;()]/.test(t) || headingOf(t) !== null) return null;
  const words = t.split(' ');
  if (words.length < 2 || words.length > 5) return null;
  if (!words.every((w) => NAME_WORD.test(w))) return null;
  // Every word capitalized, except particles ("van den", "de La", "d’Argenson").
  if (!words.every((w) => /^\p{Lu}/u.test(w) || /^(?:de|du|des|d['’]|la|le|van|von|der|den|ter|di|da|dos|del|della|ben|bin|al|el)/u.test(w))) return null;
  return words;
}

/**
 * A flattened resume (text exported from a web form) starts "Allen Neal King ESB Integration
 * Developer - Cisco" or "Jon Feest<tab>2501 N. Blackwelder Ave.": the name is the run of
 * capitalized words that opens the first line, up to a tab, a word in capitals, a title word or
 * punctuation. Taken only when it opens with a listed first name and has 2 to 4 words.
 */
function leadingName(text: string, names: NameCatalog): string[] | null {
  const run: string[] = [];
  for (const word of text.split('\t')[0]!.split(' ')) {
    if (!NAME_WORD.test(word) || !/^\p{Lu}\p{Ll}/u.test(word) || NOT_NAME_WORDS.has(key(word)) || headingOf(word) !== null) break;
    run.push(word.replace(/\.$/, ''));
    if (run.length === 4) break;
  }
  if (run.length < 2 || !names.isFirstName(run[0]!)) return null;
  return run;
}

/** First and family name: the names catalog's reading, or the e-mail's when it is sure. */
function splitName(words: string[], names: NameCatalog, emailWords: Set<string>): { first: string; last: string } | null {
  // "lea.fontaine", "chloe.vandenbroek": a leading e-mail word that is one leading or trailing word of the name.
  const keys = words.map(key);
  const [head] = [...emailWords];
  if (head !== undefined && emailWords.size >= 2) {
    if (keys[0] === head && !names.isParticle(words[1])) return { first: words[0], last: words.slice(1).join(' ') };
    if (keys[keys.length - 1] === head && !names.isParticle(words[words.length - 2])) return { first: words[words.length - 1], last: words.slice(0, -1).join(' ') };
  }
  const order = names.orderNameTokens(words);
  if (order === null) return null;
  return { first: order.firstName.join(' '), last: order.lastName.join(' ') };
}

function key(word: string): string {
  return fold(word).replace(/[^a-z]/g, '');
}
