/**
 * The dates of one resume entry (a job, a degree) on one line, on fold()ed text: a range as
 * `findDateRanges` reads it ("sept. 2015 – déc. 2018", "depuis 2020", "2019 - present"), two months
 * sharing one year ("mai – juin 2020", "Jun – Aug 2011"), or, where the caller allows it, one date
 * alone ("2018", "juin 2021"): a degree dated by the year it was obtained.
 */
import { findDateRanges, parsePartialDate, type PartialDate } from '../text/dates.js';

export interface EntryDates {
  /** null: a single date read as an end only (a degree obtained that year). */
  start: PartialDate | null;
  /** null with `ongoing`: still running; null otherwise: not written. */
  end: PartialDate | null;
  ongoing: boolean;
  /** Where the dates are written in the line. */
  index: number;
  length: number;
}

const MONTH = "(?:janv(?:ier)?|fevr?(?:ier)?|mars|avr(?:il)?|mai|juin|juil(?:let)?|aout|sept?(?:embre)?|oct(?:obre)?|nov(?:embre)?|dec(?:embre)?|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|summer|winter|spring|fall|autumn|ete|hiver|printemps|automne)";
const YEAR = '(?:19[5-9]\\d|20[0-4]\\d)';
/** "mai – juin 2020", "avr. - sept. 2022", "Jun – Aug 2011": the year is written once. */
const MONTHS_ONE_YEAR = new RegExp(`(?<![\\p{L}\\d])(${MONTH})\\.?\\s*(?:-|a|to)\\s*(${MONTH}\\.?\\s*${YEAR})(?![\\p{L}\\d])`, 'u');
/** "juil. 2021 août 2022", "2021 2023": two dates side by side, the dash lost (OCR). */
const SIDE_BY_SIDE = new RegExp(`(?<![\\p{L}\\d])((?:${MONTH}\\.?\\s*)?${YEAR})\\s+((?:${MONTH}\\.?\\s*)?${YEAR})(?![\\p{L}\\d])`, 'u');
/** One date alone: "2018", "juin 2021", "06/2021". */
const SINGLE_DATE = new RegExp(`(?<![\\p{L}\\d/.-])(?:(?:\\d{1,2}[/.-])?(?:0?[1-9]|1[0-2])[/.-]${YEAR}|${MONTH}\\.?\\s*${YEAR}|${YEAR})(?![\\p{L}\\d/-])`, 'u');
/** "expected 2025", "prévu en 2025", "en cours": a degree not obtained yet. */
const EXPECTED = /\b(?:expected|anticipated|prevu|prevue|en cours|in progress|ongoing|currently enrolled)\b/;

export interface EntryDateOptions {
  /** Read a lone date ("2018") as an end date. */
  single: boolean;
}

export function findEntryDates(foldedLine: string, options: EntryDateOptions): EntryDates | null {
  // OCR doubles dashes ("2021 —-août 2023"); one dash and spaces keep the offsets.
  const folded = foldedLine.replace(/-{2,}/g, (m) => '-' + ' '.repeat(m.length - 1));
  const range = findDateRanges(folded)[0];
  if (range) return { start: range.start, end: range.end, ongoing: range.end === null, index: range.index, length: range.length };
  const two = MONTHS_ONE_YEAR.exec(folded);
  if (two) {
    const end = parsePartialDate(two[2]);
    const start = end && parsePartialDate(`${two[1]} ${end.year}`);
    if (start && end && start.month! <= end.month!) return { start, end, ongoing: false, index: two.index, length: two[0].length };
  }
  const pair = SIDE_BY_SIDE.exec(folded);
  if (pair) {
    const start = parsePartialDate(pair[1]!);
    const end = parsePartialDate(pair[2]!);
    if (start && end && (start.month === null) === (end.month === null) && start.year * 12 + (start.month ?? 1) <= end.year * 12 + (end.month ?? 1)) return { start, end, ongoing: false, index: pair.index, length: pair[0].length };
  }
  if (!options.single) return null;
  const one = SINGLE_DATE.exec(folded);
  const date = one && parsePartialDate(one[0].replace(/\s+/g, ' '));
  if (!one || !date) return null;
  // "Master 2, expected 2025": the year it ends, still running.
  const ongoing = EXPECTED.test(folded);
  return { start: null, end: date, ongoing, index: one.index, length: one[0].length };
}
