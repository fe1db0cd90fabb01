import { EngineFailure, type Engine } from '../engines/engine.js';
import { weightedScore } from './score.js';
import { MATCH_STATUSES, type Criterion, type MatchResult } from './types.js';

/** Spec 4.3 rule 3, exactly. */
export const EMPTY_MATCH_SUMMARY = 'Aucun critère à évaluer.';

/**
 * Spec 4.3: every input criterion back, in input order, fields unchanged, plus the engine's
 * status and explanation; the score is ours.
 */
export async function matchCandidate(
  engine: Engine,
  input: { jobText: string; candidateText: string; criteria: Criterion[] },
  signal?: AbortSignal,
  deadline?: number,
): Promise<MatchResult> {
  if (input.criteria.length === 0) return { score: 0, summary: EMPTY_MATCH_SUMMARY, evaluated_criteria: [] };
  const { grades, summary } = await engine.evaluateCandidate({ ...input, signal, deadline });
  if (grades.length !== input.criteria.length) throw new EngineFailure(`engine ${engine.name} graded ${grades.length} of ${input.criteria.length} criteria`);
  const evaluated_criteria = input.criteria.map((c, i) => {
    const g = grades[i];
    if (!MATCH_STATUSES.includes(g.match_status) || typeof g.match_explanation !== 'string' || g.match_explanation.trim() === '') {
      throw new EngineFailure(`engine ${engine.name} returned an invalid grade`);
    }
    return { id: c.id, label: c.label, weight: c.weight, is_mandatory: c.is_mandatory, rationale: c.rationale, match_status: g.match_status, match_explanation: g.match_explanation };
  });
  if (typeof summary !== 'string' || summary.trim() === '') throw new EngineFailure(`engine ${engine.name} returned no summary`);
  return { score: weightedScore(evaluated_criteria), summary, evaluated_criteria };
}
