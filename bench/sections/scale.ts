/**
 * Horizontal scaling on PostgreSQL (issue 7): matching throughput over HTTP — the http section's
 * "typical" call (`typicalMatch()`) — with
 *   1. one instance on PostgreSQL,
 *   2. two instances on the same PostgreSQL database, the load spread over both, one key,
 *   3. the same two instances, one key (account) per instance — a diagnostic, see below,
 * and, for reference, one instance on the embedded SQLite store (no RECRUIT_DATABASE_URL).
 *
 * Each instance is the real server as a child process (`node dist/src/main.js`) on its own port and
 * its own temporary RECRUIT_DATA_DIR; the PostgreSQL instances share one fresh database,
 * `recruit_bench_<hex>`, created through the admin URL `RECRUIT_BENCH_DATABASE_URL` (default
 * `postgres://127.0.0.1:5432/test`) and dropped `WITH (FORCE)` at the end, failures included (not on
 * a kill of the bench). The keys come from the `recruit` CLI, which migrates the fresh database. The
 * two instances start at once. In 2, one key serves both, as for one client behind a load balancer:
 * every call debits that key's account row (one statement: the conditional UPDATE and the ledger
 * INSERT), so the debits of both instances queue on one row lock. 3 gives each instance its own key
 * to show what that queue costs. (When the debit was a BEGIN … COMMIT of three round trips, 2 gave
 * 0.79 × one instance with 16 of 20 backends waiting on the lock; the single statement brought
 * the waits under 1 %.)
 *
 * Load: in 1 and 2, ONE autocannon run (one load-generator thread, as for one instance) given both
 * URLs, so connection i goes to instance i % 2: half the connections each, closed loop per
 * connection; in 3, two autocannon runs at once in this process (a key is a header: one per run),
 * half the connections each. Requests/s are summed; p50/p95/p99 come from every 2xx answer's time,
 * both instances pooled. The total number of connections is `--connections` in every configuration
 * (one more when it is odd). Every configuration gets an unmeasured warm-up (min(2 s, duration))
 * before its `--duration` run. Thread settings are the defaults (on 2 CPUs: 1 engine thread and 1
 * parser thread per instance); RECRUIT_* thread variables of the environment, if set, pass through.
 *
 * Measured over each run, from /proc (Linux; rows left out elsewhere), in % of one core as `top`
 * shows it (the machine's whole is 100 % × CPUs): CPU of each server (all its threads, and its main
 * — HTTP — thread apart), of PostgreSQL (the backends of the bench database, from pg_stat_activity,
 * and the server's own processes; not other databases' backends), of this process (the load
 * generator, process.cpuUsage), of the machine (/proc/stat) and what is left: other work on the
 * machine, which makes a run's figures unreliable when large. Server CPU per answered request, and
 * the share of the bench database's backends waiting on a lock (pg_stat_activity sampled every
 * 100 ms). The note of the two/one row sums it up.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createKey, freePort, memoryOf, sleep, stop } from '../lib/child-server.js';
import type { BenchRow, BenchSection } from '../lib/bench-row.js';
import { typicalMatch, projectRoot } from '../lib/fixtures.js';
import { summarize } from '../lib/measure.js';

const MATCH_PATH = '/api/v1/matching/job-candidate';
const START_TIMEOUT_MS = 60_000;
const WARMUP_S = 2;
const DEFAULT_ADMIN_URL = 'postgres://127.0.0.1:5432/test';

interface Server {
  label: string;
  child: ChildProcess;
  base: string;
  dataDir: string;
  stderrTail: () => string;
}

/** Adds the OS user when the URL names none: node-postgres reads $USER, often unset, and the URL's empty user wins over a `user` option. */
function withUser(raw: string): URL {
  const url = new URL(raw);
  if (!url.username) url.username = encodeURIComponent(process.env.PGUSER ?? os.userInfo().username);
  return url;
}

function clockTicks(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}

