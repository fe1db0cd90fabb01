/**
 * The V2 worker: takes due jobs from the durable queue, parses the stored upload, charges the
 * one credit once (idempotent by job id: a job re-run after a crash finds its debit), and posts
 * the result to the job's webhook, retrying with backoff for about a day before recording the
 * delivery as failed. A document that cannot be parsed is not charged; its webhook gets an
 * `error` notice (our design: a V2 client otherwise waits forever).
 */
import type { Logger } from 'pino';
import type { Config } from '../config/config.js';
import type { Credits } from '../credits/credits.js';
import { DocumentError } from '../documents/types.js';
import { storeParseFiles } from '../files/store-parse-files.js';
import type { ResumeParser } from '../parsing/resume-parser.js';
import type { BlobStore } from '../storage/blob-store.js';
import type { Store } from '../storage/store.js';
import { deliverWebhook } from '../webhooks/deliver-webhook.js';
import type { JobStore, ParseJob } from './job-store.js';
import { v2Payload } from './v2-payload.js';
import type { PhotoFinder } from '../photos/photo-finder.js';
import { photoStep } from '../photos/photo-step.js';

/** Waits between delivery attempts: about a day in all, then the delivery is recorded as failed. */
export const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 3 * 3_600_000, 6 * 3_600_000, 12 * 3_600_000];
/** A job untouched this long after its claim is taken up again (its process died). */
const LEASE_MS = 10 * 60_000;
const POLL_MS = 250;

export interface JobRunnerDeps {
  jobs: JobStore;
  blobs: BlobStore;
  parser: ResumeParser;
  credits: Credits;
  store: Store;
  config: Pick<Config, 'publicUrl' | 'webhookAllowPrivate' | 'webhookSecret' | 'parserDeadlineMs'>;
  photos: PhotoFinder;
  logger: Logger;
  now: () => Date;
}

export function startParseJobs(deps: JobRunnerDeps, options: { concurrency?: number } = {}): { stop(): Promise<void> } {
  let stopping = false;
  const running = new Set<Promise<void>>();
  const iso = () => deps.now().toISOString();
  const tick = async () => {
    while (!stopping && running.size < (options.concurrency ?? 2)) {
      const job = await deps.jobs.claim(iso(), new Date(deps.now().getTime() + LEASE_MS).toISOString());
      if (!job) return;
      const work = runJob(deps, job).catch((error: unknown) => deps.logger.error({ err: error, job: job.id }, 'parse job failed unexpectedly'));
      running.add(work);
      void work.finally(() => running.delete(work));
    }
  };
  const ready = deps.jobs.releaseLeases(iso()).then((n) => n > 0 && deps.logger.info({ jobs: n }, 'parse jobs resumed after a restart'));
  const timer = setInterval(() => void ready.then(tick).catch((error: unknown) => deps.logger.warn({ err: error }, 'parse job poll failed')), POLL_MS);
  timer.unref();
  return {
    async stop() {
      stopping = true;
      clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}

async function runJob(deps: JobRunnerDeps, job: ParseJob): Promise<void> {
  if (job.status === 'queued') {
    const payload = await parseJob(deps, job);
    if (payload === null) return;
    await deps.jobs.parsed(job.id, payload, deps.now().toISOString());
    job = { ...job, status: 'delivering', payload, attempts: 0 };
  }
  await deliver(deps, job);
}

/** The payload to deliver, or null when the job ended here (failed, or not chargeable). */
async function parseJob(deps: JobRunnerDeps, job: ParseJob): Promise<string | null> {
  const upload = await deps.blobs.get(job.fileKey, deps.now());
  if (!upload) {
    await deps.jobs.failed(job.id, 'upload missing');
    return null;
  }
  const started = deps.now();
  try {
    const outcome = await deps.parser.parse(upload.bytes, {
      requestId: job.id,
      applicationId: job.applicationId,
      now: started.toISOString(),
      deadlineMs: deps.config.parserDeadlineMs,
    });
    if (outcome.kind === 'not-a-resume') return await failWithNotice(deps, job, 'DOCUMENT_NOT_A_RESUME');
    const photo = await photoStep(deps.photos, { type: outcome.documentType, images: outcome.images, originalBytes: upload.bytes, found: outcome.photo });
    const files = await storeParseFiles(deps.blobs, {
      original: upload.bytes,
      type: outcome.documentType,
      photo: photo.photo,
      doNotStoreData: false,
      now: started,
      publicUrl: deps.config.publicUrl,
    });
    const resume = { ...outcome.resume, info_resume: { ...outcome.resume.info_resume, url: files.url, face_url: files.faceUrl } };
    if (!(await chargeOnce(deps, job))) return await failWithNotice(deps, job, 'INSUFFICIENT_CREDITS');
    return JSON.stringify(v2Payload(resume));
  } catch (error) {
    const code = error instanceof DocumentError ? error.code : 'PARSER_UNAVAILABLE';
    return await failWithNotice(deps, job, code);
  }
}

/** The job's one debit, found again in the ledger when a crash interrupted the job after it. */
async function chargeOnce(deps: JobRunnerDeps, job: ParseJob): Promise<boolean> {
  const already = (await deps.store.ledger(job.accountId)).some((e) => e.kind === 'debit' && e.requestId === job.id);
  if (already) return true;
  const result = await deps.credits.chargeCall({ accountId: job.accountId, keyId: job.keyId, requestId: job.id, operation: 'parseResumeV2' });
  return result.ok;
}

async function failWithNotice(deps: JobRunnerDeps, job: ParseJob, code: string): Promise<null> {
  await deps.jobs.failed(job.id, code);
  const notice = { status: 'error', request_id: job.id, info_resume: { application_id: job.applicationId }, errors: [code] };
  const outcome = await deliverWebhook(job.webhookUrl, notice, { allowPrivate: deps.config.webhookAllowPrivate, secret: deps.config.webhookSecret });
  deps.logger.info({ job: job.id, code, webhook: outcome }, 'parse job failed');
  return null;
}

async function deliver(deps: JobRunnerDeps, job: ParseJob): Promise<void> {
  const outcome = await deliverWebhook(job.webhookUrl, JSON.parse(job.payload!) as unknown, {
    allowPrivate: deps.config.webhookAllowPrivate,
    secret: deps.config.webhookSecret,
    attempts: 1,
  });
  const delay = RETRY_DELAYS_MS[job.attempts];
  const retryAt = outcome.delivered || delay === undefined ? null : new Date(deps.now().getTime() + delay).toISOString();
  await deps.jobs.attempted(job.id, { delivered: outcome.delivered, retryAt, error: outcome.delivered ? null : outcome.last });
  deps.logger.info({ job: job.id, delivered: outcome.delivered, attempt: job.attempts + 1, last: outcome.last }, 'parse job delivery');
}
