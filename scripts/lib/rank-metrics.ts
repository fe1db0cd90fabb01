/** Rank-quality measures for the quality scripts: Spearman's ρ with tied ranks, NDCG@k. */

/** 1-based ranks, ascending values first; ties get the mean of the ranks they span. */
export function averageRanks(values: number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const ranks = new Array<number>(values.length);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1].v === order[start].v) end++;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) ranks[order[k].i] = rank;
    start = end + 1;
  }
  return ranks;
}

function pearson(x: number[], y: number[]): number {
  const n = x.length;
  const mx = x.reduce((s, v) => s + v, 0) / n;
  const my = y.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) ** 2;
    syy += (y[i] - my) ** 2;
  }
  return sxx === 0 || syy === 0 ? Number.NaN : sxy / Math.sqrt(sxx * syy);
}

/** Spearman's ρ: Pearson correlation of the average ranks; NaN when one side is constant. */
export function spearman(x: number[], y: number[]): number {
  if (x.length !== y.length || x.length < 2) throw new Error('spearman needs two series of the same length ≥ 2');
  return pearson(averageRanks(x), averageRanks(y));
}

/**
 * NDCG@k of the order given by `scores` (descending; ties broken by index, i.e. input order),
 * with linear gains `relevance`: Σ rel_i / log2(i + 1) over the top k, divided by the ideal.
 */
export function ndcgAt(k: number, scores: number[], relevance: number[]): number {
  const dcg = (order: number[]) => order.slice(0, k).reduce((s, idx, i) => s + relevance[idx] / Math.log2(i + 2), 0);
  const byScore = scores.map((_, i) => i).sort((a, b) => scores[b] - scores[a] || a - b);
  const ideal = relevance.map((_, i) => i).sort((a, b) => relevance[b] - relevance[a] || a - b);
  const best = dcg(ideal);
  return best === 0 ? Number.NaN : dcg(byScore) / best;
}

/** Expected NDCG@k of a uniformly random order: every position holds the mean gain on average. */
export function randomNdcgAt(k: number, relevance: number[]): number {
  const meanGain = relevance.reduce((s, r) => s + r, 0) / relevance.length;
  const ideal = [...relevance].sort((a, b) => b - a);
  let expected = 0;
  let best = 0;
  for (let i = 0; i < Math.min(k, relevance.length); i++) {
    expected += meanGain / Math.log2(i + 2);
    best += ideal[i] / Math.log2(i + 2);
  }
  return best === 0 ? Number.NaN : expected / best;
}

/** Mean of the finite values, and how many there were. */
export function finiteMean(values: number[]): { mean: number; n: number } {
  const ok = values.filter(Number.isFinite);
  return { mean: ok.length ? ok.reduce((s, v) => s + v, 0) / ok.length : Number.NaN, n: ok.length };
}
