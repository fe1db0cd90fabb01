/**
 * Partial dates as the spec writes them (2.1 `work_experiences[]`, `educations[]`): `YYYY-MM-DD`,
 * a year alone starting on 1 January and ending on 31 December, a month alone starting on its first
 * day and ending on its last. The day is never read from a resume, so these are the only days.
 */
import type { PartialDate } from '../text/dates.js';

const pad = (n: number): string => String(n).padStart(2, '0');

/** The first day a partial date covers: 2015 → 2015-01-01, 09/2015 → 2015-09-01. */
export function specStartDate(date: PartialDate): string {
  return `${date.year}-${pad(date.month ?? 1)}-01`;
}

/** The last day a partial date covers: 2015 → 2015-12-31, 02/2016 → 2016-02-29. */
export function specEndDate(date: PartialDate): string {
  const month = date.month ?? 12;
  // Day 0 of the next month is the last day of this one (leap years included).
  const last = new Date(Date.UTC(date.year, month, 0)).getUTCDate();
  return `${date.year}-${pad(month)}-${pad(last)}`;
}
