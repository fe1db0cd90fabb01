/**
 * Real-world documents (issue 15): the PDFs and DOCX (and the scans, for the mixed load) of
 * folders given on the command line — resumes written by others, e.g. the maintainers' corpus
 * (`realistic-resumes`, `latex-cv-templates`, `europass`, `openresume-examples`) — parsed by the
 * real service over HTTP, side by side with a baseline measured in the same run: plain pdfjs text
 * extraction (`getTextContent` of every page, nothing else) of the same PDFs, in this process.
 *
 *   npm run bench -- real-world --corpus=DIR [--corpus=DIR…]
 *
 * Rows: one at a time (warm) p50/p95/mean per format and the ratio to the baseline; 4 at a time
 * (parses/s); peak RSS of the server and its worker processes; a mixed load of 1 scan per 5 text
 * documents at concurrency 4, where the text documents' p95 is compared with their p95 alone.
 * Without --corpus the section says it was skipped: the documents are not part of the project.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchRow, BenchSection } from '../lib/bench-row.js';
import { BOUNDARY, cpuOf, createKey, freePort, memoryOf, multipart, PARSER_PATH, sleep, stop } from '../lib/child-server.js';
import { projectRoot } from '../lib/fixtures.js';
import { summarize } from '../lib/measure.js';
import { loadPdfjs, pdfjsDataPaths } from '../../src/documents/pdf/load-pdfjs.js';

const TEXT_FORMATS = ['pdf', 'docx'];
const SCAN_FORMATS = ['png', 'jpg', 'bmp'];
/** Files per format: enough for stable percentiles, bounded so the section ends in minutes. */
const MAX_PER_FORMAT = 60;

interface Doc {
  file: string;
  format: string;
  bytes: Buffer;
  body: Buffer;
}

/** Every file under `dir` whose extension is one of `formats`, in a stable order. */
function filesUnder(dir: string, formats: string[]): string[] {
  const found: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = path.join(d, name);
      const s = statSync(p);
      if (s.isDirectory()) walk(p);
      else if (formats.includes(path.extname(name).slice(1).toLowerCase())) found.push(p);
    }
  };
  walk(dir);
  return found;
}

/** The files of `formats` under `dirs`, each content once (a corpus may keep an original beside its copy). */
function load(dirs: string[], formats: string[]): Doc[] {
  const docs: Doc[] = [];
  const seen = new Set<string>();
  for (const format of formats) {
    for (const file of dirs.flatMap((d) => filesUnder(d, [format]))) {
      const bytes = readFileSync(file);
      const hash = createHash('sha256').update(bytes).digest('hex');
      if (seen.has(hash)) continue;
      seen.add(hash);
      docs.push({ file, format, bytes, body: multipart(bytes, path.basename(file)) });
      if (docs.filter((d) => d.format === format).length >= MAX_PER_FORMAT) break;
    }
  }
  return docs;
}

/**
 * The baseline: pdfjs text content of every page, in this process, warm (pdfjs loaded as the
 * service loads it, its worker in the same thread).
 */
async function pdfjsTextOnly(bytes: Buffer): Promise<number> {
  const pdfjs = await loadPdfjs();
  const t0 = performance.now();
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), ...pdfjsDataPaths(), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    await page.getTextContent();
    page.cleanup();
  }
  await doc.destroy();
  return performance.now() - t0;
}

/**
 * Seconds spent so far by step, from the service's /metrics: `http` (the parse route's answers),
 * and the parse steps (`parse`, `read`, `fields`, `photo`), summed over formats.
 */
async function stepSeconds(base: string): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const text = await (await fetch(`${base}/metrics`)).text();
  for (const m of text.matchAll(/^recruit_parse_duration_seconds_sum\{[^}]*step="(\w+)"[^}]*\} ([\d.e+-]+)$/gm)) out.set(m[1]!, (out.get(m[1]!) ?? 0) + Number(m[2]));
  for (const m of text.matchAll(/^recruit_http_request_duration_seconds_sum\{[^}]*route="([^"]*parse[^"]*)"[^}]*\} ([\d.e+-]+)$/gm)) out.set('http', (out.get('http') ?? 0) + Number(m[2]));
  return out;
}

/** Runs `tasks` with `concurrency` in flight; resolves with each task's duration (ms), by index. */
async function runConcurrently(tasks: (() => Promise<void>)[], concurrency: number): Promise<number[]> {
  const durations = new Array<number>(tasks.length);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const i = next++;
      const t0 = performance.now();
      await tasks[i]!();
      durations[i] = performance.now() - t0;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return durations;
}

