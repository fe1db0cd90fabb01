/**
 * Ranking quality against human judgements: `npm run quality:ranking`
 * (or `npx tsx scripts/quality-ranking.ts [--corpus DIR]`).
 *
 * Data: ../shared/corpus/vanetik-matching (GPL-3.0, Vanetik & Kogan 2023) — 5 vacancies
 * (5_vacancies.csv, row order = vacancy 1..5), CVs CV/<n>.docx, and the human rankings of CVs
 * 1–15 in _derived/vanetik_rankings_cv01-15.visible.json: for CV n and each annotator, an array
 * giving each vacancy (CSV row order) its position, 1 best … 5 worst (ties exist). The data is
 * read at run time and never copied into the repository.
 *
 * Human relevance of CV c for vacancy v = 6 − position, averaged over annotators.
 * Our score for (v, c) = the score the ranking uses, computed for each CV on its own
 * (`scoreCandidates`), since rank numbers are only relative to one request.
 *
 * Printed: per vacancy, Spearman ρ (average ranks for ties) between our scores and human
 * relevance over the 15 CVs, and NDCG@5 of our top 5 (linear gains = human relevance); the same
 * for a plain TF-IDF cosine baseline and the expected NDCG@5 of a random order; ρ against each
 * annotator alone and between the two annotators (how much signal the labels hold); then the
 * "transposed" view, which is how the humans annotated — per CV, ρ between our scores of the 5
 * vacancies and human relevance. Always exits 0 once the data is read.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBuiltinEngine } from '../src/engines/builtin/create-builtin-engine.js';
import { scoreCandidates } from '../src/matching/rank-candidates.js';
import { similarities } from '../src/matching/text-similarity.js';
import { parseCsv } from './catalogs/csv.js';
import { docxText } from './lib/docx-text.js';
import { finiteMean, ndcgAt, randomNdcgAt, spearman } from './lib/rank-metrics.js';

const CV_IDS = Array.from({ length: 15 }, (_, i) => i + 1);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function corpusDir(): string {
  const i = process.argv.indexOf('--corpus');
  return i > 0 && process.argv[i + 1] ? path.resolve(process.argv[i + 1]) : path.resolve(ROOT, '..', 'shared', 'corpus');
}

interface Vacancy {
  title: string;
  text: string;
}

function readVacancies(file: string): Vacancy[] {
  const [header, ...rows] = parseCsv(readFileSync(file, 'utf8')).filter((r) => r.some((cell) => cell.trim() !== ''));
  const col = (name: string) => {
    const j = header.indexOf(name);
    if (j < 0) throw new Error(`${file}: no column ${name}`);
    return j;
  };
  const [desc, title] = [col('job_description'), col('job_title')];
  return rows.map((r) => ({ title: r[title].trim(), text: `${r[title].trim()}\n\n${r[desc].trim()}` }));
}

/** relevance[v][c]: 6 − position of vacancy v for CV c, averaged over annotators (c = CV id − 1). */
function readRelevance(file: string, vacancies: number): { relevance: number[][]; annotators: Record<string, number[][]> } {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const annotators: Record<string, number[][]> = {};
  for (const [key, value] of Object.entries(json)) {
    if (!key.startsWith('annotator_')) continue;
    const byCv = value as Record<string, number[]>;
    // positions[c][v]
    annotators[key] = CV_IDS.map((id) => {
      const positions = byCv[String(id)];
      if (!Array.isArray(positions) || positions.length !== vacancies) throw new Error(`${file}: ${key} has no ${vacancies} positions for CV ${id}`);
      return positions;
    });
  }
  const names = Object.keys(annotators);
  if (names.length === 0) throw new Error(`${file}: no annotator_* field`);
  const relevance = Array.from({ length: vacancies }, (_, v) =>
    CV_IDS.map((_, c) => names.reduce((s, a) => s + (6 - annotators[a][c][v]), 0) / names.length),
  );
  return { relevance, annotators };
}

