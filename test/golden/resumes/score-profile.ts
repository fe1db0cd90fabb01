/**
 * Scores one parser output (spec 2.1 JSON) against one golden expectation (<id>.expected.json):
 * one outcome per scored field — correct, wrong, missing (expected a value, got none) or invented
 * (got a value where the expected is null, or an extra list item). Accuracy per field is
 * correct / (correct + wrong + missing + invented), so inventing is an error like any other.
 *
 * Only the keys present in the expected object are scored (README.md, "What is scored"). List
 * fields are matched as sets: items are paired greedily by similarity, then each pair's fields
 * are compared; an expected item left unpaired makes each of its non-null fields missing, an
 * actual item left unpaired counts once, as an invented entry.
 */
import {
  isEmpty,
  languageKey,
  licenceCategories,
  normText,
  sameCaseless,
  sameCountry,
  sameDegreeType,
  sameEmail,
  sameExact,
  sameFullName,
  sameName,
  samePhone,
  samePlace,
  samePostalCode,
  sameText,
  sameUrl,
  type Same,
} from './compare-values.js';
import {
  entryScore,
  get,
  has,
  itemText,
  judge,
  list,
  obj,
  sameFuzzy,
  sameSkill,
  scoreEntries,
  scoreSet,
  type FieldResult,
  type Obj,
} from './match-lists.js';

export type { FieldResult, Outcome } from './match-lists.js';
export { judge, pairItems } from './match-lists.js';

export interface Golden {
  id: string;
  language: string;
  /** Other accepted values of a top-level field, by path (`info_candidate.education_name`). */
  alternatives?: Record<string, unknown[]>;
  /** List fields whose expected items are only part of the truth: extra actual items are not invented. */
  partial_lists?: string[];
  expected: Record<string, unknown>;
}

export interface ProfileScore {
  id: string;
  language: string;
  results: FieldResult[];
  skills: { expected: number; actual: number; matched: number };
}

const LEGAL_FORMS = /\b(ltd|limited|plc|llp|llc|inc|sas|sasu|sa|sarl|eurl|gmbh|ag|cie|co)\b/g;

/** Companies: legal forms dropped ("Hartley Croft LLP" = "Hartley Croft"), then fuzzy. */
const sameCompany: Same = (e, a) => sameText(normText(e).replace(LEGAL_FORMS, ' '), normText(a).replace(LEGAL_FORMS, ' '));

export const CANDIDATE_FIELDS: Array<[string, Same]> = [
  ['full_name', sameFullName],
  ['first_name', sameName],
  ['last_name', sameName],
  ['email', sameEmail],
  ['phone_number', samePhone],
  ['birth_date', sameExact],
  ['age', sameExact],
  ['availability_now', sameExact],
  ['availability_date', sameExact],
  ['job_title', sameText],
  ['education_name', sameText],
  ['education_level', sameExact],
  ['experience_level', sameExact],
  ['linkedin_url', sameUrl],
  ['github_url', sameUrl],
  ['location.city', samePlace],
  ['location.postal_code', samePostalCode],
  ['location.department', samePlace],
  ['location.region', samePlace],
  ['location.country', sameCountry],
  ['location.country_code', sameCaseless],
  ['location.full_address', sameText],
  ['mobility.can_work_in_other_cities', sameExact],
];

export const EXPERIENCE_FIELDS: Array<[string, Same]> = [
  ['company_name', sameCompany],
  ['job_title', sameText],
  ['contract_type', sameExact],
  ['start_date', sameExact],
  ['end_date', sameExact],
  ['currently_active', sameExact],
  ['work_experience_city', samePlace],
  ['work_experience_postal_code', samePostalCode],
  ['work_experience_country', sameCountry],
  ['work_experience_country_code', sameCaseless],
];

export const EDUCATION_FIELDS: Array<[string, Same]> = [
  ['degree_title', sameText],
  ['school_name', sameText],
  ['degree_type', sameDegreeType],
  ['start_date', sameExact],
  ['end_date', sameExact],
  ['currently_active', sameExact],
  ['location.city', samePlace],
  ['location.country_code', sameCaseless],
];

/** Rows of the accuracy table, in this order. */
export const FIELD_ORDER: string[] = [
  'info_resume.language',
  ...CANDIDATE_FIELDS.map(([f]) => `info_candidate.${f}`),
  'info_candidate.driver_license',
  'info_candidate.other_urls',
  'info_candidate.mobility.other_cities',
  'work_experiences',
  ...EXPERIENCE_FIELDS.map(([f]) => `work_experiences[].${f}`),
  'educations',
  ...EDUCATION_FIELDS.map(([f]) => `educations[].${f}`),
  'languages',
  'languages[].level',
  'skills',
  'certifications',
  'interests',
];

