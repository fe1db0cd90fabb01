/**
 * The V3 parser over HTTP (issue 4): the real service as a child process (`node dist/src/main.js`
 * with its default thread pools), latency of one parse at a time for a 2-page text PDF and a
 * DOCX (p50 ≤ 80 ms, p95 ≤ 200 ms), throughput under concurrent uploads (≥ 20 parses/s on 2
 * cores), and the server's peak RSS with every catalog loaded (≤ 700 MB).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { BenchRow, BenchSection } from '../lib/bench-row.js';
import { BOUNDARY, createKey, freePort, memoryOf, multipart, PARSER_PATH, sleep, stop } from '../lib/child-server.js';
import { projectRoot } from '../lib/fixtures.js';
import { summarize } from '../lib/measure.js';


export const parserSection: BenchSection = {
  name: 'parser',
  title: 'V3 parser over HTTP (child process)',
  async run({ duration }) {
    const root = projectRoot();
    const main = path.join(root, 'dist', 'src', 'main.js');
    if (!existsSync(main)) return [{ name: 'parser', unit: 'ms', note: 'skipped: dist/src/main.js not found (run npm run build)' }];
    const documents = ['fr-one-column.pdf', 'fr-one-column.docx', 'en-resume.pdf', 'en-resume.docx'].map((name) => ({
      name,
      body: multipart(readFileSync(path.join(root, 'test/fixtures/documents', name)), name),
    }));
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recruit-bench-'));
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', RECRUIT_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    const base = `http://127.0.0.1:${port}`;
    const rows: BenchRow[] = [];
    let child: ChildProcess | undefined;
    try {
      const key = await createKey(root, env, 10_000_000);
      child = spawn(process.execPath, [main], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
      const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'x-api-key': key };
      const parse = (body: Buffer) => fetch(base + PARSER_PATH, { method: 'POST', headers, body, signal: AbortSignal.timeout(150_000) });
      const started = performance.now();
      for (;;) {
        try {
          const res = await parse(documents[0]!.body);
          if (res.status === 200) break;
          throw new Error(`status ${res.status}: ${await res.text()}`);
        } catch (error) {
          if (performance.now() - started > 60_000) throw error;
          await sleep(50);
        }
      }
      rows.push({ name: 'first parse after start', detail: 'spawn to first 200 (catalogs, pools)', unit: 'ms', value: performance.now() - started });
      // Warm both pool threads on every format before measuring.
      for (let i = 0; i < 6; i++) await Promise.all(documents.map((d) => parse(d.body).then((r) => r.arrayBuffer())));

      for (const doc of documents.slice(0, 2)) {
        const samples: number[] = [];
        for (let i = 0; i < 100; i++) {
          const t0 = performance.now();
          const res = await parse(doc.body);
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`${doc.name}: status ${res.status}`);
          samples.push(performance.now() - t0);
        }
        const timing = summarize(samples);
        rows.push({ name: 'parse, one at a time', detail: `${doc.name} (${doc.body.length.toLocaleString('en-US')} bytes)`, unit: 'ms', ...timing, target: { stat: 'p50', max: 80 } });
        rows.push({ name: 'parse, one at a time (p95)', detail: doc.name, unit: 'ms', value: timing.p95, target: { stat: 'value', max: 200 } });
      }

      let k = 0;
      // autocannon's `requests` (a body per request) is missing from its type definitions.
      const options = {
        url: base + PARSER_PATH,
        method: 'POST' as const,
        connections: 8,
        duration,
        timeout: 150,
        headers,
        requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, body: documents[k++ % documents.length]!.body }) }],
      };
      const result = await autocannon(options as Parameters<typeof autocannon>[0]);
      const ok = result['2xx'];
      rows.push({
        name: 'parse throughput',
        detail: `4 text documents (2 PDF, 2 DOCX) round robin, 8 connections, ${Math.round(result.duration)} s`,
        unit: 'req/s',
        n: ok,
        value: ok / result.duration,
        target: { stat: 'value', min: 20 },
        note: result.non2xx || result.errors ? `${result.non2xx} non-2xx, ${result.errors} errors` : undefined,
      });
      rows.push({ name: 'parse latency under load', unit: 'ms', n: ok, p50: result.latency.p50, p99: result.latency.p99, mean: result.latency.average });
      const memory = memoryOf(child.pid!);
      rows.push({ name: 'server peak RSS', detail: 'VmHWM, server + its parser processes (sum), every catalog loaded', unit: 'MB', value: memory.hwm, target: { stat: 'value', max: 700 } });

      // A resume with a photo: the face detector's thread starts, works, and holds its memory
      // until it has been idle a minute.
      const photo = multipart(readFileSync(path.join(root, 'test/fixtures/documents/fr-two-column-photo.pdf')), 'photo.pdf');
      await (await parse(photo)).arrayBuffer();
      const photoSamples: number[] = [];
      for (let i = 0; i < 20; i++) {
        const t0 = performance.now();
        await (await parse(photo)).arrayBuffer();
        photoSamples.push(performance.now() - t0);
      }
      rows.push({ name: 'parse with face photo', detail: 'fr-two-column-photo.pdf, face detected and cropped', unit: 'ms', ...summarize(photoSamples) });
      rows.push({ name: 'server peak RSS with photo thread', detail: 'VmHWM, server + parser processes, detector loaded (released after 1 min idle)', unit: 'MB', value: memoryOf(child.pid!).hwm });
    } catch (error) {
      rows.push({ name: 'parser', unit: 'ms', note: `failed: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      if (child) await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    }
    return rows;
  },
};
