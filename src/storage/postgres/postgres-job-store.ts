/**
 * The V2 job queue on the PostgreSQL store's database (migration 2), with the SQLite adapter's
 * semantics. A claim is one UPDATE whose subquery locks the next due row with SKIP LOCKED: two
 * instances claiming at once take different jobs instead of queuing on the same row.
 */
import type pg from 'pg';
import type { JobStore, ParseJob } from '../../jobs/job-store.js';

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
  due_at: Date;
  created_at: Date;
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
  dueAt: r.due_at.toISOString(),
  createdAt: r.created_at.toISOString(),
  error: r.error,
});

export function openPostgresJobStore(pool: pg.Pool): JobStore {
  return {
    async enqueue(j) {
      await pool.query(
        `INSERT INTO parse_jobs (id, account_id, key_id, file_key, application_id, webhook_url, status, due_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'queued', $7, $7)`,
        [j.id, j.accountId, j.keyId, j.fileKey, j.applicationId, j.webhookUrl, j.createdAt],
      );
    },
    async claim(now, leaseUntil) {
      const { rows } = await pool.query<JobRow>(
        `UPDATE parse_jobs SET due_at = $1 WHERE id = (
           SELECT id FROM parse_jobs WHERE status IN ('queued', 'delivering') AND due_at <= $2
           ORDER BY due_at, created_at LIMIT 1 FOR UPDATE SKIP LOCKED
         ) RETURNING *`,
        [leaseUntil, now],
      );
      return rows[0] ? toJob(rows[0]) : null;
    },
    async parsed(id, payload, now) {
      await pool.query(`UPDATE parse_jobs SET status = 'delivering', payload = $1, due_at = $2 WHERE id = $3`, [payload, now, id]);
    },
    async attempted(id, { delivered, retryAt, error }) {
      const status = delivered ? 'done' : retryAt === null ? 'failed' : 'delivering';
      await pool.query('UPDATE parse_jobs SET attempts = attempts + 1, status = $1, due_at = COALESCE($2, due_at), error = $3 WHERE id = $4', [
        status,
        retryAt,
        error,
        id,
      ]);
    },
    async failed(id, error) {
      await pool.query(`UPDATE parse_jobs SET status = 'failed', error = $1 WHERE id = $2`, [error, id]);
    },
    async get(id) {
      const { rows } = await pool.query<JobRow>('SELECT * FROM parse_jobs WHERE id = $1', [id]);
      return rows[0] ? toJob(rows[0]) : null;
    },
    async releaseLeases(now) {
      const result = await pool.query(`UPDATE parse_jobs SET due_at = $1 WHERE status IN ('queued', 'delivering') AND due_at > $1`, [now]);
      return result.rowCount ?? 0;
    },
  };
}
