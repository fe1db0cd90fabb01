/**
 * Resume parser quality: `npm run quality:parser` (or `npx tsx scripts/quality-parser.ts
 * [--corpus DIR] [--only TEXT] [--details] [--parser FILE]`; --parser measures another module
 * exporting the same parseResume, e.g. a candidate rewrite, against the same golden set).
 *
 * Runs `parseResume(bytes)` (src/parsing/parse-resume.ts) on every golden document and scores
 * each output against its person's expected JSON with test/golden/resumes/score-profile.ts
 * (rules in test/golden/resumes/README.md). Prints:
 *   1. the golden set (test/golden/resumes): per-field accuracy for French, English and all
 *      documents, skills recall and precision, and accuracy per format;
 *   2. documents written by others, where ground truth exists: the JSON Resume sample rendered by
 *      us (test/golden/corpus), the Europass PDFs (their embedded XML) and a sample of the dotin
 *      NER resumes (their labels) — the last two read at run time from ../shared/corpus, skipped
 *      with a note when it is absent.
 * Accuracy = correct / (correct + wrong + missing + invented). Always exits 0 once it has run:
 * this is a measurement, not a gate. --details lists every wrong, missing or invented value.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { FIELD_ORDER, scoreProfile, type Golden, type ProfileScore } from '../test/golden/resumes/score-profile.js';
import { formatAccuracyTable, formatSkills, type Column } from './lib/accuracy-table.js';
import { dotinDocuments, dotinZipPath } from './lib/dotin-golden.js';
import { europassDocuments, type CorpusDocument } from './lib/europass-golden.js';

type ParseResume = (bytes: Uint8Array) => Promise<unknown>;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PARSER = path.join(ROOT, 'src', 'parsing', 'parse-resume.ts');
const GOLDEN = path.join(ROOT, 'test', 'golden', 'resumes');
const CORPUS_GOLDEN = path.join(ROOT, 'test', 'golden', 'corpus');

function option(name: string): string | null {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : null;
}

interface Scored extends ProfileScore {
  file: string;
  format: string;
  error: string | null;
  ms: number;
}

/** Documents of a manifest.json written by scripts/fixtures/make-golden.py. */
function committedDocuments(dir: string): CorpusDocument[] {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Array<{ file: string; expected: string }>;
  const goldens = new Map<string, Golden>();
  return manifest.map(({ file, expected }) => {
    if (!goldens.has(expected)) goldens.set(expected, JSON.parse(readFileSync(path.join(dir, expected), 'utf8')) as Golden);
    return { name: file, bytes: new Uint8Array(readFileSync(path.join(dir, file))), golden: goldens.get(expected)! };
  });
}

/**
 * parseResume answers `{ kind: 'parsed', resume }` or `{ kind: 'not-a-resume' }`; a document
 * judged not a resume scores as an empty profile (every expected value missing).
 */
function unwrap(outcome: unknown): unknown {
  if (outcome && typeof outcome === 'object' && 'kind' in outcome) {
    const o = outcome as { kind: string; resume?: unknown; reason?: string };
    if (o.kind === 'parsed') return o.resume;
    throw new Error(`judged not a resume: ${o.reason ?? ''}`);
  }
  return outcome;
}

async function run(parse: ParseResume, docs: CorpusDocument[]): Promise<Scored[]> {
  const out: Scored[] = [];
  for (const doc of docs) {
    const started = performance.now();
    let output: unknown = {};
    let error: string | null = null;
    try {
      output = unwrap(await parse(doc.bytes));
    } catch (err) {
      // a failed parse scores as an empty profile: every expected value missing
      error = (err as Error)?.message ?? String(err);
    }
    const ms = performance.now() - started;
    const format = path.extname(doc.name).slice(1) || 'pdf';
    out.push({ ...scoreProfile(output, doc.golden), file: doc.name, format, error, ms });
    process.stderr.write('.');
  }
  process.stderr.write('\n');
  return out;
}

