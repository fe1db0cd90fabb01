import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import { loadConfig } from '../../../src/config/load-config.js';
import { assembleDeps, createLogger } from '../../../src/deps.js';
import { createBuiltinEngine } from '../../../src/engines/builtin/create-builtin-engine.js';
import type { ParsedResume } from '../../../src/parsing/parsed-resume.js';
import { createInProcessParser } from '../../../src/parsing/create-in-process-parser.js';
import { noPhotoFinder } from '../../../src/photos/photo-finder.js';
import { openMemoryBlobStore } from '../../../src/storage/memory/memory-blob-store.js';
import { openSqliteStore } from '../../../src/storage/sqlite/sqlite-store.js';
import { multipartBody } from '../../helpers/multipart.js';
import { runCli } from '../../helpers/run-cli.js';

const ROOT = path.join(import.meta.dirname, '../../..');
const DOCUMENTS = path.join(ROOT, 'test/fixtures/documents');
const EN_PDF = path.join(DOCUMENTS, 'en-resume.pdf');
const EN_TXT = path.join(DOCUMENTS, 'en-resume.txt');
const FR_DOCX = path.join(DOCUMENTS, 'fr-one-column.docx');
const ACCOUNTANT_PDF = path.join(ROOT, 'test/golden/resumes/en-01-accountant.pdf');
const INVOICE = path.join(ROOT, 'test/fixtures/not-resumes/invoice.txt');
const JOB_TEXT = 'Data Analyst (H/F)\nNous recherchons un data analyst avec 5 ans d’expérience en SQL et Python. Anglais courant exigé.\n';

/**
 * `recruit parse | criteria | match | rank` in process: the endpoints' answers, compared with
 * the service's own (built-in engine, in-process parser), without a store or a key.
 */
