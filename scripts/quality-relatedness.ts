/**
 * "Related skill" answers against judged pairs: `npm run quality:relatedness [-- --pairs FILE] [--half odd|even] [--list]`.
 *
 * Data: corpus/skill-pairs/pairs.csv (ours; `a,b,judgement,domain`, judgement related|unrelated),
 * written by a helper session that had not read the engine. Each pair goes through the engine end
 * to end, both ways: a criterion "Maîtrise de A" against a resume whose skills line reads
 * "Compétences : B" (and the reverse). The engine calls the pair related when either way comes
 * back `ideal` or `potential` (B counts for A), unrelated when both come back `not_mentioned`.
 *
 * Printed: precision and recall of "related" (target ≥ 0.95 and ≥ 0.6, issue 13), per domain, and
 * with --list every disagreement. --half odd|even keeps the odd or even data rows (1-based), so
 * that changes can be made looking at one half and judged on the other. Always exits 0.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeCandidate } from '../src/engines/builtin/analyze-candidate.js';
import { evaluateProfile } from '../src/engines/builtin/evaluate-candidate.js';
import { loadEngineCatalogs } from '../src/engines/builtin/load-engine-catalogs.js';
import { parseCsv } from './catalogs/csv.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const file = path.resolve(arg('--pairs') ?? path.join(ROOT, 'corpus/skill-pairs/pairs.csv'));
const half = arg('--half');
const list = process.argv.includes('--list');

const [header, ...rows] = parseCsv(readFileSync(file, 'utf8')).filter((r) => r.some((c) => c.trim() !== ''));
const col = (n: string) => header.indexOf(n);
const pairs = rows
  .map((r, i) => ({ n: i + 1, a: r[col('a')].trim(), b: r[col('b')].trim(), related: r[col('judgement')].trim() === 'related', domain: r[col('domain')]?.trim() || '-' }))
  .filter((p) => (half === 'odd' ? p.n % 2 === 1 : half === 'even' ? p.n % 2 === 0 : true));

const catalogs = loadEngineCatalogs();
const now = new Date('2026-11-27T00:00:00Z');
function counts(want: string, have: string): { status: string; explanation: string } {
  const profile = analyzeCandidate(`Compétences : ${have}`, catalogs, now);
  const { grades } = evaluateProfile(profile, [{ id: 'c1', label: `Maîtrise de ${want}`, weight: 2, is_mandatory: false, rationale: 'Compétence demandée.' }], catalogs);
  return { status: grades[0].match_status, explanation: grades[0].match_explanation };
}

interface Tally { tp: number; fp: number; fn: number; tn: number }
const tally = (): Tally => ({ tp: 0, fp: 0, fn: 0, tn: 0 });
const all = tally();
const byDomain = new Map<string, Tally>();
const wrong: string[] = [];
for (const p of pairs) {
  const ab = counts(p.a, p.b);
  const ba = counts(p.b, p.a);
  const said = [ab, ba].some((g) => g.status === 'ideal' || g.status === 'potential');
  const t = byDomain.get(p.domain) ?? tally();
  byDomain.set(p.domain, t);
  for (const x of [all, t]) {
    if (said && p.related) x.tp++;
    else if (said) x.fp++;
    else if (p.related) x.fn++;
    else x.tn++;
  }
  if (said !== p.related) {
    const why = [ab, ba].find((g) => g.status === 'ideal' || g.status === 'potential');
    wrong.push(`  ${p.related ? 'missed ' : 'invented'} #${p.n} ${p.a} ~ ${p.b} [${p.domain}]${why ? ` — ${why.status}: ${why.explanation}` : ''}`);
  }
}
const pct = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : ' n/a ');
const line = (name: string, t: Tally) =>
  `${name.padEnd(14)} pairs ${String(t.tp + t.fp + t.fn + t.tn).padStart(4)}  related ${String(t.tp + t.fn).padStart(3)}  precision ${pct(t.tp / (t.tp + t.fp))}  recall ${pct(t.tp / (t.tp + t.fn))}  (tp ${t.tp}, fp ${t.fp}, fn ${t.fn}, tn ${t.tn})`;
console.log(`Related-skill answers on ${path.relative(process.cwd(), file)}${half ? ` (${half} rows)` : ''}`);
console.log(line('all', all));
for (const [d, t] of [...byDomain].sort()) console.log(line(d, t));
if (list) console.log(wrong.join('\n'));
