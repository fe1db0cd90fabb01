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
import { candidateEmail } from './extract-contact.js';
import { findContactUrls } from './contact-urls.js';
import { fold } from '../text/fold.js';
import type { ResumeDocument, ResumeLine } from './resume-document.js';
import { closeLetterSpacing, closeSpacedCells, dropOcrSpecks, splitGluedName, stripPostNominals } from './name-line-text.js';
import { ROLE_WORDS } from './organisation-words.js';
import { result, type StepResult } from './step-result.js';

export interface CandidateName {
  full_name: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** How many lines from the top may hold the name (the contact band may come first). */
const TOP_LINES = 12;
/** How many of the first page's largest lines are also candidates, wherever they stand. */
const LARGEST_LINES = 3;
/** A name word: letters with inner hyphens or apostrophes ("Jean-Baptiste", "O’Connor", "d’ARGENSON"). */
const NAME_WORD = /^[\p{Lu}\p{Ll}][\p{L}\p{M}]*(?:['’-]+[\p{L}\p{M}]+)*\.?$/u;
/** Words of titles, headings and addresses that are never part of a person's name. */
const NOT_NAME_WORDS = new Set(
  (
    'cv curriculum vitae curriculumvitae resume profil profile contact engineer ingenieur ingenieure manager responsable developer developpeur ' +
    'developpeuse consultant consultante assistant assistante chef cheffe directeur directrice technicien technicienne ' +
    'commercial commerciale infirmier infirmiere nurse teacher professeur data scientist analyst analyste comptable ' +
    'accountant electricien electrician avocat avocate solicitor sales marketing senior junior rue avenue boulevard street ' +
    'road lane chemin allee place impasse route skills competences experience experiences education formation summary objective ' +
    'details personal information informations languages langues references interests loisirs outils tools certifications contact ' +
    'profil profile career core key professional professionnelle professionnelles hobbies declaration achievements ' +
    'prenom prenoms nom noms name names surname firstname lastname state county province region district'
  ).split(' '),
);

interface Candidate {
  line: ResumeLine;
  words: string[];
  /** The first and family names when the line itself says which is which ("EXAMPLE, Ann"). */
  given?: number;
  /** The last line the name uses (a name on two lines: "Chloé" / "Durand"). */
  lastIndex: number;
}

/** [feature, score]: why a line is the name. Read top to bottom; each true feature adds its score. */
const NAME_FEATURES: Array<[string, (c: Candidate, ctx: Context) => boolean, number]> = [
  ['largest font of the top lines', (c, ctx) => c.line.fontSize >= ctx.maxFont - 0.5, 3],
  ['larger than the body text', (c, ctx) => c.line.fontSize > ctx.bodyFontSize * 1.3, 2],
  ['bold', (c) => c.line.bold, 1],
  ['first line, or top of the page', (c, ctx) => c.line.index === ctx.firstIndex || (c.line.page === ctx.firstPage && c.line.y <= ctx.minY + 1), 1],
  ['a listed first name', (c, ctx) => c.words.some((w) => ctx.names.isFirstName(w)), 3],
  ['a listed family name', (c, ctx) => c.words.some((w) => ctx.names.isLastName(w)), 1],
  ['a family name in capitals', (c) => c.words.some((w) => w.length > 1 && w === w.toUpperCase()) && c.words.some((w) => /\p{Ll}/u.test(w)), 1],
  ['words of the e-mail address', (c, ctx) => c.words.filter((w) => ctx.emailWords.has(key(w))).length >= 1, 2],
  // ("POTHURI SAI KIRAN", saikiran.pothuri: two given names run together in the address count as one of its words.)
  ['two words of the e-mail address', (c, ctx) => new Set([...c.words.map(key), ...c.words.slice(1).map((w, i) => key(c.words[i]!) + key(w))].filter((w) => ctx.emailWords.has(w))).size >= 2, 1],
  // "V I TA E": a title letter-spaced and cut in the wrong places is that title still.
  ['title, heading or address words', (c) => c.words.some((w) => NOT_NAME_WORDS.has(key(w))) || NOT_NAME_WORDS.has(key(c.words.join(''))), -6],
];
const MIN_SCORE = 3;

interface Context {
  names: NameCatalog;
  maxFont: number;
  bodyFontSize: number;
  firstIndex: number;
  firstPage: number;
  minY: number;
  emailWords: Set<string>;
}

/** A form's label before the name: Europass's "First name(s) / Surname(s)", "Nom(s) / Prénom(s)", "Name". */
const NAME_LABEL = /^\s*(?:(?:first\s+name\(s\)|surname\(s\)|nom\(s\)|pr[ée]nom\(s\))(?:\s*\/\s*(?:first\s+name\(s\)|surname\(s\)|nom\(s\)|pr[ée]nom\(s\)))?|full name|name|nom(?: et pr[ée]nom| complet)?|pr[ée]nom et nom)\s*:?\s*$/iu;
/** Form fields that hold one part of the name, in a label|value table: "Surname | Example", "Prénom : Loïc". */
const FIRST_NAME_FIELD = /^\s*(?:first\s+names?|given\s+names?|forenames?|pr[ée]noms?)\s*(?:\t|:\s*|\s+(?=\p{Lu}))\s*(\p{Lu}[\p{L}\p{M}'’ -]{1,40})$/iu;
const LAST_NAME_FIELD = /^\s*(?:surname|last\s+name|family\s+name|nom(?:\s+de\s+famille)?)\s*(?:\t|:\s*|\s+(?=\p{Lu}))\s*(\p{Lu}[\p{L}\p{M}'’ -]{1,40})$/iu;
/** Where a name sharing its line with a headline ends: "Ann Lee – Data Engineer", "Ann Lee | Nurse". */
export const HEADLINE_SEPARATOR = /\s+[|–—-]\s+|\s*\|\s*/u;
/** …or a cell of a flattened line ("Ann Lee<tab>12 Example Street"). */
const CELL_OR_HEADLINE = new RegExp(`${HEADLINE_SEPARATOR.source}|\\s*\\t\\s*`, 'u');
/** Lines from the top where such a form may be. */
const FORM_LINES = 40;
/** Lines from the top where a line holding the e-mail's words may be the name (a sidebar comes first). */
const EMAIL_NAME_LINES = 60;

export function extractName(doc: ResumeDocument, names: NameCatalog): StepResult<CandidateName> {
  const none: CandidateName = { full_name: null, first_name: null, last_name: null };
  const form = formName(doc);
  if (form !== null) return result(form);
  const emailWords = emailWordsOf(doc);
  const found = findNameLine(doc, names);
  if (found === null) return result(none, doc.lines.length === 0 ? ['name: empty document'] : ['name: no line at the top reads as a person’s name']);
  // An Indian phone number or PIN code says whose naming order applies.
  const indian = /\+91[\s-]?[6-9]\d{4}|[–-]\s*[1-9]\d{2}\s?\d{3}\b.*(?:india|maharashtra|karnataka|tamil nadu|telangana|kerala|gujarat|delhi)/iu.test(doc.text.slice(0, 2000));
  // "Daniel J. Whitlock": a middle initial is neither the given nor the family name.
  const bare = found.words.filter((w, i) => i === 0 || i === found.words.length - 1 || !/^\p{Lu}\.$/u.test(w));
  const split = found.given !== undefined ? { first: found.words.slice(0, found.given).join(' '), last: found.words.slice(found.given).join(' ') } : splitName(bare, names, emailWords, indian);
  const full = found.words.join(' ');
  return result({ full_name: full, first_name: split?.first ?? null, last_name: split?.last ?? null }, split ? [] : [`name: could not tell the first name in "${full}"`]);
}

/** "Surname | Example" and "First Names | Ann Mary" in a personal details table: the form says which is which. */
function formName(doc: ResumeDocument): CandidateName | null {
  let first: string | null = null;
  let last: string | null = null;
  const lines = doc.lines.slice(0, FORM_LINES);
  lines.forEach((line, i) => {
    // The value may be on the line after its label (a table read cell by cell).
    const text = /^\s*(?:first\s+names?|given\s+names?|forenames?|pr[ée]noms?|surname|last\s+name|family\s+name|nom(?:\s+de\s+famille)?)\s*:?\s*$/iu.test(line.text) && lines[i + 1] ? `${line.text.replace(/\s*:?\s*$/, '')}\t${lines[i + 1].text}` : line.text;
    first ??= FIRST_NAME_FIELD.exec(text)?.[1]?.trim() ?? null;
    last ??= LAST_NAME_FIELD.exec(text)?.[1]?.trim() ?? null;
  });
  if (first === null || last === null || nameWords(`${first} ${last}`) === null) return null;
  // "Nom | Prénom" is a table's header row, not a name.
  if (`${first} ${last}`.split(/\s+/).some((w) => NOT_NAME_WORDS.has(key(w)))) return null;
  return { full_name: `${first} ${last}`, first_name: first, last_name: last };
}

/**
 * The e-mail's local part in words, without digits: "ravi.exemplar94" → ravi, exemplar; with
 * `linkedin`, then the words of the LinkedIn address ("linkedin.com/in/freya-hollingsworth") the
 * e-mail lacks, which name the person as often ("freya.h.design@…"): evidence of which lines hold
 * the name, not of which word is the given one (the e-mail's order says that).
 */
function emailWordsOf(doc: ResumeDocument, linkedin = false): string[] {
  const email = candidateEmail(doc)?.split('@')[0] ?? '';
  const words = fold(email).replace(/\d+/g, '').split(/[._+-]+/).filter((w) => w.length > 1);
  if (!linkedin) return words;
  const slug = /linkedin\.com\/in\/([^/?#]+)/i.exec(findContactUrls(doc.lines.map((l) => l.text), doc.links).linkedin_url ?? '')?.[1] ?? '';
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // A malformed escape: the slug as written.
  }
  for (const w of fold(decoded).split(/[-_.]+/)) if (w.length > 2 && !/\d/.test(w) && !words.includes(w)) words.push(w);
  // "Name:" / "Adeyemi Olumide Babatunde" in the personal details: the name's words as written there.
  for (const w of labelledNameWords(doc)) if (!words.includes(w)) words.push(w);
  return words;
}

/** "Name: …", "Full name⇥…", "Nom et prénom : …" (the value on the label's line or the next). */
const NAME_FIELD_LABEL = /^\s*(?:full\s+)?name|^\s*nom\s+(?:et\s+)?pr[ée]noms?|^\s*pr[ée]noms?\s+(?:et\s+)?nom/iu;

function labelledNameWords(doc: ResumeDocument): string[] {
  const lines = doc.lines.slice(0, FORM_LINES * 2);
  for (const [i, line] of lines.entries()) {
    const m = NAME_FIELD_LABEL.exec(line.text);
    if (m === null) continue;
    const rest = line.text.slice(m[0].length);
    if (!/^\s*(?:[:\t]|$)/.test(rest)) continue;
    const value = rest.replace(/^[\s:\t]+/, '').trim() || (lines[i + 1]?.text.trim() ?? '');
    const words = value.split(/\s+/);
    if (words.length < 2 || words.length > 5 || !words.every((w) => NAME_WORD.test(w))) continue;
    return words.map((w) => fold(w).replace(/[^a-z]/g, '')).filter((w) => w.length > 2);
  }
  return [];
}

/**
 * The name line of the first page: the top lines in reading order, the top lines by height (a
 * sidebar is read first, the main column's top after it), and further lines that hold the
 * e-mail's words; each scored by NAME_FEATURES.
 */
export function findNameLine(doc: ResumeDocument, names: NameCatalog): NameLine | null {
  // The name step and the job title step (which reads under the name) both ask: searched once.
  const known = FOUND.get(doc);
  if (known !== undefined && known.names === names) return known.found;
  const found = searchNameLine(doc, names);
  FOUND.set(doc, { names, found });
  return found;
}

export interface NameLine {
  line: ResumeLine;
  words: string[];
  /** How many leading words are the given names, when the line says so ("EXAMPLE, Ann" → 1). */
  given?: number;
  lastIndex: number;
}

const FOUND = new WeakMap<ResumeDocument, { names: NameCatalog; found: NameLine | null }>();

function searchNameLine(doc: ResumeDocument, names: NameCatalog): NameLine | null {
  const first = doc.lines.filter((l) => l.page === doc.lines[0]?.page);
  if (first.length === 0) return null;
  const emailList = emailWordsOf(doc, true);
  const emailWords = new Set(emailList);
  const byHeight = [...first].sort((a, b) => a.y - b.y).slice(0, TOP_LINES);
  // A line with two of the e-mail's words, or one when the next line has another ("Chloé" / "Durand").
  const hits = (l: ResumeLine | undefined) => (l === undefined ? [] : l.folded.split(/[^a-z]+/).filter((w) => emailWords.has(w)));
  const emailLines = first.slice(TOP_LINES, EMAIL_NAME_LINES).filter((l, i, all) => {
    const own = hits(l);
    return own.length >= 2 || (own.length === 1 && hits(all[i + 1]).some((w) => w !== own[0]));
  });
  // The largest lines of the page: a slide or a sidebar may come before the name in reading order.
  const byFont = [...first].sort((a, b) => b.fontSize - a.fontSize).slice(0, LARGEST_LINES);
  const pool = new Map<number, ResumeLine>();
  for (const l of [...first.slice(0, TOP_LINES), ...byHeight, ...emailLines, ...byFont]) pool.set(l.index, l);
  const top = [...pool.values()].sort((a, b) => a.index - b.index);
  const ctx: Context = {
    names,
    maxFont: Math.max(...top.map((l) => l.fontSize)),
    bodyFontSize: doc.bodyFontSize,
    firstIndex: first[0].index,
    firstPage: first[0].page,
    minY: Math.min(...top.map((l) => l.y)),
    emailWords,
  };
  const next = new Map(first.map((l, i) => [l.index, first[i + 1]]));
  const after = new Map(first.map((l, i) => [l.index, first.slice(i + 2, i + 2 + SPLIT_NAME_LINES)]));
  let best: { c: Candidate; score: number } | null = null;
  for (const line of top) {
    for (const c of [...candidatesOf(line, next.get(line.index), emailList, names), ...splitNameCandidates(line, after.get(line.index) ?? [], (l) => readableOnce(l, emailList, names), names, emailList)]) {
      const score = NAME_FEATURES.reduce((s, [, test, weight]) => s + (test(c, ctx) ? weight : 0), 0);
      if (score >= MIN_SCORE && (best === null || score > best.score)) best = { c, score };
    }
  }
  if (best === null) {
    const lead = leadingName(doc.lines[0]?.text ?? '', names);
    if (lead) best = { c: { line: doc.lines[0]!, words: lead, lastIndex: doc.lines[0]!.index }, score: MIN_SCORE };
  }
  if (best !== null) best = { c: wrappedFamilyName(best.c, next.get(best.c.lastIndex), ctx), score: best.score };
  return best === null ? null : { line: best.c.line, words: best.c.words, lastIndex: best.c.lastIndex, ...(best.c.given !== undefined ? { given: best.c.given } : {}) };
}

/**
 * "Chiamaka Adaeze" / "NWOSU", "Nur Aisyah binte Abdul" / "Rahman": a long name wrapped before its
 * last word, which stands alone on the next line in the name's large font (or is a word of the
 * e-mail, or, in a text format without sizes, a word no list gives as a first name only, under a
 * name of three words or more).
 * Not a word of a title or a heading.
 */
function wrappedFamilyName(c: Candidate, next: ResumeLine | undefined, ctx: Context): Candidate {
  if (next === undefined || c.given !== undefined || c.lastIndex !== c.line.index) return c;
  const word = next.text.trim();
  if (!/^\p{Lu}[\p{L}\p{M}'’-]+$/u.test(word) || NOT_NAME_WORDS.has(key(word)) || headingOf(word) !== null || ROLE_WORDS.test(fold(word))) return c;
  // ("Kévin LE GOFF" / "KLG": two or three capitals no list gives as a family name are a monogram.)
  if (monogram(word, ctx.names, [...ctx.emailWords])) return c;
  const large = c.line.fontSize > ctx.bodyFontSize * 1.2 && next.fontSize >= c.line.fontSize * 0.9;
  // (A text format has one size: a long name of three words at least, and a listed family name under it.)
  const plainText = ctx.maxFont === ctx.bodyFontSize && c.words.length >= 3 && (ctx.names.isLastName(word) || !ctx.names.isFirstName(word));
  if (!large && !plainText && !ctx.emailWords.has(key(word))) return c;
  const words = nameWords(`${c.words.join(' ')} ${word}`);
  return words === null ? c : { ...c, words, lastIndex: next.index };
}

/** Lines below a given name where its family name may stand, the other column's lines between. */
const SPLIT_NAME_LINES = 12;
/** Longer, a line is no one word, even letter-spaced ("O L U W A S E U N"). */
const MAX_SPLIT_NAME_LINE = 40;
/** A line's readable text, worked out once per document (the same lines are asked again and again). */
const READABLE = new WeakMap<ResumeLine, string>();

function readableOnce(line: ResumeLine, emailWords: string[], names: NameCatalog): string {
  let text = READABLE.get(line);
  if (text === undefined) {
    text = readable(line.text, emailWords, names).trim();
    READABLE.set(line, text);
  }
  return text;
}

/**
 * "Freya" / "CONTACT" / "✆ 07700 900318" / … / "Hollingsworth": a design's name in two text boxes
 * that the other column's lines separate. A given name alone on its line (a listed one, or the
 * e-mail's) and, a few lines below, one word alone in the same font that the e-mail or the family
 * names list knows and no heading is.
 */
function splitNameCandidates(line: ResumeLine, later: ResumeLine[], read: (l: ResumeLine) => string, names: NameCatalog, emailWords: string[]): Candidate[] {
  // ("Marie-Ève⇥4521, rue Exemple" / … / "Tremblay-Gagnon⇥Cellulaire : …": the name's words are
  // the first cells of rows whose other cells are the contact column.)
  const firstCell = (l: ResumeLine) => read(l).split('\t')[0]!.trim();
  if (line.text.split('\t')[0]!.length > MAX_SPLIT_NAME_LINE) return [];
  const given = firstCell(line);
  const oneWord = (w: string) => !/\s/.test(w) && NAME_WORD.test(w) && /^\p{Lu}/u.test(w) && !NOT_NAME_WORDS.has(key(w));
  if (!oneWord(given) || headingOf(given) !== null) return [];
  const givenKnown = names.isFirstName(given) || emailWords.includes(key(given));
  for (const other of later) {
    if (Math.abs(other.fontSize - line.fontSize) > Math.max(0.5, line.fontSize * 0.1)) continue;
    if (other.text.split('\t')[0]!.length > MAX_SPLIT_NAME_LINE) continue;
    const word = firstCell(other);
    if (!oneWord(word) || headingOf(word) !== null || key(word) === key(given)) continue;
    const inEmail = emailWords.includes(key(word));
    // ("Tremblay-Gagnon": a double family name, one of whose parts the list knows.)
    const family = names.isLastName(word) || (word.includes('-') && word.split('-').some((w) => names.isLastName(w)));
    if (inEmail || (givenKnown && family && !names.isFirstName(word))) return [{ line, words: [given, word], lastIndex: other.index }];
  }
  return [];
}

/** The readings of one line as a name: the line itself, or with the next line when the name is on two. */
function candidatesOf(line: ResumeLine, next: ResumeLine | undefined, emailWords: string[], names: NameCatalog): Candidate[] {
  // "PERSONAL INFORMATION<tab>Sofia Emmanouilidi", "First name(s) / Surname(s)<tab>…": a label
  // column beside the name.
  const cells = line.text.split('\t');
  const labelled = cells.length > 1 && (headingOf(cells[0]!) !== null || NAME_LABEL.test(cells[0]!));
  // "Name: Chinedu Example", "Full name : Ann Lee": the label and its value on one line.
  const colon = labelled ? null : /^([^:]{2,25}):\s*(\S.*)$/u.exec(line.text);
  // "europass Julien Exemple": the Europass logo's word beside the name.
  const value = (colon !== null && NAME_LABEL.test(colon[1]!) ? colon[2]! : labelled ? cells.slice(1).join(' ') : line.text).replace(/^\s*europass\s+(?=\p{Lu})/iu, '');
  const text = readable(value, emailWords, names);
  const out: Candidate[] = [];
  // "Name⇥: Goh Wei Ling, Charmaine⇥Contact No.⇥: …": a labelled value in its own cell; written
  // "Family Given, Western" (Singapore, Malaysia, Hong Kong), the name after the comma is the given one.
  const cell = labelled && cells.length > 2 && /^\s*:/.test(cells[1]!) ? cells[1]!.replace(/^\s*:\s*/, '').trim() : null;
  if (cell !== null) {
    const own = nameWords(cell);
    const western = own === null ? /^(\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){0,3}),\s*(\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?)$/u.exec(cell) : null;
    if (own !== null) out.push({ line, words: own, lastIndex: line.index });
    else if (western !== null) {
      const words = nameWords(`${western[2]} ${western[1]}`);
      if (words !== null) out.push({ line, words, lastIndex: line.index, given: western[2]!.split(' ').length });
    }
  }
  const plain = nameWords(text);
  const comma = plain === null ? surnameComma(text, (w) => names.isFirstName(w) || emailWords.includes(key(w)), (w) => emailWords.includes(key(w)), (w) => names.isFirstName(w) || names.isLastName(w)) : null;
  const words = plain ?? comma?.words ?? null;
  if (words !== null) out.push({ line, words, lastIndex: line.index, ...(comma ? { given: comma.given } : {}) });
  // "Ann Lee – Data Engineer | Lyon": the name shares its line with the headline.
  const shared = words === null ? CELL_OR_HEADLINE.exec(text) : null;
  if (shared !== null) {
    const head = nameWords(stripPostNominals(text.slice(0, shared.index)));
    if (head !== null) out.push({ line, words: head, lastIndex: line.index });
  }
  // "m5⇥— Julien Exemple": OCR's reading of an icon in a cell before the name.
  if (words === null && cells.length <= 3) {
    for (const cell of cells.slice(1)) {
      const own = nameWords(readable(cell.replace(/^[\s\p{P}\p{S}]+/u, ''), emailWords, names));
      if (own !== null && cells[0]!.trim().length <= 3) out.push({ line, words: own, lastIndex: line.index });
    }
  }
  // "Chloé" / "Durand": one word a line, in the same large font (or both words of the e-mail:
  // "Maxime" light over "D E L V A U X" huge).
  if (words === null && next !== undefined && !/\s/.test(text.trim())) {
    const nextText = readable(next.text, emailWords, names).trim();
    const bothInEmail = emailWords.includes(key(text.trim())) && emailWords.includes(key(nextText)) && key(text.trim()) !== key(nextText);
    if (!bothInEmail && Math.abs(next.fontSize - line.fontSize) > Math.max(0.5, line.fontSize * 0.1)) return out;
    // ("DIOP" / "MLD": a monogram is no family name.)
    const notName = NOT_NAME_WORDS.has(key(text.trim())) || NOT_NAME_WORDS.has(key(nextText));
    const both = /\s/.test(nextText) || monogram(nextText, names, emailWords) || notName ? null : nameWords(`${text.trim()} ${nextText}`);
    if (both !== null) out.push({ line, words: both, lastIndex: next.index });
  }
  return out;
}

/** "MLD", "KLG": two or three capitals that no list gives as a family name (LEE, NG, WU are) nor the e-mail spells: a monogram. */
function monogram(word: string, names: NameCatalog, emailWords: readonly string[]): boolean {
  return /^\p{Lu}{2,3}$/u.test(word) && !names.isLastName(word) && !emailWords.includes(key(word));
}

/** A line's text with post-nominals dropped, letter-spacing closed up and a glued name split. */
function readable(text: string, emailWords: string[], names: NameCatalog): string {
  // Cells of a flattened row are read one by one: "Ann LEE<tab>12 Example Street" keeps its tab.
  if (text.includes('\t')) {
    // "M A R I E<tab>D U R A N D": letter-spaced words a tab apart are one name.
    const spaced = closeSpacedCells(text);
    if (spaced !== null) return readableCell(spaced, emailWords, names);
    const cells = text.split('\t');
    const read = cells.map((cell) => readableCell(cell, emailWords, names));
    // "Yac i n e⇥HA D DA D⇥…": two spaced words closed up, a tab apart, are one name.
    if (read.length > 2 && read[0] !== cells[0] && read[1] !== cells[1] && !/\s/.test(read[0]!.trim() + read[1]!.trim())) {
      return [`${read[0]!.trim()} ${read[1]!.trim()}`, ...read.slice(2)].join('\t');
    }
    return read.join('\t');
  }
  return readableCell(text, emailWords, names);
}

function readableCell(text: string, emailWords: string[], names: NameCatalog): string {
  // "INFORMATIONS PERSONNELLES Emilie Lambotte": Europass's heading read onto the name's line.
  const heading = /^((?:\p{Lu}[\p{Lu}'’-]+\s+){1,3})(\p{Lu}\p{Ll}.*)$/u.exec(text.trim());
  if (heading !== null && headingOf(heading[1]!.trim()) !== null) text = heading[2]!;
  const closed = joinNameFragments(closeOcrSpacing(closeLetterSpacing(dropOcrSpecks(text)), emailWords, names), emailWords, names);
  const spaced = closed !== text;
  const stripped = stripPostNominals(closed);
  // Only letter-spaced capitals lost their word gap often enough to split by the first names alone.
  return headingOf(stripped) === null ? splitGluedName(stripped, emailWords, names, spaced) : stripped;
}

/**
 * "Yac i n e", "HA D DA D", "CAT H E R I N E O U E L L E T", "Nat halie B E R T H I E R",
 * "L éna C happuis": a name whose letters a text layer or OCR set apart and cut at random (CSS
 * letter-spacing, small capitals, kerning), its word gaps lost. Closed up when the evidence says
 * the gaps are not words: the letters make one or two words of the e-mail address (either order),
 * begin or end with one of its words, or begin with a listed first name; the glued name is split
 * again afterwards (splitGluedName: at the case change, by the e-mail, by the first names).
 */
function closeOcrSpacing(text: string, emailWords: string[], names: NameCatalog): string {
  const tokens = text.trim().split(/\s+/);
  const smallCaps = closeSmallCaps(tokens, emailWords, names);
  if (smallCaps !== null) return smallCaps;
  if (tokens.length < 3 || !tokens.every((t) => /^[\p{L}'’-]+$/u.test(t))) return text;
  const short = tokens.filter((t) => t.replace(/-/g, '').length <= 3).length;
  if (short < tokens.length * 0.6 || tokens.filter((t) => t.length === 1).length * 3 < tokens.length) return text;
  const word = tokens.join('');
  const key = fold(word).replace(/[^a-z]/g, '');
  if (key.length < 5) return text;
  const email = emailWords.filter((w) => w.length >= 3);
  const byEmail =
    email.includes(key) ||
    email.some((a) => email.some((b) => a !== b && key === a + b)) ||
    email.some((w) => w.length >= 4 && key.length - w.length >= 3 && (key.startsWith(w) || key.endsWith(w)));
  const camel = /^\p{Lu}\p{Ll}+\p{Lu}/u.test(word);
  const byFirstName = (camel || word === word.toUpperCase()) && [...Array(key.length - 4).keys()].some((k) => names.isFirstName(word.slice(0, k + 2)));
  return byEmail || byFirstName ? word : text;
}

/**
 * "A oife B rennan": a name set in small capitals, whose text layer gives each word's large initial
 * apart from the rest in lower case. Each capital joined to the word after it when every word is so
 * cut and the first closed word is a listed first name or a word of the e-mail address.
 */
function closeSmallCaps(tokens: string[], emailWords: string[], names: NameCatalog): string | null {
  if (tokens.length < 4 || tokens.length % 2 !== 0) return null;
  const words: string[] = [];
  for (let k = 0; k < tokens.length; k += 2) {
    if (!/^\p{Lu}$/u.test(tokens[k]!) || !/^\p{Ll}[\p{L}'’-]*$/u.test(tokens[k + 1]!)) return null;
    words.push(tokens[k]! + tokens[k + 1]!);
  }
  const known = (w: string) => names.isFirstName(w) || emailWords.includes(fold(w).replace(/[^a-z]/g, ''));
  return known(words[0]!) || known(words[words.length - 1]!) ? words.join(' ') : null;
}

/** Particles of names: fragments that are words of their own ("LE GOFF", "DA SILVA", "EL AMRANI"). */
const PARTICLE = /^(?:de|du|da|di|do|dos|des|del|le|la|el|al|ab|ap|ou|o|y|e|van|von|ben|bin|ter|ten|mc|mac|st)$/;

/**
 * "JESSICA TR AN", "OLUMIDE BA BATUNDE ADEYEMI": a name word a text layer cut in two at a kerning
 * gap, one piece of one or two letters. Joined when the whole is a word of the e-mail address
 * ("tran") or a listed first name ("Babatunde"), and the short piece is no particle of its own.
 */
function joinNameFragments(text: string, emailWords: string[], names: NameCatalog): string {
  const tokens = text.trim().split(/\s+/);
  if (tokens.length < 3 || tokens.length > 6 || !tokens.every((t) => /^[\p{L}'’-]+$/u.test(t))) return text;
  const email = new Set(emailWords.filter((w) => w.length >= 3));
  const short = (t: string) => t.length <= 2 && !PARTICLE.test(fold(t));
  let changed = false;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const [a, b] = [tokens[i]!, tokens[i + 1]!];
    if (!short(a) && !short(b)) continue;
    // Both pieces in the same case: "TR AN", "Ba batunde" is no cut.
    if ((a === a.toUpperCase()) !== (b === b.toUpperCase())) continue;
    const joined = a + b;
    const key = fold(joined).replace(/[^a-z]/g, '');
    // (The e-mail's words here include the LinkedIn address's and a "Name:" field's: emailWordsOf.)
    const evidence = email.has(key) || (key.length >= 5 && names.isFirstName(joined.charAt(0) + joined.slice(1).toLowerCase()) && !names.isFirstName(a) && !names.isFirstName(b));
    if (!evidence) continue;
    tokens.splice(i, 2, joined);
    changed = true;
  }
  return changed ? tokens.join(' ') : text;
}

/**
 * "BRIGGS, Ann Example", "EXAMPLE, Jean-Marc": the family name in capitals, a comma, the given
 * names (the order of forms and of West African CVs) → the given names first.
 */
function surnameComma(text: string, isGiven: (word: string) => boolean, inEmail: (word: string) => boolean = () => false, isListed: (word: string) => boolean = () => true): { words: string[]; given: number } | null {
  const m = /^([\p{Lu}'’-]{2,}(?: [\p{Lu}'’-]{2,}){0,2}),\s*(\p{Lu}[\p{L}\p{M}'’-]+(?: \p{Lu}[\p{L}\p{M}'’-]+){0,2})$/u.exec(text.trim());
  // A listed first name or a word of the e-mail among the given names, or the family name in the
  // e-mail ("BRIGGS, Tamunotonye Ibiteye", tonye.briggs): "SQL, Python" is a list.
  if (m === null || !(m[2]!.split(' ').some(isGiven) || m[1]!.split(' ').some(inEmail))) return null;
  const before = m[1]!.split(' ');
  // "LIM JIA HUI, RACHEL" (Singapore, Malaysia, Hong Kong): a Chinese name in its own order, family
  // name first, then the Western given name; none of its words a listed name nor a particle (which
  // "GARCIA LOPEZ, Maria" and "VAN DER BERG, Anna" have). The family name is the first word.
  if (before.length >= 2 && m[2]!.split(' ').length === 1 && before.every((w) => !isListed(w) && !PARTICLE.test(fold(w)))) {
    const words = nameWords(`${m[2]} ${before.slice(1).join(' ')} ${before[0]}`);
    return words === null ? null : { words, given: before.length };
  }
  if (before.length > 2) return null;
  const words = nameWords(`${m[2]} ${m[1]}`);
  return words === null ? null : { words, given: m![2]!.split(' ').length };
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

/** First and family name: the e-mail's when it names both or one end of the name, else the names catalog's reading. */
function splitName(words: string[], names: NameCatalog, emailWords: string[], indian = false): { first: string; last: string } | null {
  const keys = words.map(key);
  const [head, second] = emailWords;
  // "ravi.exemplar" and "EXEMPLAR RAVI KUMAR", "ann.lee" and "Ann Mary Lee": both parts found.
  const [ia, ib] = [spanStart(keys, head), spanStart(keys, second)];
  if (ia >= 0 && ib >= 0 && ia !== ib) {
    if (ia < ib) {
      // "Ann LEE Mei Ling": the family name in capitals ends where the capitals end.
      let end = ib + 1;
      const caps = (w: string) => w === w.toUpperCase();
      if (caps(words[ib]) && words.some((w) => !caps(w))) while (end < words.length && caps(words[end])) end++;
      else end = words.length;
      // Given names before the one the e-mail keeps are given names too ("Mohamed Amine EXEMPLE",
      // amine.exemple); in an Indian resume the word between the given name the e-mail keeps and the
      // family name is the father's name ("Ravi Suresh Exemplar", ravi.exemplar).
      // So is, elsewhere, a middle name no list knows as a given name ("Zainab Oyiza Exemple",
      // zainab.exemple), while a listed one is a compound given name ("Ann Mary Lee", ann.lee).
      if (ia === 0 && ib === 2 && (indian || !names.isFirstName(words[1]!))) return { first: words[0]!, last: words.slice(ib, end).join(' ') };
      return { first: words.slice(0, ib).join(' '), last: words.slice(ib, end).join(' ') };
    }
    // Family name first ("OLADIPO Temitope Esther", temitope.oladipo): the given name the e-mail
    // keeps, the words after it middle names (in a line all in capitals, the father's name).
    // ("NGUYEN Thi Lan", lan.nguyen: the family name in capitals ends where the capitals end.)
    const caps = (w: string) => w === w.toUpperCase();
    let lastEnd = ia;
    if (caps(words[ib]!) && words.some((w) => !caps(w))) for (lastEnd = ib + 1; lastEnd < ia && caps(words[lastEnd]!); lastEnd++);
    return { first: words.slice(ia, ia + spanLength(keys, ia, head!)).join(' '), last: words.slice(ib, lastEnd).join(' ') };
  }
  // "lea.fontaine", "chloe.vandenbroek": a leading e-mail word that is one leading or trailing word of the name.
  if (head !== undefined && emailWords.length >= 2) {
    if (keys[0] === head && !names.isParticle(words[1])) return { first: words[0], last: words.slice(1).join(' ') };
    if (keys[keys.length - 1] === head && !names.isParticle(words[words.length - 2])) return { first: words[words.length - 1], last: words.slice(0, -1).join(' ') };
  }
  const order = names.orderNameTokens(words);
  if (order === null) return null;
  return { first: order.firstName.join(' '), last: order.lastName.join(' ') };
}

/** How many words from `start` spell the e-mail word ("Wei Ling" for "weiling"): 1 at least. */
function spanLength(keys: string[], start: number, emailWord: string): number {
  let joined = '';
  for (let j = start; j < keys.length; j++) {
    joined += keys[j];
    if (joined === emailWord) return j - start + 1;
    if (joined.length >= emailWord.length) break;
  }
  return 1;
}

/** Where the name's words spell an e-mail word, alone or run together ("jiahui" → "Jia Hui"); -1 when none do. */
function spanStart(keys: string[], emailWord: string | undefined): number {
  if (emailWord === undefined) return -1;
  for (let i = 0; i < keys.length; i++) {
    let joined = '';
    for (let j = i; j < keys.length && joined.length < emailWord.length; j++) joined += keys[j];
    if (joined === emailWord) return i;
  }
  return -1;
}

function key(word: string): string {
  return fold(word).replace(/[^a-z]/g, '');
}
