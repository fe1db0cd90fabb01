/**
 * In-process figures of the built-in engine (issue 2): extraction on a ~4,000-character offer,
 * matching of a two-page resume against 12 criteria, ranking of 10 candidates.
 */
import { createBuiltinEngine } from '../../src/engines/builtin/create-builtin-engine.js';
import { extractCriteria } from '../../src/matching/extract-criteria.js';
import { matchCandidate } from '../../src/matching/match-candidate.js';
import { rankCandidates } from '../../src/matching/rank-candidates.js';
import type { BenchRow, BenchSection } from '../lib/bench-row.js';
import { criteria12, offerText, resumeText, tenCandidates, typicalMatch } from '../lib/fixtures.js';
import { timeCalls } from '../lib/measure.js';

const chars = (s: string) => `${s.length.toLocaleString('en-US')} chars`;

export const engineSection: BenchSection = {
  name: 'engine',
  title: 'Built-in engine, in process',
  async run() {
    const jobText = offerText();
    const candidateText = resumeText();
    const criteria = criteria12();
    const candidates = tenCandidates();
    const typical = typicalMatch();

    const t0 = performance.now();
    const engine = createBuiltinEngine();
    const startMs = performance.now() - t0;

    const extract = await timeCalls(() => extractCriteria(engine, jobText), { warmup: 20, iterations: 300, budgetMs: 15_000 });
    const match = await timeCalls(() => matchCandidate(engine, { jobText, candidateText, criteria }), { warmup: 50, iterations: 500, budgetMs: 15_000 });
    const matchTypical = await timeCalls(() => matchCandidate(engine, typical), { warmup: 50, iterations: 500, budgetMs: 15_000 });
    const rank = await timeCalls(() => rankCandidates(engine, { jobText, candidates }), { warmup: 5, iterations: 60, budgetMs: 20_000 });
    const extracted = (await extractCriteria(engine, jobText)).length;

    const rows: BenchRow[] = [
      { name: 'engine start (catalogs)', detail: 'createBuiltinEngine()', unit: 'ms', value: startMs },
      { name: 'extract-criteria', detail: `${chars(jobText)} offer → ${extracted} criteria`, unit: 'ms', ...extract, target: { stat: 'p50', max: 20 } },
      { name: 'match', detail: `${chars(candidateText)} resume, ${criteria.length} criteria`, unit: 'ms', ...match, target: { stat: 'p50', max: 10 } },
      { name: 'match (typical)', detail: `${chars(typical.candidateText)} resume, ${typical.criteria.length} criteria`, unit: 'ms', ...matchTypical },
      { name: 'rank', detail: `${candidates.length} candidates`, unit: 'ms', ...rank, target: { stat: 'p50', max: 60 } },
    ];
    return rows;
  },
};
