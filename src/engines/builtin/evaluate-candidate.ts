/**
 * Evaluation of a candidate against criteria: each criterion's label (else its rationale) is read
 * with the same requirement finder as offers, evaluated against the candidate profile, and the
 * grades of a criterion that asks for several things are combined: "A ou B" is met when one is,
 * "A et B" when both are.
 */
import { fold } from '../../text/fold.js';
import type { Criterion, CriterionGrade, MatchStatus } from '../../matching/types.js';
import type { EvaluateOutput } from '../engine.js';
import type { CandidateProfile } from './analyze-candidate.js';
import type { EngineCatalogs } from './engine-catalogs.js';
import type { FoundRequirement, Requirement } from './requirement.js';
import { PREFERENCE, findRequirements } from './find/find-requirements.js';
import { isKnowHow } from './extract/candidate.js';
import { doingList } from './extract/described-requirement.js';
import { acronyms, contentTerms, namedNumbers, properNames } from './find/terms.js';
import { evaluateRequirement, impliedByWork } from './evaluate-requirement.js';
import { inferredGrade, softOnly } from './evaluate/infer-from-context.js';
import { qualitiesGrade } from './evaluate/evaluate-qualities.js';
import { withTranslations } from './find/translations.js';
import { summarize } from './french/summarize.js';
import { occupationGrade, type JobOccupation } from './occupation/occupation-grade.js';

/**
 * One requirement of a criterion. `general`: the general thing a parenthesis then makes precise
 * ("BIM" in "Connaissance du BIM (Revit)", "Microsoft Office" in "Microsoft Office 365 (Excel)"):
 * showing it alone meets the criterion only partly.
 */
export type AskedRequirement = Requirement & { general?: boolean };

/** What a criterion asks: all of the groups, each met by any of its requirements. */
export type CriterionAsk = AskedRequirement[][];

