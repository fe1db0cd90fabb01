/**
 * The V2 job queue on PostgreSQL, for several instances on one database. The job's record
 * (state, payload, attempts) is the `parse_jobs` table of migration 2; its steps are dispatched
 * by pg-boss 10 (one queue, in its own schema beside ours): any instance runs any step, and a
 * step held by an instance that died is failed by pg-boss's maintenance once `stepTimeoutSeconds`
 * have passed, then retried on whichever instance fetches it.
 *
 * A step is a message `{ id, step: 'parse' }` or `{ id, step: 'deliver', attempt }`, sent in the
 * same transaction as the record change that makes it due (enqueue → parse; parsed → deliver 0;
 * a failed attempt n → deliver n at its retry time), so a record and its schedule never disagree.
 * A message that no longer matches its record (its step was done by a run whose completion pg-boss
 * did not see, because the instance died in between) is dropped; the record is the truth.
 */
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { depthOf, type ConsumeOptions, type JobConsumer, type JobStore, type ParseJob } from '../../jobs/job-store.js';
import { inTransaction } from './connect-pool.js';
import { withAdvisoryLock } from './migrate.js';

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

type Step = { id: string; step: 'parse' } | { id: string; step: 'deliver'; attempt: number };

export const V2_STEP_QUEUE = 'recruit-v2-steps';
const QUEUE = V2_STEP_QUEUE;
/** Where pg-boss puts a step that failed every retry; its worker hands it to `onAbandoned`. */
const ABANDONED_QUEUE = 'recruit-v2-abandoned';
/** How often an idle worker looks for steps sent by other instances (its own are signalled at once). */
const POLLING_SECONDS = 1;
const ABANDONED_POLLING_SECONDS = 5;
/** How often (across all instances: pg-boss elects one) steps past their timeout are failed for retry. */
const MAINTENANCE_SECONDS = 5;
/**
 * A step whose instance died (or that threw) is tried this many more times, then abandoned: a
 * document that kills every instance that parses it takes down four, not all of them forever.
 */
const STEP_RETRIES = 3;

export interface PostgresJobOptions {
  /**
   * A step still active after this long is taken for one whose instance died and is handed to
   * another instance. Above the longest step (the parse deadline, photo and storage included).
   */
  stepTimeoutSeconds: number;
}

/** pg-boss on our pool; started (installed or migrated under its own advisory lock) on first use. */
export class StepQueue {
  private started: Promise<PgBoss> | null = null;
  private reportError: (error: unknown) => void = () => {};

  constructor(
    private readonly pool: pg.Pool,
    private readonly schema: string,
  ) {}

  boss(): Promise<PgBoss> {
    this.started ??= this.start().catch((error: unknown) => {
      this.started = null;
      throw error;
    });
    return this.started;
  }

  onError(report: (error: unknown) => void): void {
    this.reportError = report;
  }

  private async start(): Promise<PgBoss> {
    const boss = new PgBoss({
      db: { executeSql: (text: string, values: unknown[]) => this.pool.query(text, values) },
      schema: this.schema,
      migrate: true,
      supervise: true,
      schedule: false,
      maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
    });
    // An EventEmitter's unheard 'error' would throw: pg-boss reports failed polls and maintenance here.
    boss.on('error', (error) => this.reportError(error));
    // pg-boss creates its schema before taking its own lock: instances starting at once would
    // race on CREATE SCHEMA. Ours serializes the whole install.
    await withAdvisoryLock(this.pool, `recruit-queue:${this.schema}`, async () => {
      await boss.start();
      await boss.createQueue(ABANDONED_QUEUE, { name: ABANDONED_QUEUE, policy: 'standard' });
      await boss.createQueue(QUEUE, { name: QUEUE, policy: 'standard', deadLetter: ABANDONED_QUEUE });
    });
    return boss;
  }

  async stop(): Promise<void> {
    const started = this.started;
    this.started = null;
    if (!started) return;
    const boss = await started.catch(() => null);
    // Our consumer has already waited for its steps; `close: false` because the pool is ours.
    await boss?.stop({ graceful: true, close: false, wait: true, timeout: 1_000 });
  }
}