function details(scores: Scored[]): string {
  const lines: string[] = [];
  for (const s of scores) {
    const bad = s.results.filter((r) => r.outcome !== 'correct');
    if (s.error) lines.push(`${s.file}: ERROR ${s.error}`);
    for (const r of bad) lines.push(`${s.file}  ${r.field}  ${r.outcome}  expected ${JSON.stringify(r.expected)}  got ${JSON.stringify(r.actual)}`);
  }
  return lines.join('\n');
}

function byFormat(scores: Scored[]): string {
  const formats = [...new Set(scores.map((s) => s.format))].sort();
  return formats
    .map((f) => {
      const mine = scores.filter((s) => s.format === f);
      const results = mine.flatMap((s) => s.results);
      const correct = results.filter((r) => r.outcome === 'correct').length;
      const ms = mine.reduce((a, s) => a + s.ms, 0) / mine.length;
      return `${f.padEnd(5)} ${String(mine.length).padStart(3)} documents  accuracy ${((100 * correct) / Math.max(1, results.length)).toFixed(1).padStart(5)} %  mean ${Math.round(ms)} ms`;
    })
    .join('\n');
}

async function main(): Promise<void> {
  const parser = path.resolve(option('--parser') ?? PARSER);
  if (!existsSync(parser)) {
    console.log(`quality:parser — ${path.relative(ROOT, parser)} does not exist yet: nothing to measure.`);
    console.log('The golden set is ready (test/golden/resumes, rules in its README.md); run this again once parseResume is written.');
    return;
  }
  const mod = (await import(pathToFileURL(parser).href)) as { parseResume?: ParseResume };
  if (typeof mod.parseResume !== 'function') {
    console.log(`quality:parser — ${path.relative(ROOT, parser)} does not export parseResume(bytes): nothing to measure.`);
    return;
  }
  const parse = mod.parseResume;
  const only = option('--only');
  const pick = (docs: CorpusDocument[]) => (only ? docs.filter((d) => d.name.includes(only) || d.golden.id.includes(only)) : docs);

  const golden = await run(parse, pick(committedDocuments(GOLDEN)));
  const errors = golden.filter((s) => s.error).length;
  const columns: Column[] = [
    { name: 'French', scores: golden.filter((s) => s.language === 'fr') },
    { name: 'English', scores: golden.filter((s) => s.language === 'en') },
    { name: 'all', scores: golden },
  ];
  console.log(`\nGolden resumes (test/golden/resumes): ${golden.length} documents, ${errors} parse errors\n`);
  console.log(formatAccuracyTable(columns, FIELD_ORDER));
  console.log('\n' + formatSkills(columns));
  console.log('\nPer format\n' + byFormat(golden));

  const corpusDir = path.resolve(option('--corpus') ?? path.join(ROOT, '..', 'shared', 'corpus'));
  const sources: Array<[string, CorpusDocument[]]> = [['JSON Resume', pick(committedDocuments(CORPUS_GOLDEN))]];
  const notes: string[] = [];
  if (existsSync(path.join(corpusDir, 'europass'))) sources.push(['Europass', pick(await europassDocuments(corpusDir))]);
  else notes.push(`Europass skipped: no ${path.join(corpusDir, 'europass')}`);
  if (existsSync(dotinZipPath(corpusDir))) sources.push(['dotin NER', pick(dotinDocuments(corpusDir))]);
  else notes.push(`dotin NER skipped: no ${dotinZipPath(corpusDir)}`);
  const corpus: Column[] = [];
  for (const [name, docs] of sources) corpus.push({ name, scores: await run(parse, docs) });
  corpus.push({ name: 'all', scores: corpus.flatMap((c) => c.scores) });
  console.log(`\nDocuments by others with ground truth: ${corpus.map((c) => `${c.name} ${c.scores.length}`).join(', ')}`);
  for (const n of notes) console.log(n);
  console.log('\n' + formatAccuracyTable(corpus, FIELD_ORDER));
  console.log('\n' + formatSkills(corpus) + '\n(dotin skills are a partial list: recall only, its precision is not meaningful)');

  if (process.argv.includes('--details')) {
    console.log('\nDetails\n' + details([...golden, ...(corpus[corpus.length - 1]!.scores as Scored[])]));
  }
}

await main();
