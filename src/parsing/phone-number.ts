/**
 * Phone numbers as resumes write them → E.164 (spec 2.1: "the country is inferred from the
 * resume, France by default"). "+33 (0)6 12 34 56 78", "(+33) 6 12…", "06.12.34.56.78",
 * "+44 7700 900123", "07700 900123", "0476/38.21.57", "+1 (418) 555-0187", "(617) 555-0134",
 * "+91-98220 45173". A national number takes its country from the resume's address, else from its
 * length (a French national number has 10 digits, a British one 11), else France. A number never
 * runs across a line break: the next line's digits are someone else's.
 */

/** Separators inside a number: spaces (not line breaks), dots, dashes, slashes. */
const SEP = '[ \\u00a0./-]';
const FORMS = [
  // International: "+33 (0)6…", "(+33) 6…", "+1 (418) 555-0187", "+91-9822045173", "0044 7700 900123".
  `(?:\\+|\\(\\+|00)\\d{1,3}\\)?${SEP}?(?:\\(0\\)${SEP}?)?(?:\\(\\d{1,4}\\)${SEP}?)?\\d(?:${SEP}?\\d){5,12}`,
  // National with a trunk 0: "06 12 34 56 78", "(020) 7946 0958", "0476/38.21.57", "082 555 0193".
  `\\(?0\\d{1,4}\\)?(?:${SEP}?\\d){6,10}`,
  // North American: "(418) 555-0187", "617-555-0134", "617.555.0134", "819 555-0134" (the last
  // read only for a resume of the US or Canada, like every number without its trunk).
  `\\(\\d{3}\\)${SEP}?\\d{3}${SEP}?\\d{4}|\\b\\d{3}[.-]\\d{3}[.-]\\d{4}|\\b\\d{3} \\d{3}[ .-]\\d{4}`,
  // Without a trunk 0, read only for the resume's country: India "98490 27731", Singapore "9123 4567",
  // Tunisia "20 123 456".
  `\\b[6-9]\\d{4}${SEP}?\\d{5}|\\b[689]\\d{3}${SEP}?\\d{4}|\\b[2-9]\\d \\d{3} \\d{3}`,
];
/** A written phone number (see FORMS). */
export const PHONE_RE = new RegExp(`(?<![\\d+\\p{L}])(?:${FORMS.join('|')})(?!\\d)`, 'gu');

/** National numbering plans with a trunk 0: [ISO country, calling code, digits with the leading 0]. */
const NATIONAL_PLANS: Array<[string, string, number]> = [
  ['FR', '33', 10],
  ['GB', '44', 11],
  ['BE', '32', 10],
  ['BE', '32', 9],
  ['CH', '41', 10],
  ['DE', '49', 11],
  ['DE', '49', 12],
  ['ES', '34', 9],
  ['IT', '39', 10],
  ['ZA', '27', 10],
  ['AU', '61', 10],
  ['IE', '353', 10],
  ['IE', '353', 9],
  ['IN', '91', 11],
  ['NL', '31', 10],
  ['NZ', '64', 10],
  ['AT', '43', 11],
  ['MA', '212', 10],
  ['DZ', '213', 10],
  ['NG', '234', 11],
  ['LU', '352', 9],
  ['MY', '60', 10],
  ['MY', '60', 11],
  ['TN', '216', 9],
];
/** Plans without a trunk 0: [ISO countries, calling code, digits, written form that says it alone]. */
const BARE_PLANS: Array<[string[], string, number, RegExp | null]> = [
  [['US', 'CA'], '1', 10, /^\(\d{3}\)/],
  [['IN'], '91', 10, null],
  [['SG'], '65', 8, null],
  [['TN'], '216', 8, null],
];

/** National numbers whose written grouping names their country: [ISO country, written form]. */
const GROUPINGS: Array<[string, RegExp]> = [
  ['AU', /^04\d\d[ .]\d{3}[ .]\d{3}$/],
  ['ZA', /^0[6-8]\d[ .]\d{3}[ .]\d{4}$/],
];

/** E.164 of one written number, or null when it cannot be one. `country`: the resume's ISO code, if known. */
export function toE164(written: string, country: string | null = null): string | null {
  const w = written.trim();
  const digits = w.replace(/\(0\)/, '').replace(/\D/g, '');
  if (/^\(?\+/.test(w)) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.startsWith('00')) return digits.length >= 10 && digits.length <= 17 ? `+${digits.slice(2)}` : null;
  if (!digits.startsWith('0')) {
    const bare = BARE_PLANS.find(([cs, , n, form]) => n === digits.length && (cs.includes(country ?? '') || (form !== null && form.test(w))));
    return bare === undefined || /^[01]/.test(digits) ? null : `+${bare[1]}${digits}`;
  }
  // Nothing says the country: the grouping may. "0491 570 156" is how Australians write a mobile,
  // "082 555 0147" how South Africans do; a French number is written in pairs.
  const grouped = country === null ? GROUPINGS.find(([, form]) => form.test(w))?.[0] : undefined;
  const plan =
    NATIONAL_PLANS.find(([c, , n]) => c === (grouped ?? country) && n === digits.length) ??
    NATIONAL_PLANS.find(([c, , n]) => (c === 'FR' || c === 'GB') && n === digits.length);
  if (plan === undefined) return null;
  return `+${plan[1]}${digits.slice(1)}`;
}

/** The first phone number of a text, in E.164; null when there is none. */
export function findPhoneNumber(text: string, country: string | null = null): string | null {
  for (const m of text.matchAll(PHONE_RE)) {
    // Date ranges ("2015-2018") and years never reach the 9 digits of a number, but a line of
    // dates glued together could: a number has no four-digit group starting with 19 or 20.
    // ("082 734 1956": a mobile grouped the way its country writes them, whatever its last group.)
    if (/(?:^|\D)(?:19|20)\d\d(?:\D|$)/.test(m[0]) && !/^\(?\+|^0\d[\s.]\d\d/.test(m[0]) && !GROUPINGS.some(([, form]) => form.test(m[0].trim()))) continue;
    const e164 = toE164(m[0], country);
    // (No country code starts with 0: "NMW0002281947", a registration number.)
    if (e164 !== null && !e164.startsWith('+0')) return e164;
  }
  return null;
}
