/**
 * Matching, ranking and criteria extraction against two recruiters' judgments:
 * `npm run quality:matching -- --set corpus/matching-dev --shared ../shared/corpus [--half odd|even] [--list | --list-all]`.
 *
 * Data: a judged set (corpus/matching-dev, see its README): per offer, `offers/<key>.json` (the
 * offer's and candidates' sources, and the criteria judge A extracted, weights and `essential`
 * flags), `judge-a/<key>.json` and `judge-b/<key>.json` (each judge's status per criterion per
 * candidate, a 0–3 relevance per candidate and a ranking), written by helper sessions that never
 * read the engine. Texts are read from their sources under `--shared` (../shared/corpus; nothing
 * third-party is copied into the repository).
 *
 * Printed, against each judge and between the judges (the ceiling):
 *   status   accuracy, Cohen's κ and quadratic-weighted κ of the statuses the engine gives on the
 *            judges' own criteria (the match endpoint's job, extraction left out);
 *   score    Spearman ρ between the engine's match score on those criteria and the judge's relevance;
 *   rank     NDCG@5 (gains = relevance) and Spearman ρ against the judge's ranking, of the order the
 *            rank endpoint gives (criteria extracted by the engine from the offer);
 *   extract  share of judge A's criteria the engine's extraction recovers (by weight), and share of
 *            offers whose every essential criterion is recovered with its weight.
 * --half odd|even keeps the odd or even offers (sorted keys, 1-based), so that changes can be made
 * looking at one half and judged on the other; --list prints every status disagreement; --ranks the
 * rank endpoint's order of each offer with the judges' relevance.
 * Always exits 0 once the data is read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createBuiltinEngine } from '../src/engines/builtin/create-builtin-engine.js';
import { requirementsOf } from '../src/engines/builtin/evaluate-candidate.js';
import { loadEngineCatalogs } from '../src/engines/builtin/load-engine-catalogs.js';
import type { Requirement } from '../src/engines/builtin/requirement.js';
import { contentTerms, stem } from '../src/engines/builtin/find/terms.js';
import { extractCriteria } from '../src/matching/extract-criteria.js';
import { matchCandidate } from '../src/matching/match-candidate.js';
import { scoreCandidates } from '../src/matching/rank-candidates.js';
import { MATCH_STATUSES, type Criterion, type MatchStatus } from '../src/matching/types.js';
import { finiteMean, ndcgAt, spearman } from './lib/rank-metrics.js';
import { sourceText } from './lib/matching-sources.js';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const setDir = path.resolve(arg('--set') ?? 'corpus/matching-dev');
const shared = path.resolve(arg('--shared') ?? '../shared/corpus');
const half = arg('--half');
const list = process.argv.includes('--list') || process.argv.includes('--list-all');
/** --list-all: every (candidate, criterion) pair, agreements too, for counting what an explanation's kind of evidence is worth. */
const listAll = process.argv.includes('--list-all');
/** --ranks: the rank endpoint's order per offer, with each candidate's score and the judges' relevance. */
const ranks = process.argv.includes('--ranks');

interface JudgeCriterion extends Criterion {
  essential?: boolean;
}
interface Offer {
  id: string;
  source: string;
  title: string;
  candidates: Array<{ id: string; source: string }>;
  criteria: JudgeCriterion[];
}
interface Judgment {
  verdicts: Record<string, { statuses: Record<string, MatchStatus>; relevance: number }>;
  ranking: string[];
}

const read = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const keys = readdirSync(path.join(setDir, 'offers'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5))
  .sort()
  .filter((_, i) => (half === 'odd' ? i % 2 === 0 : half === 'even' ? i % 2 === 1 : true));
const JUDGES = ['a', 'b'] as const;

/** Ordinal value of a status for the weighted κ: contradicted < silent < partly < clearly met. */
const ORDINAL: Record<MatchStatus, number> = { not_valid: 0, not_mentioned: 1, potential: 2, ideal: 3 };

function kappa(pairs: Array<[MatchStatus, MatchStatus]>, weighted: boolean): number {
  const k = MATCH_STATUSES.length;
  const idx = (s: MatchStatus) => ORDINAL[s];
  const obs = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  for (const [x, y] of pairs) obs[idx(x)][idx(y)]++;
  const n = pairs.length;
  const row = obs.map((r) => r.reduce((s, v) => s + v, 0));
  const col = obs[0].map((_, j) => obs.reduce((s, r) => s + r[j], 0));
  const w = (i: number, j: number) => (weighted ? ((i - j) * (i - j)) / ((k - 1) * (k - 1)) : i === j ? 0 : 1);
  let o = 0;
  let e = 0;
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) {
      o += w(i, j) * obs[i][j];
      e += (w(i, j) * row[i] * col[j]) / n;
    }
  }
  return e === 0 ? Number.NaN : 1 - o / e;
}

function agreement(pairs: Array<[MatchStatus, MatchStatus]>): string {
  const acc = pairs.filter(([x, y]) => x === y).length / pairs.length;
  return `accuracy ${f(acc)}  κ ${f(kappa(pairs, false))}  weighted κ ${f(kappa(pairs, true))}  (n ${pairs.length})`;
}

