/**
 * Trains the learned line labeller (src/parsing/line-labels) on data/line-dataset.jsonl.gz
 * (built by scripts/build-line-dataset.ts) and writes:
 *   data/line-labeller.json.gz      the weights, trained on every document
 *   docs/line-labeller-report.md    per-label precision/recall on HELD-OUT layouts: the groups
 *                                   (a golden person, a realistic document in all its formats, the
 *                                   whole dotin family) are cut into folds; each fold is labelled
 *                                   by a model trained on the others. Never a random line split.
 * Deterministic: fixed folds, seed and epochs.
 *   npx tsx scripts/train-line-labeller.ts [EXTRA_DATASET …] [--out-dir DIR]   (DIR default data/, for experiments)
 * The committed weights were trained with the realistic corpus's odd half as an extra dataset:
 *   npx tsx scripts/build-line-dataset.ts --realistic DIR --out /tmp/realistic-lines.jsonl.gz
 *   npx tsx scripts/train-line-labeller.ts /tmp/realistic-lines.jsonl.gz
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { parsingCatalogs } from '../src/parsing/parsing-catalogs.js';
import { decode, toStoredModel } from '../src/parsing/line-labels/linear-chain-model.js';
import { LABEL_NAMES } from '../src/parsing/line-labels/line-label.js';
import { lineFeatures } from '../src/parsing/line-labels/line-features.js';
import { MODEL_FILE } from '../src/parsing/line-labels/line-labeller-model.js';
import { trainPerceptron, type TrainingSequence } from '../src/parsing/line-labels/train-perceptron.js';
import { goldLabels, toResumeDocument, type LabelledDocument } from './lib/line-dataset/labelled-document.js';
import { LabelCounts, pct, ruleHeadings } from './lib/line-dataset/label-metrics.js';
import { writeReport } from './lib/line-dataset/labeller-report.js';
import { FOLDS, TRAIN } from './lib/line-dataset/training-setup.js';


const args = process.argv.slice(2);
const outIndex = args.indexOf('--out-dir');
const outDir = outIndex >= 0 ? args.splice(outIndex, 2)[1]! : 'data';
// The committed dataset, plus any dataset files given (the realistic corpus's odd half, built by
// build-line-dataset.ts --realistic into a file outside the repository: that corpus is a measure,
// its documents are not copied into the project).
const datasetFiles = [path.join('data', 'line-dataset.jsonl.gz'), ...args];
const docs = datasetFiles.flatMap((file) => gunzipSync(readFileSync(file)).toString('utf8').trim().split('\n').map((l) => JSON.parse(l) as LabelledDocument));
const catalogs = parsingCatalogs();
const labels = [...LABEL_NAMES];
const labelIndex = new Map<string, number>(labels.map((l, i) => [l, i]));

let started = performance.now();
const rebuilt = docs.map(toResumeDocument);
const sequences: TrainingSequence[] = rebuilt.map((doc, k) => ({ features: lineFeatures(doc, catalogs), labels: goldLabels(docs[k]!).map((l) => labelIndex.get(l)!) }));
const featureMs = performance.now() - started;
const lineCount = docs.reduce((n, d) => n + d.lines.length, 0);

// Folds by group, assigned in a fixed order so that each fold mixes sources.
const groups = [...new Set(docs.map((d) => d.group))].sort();
const foldOf = new Map(groups.map((g, i) => [g, i % FOLDS]));
const overall = new LabelCounts();
const bySource = new Map<string, LabelCounts>();
const headingsModel = new Map<string, LabelCounts>();
const headingsRules = new Map<string, LabelCounts>();
const headingsUnion = new Map<string, LabelCounts>();
const headingsAdded = new Map<string, LabelCounts>();
const counts = (m: Map<string, LabelCounts>, k: string) => m.get(k) ?? m.set(k, new LabelCounts()).get(k)!;
started = performance.now();
for (let fold = 0; fold < FOLDS; fold++) {
  const train = sequences.filter((_, k) => foldOf.get(docs[k]!.group) !== fold);
  const model = trainPerceptron(train, labels, TRAIN);
  docs.forEach((d, k) => {
    if (foldOf.get(d.group) !== fold) return;
    const predicted = decode(model, sequences[k]!.features).map((y) => labels[y]!);
    const rules = ruleHeadings(rebuilt[k]!);
    goldLabels(d).forEach((gold, i) => {
      overall.add(gold, predicted[i]!);
      counts(bySource, d.source).add(gold, predicted[i]!);
      // Headings alone: every other label counts as "not a heading".
      const h = (l: string | null) => (l && l.startsWith('heading:') ? l : 'none');
      for (const key of [d.source, 'all']) {
        counts(headingsModel, key).add(h(gold), h(predicted[i]!));
        counts(headingsRules, key).add(h(gold), h(rules[i]!));
        const any = (l: string) => (l === 'none' ? 'none' : 'heading');
        counts(headingsModel, `${key}/any`).add(any(h(gold)), any(h(predicted[i]!)));
        counts(headingsRules, `${key}/any`).add(any(h(gold)), any(h(rules[i]!)));
        counts(headingsUnion, `${key}/any`).add(any(h(gold)), h(rules[i]!) !== 'none' || h(predicted[i]!) !== 'none' ? 'heading' : 'none');
        // The rules' headings, plus the labeller's where the rules see none and the kind is one we read.
        const added = h(rules[i]!) !== 'none' || (h(predicted[i]!) !== 'none' && predicted[i] !== 'heading:other');
        counts(headingsAdded, `${key}/any`).add(any(h(gold)), added ? 'heading' : 'none');
      }
    });
  });
}
const crossMs = performance.now() - started;

started = performance.now();
const model = trainPerceptron(sequences, labels, TRAIN);
const trainMs = performance.now() - started;
const stored = toStoredModel(model);
const modelPath = path.join(outDir, MODEL_FILE);
writeFileSync(modelPath, gzipSync(JSON.stringify(stored), { level: 9 }));
const modelBytes = statSync(modelPath).size;

// Inference time per document: features and decoding, as labelLines does it. CPU time, warmed
// up: the machine this runs on is often shared, and wall time would measure the neighbours.
for (const doc of rebuilt.slice(0, 20)) decode(model, lineFeatures(doc, catalogs));
const cpu = process.cpuUsage();
for (const doc of rebuilt) decode(model, lineFeatures(doc, catalogs));
const used = process.cpuUsage(cpu);
const inferMs = (used.user + used.system) / 1000 / rebuilt.length;

writeReport(path.join(outDir === 'data' ? 'docs' : outDir, 'line-labeller-report.md'), {
  docs, labels, overall, bySource, headingsModel, headingsRules, headingsUnion, headingsAdded,
  timings: { featureMs, crossMs, trainMs, inferMs, lineCount, modelBytes, features: Object.keys(stored.features).length, folds: FOLDS, ...TRAIN },
});
console.log(`accuracy (held-out) ${pct(overall.accuracy())} %; model ${Math.round(modelBytes / 1024)} KB; training ${Math.round(trainMs)} ms; ${inferMs.toFixed(1)} ms per document`);