describe('recruit pipeline commands (in-process)', () => {
  let tmp: string;
  let env: NodeJS.ProcessEnv;
  let job: string;
  let app: FastifyInstance;
  let key: string;

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'recruit-cli-pipeline-'));
    job = path.join(tmp, 'job.txt');
    fs.writeFileSync(job, JOB_TEXT);
    // A data folder that must stay absent: opening the SQLite store would create it.
    env = { RECRUIT_DATA_DIR: path.join(tmp, 'data') };
    const config = loadConfig({ LOG_LEVEL: 'silent', RECRUIT_ENGINE_THREADS: '0', RECRUIT_PARSER_THREADS: '0' });
    const deps = assembleDeps({ config, logger: createLogger(config), store: openSqliteStore({ memory: true }), engine: createBuiltinEngine(), parser: createInProcessParser(), blobs: openMemoryBlobStore(), photos: noPhotoFinder });
    app = buildApp(deps);
    await app.ready();
    key = (await deps.apiKeys.create(100)).key;
  });
  afterAll(async () => {
    expect(fs.existsSync(path.join(tmp, 'data'))).toBe(false);
    await app.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const postJson = async (url: string, body: unknown) => {
    const res = await app.inject({ method: 'POST', url, headers: { 'x-api-key': key }, payload: body as object });
    expect(res.statusCode).toBe(200);
    return res.json() as unknown;
  };
  const postResume = async (file: string) => {
    const { payload, contentType } = multipartBody([
      { name: 'file', value: fs.readFileSync(file), filename: 'cv' },
      { name: 'do_not_store_data', value: 'true' },
    ]);
    const res = await app.inject({ method: 'POST', url: '/api/v3/parser', headers: { 'content-type': contentType, 'x-api-key': key }, payload });
    expect(res.statusCode).toBe(200);
    return res.json() as ParsedResume;
  };
  /** What differs between two parses of one document: the request and the time. */
  const unstamped = (resume: ParsedResume) => ({ ...resume, request_id: '', info_resume: { ...resume.info_resume, date_parsing: '' } });

  it('parse prints the parser endpoint’s answer on one line', async () => {
    const res = await runCli(['parse', EN_PDF], env);
    expect([res.code, res.stderr]).toEqual([0, '']);
    expect(res.stdout.endsWith('}\n')).toBe(true);
    expect(res.stdout.trimEnd().split('\n')).toHaveLength(1);
    const resume = JSON.parse(res.stdout) as ParsedResume;
    expect(resume.info_candidate.full_name).toBe('Zoë Pemberton');
    expect(resume.info_resume).toMatchObject({ url: null, face_url: null, face_url_expires_at: null });
    expect(unstamped(resume)).toStrictEqual(unstamped(await postResume(EN_PDF)));
  });

  it('parse --pretty indents the same answer, and - reads standard input', async () => {
    const pretty = await runCli(['parse', EN_TXT, '--pretty'], env);
    expect(pretty.code).toBe(0);
    expect(pretty.stdout).toContain('\n  "info_candidate": {\n');
    const piped = await runCli(['parse', '-'], env, { stdin: fs.readFileSync(EN_TXT) });
    expect(piped.code).toBe(0);
    expect(unstamped(JSON.parse(piped.stdout) as ParsedResume)).toStrictEqual(unstamped(JSON.parse(pretty.stdout) as ParsedResume));
  });

  it('criteria prints the extract-criteria endpoint’s answer', async () => {
    const res = await runCli(['criteria', job], env);
    expect([res.code, res.stderr]).toEqual([0, '']);
    const answer = JSON.parse(res.stdout) as { matching_criteria: { id: string; label: string }[] };
    expect(answer.matching_criteria.map((c) => c.id)).toEqual(['crit_1', 'crit_2']);
    expect(answer.matching_criteria.map((c) => c.label).join(' | ')).toMatch(/SQL.*Python.*Anglais/);
    expect(answer).toStrictEqual(await postJson('/api/v1/jobs/extract-criteria', { job_text: JOB_TEXT }));
  });

  it('match parses the resume and prints the job-candidate endpoint’s answer against the job’s criteria', async () => {
    const res = await runCli(['match', job, EN_PDF], env);
    expect([res.code, res.stderr]).toEqual([0, '']);
    const answer = JSON.parse(res.stdout) as { score: number; evaluated_criteria: unknown[] };
    expect(answer.evaluated_criteria).toHaveLength(2);
    expect(answer.score).toBe(1);
    // The service's way: parse, extract the criteria, then match the resume's text against them.
    const { matching_criteria } = (await postJson('/api/v1/jobs/extract-criteria', { job_text: JOB_TEXT })) as { matching_criteria: unknown[] };
    const candidate_text = (await postResume(EN_PDF)).info_resume.text;
    expect(answer).toStrictEqual(await postJson('/api/v1/matching/job-candidate', { job_text: JOB_TEXT, candidate_text, matching_criteria }));
  });

  it('rank prints the rank endpoint’s answer, the CV arguments as candidate ids', async () => {
    const cvs = [FR_DOCX, ACCOUNTANT_PDF, EN_PDF];
    const res = await runCli(['rank', job, ...cvs, '--pretty'], env);
    expect([res.code, res.stderr]).toEqual([0, '']);
    const answer = JSON.parse(res.stdout) as { rankings: { rank: number; candidate_id: string }[] };
    expect(answer.rankings.map((r) => [r.rank, r.candidate_id])).toEqual([
      [1, EN_PDF],
      [2, ACCOUNTANT_PDF],
      [3, FR_DOCX],
    ]);
    const candidates = [];
    for (const cv of cvs) candidates.push({ id: cv, candidate_text: (await postResume(cv)).info_resume.text });
    expect(answer).toStrictEqual(await postJson('/api/v1/matching/job-candidates/rank', { job_text: JOB_TEXT, candidates }));
  });

  it('a missing file is exit 1 with its name on stderr, and nothing on stdout', async () => {
    const missing = path.join(tmp, 'missing.pdf');
    for (const argv of [['parse', missing], ['criteria', missing], ['match', job, missing], ['rank', job, EN_TXT, missing]]) {
      const res = await runCli(argv, env);
      expect([res.code, res.stdout, res.stderr]).toEqual([1, '', `recruit: ${missing}: no such file\n`]);
    }
  });

  it('a document the service refuses is exit 1 with the spec’s error code and message', async () => {
    const notResume = await runCli(['parse', INVOICE], env);
    expect([notResume.code, notResume.stdout]).toEqual([1, '']);
    expect(notResume.stderr).toMatch(
      new RegExp(`^recruit: ${INVOICE}: DOCUMENT_NOT_A_RESUME: This document does not appear to be a CV or resume\\. Please upload a CV or resume and try again\\. \\(.+\\)\\n$`),
    );
    const garbage = path.join(tmp, 'garbage.bin');
    fs.writeFileSync(garbage, Buffer.from([0x00, 0xff, 0x13, 0x37, 0x00, 0x01, 0x02, 0xfe]));
    expect((await runCli(['parse', garbage], env)).stderr).toBe(`recruit: ${garbage}: INVALID_FILE: The uploaded file is empty or invalid. Please check the file and try again.\n`);
    const blank = path.join(tmp, 'blank.txt');
    fs.writeFileSync(blank, ' \n\t\n');
    expect((await runCli(['criteria', blank], env)).stderr).toBe(`recruit: ${blank}: JOB_TEXT_EMPTY: job_text cannot be empty\n`);
    const huge = path.join(tmp, 'huge.pdf');
    fs.writeFileSync(huge, Buffer.alloc(6 * 1024 * 1024 + 1));
    expect((await runCli(['parse', huge], env)).stderr).toBe(`recruit: ${huge}: UPLOAD_TOO_LARGE: The uploaded file is too large to process. Please upload a smaller file.\n`);
  });

  it.each(['parse', 'criteria', 'match', 'rank'])('%s --help prints its usage', async (command) => {
    const res = await runCli([command, '--help'], env);
    expect([res.code, res.stderr]).toEqual([0, '']);
    expect(res.stdout).toMatch(new RegExp(`^Usage: recruit ${command} `));
    expect(res.stdout).toContain('--pretty');
  });

  it('--help lists every command', async () => {
    const res = await runCli(['--help'], env);
    expect(res.code).toBe(0);
    for (const usage of ['parse FILE', 'criteria JOB', 'match JOB CV', 'rank JOB CV...', 'keys create', 'credits add', 'files purge']) expect(res.stdout).toContain(`  ${usage}`);
  });

  it('a bad command line is exit 2 with that command’s usage', async () => {
    const res = await runCli(['rank', job, ...Array.from({ length: 11 }, () => EN_TXT)], env);
    expect([res.code, res.stdout]).toEqual([2, '']);
    expect(res.stderr).toMatch(/^recruit: rank takes at most 10 CV files.*\n\nUsage: recruit rank /s);
  });
});