export function openPostgresJobStore(pool: pg.Pool, queue: StepQueue, options: PostgresJobOptions): JobStore {
  const localWorkers: string[] = [];
  const sendStep = async (client: pg.PoolClient, step: Step, startAfter?: Date) => {
    const boss = await queue.boss();
    await boss.send(QUEUE, step, {
      db: { executeSql: (text: string, values: unknown[]) => client.query(text, values) },
      expireInSeconds: options.stepTimeoutSeconds,
      retryLimit: STEP_RETRIES,
      retryDelay: 1,
      deadLetter: ABANDONED_QUEUE,
      ...(startAfter ? { startAfter } : {}),
    });
  };
  // A step due now is run here at once rather than at the next poll of any instance.
  const wake = () => void queue.boss().then((boss) => localWorkers.forEach((id) => boss.notifyWorker(id)), () => {});
  const get = async (id: string) => {
    const { rows } = await pool.query<JobRow>('SELECT * FROM parse_jobs WHERE id = $1', [id]);
    return rows[0] ? toJob(rows[0]) : null;
  };

  return {
    async enqueue(j) {
      await queue.boss();
      await inTransaction(pool, async (c) => {
        await c.query(
          `INSERT INTO parse_jobs (id, account_id, key_id, file_key, application_id, webhook_url, status, due_at, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, 'queued', $7, $7)`,
          [j.id, j.accountId, j.keyId, j.fileKey, j.applicationId, j.webhookUrl, j.createdAt],
        );
        await sendStep(c, { id: j.id, step: 'parse' });
      });
      wake();
    },
    async parsed(id, payload, now) {
      const applied = await inTransaction(pool, async (c) => {
        const { rowCount } = await c.query(`UPDATE parse_jobs SET status = 'delivering', payload = $1, due_at = $2 WHERE id = $3 AND status = 'queued'`, [payload, now, id]);
        if (rowCount === 1) await sendStep(c, { id, step: 'deliver', attempt: 0 });
        return rowCount === 1;
      });
      if (applied) wake();
      return applied;
    },
    async attempted(id, { attempt, delivered, retryAt, error }) {
      const status = delivered ? 'done' : retryAt === null ? 'failed' : 'delivering';
      return inTransaction(pool, async (c) => {
        const { rowCount } = await c.query(
          `UPDATE parse_jobs SET attempts = attempts + 1, status = $1, due_at = COALESCE($2, due_at), error = $3
           WHERE id = $4 AND status = 'delivering' AND attempts = $5`,
          [status, retryAt, error, id, attempt],
        );
        if (rowCount === 1 && status === 'delivering') await sendStep(c, { id, step: 'deliver', attempt: attempt + 1 }, new Date(retryAt!));
        return rowCount === 1;
      });
    },
    async failed(id, error) {
      const { rowCount } = await pool.query(`UPDATE parse_jobs SET status = 'failed', error = $1 WHERE id = $2 AND status = 'queued'`, [error, id]);
      return rowCount === 1;
    },
    get,
    async depth() {
      const { rows } = await pool.query<{ status: string; n: string }>(
        `SELECT status, COUNT(*) AS n FROM parse_jobs WHERE status IN ('queued', 'delivering') GROUP BY status`,
      );
      return depthOf(rows);
    },
    async ping() {
      // pg-boss is started by the consumer at start-up (and again every few seconds while it
      // fails): a queue that never started is not ready, whatever the tables say.
      const boss = await queue.boss();
      await boss.getQueueSize(QUEUE);
    },
    consume(run, consumeOptions) {
      return consumeSteps(queue, localWorkers, get, run, consumeOptions);
    },
  };
}

/** Whether a step message is still the record's next step. */
function current(job: ParseJob, step: Step): boolean {
  return step.step === 'parse' ? job.status === 'queued' : job.status === 'delivering' && job.attempts === step.attempt;
}

function consumeSteps(
  queue: StepQueue,
  localWorkers: string[],
  get: (id: string) => Promise<ParseJob | null>,
  run: (job: ParseJob) => Promise<void>,
  options: ConsumeOptions,
): JobConsumer {
  queue.onError(options.onError);
  const running = new Set<Promise<void>>();
  let stopping = false;
  let abandonedWorker: string | null = null;
  // A step given up by pg-boss: still the record's next step, it ends the job (failed, notified).
  const handleAbandoned = async (jobs: PgBoss.Job<Step>[]) => {
    for (const message of jobs) {
      const job = await get(message.data.id);
      if (job && current(job, message.data)) await options.onAbandoned!(job);
    }
  };
  const handle = async (jobs: PgBoss.Job<Step>[]) => {
    for (const message of jobs) {
      if (stopping) throw new Error('instance stopping: step left for another instance');
      const job = await get(message.data.id);
      if (!job || !current(job, message.data)) continue;
      // Errors reach pg-boss, which fails the step and retries it (STEP_RETRIES).
      const work = run(job);
      running.add(work);
      try {
        await work;
      } finally {
        running.delete(work);
      }
    }
  };
  // Started again every few seconds while the database cannot be reached at start.
  const workers = (async (): Promise<PgBoss | null> => {
    while (!stopping) {
      try {
        const boss = await queue.boss();
        for (let i = localWorkers.length; i < options.concurrency && !stopping; i++) {
          localWorkers.push(await boss.work<Step>(QUEUE, { batchSize: 1, pollingIntervalSeconds: POLLING_SECONDS }, handle));
        }
        if (options.onAbandoned && !abandonedWorker) {
          abandonedWorker = await boss.work<Step>(ABANDONED_QUEUE, { batchSize: 1, pollingIntervalSeconds: ABANDONED_POLLING_SECONDS }, handleAbandoned);
        }
        return boss;
      } catch (error) {
        options.onError(error);
        await new Promise((resolve) => setTimeout(resolve, 5_000).unref());
      }
    }
    return null;
  })();
  return {
    async stop() {
      stopping = true;
      const boss = await workers;
      const ids = [...localWorkers.splice(0), ...(abandonedWorker ? [abandonedWorker] : [])];
      if (boss) await Promise.all(ids.map((id) => boss.offWork({ id })));
      await Promise.allSettled([...running]);
    },
  };
}
