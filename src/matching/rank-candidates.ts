import type { Engine } from '../engines/engine.js';
import { extractCriteria } from './extract-criteria.js';
import { matchCandidate } from './match-candidate.js';
import { similarities } from './text-similarity.js';
import type { Criterion, EvaluatedCriterion, RankCandidate, RankingEntry } from './types.js';
import { rankingRationale } from './ranking-rationale.js';

export interface ScoredCandidate {
  candidate_id: string;
  /** The spec 4.3 score against the criteria extracted from the offer; the lexical similarity when there are none. */
  score: number;
  similarity: number;
  evaluated: EvaluatedCriterion[];
  index: number;
}

/**
 * Every candidate evaluated against the same criteria, extracted once from the offer, then
 * ordered: score, then lexical similarity to the offer, then input order (deterministic).
 */
export async function scoreCandidates(
  engine: Engine,
  jobText: string,
  candidates: RankCandidate[],
  signal?: AbortSignal,
): Promise<{ criteria: Criterion[]; scored: ScoredCandidate[] }> {
  const criteria = await extractCriteria(engine, jobText, signal);
  const sims = similarities(jobText, candidates.map((c) => c.candidate_text));
  const scored: ScoredCandidate[] = [];
  for (const [index, c] of candidates.entries()) {
    const result = criteria.length > 0 ? await matchCandidate(engine, { jobText, candidateText: c.candidate_text, criteria }, signal) : null;
    scored.push({
      candidate_id: c.id,
      score: result ? result.score : sims[index],
      similarity: sims[index],
      evaluated: result ? result.evaluated_criteria : [],
      index,
    });
  }
  scored.sort((a, b) => b.score - a.score || b.similarity - a.similarity || a.index - b.index);
  return { criteria, scored };
}

/** Spec 4.4: each candidate once, ranks 1..n, a score and a French rationale each. */
export async function rankCandidates(
  engine: Engine,
  input: { jobText: string; candidates: RankCandidate[] },
  signal?: AbortSignal,
): Promise<RankingEntry[]> {
  const { criteria, scored } = await scoreCandidates(engine, input.jobText, input.candidates, signal);
  return scored.map((s, i) => ({
    rank: i + 1,
    candidate_id: s.candidate_id,
    score: s.score,
    rationale: rankingRationale(s, criteria.length),
  }));
}
