/**
 * Which part of an education entry's head lines is the degree and which the school, as tables of
 * [feature, weight] (STYLE principle 4). A grade ("mention assez bien", "First Class", "2:1",
 * "Distinction") is neither.
 */
import { fold } from '../text/fold.js';
import type { HeadPart } from './entry-parts.js';
import { SCHOOL_WORDS } from './organisation-words.js';
import type { ParsingCatalogs } from './parsing-catalogs.js';

export interface EducationRoleContext {
  parts: readonly HeadPart[];
  catalogs: ParsingCatalogs;
}

type Feature = [(part: HeadPart, ctx: EducationRoleContext) => boolean, number];

/** Words that name a qualification, for degrees the diploma catalog does not list. */
export const DEGREE_WORDS =
  /\b(?:diplome|diploma|degree|ecole obligatoire|scolarite obligatoire|certificat|certificate|master|mastere|bachelor|baccalaureat|bac|bts|dut|cap|bep|mba|phd|doctorat|doctorate|msc|bsc|meng|beng|btech|llb|llm|nvq|svq|btec|gcses?|gce|a levels?|cipd|capes|capa|pgce|lpc|hnd|hnc|classes? preparatoires?|prepa|course|titre professionnel|dess|dea|deug|maitrise|ingenieur|cfc|aec|de[cp] en|cess|maturite|bachelier|b\.?com|m\.?com|m\.?tech|bca|mca|hsc|ssc|b\.e|m\.e|h\.s\.c|s\.s\.c|b\.sc|m\.sc|b\.a|m\.a|intermediate|matric|matriculation|puc|basc|masc|bba|bfa|bsn|bscn|msn|mphil|dphil|bpharm|mpharm|mbbs|bds|b\.ed|m\.ed|pgcert|pgdip|postgraduate (?:certificate|diploma)|(?:semester|student) exchange|exchange (?:semester|student|program(?:me)?)|semestre d.echange|echange universitaire|erasmus)\b/;

