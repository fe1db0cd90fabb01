/**
 * Personal facts French resumes often state and English ones rarely do (spec 2.1): birth date
 * ("Née le 14/03/1999", "né le 1er février 1986", "born 1990" → 1990-01-01), age ("36 ans",
 * "age: 32"), availability ("Disponible immédiatement", "available from September 2026") and
 * driving licences ("Permis B et C" → ["B", "C"], the categories written, as the golden set files them).
 */
import { findLicenses } from '../engines/builtin/find/find-licenses.js';
import { parsePartialDate } from '../text/dates.js';

const MONTHS = '(?:janv(?:ier)?|fevr?(?:ier)?|mars|avr(?:il)?|mai|juin|juil(?:let)?|aout|sept?(?:embre)?|oct(?:obre)?|nov(?:embre)?|dec(?:embre)?|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:tember)?|october|november|december)\\.?';
/** What announces a birth date. */
// ("Date of Birth:- …", "Date of Birth (DD/MM/YYYY): …", "Lieu et date de naissance : Fès, le …", "Birthday: …", "Naissance : …".)
const BIRTH_CUE =
  "(?:\\bnee?\\s+le|\\bnee?\\s+en|date\\s+(?:et|&)\\s+lieu\\s+de\\s+naissance|date\\s+(?:and|&)\\s+place\\s+of\\s+birth|(?:lieu\\s+et\\s+date\\s+de\\s+naissance|place\\s+and\\s+date\\s+of\\s+birth)\\s*:?\\s*[^\\d\\n:]{2,30}?,?\\s*(?:le\\s+|on\\s+)?|date\\s+de\\s+naissance|\\bborn(?:\\s+on|\\s+in)?|date\\s+of\\s+birth|\\bbirth\\s*(?:date|day)|(?<![a-z])naissance|\\bd\\.?o\\.?b\\.?)\\s*(?:\\((?:dd|jj|mm)[^)]{0,12}\\)\\s*)?(?:[:–—-]\\s*)*";
const BIRTH_FORMS: Array<[RegExp, (m: RegExpExecArray) => string | null]> = [
  [new RegExp(`${BIRTH_CUE}(\\d{1,2})[/.-](\\d{1,2})[/.-]((?:19|20)\\d\\d)\\b`), (m) => ymd(m[3], m[2], m[1])],
  // "1990-03-12" (ISO), before the year alone reads "1990".
  [new RegExp(`${BIRTH_CUE}((?:19|20)\\d\\d)-(\\d{1,2})-(\\d{1,2})\\b`), (m) => ymd(m[1], m[2], m[3])],
  // "12/03/90": a two-digit year is of the 1900s unless that would make a centenarian.
  [new RegExp(`${BIRTH_CUE}(\\d{1,2})[/.-](\\d{1,2})[/.-](\\d\\d)\\b(?![/.-]?\\d)`), (m) => ymd(String(Number(m[3]) <= 15 ? 2000 + Number(m[3]) : 1900 + Number(m[3])), m[2], m[1])],
  [new RegExp(`${BIRTH_CUE}(\\d{1,2})(?:er|st|nd|rd|th)?[\\s-]+(?:of\\s+)?(${MONTHS})[\\s,-]+((?:19|20)\\d\\d)\\b`), (m) => ymd(m[3], monthOf(m[2]), m[1])],
  [new RegExp(`${BIRTH_CUE}(${MONTHS})\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+((?:19|20)\\d\\d)\\b`), (m) => ymd(m[3], monthOf(m[1]), m[2])],
  [new RegExp(`${BIRTH_CUE}((?:19|20)\\d\\d)\\b`), (m) => ymd(m[1], '1', '1')],
];

