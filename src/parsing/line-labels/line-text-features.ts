/**
 * Features of a line's text alone, for the learned line labeller: its words and its shape
 * (length, capitals, digits, punctuation) and the patterns resumes are made of (dates, e-mails,
 * phones, URLs, postal codes). Features are short strings; the model weighs each per label, so a
 * feature that means nothing costs nothing but a little memory.
 */
import { findDateRanges } from '../../text/dates.js';
import type { ResumeLine } from '../resume-document.js';
import { PHONE_RE } from '../phone-number.js';
import { fold } from '../../text/fold.js';
import { squeezeLetterSpacing } from './letter-spacing.js';

/** Words past this many say nothing more about what a line is (a sentence is a sentence). */
const MAX_WORDS = 12;

/** PHONE_RE is global (stateful with test()): a copy without the flag. */
const PHONE = new RegExp(PHONE_RE.source, 'u');

/** Patterns as a table: feature name → test on the line as written and folded. */
const PATTERNS: Array<[string, (text: string, folded: string) => boolean]> = [
  ['email', (t) => /[\w.+-]+(?:@|\s?\[at\]\s?)[\w-]+\.[\w.]+/i.test(t)],
  ['phone', (t) => PHONE.test(t) || /\(\d{3}\)\s?\d{3}[\s.-]\d{4}/.test(t)],
  ['url', (t) => /(?:https?:\/\/|www\.|\.com\/|\.io\b|\.dev\b)/i.test(t)],
  ['linkedin', (_, f) => f.includes('linkedin')],
  ['github', (_, f) => f.includes('github')],
  ['postcode:5', (t) => /(?<![\d+])\d{5}(?!\d)/.test(t) && !/(?:19|20)\d{3}/.test(t.replace(/\b\d{5}\b/g, (m) => (/^(?:19|20)/.test(m) ? m : '')))],
  ['postcode:4', (t) => /(?:^|[\s,(])\d{4}\s+\p{Lu}\p{Ll}/u.test(t) && !/\b(?:19|20)\d\d\s+\p{Lu}/u.test(t)],
  ['postcode:uk', (t) => /\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b/.test(t)],
  ['postcode:ca', (t) => /\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/.test(t)],
  ['postcode:us', (t) => /\b[A-Z]{2}\s\d{5}\b/.test(t)],
  ['street', (_, f) => /\b(?:\d+\s*(?:bis|ter)?,?\s*(?:rue|avenue|av|boulevard|bd|chemin|allee|impasse|place|route|quai|cours)|rue|avenue|boulevard|street|road|lane|drive|st\.?|rd\.?|ave\.?)\b/.test(f) && /\d/.test(f)],
  ['kv', (t) => /^[\p{L} ]{2,25}\s?[:：]\s*\S/u.test(t)],
  ['tab', (t) => t.includes('\t')],
  ['pipe', (t) => /\s[|•·]\s/.test(t)],
  ['paren', (t) => /\(.*\)/.test(t)],
  ['bullet', (t) => /^[•·▪◦‣●○■□✓✔➢➤►▸*–—-]\s*/.test(t)],
  ['at', (_, f) => /\s(?:at|chez|@)\s/.test(f)],
  ['dash-mid', (t) => /\S\s[–—-]\s\S/.test(t)],
  ['cefr', (t) => /\b[ABC][12]\b/.test(t)],
  ['level', (_, f) => /\b(?:native|fluent|bilingual|bilingue|courant|maternelle|mother tongue|notions|intermediate|intermediaire|advanced|beginner|professional working|scolaire|debutant)\b/.test(f)],
  ['age', (_, f) => /\b(?:\d{2} ans|ne le|nee le|born|date of birth|dob|age)\b/.test(f)],
  ['licence', (_, f) => /\b(?:permis|licen[cs]e)\b/.test(f)],
  ['present', (_, f) => /\b(?:present|aujourd.hui|current|now|depuis|since|en cours|today)\b/.test(f)],
  ['duration', (_, f) => /\b\d+\s*(?:ans?|years?|yrs?|mois|months?)\b/.test(f)],
  ['year', (_, f) => /\b(?:19[5-9]\d|20[0-4]\d)\b/.test(f)],
  ['month', (_, f) => /\b(?:jan|feb|fev|mar|apr|avr|may|mai|jun|juin|jul|juil|aug|aout|sep|oct|nov|dec)[a-z]*\.?\s*(?:19|20)\d\d\b|\b(?:0?[1-9]|1[0-2])[/.](?:19|20)\d\d\b/.test(f)],
];

export function lineTextFeatures(line: ResumeLine): string[] {
  const { text, folded } = line;
  const f: string[] = ['bias'];
  // A letter-spaced heading is read squeezed, so that its words are words.
  const squeezed = squeezeLetterSpacing(text);
  if (squeezed !== text) f.push('letterspaced');
  const words = (squeezed === text ? folded : fold(squeezed)).split(/[^a-z0-9+#]+/).filter((w) => w.length >= 2);
  const written = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  words.slice(0, MAX_WORDS).forEach((w) => f.push(`w:${w}`));
  if (words[0]) f.push(`w0:${words[0]}`);
  if (words.length > 1) f.push(`w01:${words[0]}_${words[1]}`);
  if (words.length > 0) f.push(`wl:${words[words.length - 1]}`);
  const nWords = squeezed.split(/\s+/).length;
  f.push(`nw:${bucket(nWords, [1, 2, 3, 4, 6, 10, 20])}`, `len:${bucket(text.length, [3, 10, 20, 35, 60, 100, 160])}`);

  const letters = text.replace(/[^\p{L}]/gu, '');
  const upper = letters.replace(/[^\p{Lu}]/gu, '').length;
  if (letters.length >= 3 && upper === letters.length) f.push('caps:all');
  else if (written.length > 0 && written.every((w) => /^[^\p{L}]*\p{Lu}/u.test(w) || /^(?:de|du|des|la|le|et|of|and|the|in|at|for|d'|l')$/i.test(w))) f.push('caps:title');
  else if (/^[^\p{L}]*\p{Ll}/u.test(text)) f.push('caps:lowerstart');
  f.push(`capr:${bucket(letters.length === 0 ? 0 : upper / letters.length, [0.05, 0.2, 0.5, 0.9])}`);
  const digits = text.replace(/\D/g, '').length;
  f.push(`dig:${bucket(digits / Math.max(1, text.length), [0, 0.1, 0.3, 0.6])}`);
  const end = /[.:;,!?)]$/.exec(text.trim())?.[0];
  if (end) f.push(`end:${end}`);
  const commas = (text.match(/,/g) ?? []).length;
  f.push(`comma:${bucket(commas, [0, 1, 2, 4])}`);

  for (const [name, test] of PATTERNS) if (test(text, folded)) f.push(name);
  const ranges = findDateRanges(folded);
  if (ranges.length > 0) {
    f.push('range');
    const rest = ranges.reduce((s, r) => s.slice(0, r.index) + ' '.repeat(r.length) + s.slice(r.index + r.length), folded);
    const left = rest.replace(/[^a-z]/g, '').length;
    f.push(`range:rest${bucket(left, [0, 3, 15, 40])}`);
    if (ranges[0]!.index <= 2) f.push('range:start');
    if (ranges[ranges.length - 1]!.index + ranges[ranges.length - 1]!.length >= folded.length - 2) f.push('range:end');
  }
  // A few conjunctions the linear model cannot make by itself.
  const short = nWords <= 4 && digits === 0;
  if (short && f.includes('caps:all')) f.push('short&caps');
  if (short && f.includes('caps:title')) f.push('short&title');
  if (short && end === ':') f.push('short&colon');
  return f;
}

/** The index of the first bound the value does not exceed ("<=b"), or the last bucket. */
export function bucket(value: number, bounds: number[]): string {
  for (const b of bounds) if (value <= b) return `<=${b}`;
  return `>${bounds[bounds.length - 1]}`;
}
