/**
 * Builds the learned line labeller's dataset (data/line-dataset.jsonl.gz): labelled lines from
 * documents whose truth we hold, aligned by scripts/lib/line-dataset/. Sources, each optional:
 *   --golden DIR       our golden set (test/golden/resumes: manifest.json + *.expected.json)
 *   --realistic DIR    the realistic corpus; only the ODD ids are read (the even half is held out)
 *   --dotin ZIP        the dotin NER zip (every --dotin-every'th resume, default 2)
 *   --jsonresume DIR   rendered JSON Resume themes (DIR/<theme>/<person>.pdf + <person>.json)
 *   --out FILE         default data/line-dataset.jsonl.gz
 * Image formats are left out (OCR is slow and adds reading errors, not layouts). Nothing reads
 * ../shared at run time: the product reads only the committed weights.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readDocument } from '../src/documents/read-document.js';
import { buildResumeDocument } from '../src/parsing/build-resume-document.js';
import { alignTruth } from './lib/line-dataset/align-truth.js';
import { dotinDocuments } from './lib/line-dataset/dotin-lines.js';
import { finishLabels } from './lib/line-dataset/finish-labels.js';
import { goldenTruth, realisticTruth } from './lib/line-dataset/golden-truth.js';
import { toLabelledDocument, type LabelledDocument } from './lib/line-dataset/labelled-document.js';
import type { ResumeTruth } from './lib/line-dataset/resume-truth.js';

const IMAGE = new Set(['jpg', 'jpeg', 'png', 'bmp', 'tif', 'tiff', 'gif']);

function option(name: string): string | null {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : null;
}

async function labelled(id: string, source: string, group: string, bytes: Uint8Array, truth: ResumeTruth): Promise<LabelledDocument | null> {
  try {
    const doc = buildResumeDocument(await readDocument(bytes));
    if (doc.lines.length < 5) return null;
    return toLabelledDocument(id, source, group, doc, finishLabels(doc, alignTruth(doc, truth)));
  } catch (err) {
    console.warn(`${id}: ${(err as Error).message}`);
    return null;
  }
}

async function golden(dir: string): Promise<LabelledDocument[]> {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Array<{ file: string; person: string; format: string; expected: string }>;
  const out: LabelledDocument[] = [];
  for (const m of manifest) {
    if (IMAGE.has(m.format)) continue;
    const truth = goldenTruth(JSON.parse(readFileSync(path.join(dir, m.expected), 'utf8')).expected);
    const d = await labelled(`golden/${m.file}`, 'golden', `golden/${m.person}`, new Uint8Array(readFileSync(path.join(dir, m.file))), truth);
    if (d) out.push(d);
  }
  return out;
}

/** Odd ids only: "fr-03", "en-int-07". */
function isOdd(id: string): boolean {
  return Number(/(\d+)$/.exec(id)?.[1] ?? 0) % 2 === 1;
}

async function realistic(dir: string): Promise<LabelledDocument[]> {
  const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as { docs: Array<{ id: string; dir: string; variants: Array<{ format: string; file: string; truth: string }> }> };
  const out: LabelledDocument[] = [];
  for (const entry of index.docs.filter((d) => isOdd(d.id))) {
    for (const v of entry.variants) {
      if (IMAGE.has(v.format)) continue;
      const truth = realisticTruth(JSON.parse(readFileSync(path.join(dir, entry.dir, v.truth), 'utf8')).fields);
      const d = await labelled(`realistic/${entry.id}.${v.format}`, 'realistic', `realistic/${entry.id}`, new Uint8Array(readFileSync(path.join(dir, entry.dir, v.file))), truth);
      if (d) out.push(d);
    }
  }
  return out;
}

function dotin(zip: string, every: number): LabelledDocument[] {
  // One layout family (job-site exports): held out as one group.
  return dotinDocuments(zip, every).map(({ id, doc, marks }) => toLabelledDocument(id, 'dotin', 'dotin', doc, finishLabels(doc, marks)));
}

async function jsonResume(dir: string): Promise<LabelledDocument[]> {
  const { jsonResumeTruth } = await import('./lib/line-dataset/json-resume-truth.js');
  const out: LabelledDocument[] = [];
  for (const theme of readdirSync(dir).sort()) {
    const themeDir = path.join(dir, theme);
    for (const file of readdirSync(themeDir).filter((f) => f.endsWith('.pdf')).sort()) {
      const json = path.join(themeDir, file.replace(/\.pdf$/, '.json'));
      if (!existsSync(json)) continue;
      const truth = jsonResumeTruth(JSON.parse(readFileSync(json, 'utf8')));
      const d = await labelled(`jsonresume/${theme}/${file}`, 'jsonresume', `jsonresume/${theme}`, new Uint8Array(readFileSync(path.join(themeDir, file))), truth);
      if (d) out.push(d);
    }
  }
  return out;
}

const docs: LabelledDocument[] = [];
const goldenDir = option('--golden');
const realisticDir = option('--realistic');
const dotinZip = option('--dotin');
const jsonResumeDir = option('--jsonresume');
if (goldenDir) docs.push(...(await golden(goldenDir)));
if (realisticDir) docs.push(...(await realistic(realisticDir)));
if (dotinZip) docs.push(...dotin(dotinZip, Number(option('--dotin-every') ?? 2)));
if (jsonResumeDir) docs.push(...(await jsonResume(jsonResumeDir)));
const out = option('--out') ?? path.join('data', 'line-dataset.jsonl.gz');
writeFileSync(out, gzipSync(docs.map((d) => JSON.stringify(d)).join('\n') + '\n', { level: 9 }));
const bySource = new Map<string, [number, number]>();
for (const d of docs) {
  const [n, lines] = bySource.get(d.source) ?? [0, 0];
  bySource.set(d.source, [n + 1, lines + d.lines.length]);
}
for (const [source, [n, lines]] of bySource) console.log(`${source}: ${n} documents, ${lines} lines`);
console.log(`wrote ${out}`);
