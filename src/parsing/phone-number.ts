/**
 * Phone numbers as resumes write them → E.164 (spec 2.1: "the country is inferred from the
 * resume, France by default"). "+33 (0)6 12 34 56 78", "06.12.34.56.78", "+44 7700 900123",
 * "07700 900123". A national number takes its country from the resume, else from its length
 * (a French national number has 10 digits, a British one 11), else France.
 */

/** A written phone number: international with an optional "(0)", or national starting with 0. */
export const PHONE_RE = /(?<![\d+])(?:\+\d{1,3}[\s.-]?(?:\(0\)[\s.-]?)?\d(?:[\s.-]?\d){6,11}|\(?0\d\)?(?:[\s.-]?\d){8,10})(?![\d])/gu;

/** National numbering plans we can tell apart: [ISO country, calling code, digits with the leading 0]. */
const NATIONAL_PLANS: Array<[string, string, number]> = [
  ['FR', '33', 10],
  ['GB', '44', 11],
  ['BE', '32', 10],
  ['CH', '41', 10],
  ['DE', '49', 11],
  ['ES', '34', 9],
  ['IT', '39', 10],
];

/** E.164 of one written number, or null when it cannot be one. `country`: the resume's ISO code, if known. */
export function toE164(written: string, country: string | null = null): string | null {
  const intl = written.trim().startsWith('+');
  const digits = written.replace(/\(0\)/, '').replace(/\D/g, '');
  if (intl) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (!digits.startsWith('0')) return null;
  const plan =
    NATIONAL_PLANS.find(([c, , n]) => c === country && n === digits.length) ??
    NATIONAL_PLANS.find(([c, , n]) => (c === 'FR' || c === 'GB') && n === digits.length);
  if (plan === undefined) return null;
  return `+${plan[1]}${digits.slice(1)}`;
}

/** The first phone number of a text, in E.164; null when there is none. */
export function findPhoneNumber(text: string, country: string | null = null): string | null {
  for (const m of text.matchAll(PHONE_RE)) {
    // Date ranges ("2015-2018") and years never reach the 9 digits of a number, but a line of
    // dates glued together could: a number has no four-digit group starting with 19 or 20.
    if (/(?:^|\D)(?:19|20)\d\d(?:\D|$)/.test(m[0]) && !/^\+|^0\d[\s.]\d\d/.test(m[0])) continue;
    const e164 = toE164(m[0], country);
    if (e164 !== null) return e164;
  }
  return null;
}
