/**
 * Where a parsed value came from in the resume text: the console marks each spot. The parser
 * does not report offsets, so the value is searched for, ignoring case, accents and how spaces
 * and line breaks fall; a phone is compared by its digits, a URL without its scheme. DOM-free,
 * so the unit tests pin it.
 */

export type NeedleKind = 'identity' | 'experience' | 'education';

/** A parsed value to find in the text. */
export interface Needle {
  id: string;
  /** What the value is, for the reader ("Name", "Company of experience 2"). */
  label: string;
  kind: NeedleKind;
  value: string;
  how: 'words' | 'phone' | 'url';
}

/** One spot of the text that a needle matched, as UTF-16 offsets into the original text. */
export interface Hit {
  needleId: string;
  start: number;
  end: number;
}

/** A run of the text and the needles that cover it (none: plain text). */
export interface Segment {
  text: string;
  needleIds: string[];
}

/** Shorter values ("R", "IT") would mark half the text. */
const MIN_FOLDED_LENGTH = 2;
/** A phone is recognised by its last digits: the text has `07700 900123`, the answer `+447700900123`. */
const PHONE_TAIL_DIGITS = 9;

interface Folded {
  text: string;
  /** For each folded character, the offsets of the source character it came from. */
  starts: number[];
  ends: number[];
}

/** Lower case, no accents, typographic quotes and dashes made plain, whitespace runs as one space. */
export function fold(source: string): Folded {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const char of source) {
    const start = offset;
    offset += char.length;
    if (/\s/u.test(char)) {
      if (text.endsWith(' ')) continue;
      text += ' ';
      starts.push(start);
      ends.push(offset);
      continue;
    }
    const folded = char
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
      .replace(/[\u2010-\u2015\u2212]/g, '-');
    for (const piece of folded) {
      text += piece;
      starts.push(start);
      ends.push(offset);
    }
  }
  return { text, starts, ends };
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

function isBoundary(text: string, index: number): boolean {
  const char = text[index];
  return char === undefined || !WORD_CHAR.test(char);
}

function findWords(haystack: Folded, value: string): Array<[number, number]> {
  const needle = fold(value).text.trim();
  if (needle.length < MIN_FOLDED_LENGTH) return [];
  const found: Array<[number, number]> = [];
  const checkStart = WORD_CHAR.test(needle[0]);
  const checkEnd = WORD_CHAR.test(needle[needle.length - 1]);
  for (let at = haystack.text.indexOf(needle); at !== -1; at = haystack.text.indexOf(needle, at + 1)) {
    const last = at + needle.length - 1;
    if (checkStart && !isBoundary(haystack.text, at - 1)) continue;
    if (checkEnd && !isBoundary(haystack.text, last + 1)) continue;
    found.push([haystack.starts[at], haystack.ends[last]]);
  }
  return found;
}

/** A URL as it is usually written: no scheme, no `www.`, no trailing slash. */
function bareUrl(url: string): string {
  return url
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');
}

function findPhone(text: string, value: string): Array<[number, number]> {
  const digits = value.replace(/\D/g, '');
  if (digits.length < 6) return [];
  const tail = digits.slice(-PHONE_TAIL_DIGITS);
  const found: Array<[number, number]> = [];
  // Digits with the separators phone numbers are written with, on one line.
  for (const match of text.matchAll(/\+?\(?\d[\d ().\-/\u00a0]{4,}\d/g)) {
    const written = match[0].replace(/\D/g, '');
    // The national form may add a leading 0 the international one drops.
    if (written.endsWith(tail) && written.length <= digits.length + 1) found.push([match.index, match.index + match[0].length]);
  }
  return found;
}

/** Every spot of `text` each needle matches, in text order. */
export function findHits(text: string, needles: readonly Needle[]): Hit[] {
  const folded = fold(text);
  const hits: Hit[] = [];
  for (const needle of needles) {
    const ranges =
      needle.how === 'phone' ? findPhone(text, needle.value) : needle.how === 'url' ? findWords(folded, bareUrl(needle.value)) : findWords(folded, needle.value);
    for (const [start, end] of ranges) hits.push({ needleId: needle.id, start, end });
  }
  return hits.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** Cuts the text where hits begin and end; each run lists the needles covering it (overlaps kept). */
export function segmentText(text: string, hits: readonly Hit[]): Segment[] {
  const cuts = new Set<number>([0, text.length]);
  for (const hit of hits) {
    cuts.add(hit.start);
    cuts.add(hit.end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let i = 0; i + 1 < points.length; i += 1) {
    const [start, end] = [points[i], points[i + 1]];
    const needleIds = [...new Set(hits.filter((hit) => hit.start <= start && hit.end >= end).map((hit) => hit.needleId))];
    const previous = segments.at(-1);
    if (previous && sameIds(previous.needleIds, needleIds)) previous.text += text.slice(start, end);
    else segments.push({ text: text.slice(start, end), needleIds });
  }
  return segments;
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
