/** Domain types shared by criteria extraction, matching and ranking (spec 2.2–2.5). */

export type Weight = 1 | 2 | 3;

/** Spec 2.2. */
export interface Criterion {
  id: string;
  label: string;
  weight: Weight;
  is_mandatory: boolean;
  rationale: string;
}

export const MATCH_STATUSES = ['ideal', 'potential', 'not_mentioned', 'not_valid'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** What an engine says about one criterion; the score is computed by our code from it. */
export interface CriterionGrade {
  match_status: MatchStatus;
  /** French, quoting the resume's evidence when there is some. */
  match_explanation: string;
}

/** Spec 2.3. */
export interface EvaluatedCriterion extends Criterion, CriterionGrade {}

/** Spec 2.5. */
export interface RankCandidate {
  id: string;
  candidate_text: string;
}

/** Spec 2.4. */
export interface RankingEntry {
  rank: number;
  candidate_id: string;
  score: number;
  rationale: string;
}

export interface MatchResult {
  score: number;
  summary: string;
  evaluated_criteria: EvaluatedCriterion[];
}
