/**
 * Dates and date ranges as written in French and English resumes and offers:
 * "09/2015", "2015-09", "sept. 2015 – déc. 2018", "depuis 2020", "2019 - present", "2014-2022".
 * Works on fold()ed text (lower case, no accents); offsets are offsets in that text.
 */

export interface PartialDate {
  year: number;
  /** 1–12, or null when only the year is written. */
  month: number | null;
}

export interface DateRange {
  start: PartialDate;
  /** null: ongoing ("présent", "depuis 2020", "now"). */
  end: PartialDate | null;
  index: number;
  length: number;
}

const MONTHS: Array<[string, number]> = [
  ['janvier', 1], ['janv', 1], ['january', 1], ['jan', 1],
  ['fevrier', 2], ['fevr', 2], ['february', 2], ['fev', 2], ['feb', 2],
  ['mars', 3], ['march', 3], ['mar', 3],
  ['avril', 4], ['april', 4], ['avr', 4], ['apr', 4],
  ['mai', 5], ['may', 5],
  ['juin', 6], ['june', 6], ['jun', 6],
  ['juillet', 7], ['juil', 7], ['july', 7], ['jul', 7],
  ['aout', 8], ['august', 8], ['aug', 8],
  ['septembre', 9], ['september', 9], ['sept', 9], ['sep', 9],
  ['octobre', 10], ['october', 10], ['oct', 10],
  ['novembre', 11], ['november', 11], ['nov', 11],
  ['decembre', 12], ['december', 12], ['dec', 12],
  // Terms of students' jobs and co-ops ("Summer 2022", "été 2019"): the season's first month.
  ['winter', 1], ['hiver', 1], ['spring', 4], ['printemps', 4], ['summer', 6], ['ete', 6], ['fall', 9], ['autumn', 9], ['automne', 9],
];
const MONTH_BY_NAME = new Map(MONTHS);
const MONTH_ALT = MONTHS.map(([name]) => name).join('|');

const YEAR = '(?:19[5-9]\\d|20[0-4]\\d)';
/** One date: "sept. 2015", "09/2015", "2015-09", "01/09/2015", "01-Apr-2021", "2015". */
const DATE =
  `(?:(?:\\d{1,2}[/.-])?(?:0?[1-9]|1[0-2])[/.-]${YEAR}` +
  `|${YEAR}[/.-](?:0[1-9]|1[0-2])(?![\\d])` +
  `|(?:\\d{1,2}(?:er)?(?:\\s+|-))?(?:${MONTH_ALT})\\.?(?:\\s*|-)${YEAR}` +
  // "Dec'25", "Mar ’19": a month and the year's last two digits after an apostrophe.
  `|(?:${MONTH_ALT})\\.?\\s*['’]\\s?\\d{2}(?!\\d)` +
  `|${YEAR})`;
const PRESENT =
  "(?:(?:till|until|to|up to) (?:date|now|present)|present|presente|aujourd'hui|aujourd hui|auj|a ce jour|ce jour|a present|maintenant|now|today|current|currently|actuel(?:lement)?|en cours|ongoing|date|nos jours)";
const SEP = "(?:\\s*(?:-|–|—|/|→|->|⟶|à|a|au|to|until|till|jusqu'(?:a|en|au)|jusqu'a)\\s*)";

const RANGE_RE = new RegExp(
  `(?<![\\w/.-])(?:(?:de|du|from|entre|between)\\s+)?(${DATE})${SEP}(?:(?:le|la)\\s+)?(${DATE}|${PRESENT})(?![\\w])` +
    `|(?<![\\w])(?:depuis|since|des|from)\\s+(?:(?:le|la)\\s+)?(${DATE})(?![\\w/.-])`,
  'g',
);

const LONE_DATE_RE = new RegExp(`^(?:${DATE}|${PRESENT})$`);

/** One date or "now" alone, folded text ("févr. 2020", "05.2021", "a ce jour"): the end of a range written apart. */
export function isLoneDate(folded: string): boolean {
  return LONE_DATE_RE.test(folded.trim().replace(/[.,;]$/, ''));
}

