import type { Engine } from '../engines/engine.js';
import { extractCriteria } from './extract-criteria.js';
import { matchCandidate } from './match-candidate.js';
import { similarities } from './text-similarity.js';
import type { Criterion, EvaluatedCriterion, RankCandidate, RankingEntry } from './types.js';
import { rankingRationale } from './ranking-rationale.js';
import { jobTitleOf, titleFit, type TitleFit } from './title-fit.js';

export interface ScoredCandidate {
  candidate_id: string;
  /** What the ranking orders by: the criteria score blended with the title fit (TITLE_WEIGHT). */
  score: number;
  /** The spec 4.3 score against the criteria extracted from the offer; the lexical similarity when there are none. */
  criteriaScore: number;
  /** How well the resume names the job offered (title-fit.ts). */
  title: TitleFit;
  similarity: number;
  evaluated: EvaluatedCriterion[];
  index: number;
}

/**
 * Weight of the title fit beside the criteria score (1): whether the person does the job offered
 * weighs like a third of the criteria. Chosen on the odd half of corpus/matching-dev (NDCG@5
 * against both judges), checked on the even half.
 */
export const TITLE_WEIGHT = 0.3;

/** Candidates evaluated at the same time: a model answers several requests at once; the built-in engine queues them on its threads. */
const EVALUATIONS_AT_ONCE = 4;

/**
 * Every candidate evaluated against the same criteria, extracted once from the offer, then
 * ordered: the criteria score blended with how well the resume names the job offered, then
 * lexical similarity to the offer, then input order (deterministic: the evaluations run a few at
 * a time, each result kept at its candidate's place).
 */
export async function scoreCandidates(
  engine: Engine,
  jobText: string,
  candidates: RankCandidate[],
  signal?: AbortSignal,
  deadline?: number,
): Promise<{ criteria: Criterion[]; scored: ScoredCandidate[]; jobTitle: string | null }> {
  const criteria = await extractCriteria(engine, jobText, signal, deadline);
  const sims = similarities(jobText, candidates.map((c) => c.candidate_text));
  const jobTitle = jobTitleOf(jobText);
  const results = await mapAtMost(EVALUATIONS_AT_ONCE, candidates, (c) =>
    criteria.length > 0 ? matchCandidate(engine, { jobText, candidateText: c.candidate_text, criteria }, signal, deadline) : Promise.resolve(null),
  );
  const scored: ScoredCandidate[] = candidates.map((c, index) => {
    const result = results[index];
    const criteriaScore = result ? result.score : sims[index];
    const title = titleFit(jobTitle, c.candidate_text);
    return {
      candidate_id: c.id,
      score: (criteriaScore + TITLE_WEIGHT * title.fit) / (1 + TITLE_WEIGHT),
      criteriaScore,
      title,
      similarity: sims[index],
      evaluated: result ? result.evaluated_criteria : [],
      index,
    };
  });
  scored.sort((a, b) => b.score - a.score || b.similarity - a.similarity || a.index - b.index);
  return { criteria, scored, jobTitle };
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
  const { criteria, scored, jobTitle } = await scoreCandidates(engine, input.jobText, input.candidates, signal, deadline);
  return scored.map((s, i) => ({
    rank: i + 1,
    candidate_id: s.candidate_id,
    score: s.score,
    rationale: rankingRationale(s, criteria.length, jobTitle),
  }));
}