/** Whole years from a birth date to `today`. */
export function ageOn(birth: string, today: Date): number {
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  const before = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  return today.getUTCFullYear() - y - (before ? 1 : 0);
}

export function scoreProfile(actualOutput: unknown, golden: Golden, options: { today?: Date } = {}): ProfileScore {
  const out: FieldResult[] = [];
  const exp = golden.expected;
  const act = obj(actualOutput);
  const alt = golden.alternatives ?? {};
  const partial = new Set(golden.partial_lists ?? []);
  const scalar = (path: string, same: Same) => {
    if (!has(exp, path)) return;
    const e = get(exp, path);
    const a = get(act, path);
    out.push({ field: path, outcome: judge(e, a, same, alt[path]), expected: e, actual: a });
  };

  scalar('info_resume.language', sameCaseless);
  const ec = obj(exp.info_candidate);
  const birth = ec.birth_date;
  for (const [f, same] of CANDIDATE_FIELDS) {
    if (f === 'age' && !('age' in ec) && typeof birth === 'string' && 'info_candidate' in exp) {
      // only a birth date is written: the age a reader infers on the day of scoring (±1 for the
      // parsing day and the scoring day straddling a birthday)
      const e = ageOn(birth, options.today ?? new Date());
      const a = get(act, 'info_candidate.age');
      const near: Same = (x, y) => typeof y === 'number' && Math.abs((x as number) - y) <= 1;
      out.push({ field: 'info_candidate.age', outcome: judge(e, a, near), expected: e, actual: a });
      continue;
    }
    scalar(`info_candidate.${f}`, same);
  }
  const ac = obj(act.info_candidate);
  if ('driver_license' in ec) {
    const same: Same = (e, a) => e === a;
    scoreSet('info_candidate.driver_license', licenceCategories(list(ec.driver_license)), licenceCategories(list(ac.driver_license)), same, false, out);
  }
  if ('other_urls' in ec) scoreSet('info_candidate.other_urls', list(ec.other_urls), list(ac.other_urls), sameUrl, false, out);
  if (has(ec, 'mobility.other_cities')) {
    const cities = (v: unknown) => list(v).map(itemText);
    scoreSet('info_candidate.mobility.other_cities', cities(get(ec, 'mobility.other_cities')), cities(get(ac, 'mobility.other_cities')), samePlace, false, out);
  }

  if ('work_experiences' in exp) {
    const score = (e: Obj, a: Obj) => entryScore(e, a, 'job_title', 'company_name', 'start_date');
    scoreEntries('work_experiences', list(exp.work_experiences).map(obj), list(act.work_experiences).map(obj), EXPERIENCE_FIELDS, score, out);
  }
  if ('educations' in exp) {
    const score = (e: Obj, a: Obj) => entryScore(e, a, 'degree_title', 'school_name', isEmpty(e.end_date) ? 'start_date' : 'end_date');
    scoreEntries('educations', list(exp.educations).map(obj), list(act.educations).map(obj), EDUCATION_FIELDS, score, out);
  }
  if ('languages' in exp) {
    const score = (e: Obj, a: Obj) => (languageKey(e.language) === languageKey(a.language) ? 1 : 0);
    scoreEntries('languages', list(exp.languages).map(obj), list(act.languages).map(obj), [['level', sameExact]], score, out);
  }
  let skills = { expected: 0, actual: 0, matched: 0 };
  if ('skills' in exp) {
    const e = list(exp.skills);
    const a = list(act.skills).map(itemText).filter((s) => s !== '');
    skills = { expected: e.length, actual: a.length, matched: scoreSet('skills', e, list(act.skills).filter((s) => itemText(s) !== ''), sameSkill, partial.has('skills'), out) };
  }
  for (const f of ['certifications', 'interests']) {
    if (f in exp) scoreSet(f, list(exp[f]), list(act[f]).map(itemText), sameFuzzy, partial.has(f), out);
  }
  return { id: golden.id, language: golden.language, results: out, skills };
}

export interface Tally {
  correct: number;
  wrong: number;
  missing: number;
  invented: number;
}

export function tallyByField(results: FieldResult[], into = new Map<string, Tally>()): Map<string, Tally> {
  for (const r of results) {
    const t = into.get(r.field) ?? { correct: 0, wrong: 0, missing: 0, invented: 0 };
    t[r.outcome]++;
    into.set(r.field, t);
  }
  return into;
}

export function accuracy(t: Tally): number {
  const n = t.correct + t.wrong + t.missing + t.invented;
  return n === 0 ? Number.NaN : t.correct / n;
}
