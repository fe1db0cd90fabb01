/**
 * The durable queue of V2 parse jobs (spec 4.5): a job is written before the 202 answer, so a
 * server killed mid-job finds it again after a restart. A job is claimed with a lease (its due
 * time pushed forward while it runs); a lease that outlives its process is released at start.
 *
 * States: `queued` (to parse) → `delivering` (parsed, result kept, webhook to post) → `done`;
 * `failed` when the document could not be parsed or the delivery gave up.
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
  /** The next due job (queued or delivering), its due time moved to `leaseUntil`; null if none. */
  claim(now: string, leaseUntil: string): Promise<ParseJob | null>;
  /** Parsed: the payload to deliver, due now. */
  parsed(id: string, payload: string, now: string): Promise<void>;
  /** A delivery attempt: done, failed, or due again at `retryAt`. */
  attempted(id: string, outcome: { delivered: boolean; retryAt: string | null; error: string | null }): Promise<void>;
  /** The document could not be parsed. */
  failed(id: string, error: string): Promise<void>;
  get(id: string): Promise<ParseJob | null>;
  /** At start: every lease taken by a process that is gone becomes due now. */
  releaseLeases(now: string): Promise<number>;
}