/** Parses one date as matched by DATE (already folded). */
export function parsePartialDate(text: string): PartialDate | null {
  const t = text.trim().replace(/\.$/, '');
  let m = /^(?:(\d{1,2})[/.-])?(\d{1,2})[/.-](\d{4})$/.exec(t);
  if (m) return valid(Number(m[3]), Number(m[2]));
  m = /^(\d{4})[/.-](\d{1,2})$/.exec(t);
  if (m) return valid(Number(m[1]), Number(m[2]));
  m = /^(?:\d{1,2}(?:er)?(?:\s+|-))?([a-z]+)\.?(?:\s*|-)(\d{4})$/.exec(t);
  if (m) {
    const month = MONTH_BY_NAME.get(m[1]);
    return month ? valid(Number(m[2]), month) : null;
  }
  m = /^([a-z]+)\.?\s*['’]\s?(\d{2})$/.exec(t);
  if (m) {
    const month = MONTH_BY_NAME.get(m[1]);
    return month ? valid(century(m[2]), month) : null;
  }
  m = /^(\d{4})$/.exec(t);
  if (m) return valid(Number(m[1]), null);
  return null;
}

/** A year written with two digits: "’19" and "01/16" are of this century below 50. */
function century(yy: string): number {
  return (Number(yy) < 50 ? 2000 : 1900) + Number(yy);
}

function valid(year: number, month: number | null): PartialDate | null {
  if (year < 1950 || year > 2049) return null;
  if (month !== null && (month < 1 || month > 12)) return null;
  return { year, month };
}

/** Every date range in folded text, in order. Ranges whose end precedes their start are dropped. */
export function findDateRanges(folded: string): DateRange[] {
  const ranges: DateRange[] = [];
  // Only lines with a year can hold a range; most lines of a resume have none.
  let lineStart = 0;
  while (lineStart < folded.length) {
    const nl = folded.indexOf('\n', lineStart);
    const lineEnd = nl < 0 ? folded.length : nl;
    const line = folded.slice(lineStart, lineEnd);
    if (HAS_YEAR.test(line)) rangesInLine(line, lineStart, ranges);
    lineStart = lineEnd + 1;
  }
  return ranges;
}

const HAS_YEAR = /(?:19[5-9]|20[0-4])\d|['’]\s?\d{2}(?!\d)|\d\/\d{2}\s*[-–—]/;

/** "01/16 – 12/18", "09/18 - présent": months with two-digit years, as a range only (alone, "8/10" is a rating). */
const SHORT_RANGE_RE = new RegExp(`(?<![\\w/.-])(0?[1-9]|1[0-2])/(\\d{2})\\s*[-–—]\\s*(?:(0?[1-9]|1[0-2])/(\\d{2})|(${PRESENT}))(?![\\w/.-])`, 'g');

function rangesInLine(line: string, offset: number, ranges: DateRange[]): void {
  for (const m of line.matchAll(RANGE_RE)) {
    const startText = m[1] ?? m[3];
    const start = parsePartialDate(startText);
    if (!start) continue;
    let end: PartialDate | null = null;
    if (m[2] !== undefined) {
      end = parsePartialDate(m[2]);
      if (end === null && !PRESENT_RE.test(m[2].trim())) continue;
      // "2018 - 2015" is not a range.
      if (end && monthIndex(end, 'end') < monthIndex(start, 'start')) continue;
    }
    ranges.push({ start, end, index: offset + m.index, length: m[0].length });
  }
  for (const m of line.matchAll(SHORT_RANGE_RE)) {
    if (ranges.some((r) => offset + m.index < r.index + r.length && r.index < offset + m.index + m[0].length)) continue;
    const start = valid(century(m[2]!), Number(m[1]));
    const end = m[3] !== undefined ? valid(century(m[4]!), Number(m[3])) : null;
    if (start === null || (end !== null && monthIndex(end, 'end') < monthIndex(start, 'start'))) continue;
    ranges.push({ start, end, index: offset + m.index, length: m[0].length });
  }
  ranges.sort((a, b) => a.index - b.index);
}

const PRESENT_RE = new RegExp(`^${PRESENT}$`);

/** Months since year 0, start or end of the period a partial date covers. */
export function monthIndex(date: PartialDate, side: 'start' | 'end'): number {
  const month = date.month ?? (side === 'start' ? 1 : 12);
  return date.year * 12 + (month - 1);
}

/**
 * Where a range starts and ends when durations are counted. A year written alone is taken at
 * mid-year ("2014 – 2022" is 8 years, not 9), since that is what people mean by it.
 */
function durationSpan(range: Pick<DateRange, 'start' | 'end'>, now: Date): [number, number] {
  const from = range.start.year * 12 + (range.start.month ?? 7) - 1;
  let to = range.end ? range.end.year * 12 + (range.end.month ?? 6) - 1 : now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (range.end && range.end.month === null && to < from) to = from + 5; // "2020 – 2020": half a year
  return [from, to];
}

/** Duration of a range in whole months, counting both ends; ongoing ranges end at `now`. */
export function rangeMonths(range: Pick<DateRange, 'start' | 'end'>, now: Date): number {
  const [from, to] = durationSpan(range, now);
  return Math.max(0, to - from + 1);
}

/** Total months covered by a set of ranges, overlaps counted once. */
export function unionMonths(ranges: Array<Pick<DateRange, 'start' | 'end'>>, now: Date): number {
  const spans = ranges
    .map((r) => durationSpan(r, now))
    .filter(([a, b]) => b >= a)
    .sort((x, y) => x[0] - y[0]);
  let total = 0;
  let curStart = -1;
  let curEnd = -2;
  for (const [a, b] of spans) {
    if (a > curEnd + 1) {
      if (curStart >= 0) total += curEnd - curStart + 1;
      curStart = a;
      curEnd = b;
    } else if (b > curEnd) {
      curEnd = b;
    }
  }
  if (curStart >= 0) total += curEnd - curStart + 1;
  return total;
}