/** Counts of (engine, judge) status pairs, rows the engine's, columns the judge's, in ORDINAL order. */
function confusion(pairs: Array<[MatchStatus, MatchStatus]>): string {
  const order = [...MATCH_STATUSES].sort((x, y) => ORDINAL[x] - ORDINAL[y]);
  const rows = order.map((r) => `${r} [${order.map((c) => pairs.filter(([x, y]) => x === r && y === c).length).join(' ')}]`);
  return `(${order.join(', ')}) ${rows.join('; ')}`;
}

const f = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : ' n/a ');

// ---- extraction alignment: does an extracted criterion ask what a judge criterion asks?
const catalogs = loadEngineCatalogs();
function sameRequirement(a: Requirement, b: Requirement): boolean {
  if (a.kind === 'skill' && b.kind === 'skill') return a.skills.some((s) => b.skills.some((t) => t.id === s.id));
  if (a.kind === 'language' && b.kind === 'language') return a.code === b.code;
  if (a.kind === 'license' && b.kind === 'license') return a.category === b.category;
  if (a.kind === 'diploma' && b.kind === 'diploma') return true;
  if (a.kind === 'certification' && b.kind === 'certification') return a.family === b.family;
  if (a.kind === 'experience' && b.kind === 'experience') {
    if (!a.domain || !b.domain) return true;
    return termsOverlap(a.domain, b.domain);
  }
  return false;
}
function termsOverlap(x: string, y: string): boolean {
  const sx = new Set(contentTerms(x).map(stem));
  const sy = contentTerms(y).map(stem);
  const common = sy.filter((s) => sx.has(s)).length;
  return common > 0 && common >= 0.5 * Math.min(sx.size, sy.length);
}
function recovered(judge: JudgeCriterion, extracted: Criterion[]): Criterion | null {
  const ask = requirementsOf(judge, catalogs).flat();
  for (const e of extracted) {
    const theirs = requirementsOf(e, catalogs).flat();
    if (ask.some((a) => theirs.some((b) => sameRequirement(a, b))) || termsOverlap(judge.label, e.label)) return e;
  }
  return null;
}

/** What a criterion asks, for the per-kind figures: its requirements' kinds, "text" when none is read. */
function kindOf(c: Criterion): string {
  const kinds = [...new Set(requirementsOf(c, catalogs).flat().map((r) => r.kind))];
  return kinds.length === 0 ? 'none' : kinds.sort().join('+');
}

