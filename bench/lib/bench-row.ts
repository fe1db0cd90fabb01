/** What a bench section returns: one row per measured figure, printed by `bench/run.ts`. */

export type Unit = 'ms' | 's' | 'req/s' | 'docs/s' | 'MB' | '%' | '×';
export type Stat = 'p50' | 'p95' | 'p99' | 'mean' | 'value';

export interface BenchRow {
  /** e.g. `extract-criteria`. */
  name: string;
  /** What was measured on, e.g. `3,996-char offer`. */
  detail?: string;
  unit: Unit;
  n?: number;
  p50?: number;
  p95?: number;
  p99?: number;
  mean?: number;
  /** A single figure (throughput, memory, a one-off duration). */
  value?: number;
  /** The figure to reach, on one statistic of the row. */
  target?: { stat: Stat; max?: number; min?: number };
  /** Shown under the table, e.g. why a row was skipped. */
  note?: string;
}

export interface BenchSection {
  /** Selects the section on the command line: `node dist/bench/run.js engine`. */
  name: string;
  title: string;
  run(options: BenchOptions): Promise<BenchRow[]>;
}

export interface BenchOptions {
  /** HTTP load duration in seconds. */
  duration: number;
  /** HTTP load concurrent connections. */
  connections: number;
  /** Folders of real documents (`--corpus=DIR`, repeatable), for the sections that read some. */
  corpus?: string[];
}

/** PASS / MISS against the row's target, or '' when there is no target or no figure. */
export function verdict(row: BenchRow): string {
  if (!row.target) return '';
  const v = row[row.target.stat];
  if (v === undefined || !Number.isFinite(v)) return 'n/a';
  const ok = (row.target.max === undefined || v <= row.target.max) && (row.target.min === undefined || v >= row.target.min);
  return ok ? 'PASS' : 'MISS';
}
