/**
 * Evaluation of a candidate against criteria: each criterion's label (else its rationale) is read
 * with the same requirement finder as offers, evaluated against the candidate profile, and the
 * grades of a criterion that asks for several things are combined.
 */
import type { Criterion, CriterionGrade, MatchStatus } from '../../matching/types.js';
import type { EvaluateOutput } from '../engine.js';
import type { CandidateProfile } from './analyze-candidate.js';
import type { EngineCatalogs } from './engine-catalogs.js';
import type { Requirement } from './requirement.js';
import { findRequirements } from './find/find-requirements.js';
import { contentTerms } from './find/terms.js';
import { evaluateRequirement } from './evaluate-requirement.js';
import { summarize } from './french/summarize.js';

/** Requirements a criterion asks for. Labels repeat across candidates, so the caller may cache. */
export function requirementsOf(criterion: Pick<Criterion, 'label' | 'rationale'>, catalogs: EngineCatalogs): Requirement[] {
  const fromLabel = findRequirements(criterion.label, catalogs).map((f) => f.requirement);
  if (fromLabel.length > 0) return fromLabel;
  const terms = contentTerms(criterion.label);
  if (terms.length > 0) return [{ kind: 'text', terms }];
  // A label with no content word ("Profil", "Critère 1"): its rationale says what it means.
  const fromRationale = findRequirements(criterion.rationale, catalogs).map((f) => f.requirement);
  return fromRationale.length > 0 ? fromRationale.slice(0, 1) : [{ kind: 'text', terms: contentTerms(criterion.rationale).slice(0, 6) }];
}

/** A criterion asking for several things is met when all are, contradicted when one is. */
export function combine(grades: CriterionGrade[]): CriterionGrade {
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
  analyze: (c: Criterion) => Requirement[] = (c) => requirementsOf(c, catalogs),
): EvaluateOutput {
  const grades = criteria.map((c) => combine(analyze(c).map((r) => evaluateRequirement(r, profile, catalogs))));
  return { grades, summary: summarize(criteria, grades) };
}