/** utime + stime of a process (all threads), or of one thread given `tid`, in clock ticks; undefined when unreadable. */
function cpuTicksOf(pid: number, tid?: number): number | undefined {
  try {
    const stat = readFileSync(tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/**
 * CPU ticks, by pid, of the PostgreSQL processes that work for the bench: the client backends of
 * its database and the server's own processes (checkpointer, WAL writer, …), not the backends of
 * other databases (another user's tests on the same server).
 */
async function postgresTicks(admin: pg.Client | undefined, dbName: string | undefined): Promise<Map<number, number>> {
  const ticks = new Map<number, number>();
  if (!admin || !dbName) return ticks;
  const { rows } = await admin.query<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE datname = $1 OR backend_type <> 'client backend'",
    [dbName],
  );
  for (const { pid } of rows) {
    const t = cpuTicksOf(pid);
    if (t !== undefined) ticks.set(pid, t);
  }
  return ticks;
}

/** Busy ticks of the whole machine (user, nice, system, irq, softirq), from /proc/stat. */
function machineBusyTicks(): number | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
    const [user, nice, system, , , irq, softirq] = line.trim().split(/\s+/).slice(1).map(Number);
    return user + nice + system + irq + softirq;
  } catch {
    return undefined;
  }
}

interface CpuSnapshot {
  at: number;
  self: NodeJS.CpuUsage;
  servers: (number | undefined)[];
  /** The main (HTTP) thread of each server: its tid is the pid. */
  mainThreads: (number | undefined)[];
  postgres: Map<number, number>;
  machine: number | undefined;
}

interface CpuShares {
  /** % of one core, per server. */
  servers: (number | undefined)[];
  /** % of one core, per server's main (HTTP) thread. */
  mainThreads: (number | undefined)[];
  postgres: number | undefined;
  loadGenerator: number;
  machine: number | undefined;
  /** Machine minus all of the above: other processes (another user's work) and the kernel's share outside them. */
  other: number | undefined;
  seconds: number;
}

/** Where the bench's PostgreSQL processes are looked up; absent for the SQLite run. */
interface PgWatch {
  admin: pg.Client;
  dbName: string;
}

async function snapshot(servers: Server[], watch: PgWatch | undefined): Promise<CpuSnapshot> {
  const postgres = await postgresTicks(watch?.admin, watch?.dbName);
  return {
    at: performance.now(),
    self: process.cpuUsage(),
    servers: servers.map((s) => cpuTicksOf(s.child.pid!)),
    mainThreads: servers.map((s) => cpuTicksOf(s.child.pid!, s.child.pid!)),
    postgres,
    machine: machineBusyTicks(),
  };
}

function cpuBetween(a: CpuSnapshot, b: CpuSnapshot, hz: number): CpuShares {
  const seconds = (b.at - a.at) / 1000;
  const pct = (ticks: number | undefined) => (ticks === undefined ? undefined : (100 * ticks) / hz / seconds);
  const self = process.cpuUsage(a.self);
  let pgTicks: number | undefined;
  if (b.postgres.size > 0) {
    pgTicks = 0;
    for (const [pid, t] of b.postgres) pgTicks += t - (a.postgres.get(pid) ?? 0);
  }
  const delta = (x: (number | undefined)[], y: (number | undefined)[]) => y.map((t, i) => (t === undefined || x[i] === undefined ? undefined : pct(t - x[i]!)));
  const servers = delta(a.servers, b.servers);
  const loadGenerator = (100 * (self.user + self.system)) / 1e6 / seconds;
  const machine = a.machine === undefined || b.machine === undefined ? undefined : pct(b.machine - a.machine);
  const known = servers.every((v) => v !== undefined) ? servers.reduce((x, y) => x! + y!, 0)! + loadGenerator + (pct(pgTicks) ?? 0) : undefined;
  return {
    servers,
    mainThreads: delta(a.mainThreads, b.mainThreads),
    postgres: pct(pgTicks),
    loadGenerator,
    machine,
    other: machine === undefined || known === undefined ? undefined : Math.max(0, machine - known),
    seconds,
  };
}

async function startServer(root: string, label: string, env: NodeJS.ProcessEnv): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recruit-bench-scale-'));
  const child = spawn(process.execPath, [path.join(root, 'dist', 'src', 'main.js')], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', RECRUIT_DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-2000);
  });
  return { label, child, base: `http://127.0.0.1:${port}`, dataDir, stderrTail: () => tail.trim() };
}