const f3 = (x: number) => (Number.isFinite(x) ? x.toFixed(3).padStart(6) : '   n/a');
const column = (i: number) => (s: number[][]) => s.map((row) => row[i]);

async function main(): Promise<void> {
  const corpus = corpusDir();
  const dataset = path.join(corpus, 'vanetik-matching', 'NataliaVanetik__vacancy-resume-matching-dataset');
  const rankingsFile = path.join(corpus, '_derived', 'vanetik_rankings_cv01-15.visible.json');
  for (const p of [dataset, rankingsFile]) {
    if (!existsSync(p)) {
      process.stderr.write(`quality-ranking: ${p} not found (pass --corpus DIR)\n`);
      process.exit(1);
    }
  }

  const vacancies = readVacancies(path.join(dataset, '5_vacancies.csv'));
  const cvs = CV_IDS.map((id) => ({ id: `cv${id}`, candidate_text: docxText(path.join(dataset, 'CV', `${id}.docx`)) }));
  const { relevance, annotators } = readRelevance(rankingsFile, vacancies.length);

  const engine = createBuiltinEngine();
  const ours: number[][] = []; // ours[v][c]
  const criteriaCount: number[] = [];
  const started = performance.now();
  for (const v of vacancies) {
    const { criteria, scored } = await scoreCandidates(engine, v.text, cvs);
    const byId = new Map(scored.map((s) => [s.candidate_id, s.score]));
    ours.push(cvs.map((c) => byId.get(c.id) ?? Number.NaN));
    criteriaCount.push(criteria.length);
  }
  const elapsed = performance.now() - started;

    // The baseline is the lexical similarity the ranking itself uses to break ties, alone.
  const baseline = vacancies.map((v) => similarities(v.text, cvs.map((c) => c.candidate_text)));

  console.log(`Ranking quality on vanetik-matching: ${vacancies.length} vacancies × ${cvs.length} CVs, ${Object.keys(annotators).length} annotators`);
  console.log(`engine ${engine.name} ${engine.version}; ${Math.round(elapsed)} ms for ${vacancies.length} extractions + ${vacancies.length * cvs.length} matches\n`);

  console.log('Per vacancy (over the 15 CVs; relevance = 6 − human position, mean of annotators)');
  // Each annotator alone, and the two against each other: how much signal the labels hold.
  const names = Object.keys(annotators);
  const relevanceOf = (a: string, v: number): number[] => CV_IDS.map((_, c) => 6 - annotators[a][c][v]);
  console.log(' v  title                                   crit  ρ ours  NDCG@5 ours  ρ tfidf  NDCG@5 tfidf  NDCG@5 random  ρ ours~a1  ρ ours~a2  ρ a1~a2');
  const rows = vacancies.map((vac, v) => {
    const [a1, a2] = names.map((a) => relevanceOf(a, v));
    const r = {
      rho: spearman(ours[v], relevance[v]),
      ndcg: ndcgAt(5, ours[v], relevance[v]),
      rhoBase: spearman(baseline[v], relevance[v]),
      ndcgBase: ndcgAt(5, baseline[v], relevance[v]),
      ndcgRandom: randomNdcgAt(5, relevance[v]),
      rhoA1: spearman(ours[v], a1),
      rhoA2: a2 ? spearman(ours[v], a2) : Number.NaN,
      agree: a2 ? spearman(a1, a2) : Number.NaN,
    };
    console.log(
      ` ${v + 1}  ${vac.title.slice(0, 38).padEnd(38)} ${String(criteriaCount[v]).padStart(5)}  ${f3(r.rho)}       ${f3(r.ndcg)}   ${f3(r.rhoBase)}        ${f3(r.ndcgBase)}         ${f3(r.ndcgRandom)}     ${f3(r.rhoA1)}     ${f3(r.rhoA2)}   ${f3(r.agree)}`,
    );
    return r;
  });
  const mean = (k: keyof (typeof rows)[number]) => finiteMean(rows.map((r) => r[k])).mean;
  console.log(
    ` mean${' '.repeat(42)}  ${f3(mean('rho'))}       ${f3(mean('ndcg'))}   ${f3(mean('rhoBase'))}        ${f3(mean('ndcgBase'))}         ${f3(mean('ndcgRandom'))}     ${f3(mean('rhoA1'))}     ${f3(mean('rhoA2'))}   ${f3(mean('agree'))}`,
  );

  console.log('\nTransposed, as the humans annotated (per CV, over the 5 vacancies)');
  console.log('  CV   ρ ours  ρ tfidf  ρ annotator 1 vs 2');
  const perCv = CV_IDS.map((id, c) => {
    const human = column(c)(relevance);
    const r = {
      ours: spearman(column(c)(ours), human),
      base: spearman(column(c)(baseline), human),
      agree: names.length >= 2 ? spearman(annotators[names[0]][c], annotators[names[1]][c]) : Number.NaN,
    };
    console.log(`  ${String(id).padStart(2)}   ${f3(r.ours)}   ${f3(r.base)}   ${f3(r.agree)}`);
    return r;
  });
  const t = (k: keyof (typeof perCv)[number]) => finiteMean(perCv.map((r) => r[k]));
  const [to, tb, ta] = [t('ours'), t('base'), t('agree')];
  console.log(`  mean ${f3(to.mean)}   ${f3(tb.mean)}   ${f3(ta.mean)}   (CVs with a defined ρ: ${to.n}, ${tb.n}, ${ta.n})`);

  console.log(
    `\nsummary: per-vacancy Spearman mean ${f3(mean('rho')).trim()} (TF-IDF ${f3(mean('rhoBase')).trim()}), ` +
      `NDCG@5 mean ${f3(mean('ndcg')).trim()} (TF-IDF ${f3(mean('ndcgBase')).trim()}, random ${f3(mean('ndcgRandom')).trim()}); ` +
      `transposed Spearman mean ${f3(to.mean).trim()} (TF-IDF ${f3(tb.mean).trim()}); ` +
      `agreement between annotators: per vacancy ${f3(mean('agree')).trim()}, per CV ${f3(ta.mean).trim()}`,
  );
}

