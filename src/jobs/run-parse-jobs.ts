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
import { deliverWebhook } from '../webhooks/deliver-webhook.js';
import type { JobStore, ParseJob } from './job-store.js';
import { v2Payload } from './v2-payload.js';
import type { PhotoFinder } from '../photos/photo-finder.js';
import { beginPhotoStep } from '../photos/photo-step.js';

/** Waits between delivery attempts: about a day in all, then the delivery is recorded as failed. */
export const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 3 * 3_600_000, 6 * 3_600_000, 12 * 3_600_000];

export interface JobRunnerDeps {
  jobs: JobStore;
  blobs: BlobStore;
  parser: ResumeParser;
  credits: Credits;
  config: Pick<Config, 'publicUrl' | 'webhookAllowPrivate' | 'webhookSecret' | 'parserDeadlineMs'>;
  photos: PhotoFinder;
  logger: Logger;
  now: () => Date;
}

export function startParseJobs(deps: JobRunnerDeps, options: { concurrency?: number } = {}): { stop(): Promise<void> } {
  return deps.jobs.consume((job) => runJob(deps, job), {
    concurrency: options.concurrency ?? 2,
    now: deps.now,
    onError: (error) => deps.logger.warn({ err: error }, 'parse job queue failed'),
    onResumed: (n) => deps.logger.info({ jobs: n }, 'parse jobs resumed after a restart'),
    onAbandoned: (job) => abandon(deps, job),
  });
}

/** A job whose step was given up after its retries: failed, and its webhook told when it was never parsed. */
async function abandon(deps: JobRunnerDeps, job: ParseJob): Promise<void> {
  deps.logger.error({ job: job.id, status: job.status }, 'parse job abandoned after its retries');
  if (job.status === 'queued') await failWithNotice(deps, job, 'PARSER_UNAVAILABLE');
  else await deps.jobs.attempted(job.id, { attempt: job.attempts, delivered: false, retryAt: null, error: 'abandoned after retries' });
}

/**
 * One step per hand-out: a queued job is parsed (and becomes due for delivery at once), a
 * delivering one gets one delivery attempt. Never both in one run: on PostgreSQL the delivery is
 * a step of its own that another instance may take the moment the parse is recorded.
 */
async function runJob(deps: JobRunnerDeps, job: ParseJob): Promise<void> {
  if (job.status === 'queued') {
    const payload = await parseJob(deps, job);
    if (payload !== null) await deps.jobs.parsed(job.id, payload, deps.now().toISOString());
    return;
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
  const photoStep = beginPhotoStep(deps.photos, upload.bytes);
  try {
    const outcome = await deps.parser.parse(upload.bytes, {
      requestId: job.id,
      applicationId: job.applicationId,
      now: started.toISOString(),
      deadlineMs: deps.config.parserDeadlineMs,
      onImagesRead: photoStep.imagesRead,
    });
    if (outcome.kind === 'not-a-resume') return await failWithNotice(deps, job, 'DOCUMENT_NOT_A_RESUME');
    const photo = await photoStep.result({ type: outcome.documentType, images: outcome.images, found: outcome.photo });
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

/**
 * The job's one debit: its request id is the job id, and the ledger takes one debit per request
 * id, so a job run again after a crash (here or on another instance) finds it `repeated`.
 */
async function chargeOnce(deps: JobRunnerDeps, job: ParseJob): Promise<boolean> {
  const result = await deps.credits.chargeCall({ accountId: job.accountId, keyId: job.keyId, requestId: job.id, operation: 'parseResumeV2' });
  return result.ok;
}

async function failWithNotice(deps: JobRunnerDeps, job: ParseJob, code: string): Promise<null> {
  // Not applied: another run (this job's step taken up again elsewhere) has recorded its outcome.
  if (!(await deps.jobs.failed(job.id, code))) return null;
  const notice = { status: 'error', request_id: job.id, info_resume: { application_id: job.applicationId }, errors: [code] };
  const outcome = await deliverWebhook(job.webhookUrl, notice, { allowPrivate: deps.config.webhookAllowPrivate, secret: deps.config.webhookSecret, messageId: `msg_${job.id}` });
  deps.logger.info({ job: job.id, code, webhook: outcome }, 'parse job failed');
  return null;
}

async function deliver(deps: JobRunnerDeps, job: ParseJob): Promise<void> {
  const outcome = await deliverWebhook(job.webhookUrl, JSON.parse(job.payload!) as unknown, {
    allowPrivate: deps.config.webhookAllowPrivate,
    secret: deps.config.webhookSecret,
    attempts: 1,
    messageId: `msg_${job.id}`,
  });
  const delay = RETRY_DELAYS_MS[job.attempts];
  const retryAt = outcome.delivered || delay === undefined ? null : new Date(deps.now().getTime() + delay).toISOString();
  await deps.jobs.attempted(job.id, { attempt: job.attempts, delivered: outcome.delivered, retryAt, error: outcome.delivered ? null : outcome.last });
  deps.logger.info({ job: job.id, delivered: outcome.delivered, attempt: job.attempts + 1, last: outcome.last }, 'parse job delivery');
}
