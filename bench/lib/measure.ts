/** Repeated timing of an async call, and the summary statistics the bench prints. */

export interface Timing {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function summarize(samples: number[]): Timing {
  const s = [...samples].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), mean: s.reduce((a, b) => a + b, 0) / s.length };
}

/**
 * Runs `fn` `warmup` times unmeasured, then up to `iterations` times measured, stopping early
 * once `budgetMs` of measured time is spent (a slow build still finishes the bench).
 */
export async function timeCalls(
  fn: () => Promise<unknown>,
  opts: { warmup: number; iterations: number; budgetMs: number },
): Promise<Timing> {
  for (let i = 0; i < opts.warmup; i++) await fn();
  const samples: number[] = [];
  const start = performance.now();
  for (let i = 0; i < opts.iterations; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
    if (performance.now() - start > opts.budgetMs && samples.length >= 5) break;
  }
  return summarize(samples);
}