export const GRADE =
  /^(?:mention\b.*|avec mention.*|with (?:honou?rs|distinction|merit).*|(?:first|second|third)(?: class)?(?: (?:upper|lower)(?: division)?)?(?: honou?rs)?|(?:upper|lower) second(?: class)?(?: honou?rs)?|[12][:.][12]|dean'?s list.*|distinction|merit|pass|honou?rs|cum laude|magna cum laude|summa cum laude|gpa\b.*|qca\b.*|\d{2,3}\s*(?:cao )?(?:points?|pts)|moyenne\b.*|major de promotion|felicitations du jury|tres bien|assez bien|bien)$/;

/** School words the shared table lacks: education only (an "institution" is a school here). */
export const MORE_SCHOOL_WORDS =
  /\b(?:institution|etablissement (?:secondaire|scolaire|d'enseignement)|gymnase|gymnasium|athenee|haute ecole|hautes ecoles|cegep|ifas|escuela|escola|schule|collegiate|conservatory|seminary|training centre|training center|centre de formation|esc|iae)\b/;

/** Swiss and French compulsory schooling, "École obligatoire": a level reached, not a school's name. */
const COMPULSORY_SCHOOLING = /\b(?:ecole|scolarite) obligatoire\b/;

export const isSchoolText = (folded: string): boolean => !COMPULSORY_SCHOOLING.test(folded) && (SCHOOL_WORDS.test(folded) || MORE_SCHOOL_WORDS.test(folded));

/** A text that names a degree: a diploma of the catalog, or a word of one ("Diploma", "BTS", "Bachelier"). */
export function namesDegree(text: string, catalogs: ParsingCatalogs): boolean {
  return catalogs.diplomas.findDiplomas(text).length > 0 || DEGREE_WORDS.test(fold(text));
}

/** A personal detail a two-column layout put beside the degrees ("Nationality: Singaporean"): neither. */
const PERSONAL_DETAIL =
  /^(?:nationality|nationalite|notice period|preavis|date of birth|date de naissance|dob|gender|sexe|marital status|situation familiale|age|visa|work permit|permis de travail|driving licen[cs]e|permis)\s*:/;

const hasDiploma = (p: HeadPart, ctx: EducationRoleContext) => ctx.catalogs.diplomas.findDiplomas(p.text).length > 0;

/** "Ontario Secondary School Diploma", "High School Certificate": the qualification is the head noun, whatever school word precedes it. */
const ENDS_WITH_QUALIFICATION = /\b(?:diploma|certificate|degree|diplome|certificat)(?:\s*\([^)]*\))?\s*$/;

export const DEGREE_FEATURES: Feature[] = [
  [hasDiploma, 3],
  [(p) => ENDS_WITH_QUALIFICATION.test(p.folded), 3],
  [(p) => DEGREE_WORDS.test(p.folded), 2],
  [(p) => isSchoolText(p.folded), -3],
  [(p, ctx) => p.bold && ctx.parts.some((q) => !q.bold), 1],
  [(p) => p.beforePlace, -1],
  [(p, ctx) => p === ctx.parts[0], 0.5],
];

export const SCHOOL_FEATURES: Feature[] = [
  [(p) => isSchoolText(p.folded), 3],
  [(p) => ENDS_WITH_QUALIFICATION.test(p.folded), -3],
  [(p) => p.beforePlace, 1],
  [hasDiploma, -3],
  [(p) => DEGREE_WORDS.test(p.folded), -1],
  // "IAV EXEMPLE II" on a line of its own over the degree: a name in capitals.
  [(p, ctx) => p.first && p.text === p.text.toUpperCase() && /\p{Lu}{3}/u.test(p.text) && ctx.parts.some((q) => q.line !== p.line), 1],
];

function score(part: HeadPart, ctx: EducationRoleContext, features: readonly Feature[]): number {
  return features.reduce((sum, [test, weight]) => (test(part, ctx) ? sum + weight : sum), 0);
}

export interface DegreeAndSchool {
  degree: string | null;
  school: string | null;
  /** Grades and other parts, for the description. */
  rest: string[];
}

export function degreeAndSchool(ctx: EducationRoleContext): DegreeAndSchool {
  const grades = ctx.parts.filter((p) => GRADE.test(p.folded) || PERSONAL_DETAIL.test(p.folded));
  const parts = ctx.parts.filter((p) => !grades.includes(p));
  if (parts.length === 0) return { degree: null, school: null, rest: grades.map((g) => g.text) };
  // "University of Nigeria, Nsukka": a school alone is no degree.
  const lone = parts.length === 1 ? parts[0]! : null;
  if (lone && isSchoolText(lone.folded) && !DEGREE_WORDS.test(lone.folded) && !hasDiploma(lone, ctx)) {
    return { degree: null, school: lone.text, rest: grades.map((g) => g.text) };
  }
  const degree = topBy(parts, (p) => score(p, ctx, DEGREE_FEATURES));
  const others = parts.filter((p) => p !== degree);
  const schoolPart = others.length === 0 ? null : topBy(others, (p) => score(p, ctx, SCHOOL_FEATURES));
  const school = schoolPart && score(schoolPart, ctx, SCHOOL_FEATURES) > 0 ? schoolPart : null;
  // "A levels: Mathematics, Economics, Business Studies": a list after a colon continues the degree.
  let degreeText = degree.text;
  const after: HeadPart[] = [];
  if (/:\s*\S/.test(degree.text)) {
    for (const p of parts.slice(parts.indexOf(degree) + 1)) {
      if (p === school || p.line !== degree.line) break;
      after.push(p);
    }
    degreeText = [degree.text, ...after.map((p) => p.text)].join(', ');
  }
  // "Bachelor of Tourism, Hospitality and Events": the fields of study listed after the first one
  // ("… of <Field>"), the last two joined by "and", go on with the degree.
  const next = parts[parts.indexOf(degree) + 1];
  if (after.length === 0 && next !== undefined && next !== school && next.line === degree.line && /\b(?:of|in|en|de|des|du)\s+(?:\p{Lu}[\p{L}'’-]*\s){0,2}\p{Lu}[\p{L}'’-]*$/u.test(degree.text)
    && /^\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*)?\s(?:and|&|et)\s\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*)?$/u.test(next.text.trim()) && !isSchoolText(next.folded)) {
    after.push(next);
    degreeText = `${degree.text}, ${next.text.trim()}`;
  }
  const rest = ctx.parts.filter((p) => p !== degree && p !== school && !after.includes(p)).map((p) => p.text);
  return { degree: degreeText, school: school === null ? null : withoutSchoolLabel(school.text), rest };
}

/** "École professionnelle : CPNV", "Institution: Exemple College": a form's label before the school's name. */
const SCHOOL_LABEL = /^(?:ecole|school|etablissement|institution|universite|university|college|lycee|centre de formation|organisme de formation|training (?:centre|center|provider))(?:\s+[a-z]+)?\s*$/;

function withoutSchoolLabel(text: string): string {
  const m = /^([^:]{2,40}?)\s*:\s*(\S.*)$/u.exec(text);
  return m && SCHOOL_LABEL.test(fold(m[1]!)) ? m[2]! : text;
}

function topBy(parts: readonly HeadPart[], scoreOf: (p: HeadPart) => number): HeadPart {
  return parts.reduce((top, p) => (scoreOf(p) > scoreOf(top) ? p : top), parts[0]!);
}
