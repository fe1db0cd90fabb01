import type { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { Config, LlmConfig } from '../../src/config/config.js';
import { loadConfig } from '../../src/config/load-config.js';
import { assembleDeps, createEngine, createLogger } from '../../src/deps.js';
import { createInProcessParser } from '../../src/parsing/create-in-process-parser.js';
import { noPhotoFinder } from '../../src/photos/photo-finder.js';
import { openMemoryBlobStore } from '../../src/storage/memory/memory-blob-store.js';
import { openSqliteStore } from '../../src/storage/sqlite/sqlite-store.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../helpers/fake-openai-server.js';

/** The JSON endpoints with the model engine wired by createEngine, against the fake server. */
describe('JSON endpoints on the OpenAI-compatible engine', () => {
  let server: FakeOpenAiServer;
  let app: FastifyInstance;
  let logs: Record<string, unknown>[];
  let key: string;

  async function start(llm: Partial<LlmConfig>, overrides: Partial<Config> = {}): Promise<void> {
    const base = loadConfig({ LOG_LEVEL: 'info', RECRUIT_ENGINE_THREADS: '0', RECRUIT_LLM_BASE_URL: server.baseUrl, RECRUIT_LLM_MODEL: 'test-model', RECRUIT_LLM_API_KEY: 'sk-api-test' });
    const config: Config = { ...base, ...overrides, llm: { ...base.llm!, timeoutMs: 2000, ...llm } };
    logs = [];
    const sink = new Writable({
      write(chunk: Buffer, _e, done) {
        for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const logger = createLogger(config, sink);
    const engine = await createEngine(config, logger);
    const store = openSqliteStore({ memory: true });
    const deps = assembleDeps({ config, logger, store, engine, parser: createInProcessParser(), blobs: openMemoryBlobStore(), photos: noPhotoFinder });
    app = buildApp(deps);
    await app.ready();
    key = (await deps.apiKeys.create(10)).key;
  }
  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, headers: { 'x-api-key': key }, payload: payload as object });

  const JOB = 'Développeur Python (indispensable), Docker apprécié.';
  const RESUME = 'Jeanne Exemple\njeanne@example.com\nDéveloppeuse Python depuis 2019.';
  const MODEL_CRITERIA = {
    criteria: [
      { label: 'Docker', weight: 1, is_mandatory: false, rationale: 'Apprécié par l’offre.' },
      { label: 'Python', weight: 3, is_mandatory: true, rationale: 'Indispensable selon l’offre.' },
    ],
  };
  const CRITERIA = [
    { id: 'crit_1', label: 'Python', weight: 3, is_mandatory: true, rationale: 'Indispensable selon l’offre.' },
    { id: 'crit_2', label: 'Docker', weight: 1, is_mandatory: false, rationale: 'Apprécié par l’offre.' },
  ];

  /** The model's answer: `status` for Python with `quote`, Docker not mentioned. */
  const gradingPython = (status: string, quote: string, summary: string) => ({
    content: {
      evaluations: [
        { criterion_id: 'crit_1', match_status: status, quote, explanation: `Le CV indique « ${quote} ».` },
        { criterion_id: 'crit_2', match_status: 'not_mentioned', quote: '', explanation: 'Le CV ne mentionne pas Docker.' },
      ],
      summary,
    },
  });

  beforeAll(async () => {
    server = await startFakeOpenAiServer();
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    server.requests.length = 0;
    server.script.length = 0;
    server.otherwise = () => ({ status: 500 });
  });
  afterEach(async () => {
    await app?.close();
  });

  it('extract-criteria: the model’s criteria, our ids and order', async () => {
    await start({ fallback: 'none' });
    server.script.push({ content: MODEL_CRITERIA });
    const res = await post('/api/v1/jobs/extract-criteria', { job_text: JOB });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ matching_criteria: CRITERIA });
    expect(server.requests[0].headers.authorization).toBe('Bearer sk-api-test');
  });

  it('job-candidate: the model grades, the code scores', async () => {
    await start({ fallback: 'none' });
    server.script.push(gradingPython('ideal', 'Développeuse Python depuis 2019', 'Bonne adéquation sur Python.'));
    const res = await post('/api/v1/matching/job-candidate', { job_text: JOB, candidate_text: RESUME, matching_criteria: CRITERIA });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.score).toBeCloseTo((3 * 1 + 1 * 0.5) / 4, 10);
    expect(body.evaluated_criteria.map((c: { match_status: string }) => c.match_status)).toEqual(['ideal', 'not_mentioned']);
    expect(body.summary).toBe('Bonne adéquation sur Python.');
  });

  it('answers 502 after three schema-invalid answers when the fallback is off', async () => {
    await start({ fallback: 'none' });
    server.otherwise = () => ({ content: { criteria: [{ label: '', weight: 9 }] } });
    const res = await post('/api/v1/jobs/extract-criteria', { job_text: JOB });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ success: false, error: 'The AI processing step failed. Please try again later.' });
    expect(server.requests).toHaveLength(3);
  });

  it('answers 502 when the model stays slower than its budget', async () => {
    await start({ fallback: 'none', timeoutMs: 300 });
    server.otherwise = () => ({ content: MODEL_CRITERIA, delayMs: 1000 });
    const res = await post('/api/v1/jobs/extract-criteria', { job_text: JOB });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ success: false, error: 'The AI processing step failed. Please try again later.' });
  });

  it('falls back to the built-in engine when the model fails, and says so in the logs without resume text', async () => {
    await start({ fallback: 'builtin' });
    server.otherwise = () => ({ status: 400, body: '{"error":"bad request"}' });
    const res = await post('/api/v1/matching/job-candidate', { job_text: JOB, candidate_text: RESUME, matching_criteria: CRITERIA });
    expect(res.statusCode).toBe(200);
    expect(res.json().evaluated_criteria).toHaveLength(2);
    expect(logs.some((l) => l.msg === 'model engine failed; the built-in engine answers')).toBe(true);
    expect(JSON.stringify(logs)).not.toContain('Développeuse Python depuis 2019');
  });

  it('ranks within the call deadline with a slow model: what the model cannot answer in time, the built-in engine does', async () => {
    // Each model call takes 1.5 s and may take 2 s; the call has 3 s. Extraction then six
    // evaluations would need about 4.5 s: past the deadline, the model's share ends early and the
    // built-in engine answers the rest, instead of the gateway's 502.
    await start({ fallback: 'builtin', timeoutMs: 2000 }, { jsonCallDeadlineMs: 3000 });
    server.otherwise = () => ({ content: MODEL_CRITERIA, delayMs: 1500 });
    const candidates = Array.from({ length: 6 }, (_, i) => ({ id: `cand_${i}`, candidate_text: i % 2 ? RESUME : 'Paul Exemple, comptable.' }));
    const started = Date.now();
    const res = await post('/api/v1/matching/job-candidates/rank', { job_text: JOB, candidates });
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(res.json().rankings.map((r: { candidate_id: string }) => r.candidate_id).toSorted()).toEqual(candidates.map((c) => c.id));
    expect(logs.some((l) => l.msg === 'model engine failed; the built-in engine answers')).toBe(true);
  });

  it('logs where the model and the built-in engine disagree: ids and statuses only', async () => {
    await start({ fallback: 'builtin' });
    server.script.push(gradingPython('not_valid', 'Jeanne Exemple', 'Profil éloigné.'));
    const res = await post('/api/v1/matching/job-candidate', { job_text: JOB, candidate_text: RESUME, matching_criteria: CRITERIA });
    expect(res.statusCode).toBe(200);
    expect(res.json().evaluated_criteria[0].match_status).toBe('not_valid');
    const line = logs.find((l) => l.msg === 'model and built-in engines disagree');
    expect(line?.differences).toContainEqual({ id: 'crit_1', model: 'not_valid', builtin: 'ideal' });
    expect(JSON.stringify(line)).not.toContain('Jeanne');
  });
});
