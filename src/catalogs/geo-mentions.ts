/**
 * Places written in one line of a resume: "12 rue des Érables, 69003 Lyon", "Villeurbanne",
 * "Nantes (44)", "Bordeaux, France", "London, UK", "Atelier Brisants — Saint-Nazaire".
 *
 * Conservative on purpose: there are 37,000 communes and many are words ("Plus", "Table", "Sens",
 * "Orange") or first names ("Florence"). A name must be capitalized (every word but particles);
 * two-letter names need a postal code; names the build flagged as ordinary words need a postal code,
 * a hint ("Tours (37)", "Orange, France"), or to stand alone between separators or after "à"/"in"
 * and be a city of 20,000 people; a first name followed by another capitalized word is a person.
 */
import type { GeoPlace } from './geo-catalog.js';
import { FLAG_COMMON_WORD, FLAG_FIRST_NAME, type GeoTables, type Place } from './geo-data.js';
import type { Hint, HintReader } from './geo-hints.js';
import { POSTAL_CODE } from './geo-query.js';
import { SMALL_TOWN, SUPPORTED_SCORE, type GeoResolver } from './geo-resolver.js';
import { placeKey } from './place-key.js';

export interface LocationMention {
  start: number;
  end: number;
  text: string;
  place: GeoPlace;
  /** What made it a place: a postal code next to the name, a hint next to it, the name alone, or the
   * name of a département, region or country standing alone. */
  evidence: 'postal-code' | 'hint' | 'name' | 'area';
}

export interface MentionOptions {
  /** Country to prefer between homonyms (`FR` for a French resume). */
  prefer?: string;
  lang?: 'fr' | 'en';
}

export interface MentionContext {
  tables: GeoTables;
  resolver: GeoResolver;
  hints: HintReader;
  toPlace(id: number, postalCode: string | null, lang: 'fr' | 'en'): GeoPlace;
  /** A département, region or country of that name. */
  area(text: string, lang: 'fr' | 'en'): GeoPlace | null;
}

const MAX_WORDS = 6;
/** Countries whose postal codes are four digits before the town. */
const FOUR_DIGIT_COUNTRIES = new Set(['BE', 'CH', 'LU', 'AT', 'LI', 'DK', 'NO', 'HU']);
const MIN_POPULATION_COMMON_WORD = 20_000;
const MIN_POPULATION_UNSUPPORTED = 2_000;
/** After another capitalized word ("Nancy Martin", "Capgemini Toulouse") only a large city is read as a place. */
const MIN_POPULATION_AFTER_NAME = 100_000;
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;
const CAPITAL_START = /^[\p{Lu}\p{N}]/u;
const POSTAL_CODES = new RegExp(POSTAL_CODE.source, 'gu');
/** Lower-case words allowed inside a place name ("Bourg-en-Bresse", "Frankfurt am Main", "Stratford-upon-Avon"). */
const PARTICLES = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'l', 'd', 'en', 'sur', 'sous', 'lès', 'lez', 'aux', 'au', 'et', 'upon', 'on', 'of', 'the', 'am', 'an', 'der', 'del', 'los', 'las', 'do', 'da', 'dos', 'das', 'di', 'el', 'al']);
/** Words after which a capitalized word is a place ("J'habite à Tours", "based in Reading"). */
const LOCATIVES = new Set(['à', 'a', 'in', 'at', 'near', 'sur', 'vers', 'près', 'around', 'based', 'basé', 'basée']);
/** A capitalized word after a first name that does not make it a person: "London Mar 2021". */
const MONTHS = /^(?:jan|janv|janvier|january|feb|fév|févr|février|february|mar|mars|march|apr|avr|avril|april|mai|may|jun|juin|june|jul|juil|juillet|july|aug|août|august|sep|sept|septembre|september|oct|octobre|october|nov|novembre|november|dec|déc|décembre|december|since|depuis|present)$/i;

interface Word {
  start: number;
  end: number;
  text: string;
}

function words(line: string): Word[] {
  return [...line.matchAll(WORD)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0] }));
}

/** Words i..j form one name: only spaces (or "St. ") between them. */
function contiguous(line: string, ws: Word[], i: number, j: number): boolean {
  for (let k = i; k < j; k++) if (!/^\.?[ \t\u00a0]+$/.test(line.slice(ws[k].end, ws[k + 1].start))) return false;
  return true;
}

