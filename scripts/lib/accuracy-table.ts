/**
 * Plain-text tables of per-field accuracy for the parser quality script: one row per field, one
 * column per group of documents (a language, a corpus source), each cell "accuracy (scored
 * outcomes)", and the outcome counts of the last column so that a reader sees *how* a field fails
 * (wrong, missing or invented), not only how often.
 */
import { accuracy, type ProfileScore, type Tally, tallyByField } from '../../test/golden/resumes/score-profile.js';

export interface Column {
  name: string;
  scores: ProfileScore[];
}

const pct = (x: number) => (Number.isFinite(x) ? (100 * x).toFixed(1).padStart(5) : '  n/a');

function total(tallies: Map<string, Tally>): Tally {
  const t: Tally = { correct: 0, wrong: 0, missing: 0, invented: 0 };
  for (const v of tallies.values()) for (const k of Object.keys(t) as Array<keyof Tally>) t[k] += v[k];
  return t;
}

function cell(t: Tally | undefined): string {
  if (!t) return ''.padStart(12);
  const n = t.correct + t.wrong + t.missing + t.invented;
  return `${pct(accuracy(t))} (${String(n).padStart(4)})`;
}

export function formatAccuracyTable(columns: Column[], rows: string[]): string {
  const tallies = columns.map((c) => tallyByField(c.scores.flatMap((s) => s.results)));
  const width = Math.max(24, ...rows.map((r) => r.length)) + 2;
  const head = 'field'.padEnd(width) + columns.map((c) => c.name.padStart(12)).join(' ') + '   correct/wrong/missing/invented';
  const lines = [head, '-'.repeat(head.length)];
  const last = tallies[tallies.length - 1]!;
  for (const row of rows) {
    if (!tallies.some((t) => t.has(row))) continue;
    const t = last.get(row);
    const counts = t ? `   ${t.correct}/${t.wrong}/${t.missing}/${t.invented}` : '';
    lines.push(row.padEnd(width) + tallies.map((m) => cell(m.get(row))).join(' ') + counts);
  }
  lines.push('-'.repeat(head.length));
  const all = total(last);
  lines.push(
    'all fields'.padEnd(width) +
      tallies.map((m) => cell(total(m))).join(' ') +
      `   ${all.correct}/${all.wrong}/${all.missing}/${all.invented}`,
  );
  return lines.join('\n');
}

/** Skills recall (expected skills found) and precision (output skills that are expected), micro-averaged. */
export function formatSkills(columns: Column[]): string {
  return columns
    .map((c) => {
      const s = c.scores.reduce((a, x) => ({ e: a.e + x.skills.expected, a: a.a + x.skills.actual, m: a.m + x.skills.matched }), { e: 0, a: 0, m: 0 });
      return `skills ${c.name}: recall ${pct(s.e ? s.m / s.e : Number.NaN)} % (${s.m}/${s.e}), precision ${pct(s.a ? s.m / s.a : Number.NaN)} % (${s.m}/${s.a})`;
    })
    .join('\n');
}
