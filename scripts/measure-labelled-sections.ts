/**
 * Measures what the labeller's headings would do to the parser's answers, before wiring them:
 * parses the ODD realistic documents in-process with today's sections, or with
 * sectionsFromLabels (src/parsing/line-labels/sections-from-labels.ts) applied, and writes the
 * answers as scorer replay files (score them with ../shared/eval/score-resumes.mjs --replay DIR).
 *
 *   npx tsx scripts/measure-labelled-sections.ts --corpus DIR --out DIR [--labels [--kinds skills,interests]]
 *
 * With --labels, each document is labelled by a model trained WITHOUT its group (the folds of
 * train-line-labeller.ts), never by the shipped weights: the shipped model has seen these
 * documents, and its answers on them are memory, not measure (it scored +3.3 points in-sample
 * where the held-out folds score +0.0). --out must be outside the repository (the scorer's rule
 * for raw answers).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { readDocument } from '../src/documents/read-document.js';
import { buildProfile } from '../src/parsing/build-profile.js';
import { buildResumeDocument } from '../src/parsing/build-resume-document.js';
import { labelLines } from '../src/parsing/line-labels/label-lines.js';
import { LABEL_NAMES, type HeadingKind } from '../src/parsing/line-labels/line-label.js';
import { lineFeatures } from '../src/parsing/line-labels/line-features.js';
import { sectionsFromLabels } from '../src/parsing/line-labels/sections-from-labels.js';
import { trainPerceptron } from '../src/parsing/line-labels/train-perceptron.js';
import { parsingCatalogs } from '../src/parsing/parsing-catalogs.js';
import { goldLabels, toResumeDocument, type LabelledDocument } from './lib/line-dataset/labelled-document.js';
import { FOLDS, TRAIN } from './lib/line-dataset/training-setup.js';

const FORMATS = ['pdf', 'docx', 'txt', 'pptx', 'doc'];

function option(name: string): string | null {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : null;
}

const corpus = option('--corpus') ?? '../shared/corpus/realistic-resumes';
const out = path.resolve(option('--out') ?? '/tmp/labelled-sections');
const withLabels = process.argv.includes('--labels');
const kinds = option('--kinds')?.split(',') as HeadingKind[] | undefined;
const catalogs = parsingCatalogs();

const data = gunzipSync(readFileSync(path.join('data', 'line-dataset.jsonl.gz'))).toString('utf8').trim().split('\n').map((l) => JSON.parse(l) as LabelledDocument);
const groups = [...new Set(data.map((d) => d.group))].sort();
const foldOf = new Map(groups.map((g, i) => [g, i % FOLDS]));
const labels = [...LABEL_NAMES];
const sequences = withLabels ? data.map((d) => ({ group: d.group, features: lineFeatures(toResumeDocument(d), catalogs), labels: goldLabels(d).map((l) => labels.indexOf(l)) })) : [];
const models = withLabels ? Array.from({ length: FOLDS }, (_, f) => trainPerceptron(sequences.filter((s) => foldOf.get(s.group) !== f), labels, TRAIN)) : [];

const index = JSON.parse(readFileSync(path.join(corpus, 'index.json'), 'utf8')) as { docs: Array<{ id: string; dir: string; variants: Array<{ format: string; file: string; alt?: boolean; supported?: boolean }> }> };
mkdirSync(out, { recursive: true });
const now = new Date();
for (const doc of index.docs.filter((d) => Number(/(\d+)$/.exec(d.id)?.[1] ?? 0) % 2 === 1)) {
  const model = models[foldOf.get(`realistic/${doc.id}`) ?? 0];
  for (const v of doc.variants.filter((x) => FORMATS.includes(x.format) && !x.alt && x.supported !== false)) {
    const resume = buildResumeDocument(await readDocument(new Uint8Array(readFileSync(path.join(corpus, doc.dir, v.file)))));
    if (model) resume.sections = sectionsFromLabels(resume, labelLines(resume, catalogs, model), kinds);
    const p = buildProfile(resume, catalogs, now);
    const body = { status: 'success', info_resume: { language: resume.language.toUpperCase() }, ...p };
    writeFileSync(path.join(out, `doc.${doc.id}.${v.file}`.replace(/[^A-Za-z0-9._-]+/g, '_') + '.json'), JSON.stringify({ ok: true, status: 200, body }));
  }
}
console.log(`wrote ${out}`);