/**
 * Our own golden set: each of the 15 offers ranks all 15 golden resumes (written in pairs, across
 * trades and languages). The resume written for an offer should come first: top-1 rate and MRR.
 * Unlike the vanetik labels, this ground truth is unambiguous, so it shows whether the ranking
 * tells a fitting candidate from the others.
 */
async function goldenRanking(): Promise<void> {
  const dir = path.join(ROOT, 'test', 'golden', 'matching');
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  const pairs = files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { job_text: string; candidate_text: string });
  const candidates = pairs.map((p, i) => ({ id: files[i], candidate_text: p.candidate_text }));
  const engine = createBuiltinEngine();
  let top1 = 0;
  let reciprocal = 0;
  console.log(`
Golden set: each of ${pairs.length} offers ranks the ${pairs.length} golden resumes; the resume written for it should be first`);
  console.log('  offer                                  rank of its resume  first');
  for (const [i, p] of pairs.entries()) {
    const { scored } = await scoreCandidates(engine, p.job_text, candidates);
    const rank = scored.findIndex((s) => s.candidate_id === files[i]) + 1;
    if (rank === 1) top1++;
    reciprocal += 1 / rank;
    console.log(`  ${files[i].replace(/\.json$/, '').padEnd(38)} ${String(rank).padStart(18)}  ${rank === 1 ? '' : scored[0].candidate_id}`);
  }
  console.log(`  top-1 ${top1}/${pairs.length} = ${f3(top1 / pairs.length).trim()}, MRR ${f3(reciprocal / pairs.length).trim()}`);
}

main()
  .then(goldenRanking)
  .catch((error: unknown) => {
    process.stderr.write(`quality-ranking failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
