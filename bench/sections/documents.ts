/**
 * Document reading (issue 3): extraction time per format on the committed fixture resumes (in
 * process, warm; OCR has its own section, `ocr`), throughput and peak RSS of the read pool under
 * load, and the reading order of real two-column CVs (../shared/corpus) against naive
 * line-by-line extraction.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { createReadPool } from '../../src/documents/pool/create-read-pool.js';
import { readDocument } from '../../src/documents/read-document.js';
import { orderReading } from '../../src/documents/reading-order.js';
import type { TextItem } from '../../src/documents/types.js';
import type { BenchRow, BenchSection } from '../lib/bench-row.js';
import { timeCalls } from '../lib/measure.js';
import { latexCorpusFiles, scoreReadingOrder } from '../lib/reading-order-corpus.js';

const FIXTURES = resolve('test/fixtures/documents');
const CORPUS = resolve(process.env.RECRUIT_CORPUS_DIR ?? '../shared/corpus');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

/** Target p50 per format (issue 3): 30 ms for a 2-page text PDF and a DOCX, 50 ms for the others. */
const FORMATS: { format: string; file: string; detail: string; max: number }[] = [
  { format: 'pdf', file: 'fr-one-column.pdf', detail: '2-page text PDF', max: 30 },
  { format: 'pdf', file: 'fr-two-column-photo.pdf', detail: 'two columns + photo', max: 30 },
  { format: 'docx', file: 'fr-one-column.docx', detail: '2-page resume', max: 30 },
  { format: 'doc', file: 'fr-one-column.doc', detail: '2-page resume', max: 50 },
  { format: 'odt', file: 'fr-one-column.odt', detail: '2-page resume', max: 50 },
  { format: 'rtf', file: 'fr-one-column.rtf', detail: '2-page resume', max: 50 },
  { format: 'txt', file: 'fr-one-column.txt', detail: 'Windows-1252', max: 50 },
  { format: 'pptx', file: 'fr-one-column.pptx', detail: '5 slides', max: 50 },
  { format: 'ppt', file: 'fr-one-column.ppt', detail: '5 slides', max: 50 },
  { format: 'odp', file: 'fr-one-column.odp', detail: '5 slides', max: 50 },
  { format: 'xls', file: 'fr-one-column.xls', detail: 'one row per paragraph', max: 50 },
];

export const documentsSection: BenchSection = {
  name: 'documents',
  title: 'Document reading (formats, pool, reading order)',
  async run(options) {
    const rows: BenchRow[] = [];
    for (const f of FORMATS) {
      const bytes = fixture(f.file);
      try {
        const timing = await timeCalls(() => readDocument(bytes), { warmup: 5, iterations: 200, budgetMs: 5_000 });
        rows.push({ name: `read ${f.format}`, detail: `${f.file} (${f.detail})`, unit: 'ms', ...timing, target: { stat: 'p50', max: f.max } });
      } catch (error) {
        rows.push({ name: `read ${f.format}`, detail: f.file, unit: 'ms', note: `failed: ${(error as Error).message}` });
      }
    }

    // The pool first: its RSS is the service's under load, before this process loads OCR itself.
    rows.push(...(await poolLoad(options.duration)));

    rows.push(...(await readingOrder()));
    rows.push(...(await tablePage()));
    return rows;
  },
};

/** Text documents of every text format through the pool, as many as it takes for `seconds`. */
async function poolLoad(seconds: number): Promise<BenchRow[]> {
  const pool = createReadPool({ deadlineMs: 145_000, maxQueue: 10_000 });
  const docs = FORMATS.map((f) => fixture(f.file));
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  try {
    await Promise.all(docs.map((d) => pool.read(d))); // warm every worker's readers
    let done = 0;
    let failed = 0;
    const stopAt = performance.now() + seconds * 1000;
    const t0 = performance.now();
    const worker = async (k: number) => {
      for (let i = k; performance.now() < stopAt; i += 1) {
        try {
          await pool.read(docs[i % docs.length]!);
          done++;
        } catch {
          failed++;
        }
      }
    };
    await Promise.all(Array.from({ length: pool.threads * 4 }, (_, k) => worker(k)));
    const elapsed = (performance.now() - t0) / 1000;
    return [
      { name: 'pool throughput', detail: `${pool.threads} threads, ${os.availableParallelism()} cores, mixed text formats${failed ? `, ${failed} failed` : ''}`, unit: 'docs/s', value: done / elapsed, target: { stat: 'value', min: 30 } },
      { name: 'peak RSS under load', detail: 'whole process, pool threads included', unit: 'MB', value: peakRss / 2 ** 20, target: { stat: 'value', max: 600 } },
    ];
  } finally {
    clearInterval(sampler);
    await pool.close();
  }
}

async function readingOrder(): Promise<BenchRow[]> {
  const files = latexCorpusFiles(CORPUS);
  if (files.length === 0) return [{ name: 'reading order', unit: '%', note: `no corpus at ${CORPUS} (set RECRUIT_CORPUS_DIR)` }];
  const rows: BenchRow[] = [];
  for (const file of files) {
    const s = await scoreReadingOrder(file);
    const name = file.slice(file.indexOf('latex-cv-templates/') + 'latex-cv-templates/'.length);
    rows.push({ name: 'order: naive lines', detail: `${name} (${s.pages} p.)`, unit: '%', value: s.naive });
    rows.push({ name: 'order: ours', detail: `${name}`, unit: '%', value: s.ours });
  }
  rows[rows.length - 1]!.note = 'pairs of text items in the same order as the PDF content stream (LaTeX writes text in reading order)';
  return rows;
}

/**
 * The reading order's worst case: a page-long table of aligned rows (300 rows of 8 cells, 2,400
 * items), where every run of bands is tested for columns; beside it, the same items merely sorted
 * into lines (top to bottom, left to right), in the same run. Before the search had a budget
 * (reading-order.ts, MAX_RUN_WORK) this page took 26 s.
 */
async function tablePage(): Promise<BenchRow[]> {
  const items: TextItem[] = [];
  for (let r = 0; r < 300; r++) {
    for (let c = 0; c < 8; c++) items.push({ text: `r${r}c${c}`, x: 30 + c * 68, y: 20 + r * 2.6, width: 40, height: 2.3, fontSize: 2, bold: false });
  }
  const detail = '300 rows × 8 cells, 2,400 items';
  const ours = await timeCalls(async () => orderReading(items), { warmup: 2, iterations: 20, budgetMs: 5_000 });
  const sorted = await timeCalls(async () => [...items].sort((a, b) => a.y - b.y || a.x - b.x), { warmup: 2, iterations: 20, budgetMs: 5_000 });
  return [
    { name: 'order: table page, ours', detail, unit: 'ms', ...ours },
    { name: 'order: table page, sorted lines', detail: `${detail} (baseline: sort by y then x)`, unit: 'ms', ...sorted },
  ];
}
