/**
 * The legacy V2 parser (spec 4.5, 6): 202 at once, the result posted to the webhook with exactly
 * the V2 fields, one credit charged once on success, none on failure (an error notice instead);
 * and durability: a server killed with SIGKILL mid-job delivers the result after a restart.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobStore } from '../../src/jobs/job-store.js';
import { startParseJobs } from '../../src/jobs/run-parse-jobs.js';
import { openMemoryJobStore } from '../../src/storage/memory/memory-job-store.js';
import { multipartBody, type FormPart } from '../helpers/multipart.js';
import { runCli } from '../helpers/run-cli.js';
import { startService, type ServiceProcess } from '../helpers/service-process.js';
import { webhookReceiver } from '../helpers/webhook-receiver.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const ROOT = join(import.meta.dirname, '../..');
const FIXTURES = join(ROOT, 'test/fixtures/documents');

const form = (file: string, webhook: string, extra: FormPart[] = []) =>
  multipartBody([{ name: 'file', value: readFileSync(join(FIXTURES, file)), filename: file }, { name: 'webhook_url', value: webhook }, ...extra]);

describe('POST /api/v2/parser', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanup.splice(0).reverse()) await c();
  });

  async function setup(): Promise<{ t: TestApp; key: string }> {
    const t = await createTestApp({ config: { webhookAllowPrivate: true } });
    const runner = startParseJobs(t.deps);
    cleanup.push(() => t.close(), () => runner.stop());
    return { t, key: await t.issueKey(3) };
  }

  it('answers 202 at once and posts the V2 fields to the webhook, charging 1 credit', async () => {
    const { t, key } = await setup();
    const hook = await webhookReceiver();
    cleanup.push(hook.close);
    const { payload, contentType } = form('en-resume.docx', hook.url, [{ name: 'application_id', value: 'legacy-1' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/parser', headers: { 'content-type': contentType, 'x-api-key': key }, payload });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toStrictEqual({ status: 'processing', request_id: res.headers['x-request-id'] });
    const body = await hook.next();
    // The same id on every attempt of this job's delivery, so a receiver can drop a repeat.
    expect(hook.ids[0]).toBe(`msg_${res.headers['x-request-id']}`);
    expect(Object.keys(body).sort()).toEqual(['certifications', 'educations', 'info_candidate', 'info_resume', 'interests', 'languages', 'rome_jobs', 'skills', 'status', 'work_experiences']);
    expect(Object.keys(body.info_resume as object).sort()).toEqual(['application_id', 'date_parsing', 'face_url', 'language', 'text', 'url']);
    expect(body.info_resume).toMatchObject({ application_id: 'legacy-1', language: 'EN' });
    expect(body.info_candidate).not.toHaveProperty('mobility');
    expect(body.info_candidate).toMatchObject({ email: 'zoe.pemberton@example.com' });
    expect((body.educations as object[]).every((e) => !('location' in e))).toBe(true);
    expect((body.skills as object[]).every((s) => Object.keys(s).sort().join() === 'skill_title,skill_type')).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    expect(await t.balanceOf(key)).toBe(2);
  });

  it('sends an error notice and charges nothing when the document cannot be parsed', async () => {
    const { t, key } = await setup();
    const hook = await webhookReceiver();
    cleanup.push(hook.close);
    const { payload, contentType } = form('hostile/truncated.pdf', hook.url);
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/parser', headers: { 'content-type': contentType, 'x-api-key': key }, payload });
    expect(res.statusCode).toBe(202);
    expect(await hook.next()).toStrictEqual({ status: 'error', request_id: res.headers['x-request-id'], info_resume: { application_id: null }, errors: ['DOCUMENT_UNREADABLE'] });
    expect(await t.balanceOf(key)).toBe(3);
  });

  it('ends a job given up after its retries with a PARSER_UNAVAILABLE notice, charging nothing', async () => {
    // The queue gives every job up at once, as pg-boss does after a step's last retry.
    const inner = openMemoryJobStore();
    const givingUp: JobStore = { ...inner, consume: (_run, options) => inner.consume((job) => options.onAbandoned!(job), options) };
    const t = await createTestApp({ config: { webhookAllowPrivate: true }, jobs: givingUp });
    const runner = startParseJobs(t.deps);
    const hook = await webhookReceiver();
    cleanup.push(() => t.close(), () => runner.stop(), hook.close);
    const key = await t.issueKey(3);
    const { payload, contentType } = form('en-resume.docx', hook.url, [{ name: 'application_id', value: 'app-9' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/parser', headers: { 'content-type': contentType, 'x-api-key': key }, payload });
    expect(res.statusCode).toBe(202);
    const id = res.headers['x-request-id'] as string;
    expect(await hook.next()).toStrictEqual({ status: 'error', request_id: id, info_resume: { application_id: 'app-9' }, errors: ['PARSER_UNAVAILABLE'] });
    expect(await givingUp.get(id)).toMatchObject({ status: 'failed', error: 'PARSER_UNAVAILABLE' });
    expect(await t.balanceOf(key)).toBe(3);
  });

  it('answers 400 without a file, without a webhook_url, or to a file of no supported format', async () => {
    const { t, key } = await setup();
    const send = (parts: FormPart[]) => {
      const { payload, contentType } = multipartBody(parts);
      return t.app.inject({ method: 'POST', url: '/api/v2/parser', headers: { 'content-type': contentType, 'x-api-key': key }, payload });
    };
    expect((await send([{ name: 'webhook_url', value: 'http://127.0.0.1:9/x' }])).statusCode).toBe(400);
    expect((await send([{ name: 'file', value: Buffer.from('Jean Exemple'), filename: 'cv.txt' }])).json()).toStrictEqual({ error: 'webhook_url must be an http or https URL' });
    const binary = await send([{ name: 'file', value: readFileSync(join(FIXTURES, 'hostile/random-bytes.bin')), filename: 'cv.pdf' }, { name: 'webhook_url', value: 'http://127.0.0.1:9/x' }]);
    expect(binary.json()).toMatchObject({ code: 'INVALID_FILE' });
    expect(await t.balanceOf(key)).toBe(3);
  });
});

describe('V2 jobs survive a server killed mid-job', () => {
  let server: ServiceProcess | undefined;
  afterEach(() => {
    void server?.kill('SIGKILL');
  });

  it('delivers the result after a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'recruit-v2-'));
    const hook = await webhookReceiver();
    try {
      // The restart needs the same port: one below the kernel's ephemeral range (32768 and up here),
      // where no outgoing connection of a test running beside this one can take it in between.
      const port = 20_000 + Math.floor(Math.random() * 12_000);
      const env = { PATH: process.env.PATH, RECRUIT_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', RECRUIT_WEBHOOK_ALLOW_PRIVATE: '1', RECRUIT_ENGINE_THREADS: '0', LOG_LEVEL: 'warn' };
      const key = (await runCli(['keys', 'create', '--credits', '5'], env)).stdout.trim().split('\n').pop()!;
      const start = () => startService(env, 30_000, { retryBusyPort: true });
      server = await start();
      // A scanned page: OCR keeps the job running long enough to be killed in the middle.
      const { payload, contentType } = form('scan-fr-one-column.png', hook.url);
      const res = await fetch(`http://127.0.0.1:${port}/api/v2/parser`, { method: 'POST', headers: { 'content-type': contentType, 'x-api-key': key }, body: payload });
      expect(res.status).toBe(202);
      const { request_id: requestId } = (await res.json()) as { request_id: string };
      await new Promise((r) => setTimeout(r, 400));
      await server.kill('SIGKILL');
      expect(hook.bodies).toHaveLength(0);
      server = await start();
      const body = await hook.next();
      expect(body).toMatchObject({ status: 'success', info_candidate: { email: 'camille.durand@example.com' } });
      expect(hook.bodies).toHaveLength(1);
      const balance = (await runCli(['credits', 'show', key], env)).stdout.trim().split('\n').pop();
      expect(balance).toBe('4');
      void requestId;
    } finally {
      void server?.kill('SIGKILL');
      await hook.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
