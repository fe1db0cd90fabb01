import type { MatchStatus, Weight } from './types.js';

/** Spec 4.3 rule 2: the value of each status in the weighted score. */
export const STATUS_VALUE: Record<MatchStatus, number> = {
  ideal: 1,
  potential: 0.6,
  not_mentioned: 0.5,
  not_valid: 0,
};

/**
 * score = sum(weight × value) / sum(weight), not rounded; 0 when there is nothing to weigh.
 * Always computed here, never by an engine ("the model grades, the code scores").
 */
export function weightedScore(items: ReadonlyArray<{ weight: Weight | number; match_status: MatchStatus }>): number {
  let num = 0;
  let den = 0;
  for (const it of items) {
    num += it.weight * STATUS_VALUE[it.match_status];
    den += it.weight;
  }
  return den === 0 ? 0 : num / den;
}
