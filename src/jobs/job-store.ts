/**
 * The durable queue of V2 parse jobs (spec 4.5): a job is written before the 202 answer, so a
 * server killed mid-job finds it again. Each job is a record (its state, payload and attempts)
 * plus a schedule saying when its next step is due; `consume` hands due jobs to the runner.
 *
 * States: `queued` (to parse) → `delivering` (parsed, result kept, webhook to post) → `done`;
 * `failed` when the document could not be parsed or the delivery gave up.
 *
 * Adapters: in memory and on SQLite, one process polls its own table with leases (a lease that
 * outlives its process is released at start); on PostgreSQL, pg-boss dispatches the steps to
 * every instance, and a step held by an instance that died is handed to another once its
 * timeout has passed.
 */
export type JobStatus = 'queued' | 'delivering' | 'done' | 'failed';

export interface ParseJob {
  id: string;
  accountId: string;
  keyId: string;
  /** Blob key of the uploaded file. */
  fileKey: string;
  applicationId: string | null;
  webhookUrl: string;
  status: JobStatus;
  /** The webhook payload (JSON text) once parsed. */
  payload: string | null;
  /** Delivery attempts made so far. */
  attempts: number;
  /** ISO time the job is next due (or its lease ends). */
  dueAt: string;
  createdAt: string;
  error: string | null;
}

export interface JobStore {
  enqueue(job: Pick<ParseJob, 'id' | 'accountId' | 'keyId' | 'fileKey' | 'applicationId' | 'webhookUrl' | 'createdAt'>): Promise<void>;
  /*
   * The three transitions are compare-and-set: each applies only to the state its step was handed
   * out in, and says whether it applied. A run that outlived its step's timeout (its step handed
   * to another instance meanwhile) thus cannot undo what the other run recorded.
   */
  /** Parsed (from `queued`): the payload to deliver, due now. */
  parsed(id: string, payload: string, now: string): Promise<boolean>;
  /** Delivery attempt number `attempt` (from `delivering` with that many attempts): done, failed, or due again at `retryAt`. */
  attempted(id: string, outcome: { attempt: number; delivered: boolean; retryAt: string | null; error: string | null }): Promise<boolean>;
  /** The document could not be parsed (from `queued`). */
  failed(id: string, error: string): Promise<boolean>;
  get(id: string): Promise<ParseJob | null>;
  /**
   * Unfinished jobs by state, for the queue-depth gauge: `queued` (accepted, not yet parsed, the
   * ones being parsed included: on PostgreSQL the record cannot tell) and `delivering` (parsed,
   * their result waiting for a delivery attempt, retries included).
   */
  depth(): Promise<JobDepth>;
  /**
   * Resolves when the queue answers, for the readiness probe; throws otherwise. On PostgreSQL
   * that includes pg-boss, which dispatches the steps: started, and its schema reachable.
   */
  ping(): Promise<void>;
  /**
   * Hands each due job (queued or delivering) to `run`, at most `concurrency` at a time, until
   * stopped. A job is handed to one runner at a time; `run` records its outcome through the
   * methods above before it resolves.
   */
  consume(run: (job: ParseJob) => Promise<void>, options: ConsumeOptions): JobConsumer;
}

export interface JobDepth {
  queued: number;
  delivering: number;
}

/** The depth from `SELECT status, COUNT(*) … GROUP BY status` rows (PostgreSQL counts are strings). */
export function depthOf(rows: readonly { status: string; n: number | string }[]): JobDepth {
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return { queued: count('queued'), delivering: count('delivering') };
}

export interface ConsumeOptions {
  concurrency: number;
  now: () => Date;
  /** A failure of the queue itself (database unreachable): logged, the consumer keeps going. */
  onError: (error: unknown) => void;
  /** Called once with the number of jobs taken up again from a process that had stopped. */
  onResumed?: (count: number) => void;
  /**
   * A job whose step failed every retry (PostgreSQL: its instances kept dying on it, or it kept
   * throwing): the runner records its end. The polling adapters retry without end instead.
   */
  onAbandoned?: (job: ParseJob) => Promise<void>;
}

export interface JobConsumer {
  /** Stops taking jobs and waits for the running ones to end. */
  stop(): Promise<void>;
}

/** The lease primitives of the polling adapters (memory, SQLite), under `pollDueJobs`. */
export interface LeasedJobs {
  /** The next due job (queued or delivering), its due time moved to `leaseUntil`; null if none. */
  claim(now: string, leaseUntil: string): Promise<ParseJob | null>;
  /** At start: every lease taken by a process that is gone becomes due now. */
  releaseLeases(now: string): Promise<number>;
}