function capitalized(text: string): boolean {
  const parts = text.split(/[\s'’-]+/).filter((p) => p !== '');
  return parts.every((p, i) => CAPITAL_START.test(p) || (i > 0 && PARTICLES.has(p.toLowerCase())));
}

/** Inside an e-mail address, a URL or a file name. */
function embedded(line: string, w: Word): boolean {
  const before = line[w.start - 1] ?? ' ';
  const after = line[w.end] ?? ' ';
  return '@./_\\'.includes(before) || '@_'.includes(after) || ((after === '.' || after === '/') && /[\p{L}\p{N}]/u.test(line[w.end + 1] ?? ' '));
}

const SEPARATOR_BEFORE = /(?:^|[,;:·|•(\[–—/]|\s-)\s*$/u;
const SEPARATOR_AFTER = /^\s*(?:$|[,;:·|•)\]–—/.(]|-\s)/u;

/** Where a hint written after a name ends, if there is one: "(44)", ", France", " – Canada". */
function hintAfter(line: string, end: number): { text: string; end: number } | null {
  const rest = line.slice(end);
  const m = /^\s*\(([^()]{1,40})\)/u.exec(rest) ?? /^\s*(?:,|\s[-–—])\s*([\p{L}][\p{L}\p{M}'’ .-]{0,38}[\p{L}.]|[\p{Lu}]{2}|\d[\dAB]{1,2})(?=$|\s*[,;:·|•()\[\]–—/]|\s+-\s|\s+\d)/u.exec(rest);
  return m ? { text: m[1], end: end + m[0].length } : null;
}

export function findLocationMentions(line: string, opts: MentionOptions, ctx: MentionContext): LocationMention[] {
  const lang = opts.lang ?? 'fr';
  const ws = words(line);
  const taken = new Array<boolean>(ws.length).fill(false);
  const out: LocationMention[] = [];
  const wordAt = new Map<number, number>(ws.map((w, i) => [w.start, i]));

  // 1. A postal code with a commune name after it ("69003 Lyon") or before it ("Lyon 69003").
  for (const m of line.matchAll(POSTAL_CODES)) {
    const code = m[1];
    const codeWord = wordAt.get(m.index + m[0].length - 5);
    if (codeWord === undefined) continue;
    const found = nameNextTo(line, ws, codeWord, code, ctx);
    if (found === null) continue;
    const [from, to] = found.after ? [codeWord, found.last] : [found.first, codeWord];
    for (let k = from; k <= to; k++) taken[k] = true;
    const start = found.after ? m.index : ws[from].start;
    const end = ws[to].end;
    out.push({ start, end, text: line.slice(start, end), place: ctx.toPlace(found.id, found.postalCode, lang), evidence: 'postal-code' });
  }

  // 2. Names, longest first, with what is written after them.
  for (let i = 0; i < ws.length; i++) {
    // A name starts with a capital or a figure (nameMention's `capitalized`): a lower-case word starts none.
    if (taken[i] || !CAPITAL_START.test(ws[i].text) || embedded(line, ws[i])) continue;
    for (let j = Math.min(ws.length, i + MAX_WORDS) - 1; j >= i; j--) {
      if (taken.slice(i, j + 1).some(Boolean) || !contiguous(line, ws, i, j)) continue;
      const text = line.slice(ws[i].start, ws[j].end);
      const m = nameMention(line, ws, i, j, text, opts, ctx);
      if (m === null) continue;
      out.push(m);
      for (let k = i; k < ws.length && ws[k].start < m.end; k++) taken[k] = true;
      i = j;
      break;
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

type NextTo = { id: number; postalCode: string | null; first: number; last: number; after: boolean };

/** The longest run of words right after (else right before) a postal code that names a commune of it. */
function nameNextTo(line: string, ws: Word[], codeWord: number, code: string, ctx: MentionContext): NextTo | null {
  const tryRange = (first: number, last: number, after: boolean): NextTo | null => {
    if (first < 0 || last >= ws.length || !contiguous(line, ws, first, last)) return null;
    const { ids } = ctx.resolver.candidates(line.slice(ws[first].start, ws[last].end), true);
    const best = ctx.resolver.rank(ids, { postalCode: code })[0];
    // The name must be a commune of that postal code, or at least of its département.
    return best === undefined || best.score < SUPPORTED_SCORE ? null : { id: best.id, postalCode: best.postalCode, first, last, after };
  };
  const onlySpace = (a: number, b: number) => a < b && /^[ \t\u00a0]*,?[ \t\u00a0]*$/.test(line.slice(a, b));
  if (codeWord + 1 < ws.length && onlySpace(ws[codeWord].end, ws[codeWord + 1].start)) {
    for (let n = MAX_WORDS; n >= 1; n--) {
      const r = tryRange(codeWord + 1, codeWord + n, true);
      if (r) return r;
    }
  }
  if (codeWord > 0 && onlySpace(ws[codeWord - 1].end, ws[codeWord].start)) {
    for (let n = MAX_WORDS; n >= 1; n--) {
      const r = tryRange(codeWord - n, codeWord - 1, false);
      if (r) return r;
    }
  }
  return null;
}

function nameMention(line: string, ws: Word[], i: number, j: number, text: string, opts: MentionOptions, ctx: MentionContext): LocationMention | null {
  const lang = opts.lang ?? 'fr';
  if (!capitalized(text)) return null;
  const key = placeKey(text);
  if (key.replace(/ /g, '').length < 3) return null;
  const named = ctx.tables.names.get(key);
  // "7000 Mons", "1920 Martigny": four digits right before the name are a Belgian, Swiss,
  // Luxembourg or Austrian postal code (a French one has five): that country's town of the name.
  const before = line.slice(0, ws[i].start);
  const fourDigits = named !== undefined && ((/(?:^|[\s,])[1-9]\d{3}\s+$/.test(before) && !/(?:^|\s)(?:19|20)\d\d\s+$/.test(before)) || /(?:^|[\s,])(?:B|CH|L|A)-[1-9]\d{3}\s+$/.test(before));
  const fourDigitTowns = fourDigits ? named.filter((id) => FOUR_DIGIT_COUNTRIES.has(ctx.tables.place(id).country)) : [];
  const ids = fourDigitTowns.length > 0 ? fourDigitTowns : named;
  const alone = SEPARATOR_BEFORE.test(before) && SEPARATOR_AFTER.test(line.slice(ws[j].end));
  // (What is written after a name matters only to a name the catalog knows.)
  const after = ids === undefined ? null : hintAfter(line, ws[j].end);
  const hint: Hint | null = after ? ctx.hints.read(after.text) : null;
  const best = ids === undefined ? undefined : ctx.resolver.rank(ids, { hints: hint ? [hint] : [], prefer: opts.prefer, written: text })[0];
  const p = best === undefined ? null : ctx.tables.place(best.id);
  const hinted = p !== null && hint !== null && ctx.hints.matches(p, hint);
  // A département, region or country standing alone ("France", "Loire-Atlantique"; "Bretagne" is no village).
  if (p === null || (alone && !hinted && (p.population ?? 0) < SMALL_TOWN)) {
    const area = alone ? ctx.area(text, lang) : null;
    if (area) return { start: ws[i].start, end: ws[j].end, text, place: area, evidence: 'area' };
    if (p === null) return null;
  }
  // "Lyon 3" with a bare number is a date or a count more often than an arrondissement.
  if (p.fr?.kind === 'arrondissement' && /^\d+$/.test(ws[j].text)) return null;
  const end = hinted ? after!.end : ws[j].end;
  const mention: LocationMention = { start: ws[i].start, end, text: line.slice(ws[i].start, end), place: ctx.toPlace(best!.id, null, lang), evidence: hinted ? 'hint' : 'name' };
  if (hinted || i !== j || /[-'’]/.test(text) || fourDigitTowns.length > 0) return mention;
  return singleWordAccepted(line, ws, i, p, alone) ? mention : null;
}

/** The evidence a one-word name needs without a postal code or hint (see the file comment). */
function singleWordAccepted(line: string, ws: Word[], i: number, p: Place, alone: boolean): boolean {
  const population = p.population ?? 0;
  const prev = i > 0 && contiguous(line, ws, i - 1, i) ? ws[i - 1].text : null;
  const locative = prev !== null && LOCATIVES.has(prev.toLowerCase());
  if (p.flags & FLAG_COMMON_WORD) {
    // "Reading, hiking, cooking": a list of ordinary words.
    const listOfWords = /^\s*[,;·|•/]\s*\p{Ll}/u.test(line.slice(ws[i].end)) || /(?:^|[^\p{L}\p{M}])\p{Ll}[\p{L}\p{M}]*\s*[,;·|•/]\s*$/u.test(line.slice(0, ws[i].start));
    return (locative || (alone && !listOfWords)) && population >= MIN_POPULATION_COMMON_WORD;
  }
  const next = ws[i + 1];
  if (p.flags & FLAG_FIRST_NAME && next && contiguous(line, ws, i, i + 1) && /^\p{Lu}/u.test(next.text) && !MONTHS.test(next.text)) return false;
  if (prev !== null && !locative && /^\p{Lu}/u.test(prev) && population < MIN_POPULATION_AFTER_NAME) return false;
  return alone || locative || population >= MIN_POPULATION_UNSUPPORTED;
}