const OR_BETWEEN = new RegExp(String.raw`^[\s,]*(?:${PREFERENCE}[\s,]*)?(?:ou(?:\s+bien)?|or|\/|ou\s+encore|either)[\s,]*$|^\s*\/\s*$`, 'u');
/** "Microsoft Office 365 (Excel)", "Recrutement (tri de CV et entretiens)": the parenthesis makes the thing before it precise. */
const PRECISED_BY = /^\s*(?:\d+\s*)?\(\s*$/u;

/** Requirements a criterion asks for. Labels repeat across candidates, so the caller may cache. */
export function requirementsOf(criterion: Pick<Criterion, 'label' | 'rationale'>, catalogs: EngineCatalogs): CriterionAsk {
  const found = withLanguagesNamedAlone(criterion.label, findRequirements(criterion.label, catalogs), catalogs);
  // "Dépoussiérer, nettoyer, ranger et repasser": things to do the catalog knows only in part are asked in words.
  const list = found.length > 0 ? doingList(criterion.label, { start: 0, end: criterion.label.length }, found.map((f) => ({ ...f, tool: !isKnowHow(f.requirement) })), 'label') : null;
  if (list && list.absorbed.length === found.length) return [[textRequirement(criterion.label)]];
  if (found.length > 0) return withNamesLeftOver(criterion.label, found, groupAlternatives(criterion.label, found));
  const terms = contentTerms(criterion.label);
  if (terms.length > 0) return [[textRequirement(criterion.label)]];
  // A label with no content word ("Profil", "Critère 1"): its rationale says what it means.
  const fromRationale = findRequirements(criterion.rationale, catalogs);
  if (fromRationale.length > 0) return [[fromRationale[0].requirement]];
  return [[{ kind: 'text', terms: contentTerms(criterion.rationale).slice(0, 6), acronyms: [], names: [], head: [] }]];
}

/** "Solides bases en réseau", "notions de comptabilité": the words that say how much, not what (not "bases de données"). */
const GROUNDING = /\b(?:bases|base|notions|fondamentaux|rudiments)\s+(?=(?:en|de|d'|du|des)\s+(?!donn))/giu;

function textRequirement(label: string): Requirement {
  const asked = label.replace(GROUNDING, ' ');
  const head = contentTerms(asked.replace(/\([^)]*\)/g, ' ')).map(withTranslations);
  const terms = contentTerms(asked).map(withTranslations);
  const numbers = namedNumbers(label);
  return { kind: 'text', terms, acronyms: acronyms(label), names: properNames(label), head, segments: taskSegments(asked, terms.length), ...(numbers.length > 0 ? { numbers } : {}) };
}

/** Between the tasks of a label: punctuation, parentheses, "et", "and", "ou", "or", "&". */
const TASK_BREAK = /[,;:()/+]|\s(?:et|and|ou|or|&|puis|then)\s|\s[-–]\s/iu;

/** The tasks a label lists, those of two content words or more; none when the label is one task. */
function taskSegments(label: string, termCount: number): string[][] | undefined {
  const segments = label
    .split(TASK_BREAK)
    .map((part) => contentTerms(part).map(withTranslations))
    .filter((terms) => terms.length >= 2 && terms.length < termCount);
  return segments.length > 0 ? segments : undefined;
}

/** Capitals that are not names of what is asked: gender marks, contracts, levels, school grades. */
const NOT_ASKED = new Set(['hf', 'fh', 'cdi', 'cdd', 'bac', 'bts', 'dut', 'but', 'cap', 'bep', 'eqf', 'cefr', 'a1', 'a2', 'b1', 'b2', 'c1', 'c2', 'ok']);

/**
 * "Pratique de Visual Studio et de TFS": the catalog knows Visual Studio, not TFS; a product or
 * acronym the label names outside every requirement found is asked too, as words to find.
 */
function withNamesLeftOver(label: string, found: FoundRequirement[], ask: CriterionAsk): CriterionAsk {
  const left: string[] = [];
  for (const m of label.matchAll(/\b[A-Z][A-Z0-9&]{1,7}\b/g)) {
    const start = m.index;
    const end = start + m[0].length;
    if (found.some((f) => start < f.end && end > f.start)) continue;
    // Inside a parenthesis right after a found requirement ("Habilitations électriques (B1V, BR, BC)"):
    // examples of it, not a thing of its own.
    const open = label.lastIndexOf('(', start);
    if (open >= 0 && label.lastIndexOf(")", start) < open && found.some((f) => f.end <= open && /^[^()]{0,20}$/.test(label.slice(f.end, open)))) continue;
    const term = fold(m[0]);
    if (NOT_ASKED.has(term) || left.includes(term)) continue;
    left.push(term);
  }
  if (left.length === 0) return ask;
  return [...ask, [{ kind: 'text', terms: left, acronyms: left, names: [], head: left }]];
}

/** "Néerlandais", "Italian or Spanish": in a short label a language needs no other context. */
function withLanguagesNamedAlone(label: string, found: FoundRequirement[], catalogs: EngineCatalogs): FoundRequirement[] {
  const words = [...label.matchAll(/[\p{L}'’-]+/gu)];
  if (words.length > 8) return found;
  const extra: FoundRequirement[] = [];
  for (const w of words) {
    const start = w.index;
    const end = start + w[0].length;
    if (found.some((f) => start < f.end && end > f.start)) continue;
    const code = catalogs.languageCodeOf(w[0]);
    if (code) extra.push({ requirement: { kind: 'language', code, level: catalogs.cefrFromText(label), surface: w[0] }, start, end });
  }
  if (extra.length === 0) return found;
  // A language named alone replaces a fallback reading of the same words.
  return [...found, ...extra].sort((a, b) => a.start - b.start);
}

function groupAlternatives(label: string, found: FoundRequirement[]): CriterionAsk {
  const folded = fold(label);
  // "Bilingual English/Spanish" asks for both; "BTS/DUT" for either.
  const both = /bilingu/.test(folded);
  const groups: CriterionAsk = [];
  let prevEnd = -1;
  for (const f of found) {
    const between = prevEnd >= 0 ? folded.slice(prevEnd, f.start) : '';
    const last = groups[groups.length - 1];
    if (last && PRECISED_BY.test(between)) {
      last[last.length - 1] = { ...last[last.length - 1], general: true };
      last.push(f.requirement);
    } else if (last && OR_BETWEEN.test(between) && !(both && !/\b(?:ou|or)\b/.test(between))) last.push(f.requirement);
    else groups.push([f.requirement]);
    prevEnd = f.end;
  }
  return groups;
}

const BEST_FIRST: MatchStatus[] = ['ideal', 'potential', 'not_mentioned', 'not_valid'];

/**
 * One of several alternatives: the best one speaks for the criterion; both shown, the precise
 * thing ("Salesforce" in "CRM (Salesforce)") rather than the general one.
 */
function anyOf(grades: Array<CriterionGrade & { general?: boolean }>): CriterionGrade {
  const shown = (g: CriterionGrade) => g.match_status === 'ideal' || g.match_status === 'potential';
  const rank = (g: CriterionGrade & { general?: boolean }) => BEST_FIRST.indexOf(g.match_status) * 2 + (g.general && shown(g) ? 1 : 0);
  const { general: _general, ...best } = [...grades].sort((a, b) => rank(a) - rank(b))[0]!;
  return best;
}

/** A criterion asking for several things is met when all are, contradicted when one is. */
export function allOf(grades: CriterionGrade[]): CriterionGrade {
  if (grades.length === 1) return grades[0];
  const statuses = grades.map((g) => g.match_status);
  const pick = (s: MatchStatus) => grades.filter((g) => g.match_status === s);
  let status: MatchStatus;
  if (statuses.includes('not_valid')) status = 'not_valid';
  else if (statuses.every((s) => s === 'ideal')) status = 'ideal';
  else if (statuses.every((s) => s === 'not_mentioned')) status = 'not_mentioned';
  else status = 'potential';
  const ordered = [...pick('not_valid'), ...pick('potential'), ...pick('not_mentioned'), ...pick('ideal')];
  return { match_status: status, match_explanation: ordered.map((g) => g.match_explanation).join(' ') };
}

export function evaluateProfile(
  profile: CandidateProfile,
  criteria: Criterion[],
  catalogs: EngineCatalogs,
  analyze: (c: Criterion) => CriterionAsk = (c) => requirementsOf(c, catalogs),
  job: JobOccupation | null = null,
): EvaluateOutput {
  const grades = criteria.map((c) => {
    const ask = analyze(c);
    const groups = ask.map((group) => {
      // "Excel (tableaux croisés dynamiques)": a detail the catalog reads as the general thing again shows nothing more.
      const generalIds = new Set(group.flatMap((r) => (r.general && r.kind === 'skill' ? r.skills.map((k) => k.id) : [])));
      const again = (r: AskedRequirement) => !r.general && r.kind === 'skill' && generalIds.size > 0 && r.skills.every((k) => generalIds.has(k.id));
      return anyOf(
        group.filter((r) => !again(r)).map((r) => {
          const one = evaluateRequirement(r, profile, catalogs);
          return r.general ? { ...onlyPartly(one, r), general: true } : one;
        }),
      );
    });
    const g = (softOnly(ask) ? qualitiesGrade(c.label, ask, groups, profile) : null) ?? allOf(groups);
    // Languages, diplomas, licences, certificates and years have their own scale: their words elsewhere are no evidence.
    const described = ask.every((group) => group.every((r) => r.kind === 'skill' || r.kind === 'text'));
    if (g.match_status !== 'not_mentioned') return g;
    // An occupation implies the clearances it works under ("Habilitations électriques" for an electrician), not a diploma or a language.
    const implied = ask.every((group) => group.every((r) => r.kind === 'skill' || r.kind === 'text' || r.kind === 'certification'));
    if (!described) return (implied ? fromOccupation(c.label, profile, catalogs, job) ?? fromWork(ask, profile, catalogs) : null) ?? g;
    return inferredGrade(c.label, ask, profile) ?? fromOccupation(c.label, profile, catalogs, job) ?? fromWork(ask, profile, catalogs) ?? g;
  });
  return { grades, summary: summarize(criteria, grades) };
}

/** What the person's occupation usually involves (occupation/occupation-grade.ts); null without the ROME catalogs. */
function fromOccupation(label: string, profile: CandidateProfile, catalogs: EngineCatalogs, job: JobOccupation | null): CriterionGrade | null {
  if (!catalogs.occupations) return null;
  const held = profile.occupations;
  return held.length === 0 ? null : occupationGrade(label, profile, held, catalogs.occupations.skills(), job);
}

/** What the resume's work makes likely (data/skill-implications.csv), for the first requirement it speaks for. */
function fromWork(ask: CriterionAsk, profile: CandidateProfile, catalogs: EngineCatalogs): CriterionGrade | null {
  for (const group of ask) {
    for (const r of group) {
      const g = impliedByWork(r, profile, catalogs);
      if (g) return g;
    }
  }
  return null;
}

/**
 * The general thing shown without what the parenthesis makes precise. A product named
 * ("Python (pandas)", "VBA (Visual Basic)", "Power BI (DAX)": capitals) is met, as the judges of the
 * matching set read it (the parenthesis names an example or a detail), the detail left to the
 * interview; know-how made precise by its tool ("cartographie (QGIS)"), a diploma, a language or a
 * certificate ("Anglais (TOEIC 850)") is met in part.
 */
function onlyPartly(g: CriterionGrade, r: Requirement): CriterionGrade {
  if (g.match_status !== 'ideal') return g;
  if (r.kind === 'skill' && r.surface.some((s) => /\p{Lu}/u.test(s))) {
    return { ...g, match_explanation: `${g.match_explanation} Ce qui est précisé entre parenthèses n'apparaît pas : à vérifier en entretien.` };
  }
  return { match_status: 'potential', match_explanation: `${g.match_explanation} Ce qui est précisé entre parenthèses n'apparaît pas.` };
}
