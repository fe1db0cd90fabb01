/**
 * The TypeScript client (packages/client, from its sources) against the real app listening on a
 * port: every operation of the OpenAPI document called once through HTTP, and the error answers
 * turned into typed errors.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, RecruitApiError, RecruitClient, RecruitNetworkError, type Criterion } from '../../packages/client/src/index.js';
import { freePort } from '../helpers/service-process.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const FIXTURES = join(import.meta.dirname, '../fixtures');
const resume = readFileSync(join(FIXTURES, 'documents/en-resume.pdf'));

/** Rejects with what `promise` rejects with; fails when it resolves. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => expect.fail(`resolved with ${JSON.stringify(value)}`),
    (error: unknown) => error,
  );
}

describe('RecruitClient against the service', () => {
  let t: TestApp;
  let baseUrl: string;
  let client: RecruitClient;
  let fetches: string[];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    fetches = [];
    const counting: typeof fetch = (input, init) => {
      fetches.push(`${init?.method} ${String(input)}`);
      return fetch(input, init);
    };
    client = new RecruitClient({ baseUrl, apiKey: await t.issueKey(20), fetch: counting });
  });
  afterAll(async () => {
    await t.close();
  });

  it('has a method for every operation of the OpenAPI document the service serves', async () => {
    const document = (await client.getOpenApiDocument()) as { paths: Record<string, Record<string, { operationId: string }>> };
    const served = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    expect(served.sort()).toEqual(Object.keys(OPERATIONS).sort());
    for (const id of served) expect(typeof (client as unknown as Record<string, unknown>)[id], id).toBe('function');
  });

  it('parses a resume given as a Buffer, with the spec 4.1 parts, then fetches the stored original', async () => {
    const parsed = await client.parseResume({ file: resume, filename: 'en-resume.pdf', application_id: 'app-7' });
    expect(parsed.status).toBe('success');
    expect(parsed.info_candidate.full_name).toBe('Zoë Pemberton');
    expect(parsed.info_resume.application_id).toBe('app-7');
    expect(parsed.info_resume.url).toMatch(/\/files\/[^/]+$/);

    const stored = await client.getFile({ key: parsed.info_resume.url!.split('/').pop()! });
    expect(Buffer.from(await stored.arrayBuffer()).equals(resume)).toBe(true);
  });

  it('parses a resume given as a Blob without storing it', async () => {
    const parsed = await client.parseResume({ file: new Blob([resume]), do_not_store_data: 'true' });
    expect(parsed.info_candidate.email).toBe('zoe.pemberton@example.com');
    expect(parsed.info_resume.url).toBeNull();
  });

  it('extracts criteria, matches and ranks with them, and normalizes skills', async () => {
    const jobText = 'Développeur Python, anglais courant, Docker apprécié.';
    const { matching_criteria: criteria } = await client.extractCriteria({ job_text: jobText });
    expect(criteria.map((c: Criterion) => c.id)).toEqual(['crit_1', 'crit_2', 'crit_3']);

    const match = await client.matchCandidate({ job_text: jobText, candidate_text: 'Jeanne Exemple, Python et Docker.', matching_criteria: criteria });
    // The test app's engine finds a criterion when the resume names its label.
    expect(match.evaluated_criteria.map((c) => [c.id, c.label, c.match_status])).toEqual(
      criteria.map((c) => [c.id, c.label, c.label === 'Anglais' ? 'not_mentioned' : 'ideal']),
    );
    expect(match.score).toBeGreaterThan(0);

    const { rankings } = await client.rankCandidates({
      job_text: jobText,
      candidates: [
        { id: 'a', candidate_text: 'Python, Docker et anglais.' },
        { id: 'b', candidate_text: 'Comptable.' },
      ],
    });
    expect(rankings.map((r) => [r.rank, r.candidate_id])).toEqual([
      [1, 'a'],
      [2, 'b'],
    ]);

    const { skills } = await client.normalizeSkills({ skills: ['JS'], lang: 'en' });
    expect(skills).toHaveLength(1);
    expect(skills[0]).toMatchObject({ input: 'JS', status: 'normalized' });
  });

  it('calls the platform operations, sending the key only where one is needed', async () => {
    fetches.length = 0;
    const seen: Record<string, string | null> = {};
    const spying = new RecruitClient({
      baseUrl,
      apiKey: await t.issueKey(0),
      fetch: (input, init) => {
        seen[new URL(String(input)).pathname] = new Headers(init?.headers).get('x-api-key');
        return fetch(input, init);
      },
    });
    expect(await spying.getHealth()).toEqual({ status: 'ok' });
    expect(await spying.getReadiness()).toEqual({ status: 'ready' });
    expect(await spying.getMetrics()).toContain('# TYPE');
    expect(await spying.getDocs()).toContain('<code>/api/v3/parser</code>');
    const status = await spying.getStatus();
    expect(status).toMatchObject({ status: 'ok', version: '2026-10-01', credits: { available: 0 } });
    expect(seen['/healthz']).toBeNull();
    expect(seen['/api/v1/status']).toMatch(/\S/);
  });

  it('queues a legacy V2 parse', async () => {
    const queued = await client.parseResumeV2({ file: resume, webhook_url: 'https://hooks.example.com/recruit?token=t' });
    expect(queued).toMatchObject({ status: 'processing' });
  });

  it('turns a 401 into a RecruitApiError with the status, the document\'s name and the exact message, without retrying', async () => {
    let calls = 0;
    const badKey = new RecruitClient({ baseUrl, apiKey: 'rk_not_a_key', fetch: (input, init) => (calls++, fetch(input, init)) });
    const error = await rejectionOf(badKey.extractCriteria({ job_text: 'Développeur Python.' }));
    expect(error).toBeInstanceOf(RecruitApiError);
    expect(error).toMatchObject({ status: 401, kind: 'INVALID_API_KEY', code: null, message: 'Invalid API Key', body: { error: 'Invalid API Key' }, attempts: 1 });
    expect((error as RecruitApiError).requestId).toMatch(/\S/);
    expect(calls).toBe(1);

    const keyless = new RecruitClient({ baseUrl });
    expect(await rejectionOf(keyless.getStatus())).toMatchObject({ status: 401, kind: 'MISSING_API_KEY', message: 'Missing API Key' });
  });

  it('carries the spec\'s code of a parser error (422 DOCUMENT_NOT_A_RESUME), and the service error of a 400', async () => {
    const recipe = readFileSync(join(FIXTURES, 'not-resumes/recipe.txt'));
    expect(await rejectionOf(client.parseResume({ file: recipe, filename: 'recipe.txt' }))).toMatchObject({
      status: 422,
      code: 'DOCUMENT_NOT_A_RESUME',
      kind: 'DOCUMENT_NOT_A_RESUME',
      message: 'This document does not appear to be a CV or resume. Please upload a CV or resume and try again.',
    });
    fetches.length = 0;
    expect(await rejectionOf(client.extractCriteria({ job_text: '   ' }))).toMatchObject({
      status: 400,
      code: null,
      kind: 'JOB_TEXT_EMPTY',
      message: 'job_text cannot be empty',
      body: { success: false, error: 'job_text cannot be empty' },
    });
    expect(fetches).toHaveLength(1);
  });

  it('rejects with a RecruitNetworkError when nothing listens', async () => {
    const nowhere = new RecruitClient({ baseUrl: `http://127.0.0.1:${await freePort()}`, apiKey: 'rk_x' });
    const error = await rejectionOf(nowhere.getHealth());
    expect(error).toBeInstanceOf(RecruitNetworkError);
    expect(error).toMatchObject({ name: 'RecruitNetworkError', attempts: 1 });
  });
});
