/**
 * Two service processes on one PostgreSQL database (issue 7), as behind a load balancer:
 * - 400 concurrent matching calls spread over both, on keys with known balances, leave exact
 *   balances: every success charged once, no balance below zero, one ledger row per success;
 * - V2 jobs sent to both are each delivered exactly once to a loopback receiver, although one
 *   instance is killed with SIGKILL while it holds jobs: the other takes them up once their step
 *   timeout has passed (RECRUIT_JOB_TIMEOUT_SECONDS, shortened here), and each is charged once.
 * Runs when RECRUIT_TEST_DATABASE_URL is set (CI), in a fresh database dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPool } from '../../src/storage/postgres/connect-pool.js';
import { multipartBody } from '../helpers/multipart.js';
import { POSTGRES_SKIP_REASON, POSTGRES_TEST_URL } from '../helpers/postgres-schema.js';
import { runCli } from '../helpers/run-cli.js';
import { freePort, startService, type ServiceProcess } from '../helpers/service-process.js';
import { webhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';

const FIXTURES = join(import.meta.dirname, '../fixtures/documents');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const adminPool = () => connectPool({ url: POSTGRES_TEST_URL!, schema: 'public', max: 1 });

describe.skipIf(POSTGRES_SKIP_REASON !== null)(`two instances on one PostgreSQL${POSTGRES_SKIP_REASON ? `: skipped, ${POSTGRES_SKIP_REASON}` : ''}`, () => {
  const database = `recruit_cluster_${randomBytes(5).toString('hex')}`;
  const dataDirs: string[] = [];
  let databaseUrl: string;
  let env: NodeJS.ProcessEnv;
  let a: ServiceProcess;
  let b: ServiceProcess;
  let db: pg.Pool;

  beforeAll(async () => {
    const admin = adminPool();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const url = new URL(POSTGRES_TEST_URL!);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    env = {
      RECRUIT_DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      RECRUIT_WEBHOOK_ALLOW_PRIVATE: '1',
      RECRUIT_ENGINE_THREADS: '1',
      RECRUIT_PARSER_THREADS: '1',
      RECRUIT_JOB_TIMEOUT_SECONDS: '8',
      LOG_LEVEL: 'warn',
    };
    // Each instance its own data directory, as on two machines: everything shared is in PostgreSQL.
    const instance = async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'recruit-cluster-'));
      dataDirs.push(dataDir);
      return { ...env, RECRUIT_DATA_DIR: dataDir, PORT: String(await freePort()) };
    };
    // Started at once: both migrate the fresh database and install the queue at the same time.
    [a, b] = await Promise.all([startService(await instance(), 60_000), startService(await instance(), 60_000)]);
    db = connectPool({ url: databaseUrl, schema: 'public', max: 2 });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.kill('SIGKILL'), b?.kill('SIGKILL')]);
    await db?.end();
    const admin = adminPool();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const createKey = async (credits: number) => {
    const result = await runCli(['keys', 'create', '--credits', String(credits)], env);
    expect(result.code).toBe(0);
    return result.lastLine;
  };
  const balanceOf = async (key: string) => Number((await runCli(['credits', 'show', key], env)).lastLine);

  it('charges 400 concurrent calls over both instances exactly', async () => {
    const balances = [150, 100, 60, 10];
    const keys = await Promise.all(balances.map((credits) => createKey(credits)));
    const body = JSON.stringify({
      job_text: 'Développeur Python confirmé, 3 ans d’expérience, anglais courant.',
      candidate_text: 'Jean Exemple, développeur Python depuis 5 ans, anglais C1, jean.exemple@example.com',
      matching_criteria: [{ id: 'crit_1', label: 'Maîtrise de Python', rationale: 'Le poste le demande.', weight: 3, is_mandatory: true }],
    });
    const calls = Array.from({ length: 400 }, (_, i) => ({ key: keys[i % 4]!, base: (i >> 2) % 2 ? a.base : b.base }));
    const answers = await Promise.all(
      calls.map(async ({ key, base }) => {
        const res = await fetch(`${base}/api/v1/matching/job-candidate`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body });
        const json = (await res.json()) as { availableCredits?: number };
        return { key, status: res.status, json };
      }),
    );
    for (const [i, key] of keys.entries()) {
      const mine = answers.filter((answer) => answer.key === key);
      const ok = mine.filter((answer) => answer.status === 200).length;
      expect(mine.map((answer) => answer.status).filter((status) => status !== 200 && status !== 403)).toStrictEqual([]);
      expect(ok).toBe(Math.min(balances[i]!, 100));
      expect(await balanceOf(key)).toBe(Math.max(balances[i]! - 100, 0));
    }
    const { rows } = await db.query<{ n: number; lowest: number }>(
      `SELECT (SELECT count(*)::int FROM credit_ledger WHERE kind = 'debit') AS n, (SELECT min(balance)::int FROM accounts) AS lowest`,
    );
    expect(rows[0]).toStrictEqual({ n: 100 + 100 + 60 + 10, lowest: 0 });
  }, 120_000);

  it('delivers every V2 job exactly once although one instance is killed with SIGKILL mid-run', async () => {
    const jobs = 8;
    const key = await createKey(jobs + 2);
    const hook: WebhookReceiver = await webhookReceiver();
    try {
      // Scanned pages: OCR keeps each job busy for a second or more, so A is killed mid-parse.
      const scan = readFileSync(join(FIXTURES, 'scan-fr-one-column.png'));
      const ids: string[] = [];
      for (let i = 0; i < jobs; i++) {
        const { payload, contentType } = multipartBody([
          { name: 'file', value: scan, filename: 'scan.png' },
          { name: 'webhook_url', value: hook.url },
          { name: 'application_id', value: `app_${i}` },
        ]);
        const res = await fetch(`${i % 2 ? b.base : a.base}/api/v2/parser`, { method: 'POST', headers: { 'content-type': contentType, 'x-api-key': key }, body: payload });
        expect(res.status).toBe(202);
        ids.push(((await res.json()) as { request_id: string }).request_id);
      }
      // Kill A once both instances are busy and nothing has been delivered yet.
      const active = async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM recruit_queue.job WHERE state = 'active'`)).rows[0]!.n;
      const end = Date.now() + 20_000;
      while ((await active()) < 3 && Date.now() < end) await sleep(20);
      expect(hook.bodies).toHaveLength(0);
      await a.kill('SIGKILL');

      const deadline = Date.now() + 150_000;
      while (hook.bodies.length < jobs && Date.now() < deadline) await sleep(200);
      await sleep(3_000); // time for a duplicate, were there one, to arrive
      // Each delivery names its job twice: the stable `webhook-id` and the application id sent with it.
      expect(hook.ids.toSorted()).toStrictEqual(ids.map((id) => `msg_${id}`).toSorted());
      const applications = hook.bodies.map((body) => (body.info_resume as { application_id: string }).application_id);
      expect(applications.toSorted()).toStrictEqual(Array.from({ length: jobs }, (_, i) => `app_${i}`).toSorted());
      for (const [i, body] of hook.bodies.entries()) expect(hook.ids[i]).toBe(`msg_${ids[Number((body.info_resume as { application_id: string }).application_id.slice(4))]}`);
      expect(hook.bodies.every((body) => body.status === 'success')).toBe(true);
      expect(await balanceOf(key)).toBe(2);
      const { rows } = await db.query<{ status: string; n: number }>(`SELECT status, count(*)::int AS n FROM parse_jobs WHERE id = ANY($1) GROUP BY status`, [ids]);
      expect(rows).toStrictEqual([{ status: 'done', n: jobs }]);
      // A died holding steps: pg-boss failed them by timeout and B ran their retries.
      const retried = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM recruit_queue.job WHERE data->>'step' = 'parse' AND retry_count > 0`);
      expect(retried.rows[0]!.n).toBeGreaterThanOrEqual(1);
    } finally {
      await hook.close();
    }
  }, 200_000);
});