export const realWorldSection: BenchSection = {
  name: 'real-world',
  title: 'Real-world resumes over HTTP, beside a pdfjs text-only baseline (issue 15)',
  async run({ corpus }) {
    const root = projectRoot();
    const main = path.join(root, 'dist', 'src', 'main.js');
    if (!corpus || corpus.length === 0) return [{ name: 'real-world', unit: 'ms', note: 'skipped: pass --corpus=DIR (folders of real resumes; not part of the project)' }];
    if (!existsSync(main)) return [{ name: 'real-world', unit: 'ms', note: 'skipped: dist/src/main.js not found (run npm run build)' }];
    const missing = corpus.filter((d) => !existsSync(d));
    if (missing.length) return [{ name: 'real-world', unit: 'ms', note: `skipped: ${missing.join(', ')} not found` }];
    const texts = load(corpus, TEXT_FORMATS);
    const scans = load(corpus, SCAN_FORMATS);
    if (texts.length === 0) return [{ name: 'real-world', unit: 'ms', note: 'skipped: no PDF or DOCX under the corpus folders' }];

    const rows: BenchRow[] = [];
    const pdfs = texts.filter((d) => d.format === 'pdf');
    // Baseline first (warm: every file once unmeasured), before the service takes the cores.
    for (const d of pdfs) await pdfjsTextOnly(d.bytes);
    const baseline = summarize(await sequential(pdfs, (d) => pdfjsTextOnly(d.bytes)));
    rows.push({ name: 'baseline: pdfjs text only', detail: `${pdfs.length} PDFs, getTextContent per page, in-process`, unit: 'ms', ...baseline });

    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recruit-bench-'));
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', RECRUIT_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    const base = `http://127.0.0.1:${port}`;
    let child: ChildProcess | undefined;
    try {
      const key = await createKey(root, env, 10_000_000);
      child = spawn(process.execPath, [main], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
      const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'x-api-key': key };
      const failures: string[] = [];
      const parse = async (d: Doc) => {
        const res = await fetch(base + PARSER_PATH, { method: 'POST', headers, body: d.body, signal: AbortSignal.timeout(150_000) });
        await res.arrayBuffer();
        // A document the spec refuses (not a resume…) is an answer too; a 5xx is a failure.
        if (res.status >= 500) failures.push(`${path.basename(d.file)}: ${res.status}`);
      };
      const started = performance.now();
      for (;;) {
        try {
          const res = await fetch(`${base}/healthz`);
          if (res.ok) break;
        } catch {
          if (performance.now() - started > 60_000) throw new Error('service did not start in 60 s');
        }
        await sleep(50);
      }
      // Warm: every text document once (parsing worker started, pdfjs and catalogs loaded). Scans
      // come last, so that the first peak RSS is that of a service parsing text documents.
      for (const d of texts) await parse(d);

      const alone = new Map<string, number[]>();
      for (const format of TEXT_FORMATS) {
        const docs = texts.filter((d) => d.format === format);
        if (docs.length === 0) continue;
        const before = await stepSeconds(base);
        const samples = await sequential(docs, parse);
        const after = await stepSeconds(base);
        alone.set(format, samples);
        const timing = summarize(samples);
        const target = format === 'pdf' ? Math.min(70, baseline.p50 * 1.3) : 30;
        rows.push({ name: `parse ${format}, one at a time`, detail: `${docs.length} files, warm`, unit: 'ms', ...timing, target: { stat: 'p50', max: target } });
        if (format === 'pdf') {
          rows.push({ name: 'parse pdf p95, one at a time', unit: 'ms', value: timing.p95, target: { stat: 'value', max: 400 } });
          const per = (key: string) => (((after.get(key) ?? 0) - (before.get(key) ?? 0)) * 1000) / docs.length;
          rows.push({
            name: 'a pdf alone, on average',
            // The photo search starts once the worker has read the document and runs beside the fields:
            // what it adds to the answer is part of "the rest", with the server's own work.
            detail: `answer ${per('http').toFixed(1)} ms = worker's read ${per('read').toFixed(1)} + fields ${per('fields').toFixed(1)} + the task's hand-over ${(per('parse') - per('read') - per('fields')).toFixed(1)} + the rest ${(per('http') - per('parse')).toFixed(1)} (the server's own work and the photo search's end past the parse; the search took ${per('photo').toFixed(1)}, beside the fields)`,
            unit: 'ms',
            value: per('http'),
          });
          rows.push({ name: 'parse pdf ÷ baseline', detail: 'p50 over p50 (mean over mean in the note)', unit: '×', value: timing.p50 / baseline.p50, target: { stat: 'value', max: 1.3 }, note: `mean ratio ${(timing.mean / baseline.mean).toFixed(2)}` });
        }
      }
      // With several parsing workers (RECRUIT_PARSER_THREADS: one per core but one by default, so one
      // on 2 cores), the pool starts the others with the first concurrent load (about 1 s each: pdfjs
      // and the catalogs): once, untimed, so that the throughput is that of the service in use.
      await runConcurrently(texts.slice(0, 8).map((d) => () => parse(d)), 4);
      const t0 = performance.now();
      const metrics0 = await stepSeconds(base);
      const cpu0 = cpuOf(child.pid!);
      const client0 = process.cpuUsage();
      const atFour = await runConcurrently(texts.map((d) => () => parse(d)), 4);
      const seconds = (performance.now() - t0) / 1000;
      const cpu1 = cpuOf(child.pid!);
      const clientCpu = (() => {
        const u = process.cpuUsage(client0);
        return (u.user + u.system) / 1e6;
      })();
      rows.push({ name: 'throughput, 4 at a time', detail: `${texts.length} PDF/DOCX`, unit: 'docs/s', n: texts.length, value: texts.length / seconds, target: { stat: 'value', min: 15 } });
      // The same documents 4 at a time without scans: what 2 cores do to 4 requests, whatever OCR does.
      const atFourTiming = summarize(atFour);
      rows.push({ name: 'text documents, 4 at a time', detail: 'no scans among them', unit: 'ms', ...atFourTiming });
      // Where a request's time went meanwhile, from the service's own metrics: the parse step (a worker's task, its wait for one
      // included), the worker's reading and fields, the photo step; the rest is the server's own work around them.
      const metrics1 = await stepSeconds(base);
      const per = (key: string) => (((metrics1.get(key) ?? 0) - (metrics0.get(key) ?? 0)) * 1000) / texts.length;
      rows.push({
        name: 'a request at 4, on average',
        detail: `answer ${per('http').toFixed(0)} ms = parse task ${per('parse').toFixed(0)} (worker's read ${per('read').toFixed(0)} + fields ${per('fields').toFixed(0)}; the rest is the wait for a worker) + the rest (photo search ${per('photo').toFixed(0)}, begun beside the fields; the server's own work)`,
        unit: 'ms',
        value: per('http'),
      });
      // Where the two cores went meanwhile: the server process (HTTP, JSON, the photo thread) and its workers.
      const serverCpu = cpu1.server - cpu0.server;
      const workersCpu = cpu1.children - cpu0.children;
      rows.push({ name: 'CPU during that run', detail: `server ${serverCpu.toFixed(1)} s, parsing workers ${workersCpu.toFixed(1)} s, this bench ${clientCpu.toFixed(1)} s, over ${seconds.toFixed(1)} s × ${os.cpus().length} cores`, unit: 's', value: serverCpu + workersCpu });
      rows.push({ name: 'peak RSS, text documents', detail: 'VmHWM summed over the server and its worker processes', unit: 'MB', value: memoryOf(child.pid!).hwm, target: { stat: 'value', max: 700 } });

      if (scans.length > 0) {
        for (const d of scans.slice(0, 2)) await parse(d);
        rows.push({ name: 'parse scan, one at a time', detail: `${Math.min(scans.length, 6)} images, OCR`, unit: 'ms', ...summarize(await sequential(scans.slice(0, 6), parse)) });
        // 1 scan per 5 text documents, at concurrency 4: the text documents must not wait behind OCR.
        const mixed: Doc[] = [];
        let s = 0;
        texts.forEach((d, i) => {
          mixed.push(d);
          if (i % 5 === 4) mixed.push(scans[s++ % scans.length]!);
        });
        const durations = await runConcurrently(mixed.map((d) => () => parse(d)), 4);
        const textDurations = durations.filter((_, i) => !SCAN_FORMATS.includes(mixed[i]!.format));
        const aloneAll = [...alone.values()].flat();
        const mixedTiming = summarize(textDurations);
        const aloneP95 = summarize(aloneAll).p95;
        rows.push({ name: 'mixed load: text documents', detail: `${textDurations.length} text + ${mixed.length - textDurations.length} scans, 4 at a time`, unit: 'ms', ...mixedTiming });
        rows.push({ name: 'mixed load: text p95 ÷ alone p95', detail: `alone p95 ${Math.round(aloneP95)} ms`, unit: '×', value: mixedTiming.p95 / aloneP95, target: { stat: 'value', max: 2 } });
        // What the scans add, the concurrency set aside: the text documents' p95 at 4 with scans over their p95 at 4 without.
        rows.push({ name: 'mixed load: text p95 ÷ p95 at 4 without scans', detail: `without scans p95 ${Math.round(atFourTiming.p95)} ms`, unit: '×', value: mixedTiming.p95 / atFourTiming.p95 });
      }
      if (scans.length > 0) rows.push({ name: 'peak RSS, with scans', detail: 'the same, OCR worker and face detector loaded', unit: 'MB', value: memoryOf(child.pid!).hwm });
      if (failures.length) rows.push({ name: 'failed parses', unit: 'ms', note: failures.slice(0, 10).join('; ') });
    } catch (error) {
      rows.push({ name: 'real-world', unit: 'ms', note: `failed: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      if (child) await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    }
    return rows;
  },
};

async function sequential(docs: Doc[], fn: (d: Doc) => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (const d of docs) {
    const t0 = performance.now();
    await fn(d);
    samples.push(performance.now() - t0);
  }
  return samples;
}
