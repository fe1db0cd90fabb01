/**
 * Postal codes as each country writes them, so that the location step outputs the code the resume
 * gives for a city outside France too: "Leeds LS6 1AX", "Québec (Québec) G1L 3R5", "Pune – 411026",
 * "5000 Namur", "Melbourne VIC 3000", "Dublin 8, D08 X2Y3". A code is only read next to the city
 * it belongs to (the city's country picks the form), never alone: four digits alone are a year.
 */

/** An Eircode: a routing key and four characters (a UK postcode's inward part has three). */
export const EIRCODE = /\b[AC-FHKNPRTV-Y]\d{2}\s?[AC-FHKNPRTV-Y\d]{4}\b/;

/** [countries, form]: the form of a postal code in these countries (ISO alpha-2). */
const POSTAL_FORMS: Array<[string[], RegExp]> = [
  [['GB', 'IM', 'JE', 'GG'], /\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[ABD-HJLNP-UW-Z]{2}\b/g],
  [['IE'], new RegExp(EIRCODE.source, 'g')],
  [['CA'], /\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\s?\d[ABCEGHJ-NPRSTV-Z]\d\b/g],
  [['NL'], /\b[1-9]\d{3}\s?[A-Z]{2}\b/g],
  [['PT'], /\b\d{4}-\d{3}\b/g],
  [['PL'], /\b\d{2}-\d{3}\b/g],
  [['BR'], /\b\d{5}-\d{3}\b/g],
  [['US'], /\b\d{5}(?:-\d{4})?\b/g],
  [['IN'], /\b[1-9]\d{2}\s?\d{3}\b/g],
  [['SG', 'CN', 'RU', 'KZ', 'VN'], /\b\d{6}\b/g],
  [['FR', 'DE', 'ES', 'IT', 'MA', 'DZ', 'TN', 'MC', 'FI', 'MX', 'TR', 'UA', 'HR', 'EE', 'MY', 'TH', 'ID', 'SN', 'CI', 'KR', 'GR', 'SE', 'CZ', 'SK'], /\b\d{5}\b/g],
  [['CH', 'BE', 'LU', 'AT', 'AU', 'DK', 'NO', 'NZ', 'HU', 'PH', 'BG', 'CY', 'SI', 'AR', 'GE', 'AM', 'LI'], /\b[1-9]\d{3}\b/g],
  // (South African codes start with 0 in the north: Pretoria 0083.)
  [['ZA'], /\b\d{4}\b/g],
];

/** "1104 Park Street", "12 rue …": a number before a street's name is the house's, not a postal code. */
export function beforeStreetName(after: string): boolean {
  return /^\s+(?:\p{Lu}[\p{L}'’-]*\s+){0,2}(?:street|st|road|rd|avenue|ave|lane|drive|close|crescent|way|place|court|rue|boulevard|bd|chemin|all[ée]e|impasse|route)\b/iu.test(after);
}
/** How far (characters) from the city a code may be written: "Pune – 411026", "Melbourne VIC 3000". */
const MAX_GAP = 14;

/**
 * The postal code written next to a city: `text` is the line, [start, end) the city in it,
 * `country` the city's country. The nearest code of that country's form within a few characters.
 */
/** A county or region name between a town and its postal code: capitalised words between commas. */
const COUNTY_BETWEEN = /^\s*,\s*(?:\p{Lu}[\p{L}'’-]*\s){0,2}\p{Lu}[\p{L}'’-]*\s*,?\s*$/u;
const MAX_COUNTY_GAP = 32;

export function postalCodeNear(text: string, start: number, end: number, country: string | null): string | null {
  if (country === null) return null;
  const form = POSTAL_FORMS.find(([countries]) => countries.includes(country))?.[1];
  if (form === undefined) return null;
  let best: { code: string; gap: number } | null = null;
  for (const m of text.matchAll(form)) {
    const [from, to] = [m.index, m.index + m[0].length];
    // Part of a longer number (a phone, a date): not a code.
    if (/\d[ ./-]?$/.test(text.slice(0, from)) || /^[ ./-]?\d/.test(text.slice(to))) continue;
    // "2016 - 2019", "Sept. 2017 –", "depuis 2021": a year, in a date or a range.
    if (/^(?:19|20)\d\d$/.test(m[0]) && (/^\s*[-–—/]|^\s*(?:to|à|au)\b/iu.test(text.slice(to)) || /(?:[-–—]|\b(?:jan|feb|f[ée]v|mar|apr|avr|may|mai|jun|juin|jul|juil|aug|ao[uû]|sep|oct|nov|dec|d[ée]c)\p{L}*\.?|\b(?:since|depuis|from|de|in|en))\s*$/iu.test(text.slice(0, from)))) continue;
    if (beforeStreetName(text.slice(to))) continue;
    const gap = to <= start ? start - to : from >= end ? from - end : -1;
    // ("Ossett, West Yorkshire, WF5 9HD": the county between the town and its code.)
    if (gap < 0 || (gap > MAX_GAP && !(from >= end && gap <= MAX_COUNTY_GAP && COUNTY_BETWEEN.test(text.slice(end, from))))) continue;
    if (best === null || gap < best.gap) best = { code: m[0].replace(/\s+/g, ' '), gap };
  }
  return best?.code ?? null;
}

/** Any postal code of any form in a text, with where it is; for a city the catalog does not list. */
export function postalCodesIn(text: string): Array<{ code: string; start: number; end: number; countries: string[] }> {
  const out: Array<{ code: string; start: number; end: number; countries: string[] }> = [];
  for (const [countries, form] of POSTAL_FORMS) {
    for (const m of text.matchAll(form)) out.push({ code: m[0], start: m.index, end: m.index + m[0].length, countries });
  }
  return out;
}

/** British, Irish and Canadian codes mix letters and digits ("SE23 3HB", "G1L 3R5"). */
const LETTER_CODES = new RegExp(POSTAL_FORMS.filter(([c]) => ['GB', 'IE', 'CA'].includes(c[0])).map(([, re]) => re.source).join('|'), 'g');

/**
 * The text with codes in letters and digits blanked by a comma (same length, so positions hold):
 * "London SE23 3HB" would otherwise read as a name followed by a word ("London" is a first name).
 */
export function maskLetterPostalCodes(text: string): string {
  return (
    text
      .replace(LETTER_CODES, (m) => ',' + ' '.repeat(m.length - 1))
      // "Sydney NSW 2000", "Boston MA 02118": a state's abbreviation before a code is a hint, not a
      // word of the name ("Sydney" is a first name too); a comma says so, in the place of the space.
      .replace(/(?<=\p{Ll}) (?=[A-Z]{2,3}\s+\d{4,5}\b)/gu, ',')
  );
}
