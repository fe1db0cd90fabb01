/** The V2 job queue on the SQLite store's database (migration 2). A claim is one UPDATE … RETURNING. */
import type Database from 'better-sqlite3';
import { depthOf, type JobStore, type LeasedJobs, type ParseJob } from '../../jobs/job-store.js';
import { pollDueJobs } from '../../jobs/poll-due-jobs.js';

interface JobRow {
  id: string;
  account_id: string;
  key_id: string;
  file_key: string;
  application_id: string | null;
  webhook_url: string;
  status: ParseJob['status'];
  payload: string | null;
  attempts: number;
  due_at: string;
  created_at: string;
  error: string | null;
}

const toJob = (r: JobRow): ParseJob => ({
  id: r.id,
  accountId: r.account_id,
  keyId: r.key_id,
  fileKey: r.file_key,
  applicationId: r.application_id,
  webhookUrl: r.webhook_url,
  status: r.status,
  payload: r.payload,
  attempts: r.attempts,
  dueAt: r.due_at,
  createdAt: r.created_at,
  error: r.error,
});

export function openSqliteJobStore(db: Database.Database): JobStore & LeasedJobs {
  const s = {
    insert: db.prepare(
      `INSERT INTO parse_jobs (id, account_id, key_id, file_key, application_id, webhook_url, status, due_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, 'queued', ?, ?)`,
    ),
    claim: db.prepare(
      `UPDATE parse_jobs SET due_at = ? WHERE id = (
         SELECT id FROM parse_jobs WHERE status IN ('queued', 'delivering') AND due_at <= ? ORDER BY due_at, created_at LIMIT 1
       ) RETURNING *`,
    ),
    parsed: db.prepare(`UPDATE parse_jobs SET status = 'delivering', payload = ?, due_at = ? WHERE id = ? AND status = 'queued'`),
    attempted: db.prepare(
      `UPDATE parse_jobs SET attempts = attempts + 1, status = ?, due_at = COALESCE(?, due_at), error = ? WHERE id = ? AND status = 'delivering' AND attempts = ?`,
    ),
    failed: db.prepare(`UPDATE parse_jobs SET status = 'failed', error = ? WHERE id = ? AND status = 'queued'`),
    get: db.prepare('SELECT * FROM parse_jobs WHERE id = ?'),
    release: db.prepare(`UPDATE parse_jobs SET due_at = ? WHERE status IN ('queued', 'delivering') AND due_at > ?`),
    // Served by the index on (status, due_at): done and failed jobs are never scanned.
    depth: db.prepare(`SELECT status, COUNT(*) AS n FROM parse_jobs WHERE status IN ('queued', 'delivering') GROUP BY status`),
    ping: db.prepare('SELECT 1 FROM parse_jobs LIMIT 1'),
  };
  const store: JobStore & LeasedJobs = {
    async enqueue(j) {
      s.insert.run(j.id, j.accountId, j.keyId, j.fileKey, j.applicationId, j.webhookUrl, j.createdAt, j.createdAt);
    },
    async claim(now, leaseUntil) {
      const row = s.claim.get(leaseUntil, now) as JobRow | undefined;
      return row ? toJob(row) : null;
    },
    async parsed(id, payload, now) {
      return s.parsed.run(payload, now, id).changes === 1;
    },
    async attempted(id, { attempt, delivered, retryAt, error }) {
      const status = delivered ? 'done' : retryAt === null ? 'failed' : 'delivering';
      return s.attempted.run(status, retryAt, error, id, attempt).changes === 1;
    },
    async failed(id, error) {
      return s.failed.run(error, id).changes === 1;
    },
    async get(id) {
      const row = s.get.get(id) as JobRow | undefined;
      return row ? toJob(row) : null;
    },
    async depth() {
      return depthOf(s.depth.all() as { status: string; n: number }[]);
    },
    async ping() {
      s.ping.get();
    },
    async releaseLeases(now) {
      return s.release.run(now, now).changes;
    },
    consume(run, options) {
      return pollDueJobs(store, run, options);
    },
  };
  return store;
}