/** Waits for /healthz, then checks that one matching call answers 200. */
async function ready(server: Server, key: string, body: string): Promise<void> {
  const started = performance.now();
  const alive = () => server.child.exitCode === null && server.child.signalCode === null;
  for (;;) {
    if (!alive()) throw new Error(`${server.label} exited (${server.child.exitCode ?? server.child.signalCode}): ${server.stderrTail() || 'no stderr'}`);
    if (performance.now() - started > START_TIMEOUT_MS) throw new Error(`${server.label}: /healthz not answering within ${START_TIMEOUT_MS} ms`);
    try {
      const res = await fetch(`${server.base}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  const res = await fetch(server.base + MATCH_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${server.label}: first matching call answered ${res.status}: ${text.slice(0, 300)}; stderr: ${server.stderrTail() || 'none'}`);
}

async function stopAll(servers: Server[]): Promise<void> {
  await Promise.all(servers.map((s) => stop(s.child)));
  for (const s of servers) rmSync(s.dataDir, { recursive: true, force: true });
}

interface LoadResult {
  rps: number;
  ok: number;
  seconds: number;
  latencies: number[];
  problems: string[];
  cpu: CpuShares;
  /** The bench database's client backends, averaged over samples; absent for SQLite. */
  backends?: { total: number; lockWaiting: number };
  peakRss: (number | undefined)[];
}

/** One load generator: its URLs (connection i → url[i % n]) and the key it sends. */
interface Target {
  urls: string[];
  key: string;
  connections: number;
}

const LOCK_SAMPLE_MS = 100;

/** Samples pg_stat_activity until `done`: client backends of the bench database, and those waiting on a heavyweight lock (a row). */
async function sampleBackends(watch: PgWatch, done: () => boolean): Promise<{ total: number; lockWaiting: number } | undefined> {
  let samples = 0;
  let total = 0;
  let waiting = 0;
  while (!done()) {
    const { rows } = await watch.admin.query<{ total: number; waiting: number }>(
      "SELECT count(*)::int AS total, count(*) FILTER (WHERE wait_event_type = 'Lock')::int AS waiting FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend'",
      [watch.dbName],
    );
    samples++;
    total += rows[0]!.total;
    waiting += rows[0]!.waiting;
    await sleep(LOCK_SAMPLE_MS);
  }
  return samples ? { total: total / samples, lockWaiting: waiting / samples } : undefined;
}

/**
 * Warm-up, then the measured run: one autocannon per target, all at once in this process, their
 * 2xx counts summed and their answer times pooled.
 */
async function load(servers: Server[], targets: Target[], body: string, duration: number, hz: number, watch?: PgWatch): Promise<LoadResult> {
  const options = (t: Target) => ({
    url: t.urls,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': t.key },
    body,
    connections: t.connections,
    timeout: 30,
  });
  await Promise.all(targets.map((t) => autocannon({ ...options(t), duration: Math.min(WARMUP_S, duration) })));

  const latencies: number[] = [];
  const before = await snapshot(servers, watch);
  let finished = false;
  const sampling = watch ? sampleBackends(watch, () => finished) : Promise.resolve(undefined);
  const results = await Promise.all(
    targets.map((t) => {
      const run = autocannon({ ...options(t), duration });
      run.on('response', (_client, statusCode, _bytes, responseTime) => {
        if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      });
      return run;
    }),
  );
  finished = true;
  const backends = await sampling;
  const cpu = cpuBetween(before, await snapshot(servers, watch), hz);
  const ok = results.reduce((n, r) => n + r['2xx'], 0);
  const sum = (f: (r: (typeof results)[number]) => number) => results.reduce((n, r) => n + f(r), 0);
  const seconds = Math.max(...results.map((r) => r.duration));
  return {
    rps: ok / seconds,
    ok,
    seconds,
    latencies,
    problems: [
      sum((r) => r.non2xx) ? `${sum((r) => r.non2xx)} non-2xx` : '',
      sum((r) => r.errors) ? `${sum((r) => r.errors)} errors` : '',
      sum((r) => r.timeouts) ? `${sum((r) => r.timeouts)} timeouts` : '',
    ].filter(Boolean),
    cpu,
    backends,
    peakRss: servers.map((s) => memoryOf(s.child.pid!).hwm),
  };
}

const pctText = (v: number | undefined) => (v === undefined ? '?' : `${Math.round(v)} %`);

/** The rows of one configuration. */
function rowsOf(label: string, r: LoadResult, servers: Server[], connections: number, withRss = true): BenchRow[] {
  const timing = summarize(r.latencies);
  const detail = `${label}, ${connections} conn., ${Math.round(r.seconds)} s`;
  const rows: BenchRow[] = [
    { name: 'matching throughput', detail, unit: 'req/s', n: r.ok, value: r.rps, note: r.problems.length ? `${label}: ${r.problems.join(', ')}` : undefined },
    { name: 'matching latency', detail, unit: 'ms', n: timing.n, p50: timing.p50, p95: timing.p95, p99: timing.p99, mean: timing.mean },
  ];
  const serverCpu = r.cpu.servers.every((v) => v !== undefined) ? r.cpu.servers.reduce((a, b) => a! + b!, 0)! : undefined;
  rows.push({
    name: 'CPU: server(s)',
    detail: `${label}: ${servers.map((s, i) => `${servers.length > 1 ? `${s.label} ` : ''}${pctText(r.cpu.servers[i])} (main thread ${pctText(r.cpu.mainThreads[i])})`).join(' + ')}`,
    unit: '%',
    value: serverCpu,
  });
  if (serverCpu !== undefined && r.ok > 0) {
    rows.push({ name: 'server CPU per request', detail: label, unit: 'ms', value: (serverCpu / 100) * r.cpu.seconds * 1000 / r.ok });
  }
  if (r.backends) {
    rows.push({
      name: 'PG backends waiting on a lock',
      detail: `${label}: avg ${r.backends.lockWaiting.toFixed(1)} of ${r.backends.total.toFixed(1)} client backends`,
      unit: '%',
      value: r.backends.total ? (100 * r.backends.lockWaiting) / r.backends.total : 0,
    });
  }
  if (r.cpu.postgres !== undefined) rows.push({ name: 'CPU: PostgreSQL', detail: `${label}: its backends + server processes`, unit: '%', value: r.cpu.postgres });
  rows.push({ name: 'CPU: load generator', detail: `${label}: autocannon, this process`, unit: '%', value: r.cpu.loadGenerator });
  if (r.cpu.machine !== undefined) rows.push({ name: 'CPU: machine busy', detail: `${label}: of ${os.availableParallelism() * 100} %`, unit: '%', value: r.cpu.machine });
  if (r.cpu.other !== undefined) rows.push({ name: 'CPU: everything else', detail: `${label}: machine − the above (other processes, interrupts)`, unit: '%', value: r.cpu.other });
  if (withRss) servers.forEach((s, i) => rows.push({ name: 'server peak RSS', detail: `${label}${servers.length > 1 ? `: ${s.label}` : ''}, VmHWM`, unit: 'MB', value: r.peakRss[i] }));
  return rows;
}

export const scaleSection: BenchSection = {
  name: 'scale',
  title: 'Two instances on one PostgreSQL database (child processes)',
  async run({ duration, connections }) {
    const root = projectRoot();
    for (const p of [path.join(root, 'dist', 'src', 'main.js'), path.join(root, 'bin', 'recruit.js')]) {
      if (!existsSync(p)) return [{ name: 'scale', unit: 'req/s', note: `skipped: ${path.relative(root, p)} not found (run npm run build)` }];
    }

    const adminUrl = withUser(process.env.RECRUIT_BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL);
    const admin = new pg.Client({ connectionString: adminUrl.toString(), connectionTimeoutMillis: 5_000 });
    try {
      await admin.connect();
      await admin.query('SELECT 1');
    } catch (error) {
      await admin.end().catch(() => {});
      const where = `${adminUrl.hostname}:${adminUrl.port || 5432}${adminUrl.pathname}`;
      return [{ name: 'scale', unit: 'req/s', note: `skipped: PostgreSQL unreachable at ${where} (${error instanceof Error ? error.message : String(error)}); set RECRUIT_BENCH_DATABASE_URL` }];
    }

    const hz = clockTicks();
    const typical = typicalMatch();
    const body = JSON.stringify({ job_text: typical.jobText, candidate_text: typical.candidateText, matching_criteria: typical.criteria });
    // Half the connections per instance; an odd --connections gets one more in the two-instance run.
    const half = Math.max(1, Math.ceil(connections / 2));
    const total = half * 2;
    const rows: BenchRow[] = [];
    const baseEnv: NodeJS.ProcessEnv = { ...process.env };
    delete baseEnv.RECRUIT_DATABASE_URL;
    const results: { sqlite?: LoadResult; one?: LoadResult; two?: LoadResult; twoKeys?: LoadResult } = {};

    // 0. Reference: one instance on SQLite.
    {
      let servers: Server[] = [];
      try {
        // The server gets its own data dir in startServer: give the CLI the same one.
        const server = await startServer(root, 'SQLite', baseEnv);
        servers = [server];
        const key = await createKey(root, { ...baseEnv, RECRUIT_DATA_DIR: server.dataDir }, 1_000_000);
        await ready(server, key, body);
        results.sqlite = await load(servers, [{ urls: [server.base + MATCH_PATH], key, connections }], body, duration, hz);
        rows.push(...rowsOf('SQLite, 1 instance', results.sqlite, servers, connections));
      } catch (error) {
        rows.push({ name: 'SQLite, 1 instance', unit: 'req/s', note: `failed: ${error instanceof Error ? error.message : String(error)}` });
      } finally {
        await stopAll(servers);
      }
    }

    const dbName = `recruit_bench_${randomBytes(6).toString('hex')}`;
    const dbUrl = new URL(adminUrl.toString());
    dbUrl.pathname = `/${dbName}`;
    const pgEnv: NodeJS.ProcessEnv = { ...baseEnv, RECRUIT_DATABASE_URL: dbUrl.toString() };
    const cliDir = mkdtempSync(path.join(os.tmpdir(), 'recruit-bench-scale-'));
    try {
      await admin.query(`CREATE DATABASE ${dbName}`);
      // The CLI opens the store, which migrates the fresh database.
      const key = await createKey(root, { ...pgEnv, RECRUIT_DATA_DIR: cliDir }, 1_000_000);
      const secondKey = await createKey(root, { ...pgEnv, RECRUIT_DATA_DIR: cliDir }, 1_000_000);

      // 1. One instance on PostgreSQL.
      let servers: Server[] = [];
      try {
        servers = [await startServer(root, 'PG', pgEnv)];
        await ready(servers[0], key, body);
        results.one = await load(servers, [{ urls: [servers[0].base + MATCH_PATH], key, connections }], body, duration, hz, { admin, dbName });
        rows.push(...rowsOf('PostgreSQL, 1 instance', results.one, servers, connections));
      } catch (error) {
        rows.push({ name: 'PostgreSQL, 1 instance', unit: 'req/s', note: `failed: ${error instanceof Error ? error.message : String(error)}` });
      } finally {
        await stopAll(servers);
      }

      // 2. Two instances, started at once, on the same database.
      servers = [];
      try {
        servers = [await startServer(root, 'A', pgEnv), await startServer(root, 'B', pgEnv)];
        await Promise.all(servers.map((s) => ready(s, key, body)));
        results.two = await load(servers, [{ urls: servers.map((s) => s.base + MATCH_PATH), key, connections: total }], body, duration, hz, { admin, dbName });
        rows.push(...rowsOf(`PostgreSQL, 2 instances (${half} conn. each)`, results.two, servers, total));
        // 3. The same two servers, one key (account) each: no debit of one instance waits on the other's.
        results.twoKeys = await load(
          servers,
          servers.map((s, i) => ({ urls: [s.base + MATCH_PATH], key: i === 0 ? key : secondKey, connections: half })),
          body,
          duration,
          hz,
          { admin, dbName },
        );
        rows.push(...rowsOf(`PostgreSQL, 2 instances, 1 key each (${half} conn. each)`, results.twoKeys, servers, total, false));
      } catch (error) {
        rows.push({ name: 'PostgreSQL, 2 instances', unit: 'req/s', note: `failed: ${error instanceof Error ? error.message : String(error)}` });
      } finally {
        await stopAll(servers);
      }
    } catch (error) {
      rows.push({ name: 'PostgreSQL', unit: 'req/s', note: `failed: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      } catch (error) {
        rows.push({ name: 'drop bench database', unit: 'req/s', note: `failed to drop ${dbName}: ${error instanceof Error ? error.message : String(error)}` });
      }
      await admin.end().catch(() => {});
      rmSync(cliDir, { recursive: true, force: true });
    }

    const { sqlite, one, two, twoKeys } = results;
    if (one && two) {
      const cores = os.availableParallelism();
      const perReq = (r: LoadResult) => {
        const s = r.cpu.servers.reduce<number | undefined>((a, b) => (a === undefined || b === undefined ? undefined : a + b), 0);
        return s === undefined || r.ok === 0 ? undefined : ((s / 100) * r.cpu.seconds * 1000) / r.ok;
      };
      const fmt = (v: number | undefined, unit: string) => (v === undefined ? '?' : `${v.toFixed(unit === 'ms' ? 2 : 0)} ${unit}`);
      const waits = (r: LoadResult | undefined) => (r?.backends ? `${r.backends.lockWaiting.toFixed(1)} of ${r.backends.total.toFixed(1)}` : '?');
      rows.push({
        name: 'two/one instances',
        detail: 'PostgreSQL, req/s of 2 instances ÷ 1 instance',
        unit: '×',
        value: two.rps / one.rps,
        note:
          `${cores} cores (${cores * 100} %) hold everything: the servers (HTTP thread + engine thread each), PostgreSQL, autocannon and any other work on the machine. ` +
          `1 instance: machine ${fmt(one.cpu.machine, '%')} busy = server ${fmt(one.cpu.servers[0], '%')} (main thread ${fmt(one.cpu.mainThreads[0], '%')}), PostgreSQL ${fmt(one.cpu.postgres, '%')}, autocannon ${fmt(one.cpu.loadGenerator, '%')}, else ${fmt(one.cpu.other, '%')}; ` +
          `2 instances: machine ${fmt(two.cpu.machine, '%')} = servers ${two.cpu.servers.map((v, i) => `${fmt(v, '%')} (main ${fmt(two.cpu.mainThreads[i], '%')})`).join(' + ')}, PostgreSQL ${fmt(two.cpu.postgres, '%')}, autocannon ${fmt(two.cpu.loadGenerator, '%')}, else ${fmt(two.cpu.other, '%')}. ` +
          `Server CPU per request: ${fmt(perReq(one), 'ms')} (1 instance), ${fmt(perReq(two), 'ms')} (2). ` +
          `Idle CPU left by one instance: ${fmt(one.cpu.machine === undefined ? undefined : Math.max(0, cores * 100 - one.cpu.machine), '%')}, all a second instance on the same cores could add. ` +
          `Besides, every matching call debits the key's account row (one statement: conditional UPDATE + ledger INSERT): ` +
          `PostgreSQL backends of the bench database waiting on a row lock, on average: ${waits(one)} (1 instance), ${waits(two)} (2 instances, one key)` +
          `${twoKeys ? `, ${waits(twoKeys)} (2 instances, one key each: ${fmt(twoKeys.rps, 'req/s')}, ${(twoKeys.rps / one.rps).toFixed(2)} × one instance)` : ''}. ` +
          `So the ratio measures this machine's shared cores (and the one account row both instances debit), not scaling across hosts, where each instance brings its own cores. Noise ±15–30 %.`,
      });
    }
    if (one && twoKeys) {
      rows.push({ name: 'two/one instances, 1 key each', detail: 'PostgreSQL, req/s of 2 instances (own keys) ÷ 1 instance', unit: '×', value: twoKeys.rps / one.rps });
    }
    if (sqlite && one) {
      rows.push({ name: 'PostgreSQL/SQLite', detail: '1 instance each, req/s', unit: '×', value: one.rps / sqlite.rps });
    }
    return rows;
  },
};
