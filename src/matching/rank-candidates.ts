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

/** Candidates evaluated at the same time: a model answers several requests at once; the built-in engine queues them on its threads. */
const EVALUATIONS_AT_ONCE = 4;

/**
 * Every candidate evaluated against the same criteria, extracted once from the offer, then
 * ordered: score, then lexical similarity to the offer, then input order (deterministic: the
 * evaluations run a few at a time, each result kept at its candidate's place).
 */
export async function scoreCandidates(
  engine: Engine,
  jobText: string,
  candidates: RankCandidate[],
  signal?: AbortSignal,
  deadline?: number,
): Promise<{ criteria: Criterion[]; scored: ScoredCandidate[] }> {
  const criteria = await extractCriteria(engine, jobText, signal, deadline);
  const sims = similarities(jobText, candidates.map((c) => c.candidate_text));
  const results = await mapAtMost(EVALUATIONS_AT_ONCE, candidates, (c) =>
    criteria.length > 0 ? matchCandidate(engine, { jobText, candidateText: c.candidate_text, criteria }, signal, deadline) : Promise.resolve(null),
  );
  const scored: ScoredCandidate[] = candidates.map((c, index) => {
    const result = results[index];
    return {
      candidate_id: c.id,
      score: result ? result.score : sims[index],
      similarity: sims[index],
      evaluated: result ? result.evaluated_criteria : [],
      index,
    };
  });
  scored.sort((a, b) => b.score - a.score || b.similarity - a.similarity || a.index - b.index);
  return { criteria, scored };
}

/** `work` over `items`, at most `limit` at a time; the results in the items' order. The first failure rejects. */
async function mapAtMost<T, R>(limit: number, items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** Spec 4.4: each candidate once, ranks 1..n, a score and a French rationale each. */
export async function rankCandidates(
  engine: Engine,
  input: { jobText: string; candidates: RankCandidate[] },
  signal?: AbortSignal,
  deadline?: number,
): Promise<RankingEntry[]> {
  const { criteria, scored } = await scoreCandidates(engine, input.jobText, input.candidates, signal, deadline);
  return scored.map((s, i) => ({
    rank: i + 1,
    candidate_id: s.candidate_id,
    score: s.score,
    rationale: rankingRationale(s, criteria.length),
  }));
}