/** Stated ages: "36 ans" (not "12 ans d'expérience"), "age: 32", "32 years old". */
const AGE_FORMS: RegExp[] = [/(?<![\d,.])([1-8]\d)\s*ans\b(?!\s*(?:d'|d’|de\s|en\s|dans|chez|au\s|a\s))/, /\bage\s*:?\s*([1-8]\d)\b/, /\b([1-8]\d)\s*(?:years?\s+old|yo)\b/];

const AVAILABLE_NOW = /\b(?:disponible\s+(?:immediatement|de\s+suite|tout\s+de\s+suite|des\s+maintenant|sans\s+preavis)|available\s+(?:immediately|now|straight\s+away|at\s+short\s+notice)|immediately\s+available)\b/;
const AVAILABLE_FROM = new RegExp(`\\b(?:disponible|disponibilite|available|availability)\\b[^.\\n]{0,20}?\\b(?:a\\s+partir\\s+d[eu]|des\\s+(?:le\\s+)?|le\\s+|au\\s+|en\\s+|from\\s+|in\\s+|:)\\s*((?:\\d{1,2}(?:er)?\\s+)?${MONTHS}\\s*(?:19|20)\\d\\d|\\d{1,2}/\\d{4}|\\d{1,2}/\\d{1,2}/\\d{4})`);

export interface PersonalDetails {
  birth_date: string | null;
  age: number | null;
  availability_now: boolean | null;
  availability_date: string | null;
  driver_license: string[];
}

/** Personal details of a folded text (fold(): lower case, no accents). `now` dates the age. */
export function findPersonalDetails(folded: string, now: Date): PersonalDetails {
  const birth = findBirthDate(folded);
  const stated = AGE_FORMS.map((re) => re.exec(folded)).find((m) => m !== null);
  const age = stated ? Number(stated[1]) : birth ? ageOn(birth, now) : null;
  const from = AVAILABLE_FROM.exec(folded);
  const availabilityDate = from ? availabilityDateOf(from[1]) : null;
  return {
    birth_date: birth,
    age,
    // A future date says "not now", but whether it is future depends on the day: left null.
    availability_now: AVAILABLE_NOW.test(folded) ? true : null,
    availability_date: availabilityDate,
    driver_license: drivingLicences(folded),
  };
}

export function findBirthDate(folded: string): string | null {
  for (const [re, read] of BIRTH_FORMS) {
    const m = re.exec(folded);
    const date = m ? read(m) : null;
    if (date !== null) return date;
  }
  return null;
}

/**
 * Licences written by a number or a code rather than a category, each read as the category it
 * means and blanked before the categories are read (else "permis de conduire" alone reads as B):
 * South African codes, "Driver's Licence: Code 10 (C1)", "Code 8" (the category in brackets when
 * written, else the code as written: "Code 10"); British vocational licences (PCV, HGV, LGV); numbered classes of North American licences,
 * "Permis de conduire classe 5", "Class 5 driver's licence", "Class 1 licence (Alberta)"; Australian
 * licences named by their state, whose car class is C.
 */
const CODED_LICENCES: Array<[RegExp, (m: RegExpMatchArray) => string]> = [
  // (A South African code is kept as written, "Code 10", as the spec's "licences as written" and
  // Québec's "classe 5" → "5"; the category in brackets when the resume gives one.)
  [/\b(?:(?:driver'?s?|driving)\s+licen[cs]e|licen[cs]e)\b[\s:\t-]{0,5}code\s*(0?8|10|14|eb|ec1|ec|c1)\b(?:\s*\(\s*([a-e]1?e?)\s*\))?/gu, (m) => m[2] ?? `Code ${m[1]!.toUpperCase()}`],
  // British vocational licences: "PCV D", "PCV (D1)", "HGV Class 1" (C+E), "LGV C", "Class 2 HGV" (C).
  [/\b(?:pcv|hgv|lgv)\s*(?:licen[cs]e\s*)?[(–—:-]?\s*(c1e|c1|ce|c\+e|c|d1e|d1|de|d)\b\)?/gu, (m) => m[1]!.replace('+', '')],
  [/\b(?:hgv|lgv)\s*class\s*([12])\b|\bclass\s*([12])\s*(?:hgv|lgv)\b/gu, (m) => ((m[1] ?? m[2]) === '1' ? 'CE' : 'C')],
  [/\bpcv\b/gu, () => 'D'],
  [/\b(?:permis|licen[cs]e|driver'?s?\s+licen[cs]e|driving\s+licen[cs]e)(?:\s+de\s+conduire)?\s*(?::\s*)?(?:de\s+)?class(?:e)?\s*(\d{1,2}[a-z]?)\b/gu, (m) => m[1]!],
  [/\bclass(?:e)?\s*(\d{1,2}[a-z]?)\s+(?:(?:driver'?s?|driving)\s+)?(?:licen[cs]e|permis)\b/gu, (m) => m[1]!],
  // "Full Victorian driver licence (car)", "NSW Driver Licence – Car (C)": an Australian licence,
  // whose car class is C (B is Europe's), written by its state or by the country.
  [/\b(?:victorian|nsw|queensland|qld|tasmanian|western australian|south australian|australian)\s+(?:driver'?s?|driving)\s+licen[cs]e\b(?!\s*[(–—:-]\s*(?:class\s+)?(?:lr|mr|hr|hc|mc)\b)(?:\s*[(–—:-]\s*(?:class\s+)?(?:car\b|c\b)[^)\n]{0,12}\)?)?/gu, () => 'C'],
];

/** "Driver's Licence: WA C Class (manual) & MR": Australian classes written before the word, more after it. */
const AU_CLASSES = /\blicen[cs]e\b[^.\n\t]{0,20}?\b(c|lr|mr|hr|hc|mc)\s+class\b((?:\s*\([^)]{0,15}\))?(?:\s*(?:&|and|,|\/)\s*(?:lr|mr|hr|hc|mc)\b)*)/gu;

/** Between the classes of a list: "E and G", "B, C1 et D", "C/CE". */
const CLASS_SEPARATOR = String.raw`\s*(?:,|\band\b|&|\bet\b|\/)\s*`;
/** "Licence – Class E and G", "driving licence: classes B, C": letters (a digit after one: C1), two at least. */
const CLASS_SPLIT = new RegExp(CLASS_SEPARATOR);
const LETTERED_CLASSES = new RegExp(String.raw`\b(?:licen[cs]e|permis)\b[^.\n\t]{0,40}?\bclass(?:es|e)?\s+([a-z]\d?(?:${CLASS_SEPARATOR}[a-z]\d?)+)\b`, 'gu');

/** Driving licence categories held (not negated, not in progress), in order of writing. */
export function drivingLicences(folded: string): string[] {
  const out: string[] = [];
  // "FRSC National Driver's Licence – Class E and G": lettered classes listed after the licence.
  for (const m of folded.matchAll(LETTERED_CLASSES)) {
    for (const c of m[1]!.split(CLASS_SPLIT)) if (c !== '' && !out.includes(c.toUpperCase())) out.push(c.toUpperCase());
    folded = blanked(folded, m);
  }
  for (const m of folded.matchAll(AU_CLASSES)) {
    for (const c of [m[1]!, ...(m[2]!.match(/\b(?:lr|mr|hr|hc|mc)\b/g) ?? [])]) if (!out.includes(c.toUpperCase())) out.push(c.toUpperCase());
    folded = blanked(folded, m);
  }
  for (const [re, category] of CODED_LICENCES) {
    for (const m of folded.matchAll(re)) {
      const written = category(m);
      const c = /^code /i.test(written) ? written : written.toUpperCase();
      if (!out.includes(c)) out.push(c);
      folded = blanked(folded, m);
    }
  }
  const licences = findLicenses(folded);
  const named = licences.some((l) => /conduire|licen[cs]e/.test(folded.slice(l.start, l.end)));
  // "DRIVING LICENCE & TRAININGS" over "… Licence – Class E and G": a licence named without its
  // category is a car's (B) only when no category is written anywhere.
  let unnamed = false;
  for (const l of licences) {
    // "permis d'exploitation" (a bar licence) is no category D.
    if (l.negated || l.inProgress || /^['’]/.test(folded.slice(l.end))) continue;
    if (residencePermit(folded, l, named)) continue;
    if (l.categories.length === 1 && l.categories[0] === 'B' && !/\b(?:b|vl|voiture|auto\w*|car)\b/.test(folded.slice(l.start, l.end))) {
      unnamed = true;
      continue;
    }
    for (const c of l.categories) if (c !== 'ANY' && !out.includes(c)) out.push(c);
  }
  // ("Full UK, PCV D": a full licence is a car's too, whatever else it allows.)
  if (unnamed && (out.length === 0 || /\bfull\b/.test(folded))) out.push('B');
  return out;
}

/** The text with a match blanked out, positions kept: it is read once. */
function blanked(folded: string, m: RegExpMatchArray): string {
  return folded.slice(0, m.index) + ' '.repeat(m[0].length) + folded.slice(m.index! + m[0].length);
}

/**
 * A Swiss residence permit, no driving licence: "Permis C (établissement)", "permis B (séjour)",
 * "Permis G – frontalier"; and, when a driving licence is named as such elsewhere ("Permis de
 * conduire cat. B"), a bare "permis C" right after the nationality ("Nationalité⇥portugaise, permis C").
 */
function residencePermit(folded: string, l: { start: number; end: number }, drivingNamed: boolean): boolean {
  if (/^\s*[(–—:-]?\s*(?:etablissement|sejour|frontalier|residence|de sejour|d['’ ]?etablissement)\b/.test(folded.slice(l.end, l.end + 30))) return true;
  return drivingNamed && /^permis\s*[a-z]{1,2}$/.test(folded.slice(l.start, l.end)) && /nationalit/.test(folded.slice(Math.max(0, l.start - 40), l.start));
}

function availabilityDateOf(text: string): string | null {
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (dmy) return ymd(dmy[3], dmy[2], dmy[1]);
  const p = parsePartialDate(text.replace(/^\d{1,2}(?:er)?\s+/, ''));
  if (p === null) return null;
  const day = /^(\d{1,2})(?:er)?\s/.exec(text)?.[1] ?? '1';
  return ymd(String(p.year), String(p.month ?? 1), day);
}

function monthOf(name: string): string | null {
  const p = parsePartialDate(`${name} 2000`);
  return p?.month ? String(p.month) : null;
}

function ymd(y: string, m: string | null, d: string): string | null {
  if (m === null) return null;
  const [year, month, day] = [Number(y), Number(m), Number(d)];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whole years from a birth date (YYYY-MM-DD) to `now`. */
export function ageOn(birth: string, now: Date): number {
  const [y, m, d] = birth.split('-').map(Number);
  const before = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  return now.getUTCFullYear() - y - (before ? 1 : 0);
}
