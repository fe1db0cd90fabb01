/**
 * Figures of the running service (issue 2): matching throughput and latency under load — with a
 * typical call (a golden pair) and with the engine section's two-page resume and 12 criteria —,
 * server memory after load, cold start to the first answered matching call. The real server runs as a
 * child process (`node dist/src/main.js`, as `npm start` does) on a free port with its store in
 * a temporary RECRUIT_DATA_DIR; the key comes from the `recruit` CLI with the same environment.
 * Needs the build (`npm run bench` builds first).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createKey, freePort, memoryOf, sleep, stop } from '../lib/child-server.js';
import type { BenchRow, BenchSection } from '../lib/bench-row.js';
import { criteria12, offerText, projectRoot, resumeText, typicalMatch } from '../lib/fixtures.js';

const MATCH_PATH = '/api/v1/matching/job-candidate';
const COLD_START_TIMEOUT_MS = 30_000;

export const httpSection: BenchSection = {
  name: 'http',
  title: 'Service over HTTP (child process)',
  async run({ duration, connections }) {
    const root = projectRoot();
    const main = path.join(root, 'dist', 'src', 'main.js');
    const cli = path.join(root, 'bin', 'recruit.js');
    for (const p of [main, cli]) {
      if (!existsSync(p)) return [{ name: 'http', unit: 'ms', note: `skipped: ${path.relative(root, p)} not found (run npm run build)` }];
    }

    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recruit-bench-'));
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', RECRUIT_DATA_DIR: dataDir };
    const base = `http://127.0.0.1:${port}`;
    const body = JSON.stringify({ job_text: offerText(), candidate_text: resumeText(), matching_criteria: criteria12() });
    const typical = typicalMatch();
    const loads = [
      { label: 'typical', body: JSON.stringify({ job_text: typical.jobText, candidate_text: typical.candidateText, matching_criteria: typical.criteria }), criteria: typical.criteria.length },
      { label: '2-page resume', body, criteria: 12 },
    ];
    const rows: BenchRow[] = [];
    let child: ChildProcess | undefined;
    let stderrTail = '';

    try {
      // The key first, so that the clock below measures the server alone.
      let key: string | undefined;
      let keyError: unknown;
      try {
        key = await createKey(root, env, 1_000_000);
      } catch (error) {
        keyError = error;
      }

      const spawnedAt = performance.now();
      child = spawn(process.execPath, [main], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
      child.stderr?.on('data', (chunk: Buffer) => {
        stderrTail = (stderrTail + chunk.toString('utf8')).slice(-2000);
      });
      const server = child;
      const alive = () => server.exitCode === null && server.signalCode === null;

      const firstOk = async (request: () => Promise<Response>): Promise<Response> => {
        for (;;) {
          if (!alive()) throw new Error(`server exited (${server.exitCode ?? server.signalCode}): ${stderrTail.trim()}`);
          if (performance.now() - spawnedAt > COLD_START_TIMEOUT_MS) throw new Error(`no answer within ${COLD_START_TIMEOUT_MS} ms`);
          try {
            const res = await request();
            if (res.status === 200) return res;
            await res.arrayBuffer();
          } catch {
            // not listening yet
          }
          await sleep(10);
        }
      };
      const match = (k: string) =>
        fetch(base + MATCH_PATH, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': k },
          body,
          signal: AbortSignal.timeout(5_000),
        });

      if (key) {
        const k = key;
        const res = await firstOk(() => match(k));
        const coldMs = performance.now() - spawnedAt;
        const answer = (await res.json()) as { evaluated_criteria?: unknown[] };
        rows.push({
          name: 'cold start → first 200',
          detail: 'spawn to first matching answer',
          unit: 'ms',
          value: coldMs,
          target: { stat: 'value', max: 3_000 },
          note: answer.evaluated_criteria?.length === 12 ? undefined : 'first answer did not hold 12 evaluated criteria',
        });
      } else {
        // The CLI may need the store the server creates: start it, then try again.
        await firstOk(() => fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5_000) }));
        key = await createKey(root, env, 1_000_000);
        rows.push({
          name: 'cold start → first 200',
          unit: 'ms',
          target: { stat: 'value', max: 3_000 },
          note: `not measured: the CLI failed before the server ran (${keyError instanceof Error ? keyError.message.split('\n')[0] : String(keyError)})`,
        });
      }
      const idle = memoryOf(server.pid!);
      rows.push({ name: 'server RSS after start', unit: 'MB', value: idle.rss });

      for (const load of loads) {
        const result = await autocannon({
          url: base + MATCH_PATH,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': key },
          body: load.body,
          connections,
          duration,
          timeout: 30,
        });
        const ok = result['2xx'];
        const problems = [
          result.non2xx ? `${result.non2xx} non-2xx` : '',
          result.errors ? `${result.errors} errors` : '',
          result.timeouts ? `${result.timeouts} timeouts` : '',
        ].filter(Boolean);
        const detail = `${load.label}: ${load.criteria} criteria, ${load.body.length.toLocaleString('en-US')}-byte body, ${connections} conn., ${Math.round(result.duration)} s`;
        rows.push({
          name: 'POST matching throughput',
          detail,
          unit: 'req/s',
          n: ok,
          value: ok / result.duration,
          target: { stat: 'value', min: 500 },
          note: problems.length ? problems.join(', ') : undefined,
        });
        rows.push({ name: 'POST matching latency', detail, unit: 'ms', n: ok, p50: result.latency.p50, p99: result.latency.p99, mean: result.latency.average });
      }

      const loaded = memoryOf(server.pid!);
      rows.push({ name: 'server RSS after load', detail: 'VmRSS', unit: 'MB', value: loaded.rss, target: { stat: 'value', max: 400 } });
      rows.push({ name: 'server peak RSS', detail: 'VmHWM (with any child processes)', unit: 'MB', value: loaded.hwm, target: { stat: 'value', max: 400 } });
    } catch (error) {
      rows.push({ name: 'http', unit: 'ms', note: `failed: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      if (child) await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    }
    return rows;
  },
};