async function main(): Promise<void> {
  const now = new Date('2026-11-27T00:00:00Z');
  const engine = createBuiltinEngine({ now: () => now });
  const statusPairs: Record<string, Array<[MatchStatus, MatchStatus]>> = { a: [], b: [], ab: [] };
  /** engine vs judge A, by what the criterion asks (the kind of its first requirement) */
  const byKind = new Map<string, Array<[MatchStatus, MatchStatus]>>();
  const scoreRho: Record<string, number[]> = { a: [], b: [] };
  const rankNdcg: Record<string, number[]> = { a: [], b: [], ab: [], ba: [] };
  const rankRho: Record<string, number[]> = { a: [], b: [], ab: [] };
  let weightAll = 0;
  let weightFound = 0;
  let essentialOffers = 0;
  let essentialOk = 0;
  let essentialAll = 0;
  let essentialFound = 0;
  const lines: string[] = [];
  const disagreements: string[] = [];

  for (const key of keys) {
    const offer = read<Offer>(path.join(setDir, 'offers', `${key}.json`));
    const judged = Object.fromEntries(JUDGES.map((j) => [j, read<Judgment>(path.join(setDir, `judge-${j}`, `${key}.json`))])) as Record<'a' | 'b', Judgment>;
    const jobText = sourceText(offer.source, shared);
    const texts = offer.candidates.map((c) => sourceText(c.source, shared));
    const criteria: Criterion[] = offer.criteria.map((c) => ({ id: c.id, label: c.label, weight: c.weight, is_mandatory: c.is_mandatory, rationale: c.rationale }));

    // Status on the judges' criteria, and the match score.
    const matchScores: number[] = [];
    for (const [ci, c] of offer.candidates.entries()) {
      const result = await matchCandidate(engine, { jobText, candidateText: texts[ci], criteria });
      matchScores.push(result.score);
      for (const ev of result.evaluated_criteria) {
        const sa = judged.a.verdicts[c.id].statuses[ev.id];
        const sb = judged.b.verdicts[c.id].statuses[ev.id];
        statusPairs.a.push([ev.match_status, sa]);
        statusPairs.b.push([ev.match_status, sb]);
        statusPairs.ab.push([sa, sb]);
        const kind = kindOf(criteria.find((x) => x.id === ev.id)!);
        byKind.set(kind, [...(byKind.get(kind) ?? []), [ev.match_status, sa]]);
        if (list && (listAll || ev.match_status !== sa || ev.match_status !== sb)) {
          disagreements.push(`  ${key} ${c.id} ${ev.id} "${ev.label}": engine ${ev.match_status}, A ${sa}, B ${sb} — ${ev.match_explanation.slice(0, 160)}`);
        }
      }
    }
    const relevance = Object.fromEntries(JUDGES.map((j) => [j, offer.candidates.map((c) => judged[j].verdicts[c.id].relevance)])) as Record<'a' | 'b', number[]>;
    // A judge's ranking as scores: first = n, last = 1.
    const rankScore = Object.fromEntries(JUDGES.map((j) => [j, offer.candidates.map((c) => offer.candidates.length - judged[j].ranking.indexOf(c.id))])) as Record<'a' | 'b', number[]>;
    for (const j of JUDGES) scoreRho[j].push(spearman(matchScores, relevance[j]));

    // The rank endpoint's order: criteria extracted from the offer by the engine.
    const { scored } = await scoreCandidates(engine, jobText, offer.candidates.map((c, i) => ({ id: c.id, candidate_text: texts[i] })));
    const order = new Map(scored.map((s, i) => [s.candidate_id, scored.length - i]));
    const ourRank = offer.candidates.map((c) => order.get(c.id)!);
    if (ranks) {
      const rel = (id: string) => JUDGES.map((j) => judged[j].verdicts[id].relevance).join('/');
      lines.push(`  ${key} engine order (score, relevance A/B): ${scored.map((s) => `${s.candidate_id} ${s.score.toFixed(2)} ${rel(s.candidate_id)}`).join(' | ')}`);
    }
    for (const j of JUDGES) {
      rankNdcg[j].push(ndcgAt(5, ourRank, relevance[j]));
      rankRho[j].push(spearman(ourRank, rankScore[j]));
    }
    rankNdcg.ab.push(ndcgAt(5, rankScore.a, relevance.b));
    rankNdcg.ba.push(ndcgAt(5, rankScore.b, relevance.a));
    rankRho.ab.push(spearman(rankScore.a, rankScore.b));

    // Extraction against judge A's criteria.
    const extracted = await extractCriteria(engine, jobText);
    let offerOk = true;
    let hasEssential = false;
    for (const jc of offer.criteria) {
      const e = recovered(jc, extracted);
      weightAll += jc.weight;
      if (e) weightFound += jc.weight;
      if (jc.essential) {
        hasEssential = true;
        essentialAll++;
        const ok = e !== null && e.weight === jc.weight;
        if (ok) essentialFound++;
        else offerOk = false;
        if (list && !ok) disagreements.push(`  ${key} extraction: essential "${jc.label}" (w${jc.weight}) ${e ? `found as "${e.label}" w${e.weight}` : 'not extracted'}`);
      }
    }
    if (hasEssential) {
      essentialOffers++;
      if (offerOk) essentialOk++;
    }
    lines.push(
      `  ${key.padEnd(12)} ${offer.title.slice(0, 44).padEnd(44)} rank NDCG@5 A ${f(rankNdcg.a.at(-1)!)} B ${f(rankNdcg.b.at(-1)!)}  ρ A ${f(rankRho.a.at(-1)!)} B ${f(rankRho.b.at(-1)!)}  extracted ${extracted.length}`,
    );
  }

  console.log(`Judged matching set ${path.relative(process.cwd(), setDir)}${half ? ` (${half} offers)` : ''}: ${keys.length} offers`);
  console.log(lines.join('\n'));
  console.log('status on the judges\' criteria:');
  console.log(`  engine vs A   ${agreement(statusPairs.a)}`);
  console.log(`  engine vs B   ${agreement(statusPairs.b)}`);
  console.log(`  A vs B        ${agreement(statusPairs.ab)}`);
  console.log(`  engine (rows) against A (columns): ${confusion(statusPairs.a)}`);
  for (const [kind, pairs] of [...byKind].sort((x, y) => y[1].length - x[1].length)) {
    console.log(`  ${kind.padEnd(13)} vs A ${agreement(pairs)}; ${confusion(pairs)}`);
  }
  const m = (xs: number[]) => f(finiteMean(xs).mean);
  console.log(`match score vs relevance (Spearman, mean per offer): A ${m(scoreRho.a)}  B ${m(scoreRho.b)}`);
  console.log(`rank NDCG@5: engine vs A ${m(rankNdcg.a)}  vs B ${m(rankNdcg.b)}  |  A's ranking vs B's relevance ${m(rankNdcg.ab)}, B's vs A's ${m(rankNdcg.ba)}`);
  console.log(`rank Spearman: engine vs A ${m(rankRho.a)}  vs B ${m(rankRho.b)}  |  A vs B ${m(rankRho.ab)}`);
  console.log(
    `extraction: judge A's criteria recovered ${f(weightFound / weightAll)} by weight; essential criteria recovered with their weight ${essentialFound}/${essentialAll}; offers with every essential criterion so recovered ${essentialOk}/${essentialOffers} (${f(essentialOk / essentialOffers)})`,
  );
  if (list) console.log(disagreements.join('\n'));
}

await main();
