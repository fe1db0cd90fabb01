import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedResume } from '../../../src/parsing/parsed-resume.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../helpers/fake-openai-server.js';
import { runCliProcess } from '../../helpers/run-cli.js';

const ROOT = path.join(import.meta.dirname, '../../..');
const DOCUMENTS = path.join(ROOT, 'test/fixtures/documents');
const JOB_TEXT = 'Développeur Python (indispensable), Docker apprécié.';

/**
 * The pipeline commands as a real process, as a shell script runs them: each must end by itself
 * once its answer is printed (an OCR worker, the engine's connections closed), without a store.
 */
describe('recruit pipeline commands (subprocess)', () => {
  let tmp: string;
  let job: string;
  let env: NodeJS.ProcessEnv;
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'recruit-cli-pipeline-process-'));
    job = path.join(tmp, 'job.txt');
    fs.writeFileSync(job, JOB_TEXT);
    env = { RECRUIT_DATA_DIR: path.join(tmp, 'data') };
  });
  afterAll(() => {
    expect(fs.existsSync(path.join(tmp, 'data'))).toBe(false);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('parses a PDF and exits', async () => {
    const res = await runCliProcess(['parse', path.join(DOCUMENTS, 'en-resume.pdf')], env, { exitWithinMs: 25_000 });
    expect([res.code, res.stderr]).toEqual([0, '']);
    expect((JSON.parse(res.stdout) as ParsedResume).info_candidate.full_name).toBe('Zoë Pemberton');
  });

  it('parses a scan with OCR and exits: the tesseract worker is ended', async () => {
    const res = await runCliProcess(['parse', path.join(DOCUMENTS, 'scan-fr-one-column.png')], env, { exitWithinMs: 50_000 });
    expect([res.code, res.stderr]).toEqual([0, '']);
    expect((JSON.parse(res.stdout) as ParsedResume).info_candidate.full_name).toBe('Camille DURAND');
  }, 60_000);

  it('ranks resumes read from files and standard input, and exits', async () => {
    const res = await runCliProcess(['rank', job, path.join(DOCUMENTS, 'fr-one-column.pdf'), '-'], env, {
      stdin: fs.readFileSync(path.join(DOCUMENTS, 'en-resume.docx')),
      exitWithinMs: 25_000,
    });
    expect([res.code, res.stderr]).toEqual([0, '']);
    const { rankings } = JSON.parse(res.stdout) as { rankings: { rank: number; candidate_id: string }[] };
    expect(rankings.map((r) => r.rank)).toEqual([1, 2]);
    expect(rankings.map((r) => r.candidate_id).sort()).toEqual(['-', path.join(DOCUMENTS, 'fr-one-column.pdf')]);
  });

  it('a missing file is exit 1 with a clear message', async () => {
    const res = await runCliProcess(['match', job, 'no-such-cv.pdf'], env, { exitWithinMs: 15_000 });
    expect([res.code, res.stdout, res.stderr]).toEqual([1, '', 'recruit: no-such-cv.pdf: no such file\n']);
  });

  describe('with RECRUIT_LLM_BASE_URL', () => {
    let server: FakeOpenAiServer;
    beforeAll(async () => {
      server = await startFakeOpenAiServer();
    });
    afterAll(async () => {
      await server.close();
    });

    it('uses the OpenAI-compatible engine, as the server would, logs on stderr only, and exits', async () => {
      server.script.push({
        content: {
          criteria: [
            { label: 'Docker', weight: 1, is_mandatory: false, rationale: 'Apprécié par l’offre.' },
            { label: 'Python', weight: 3, is_mandatory: true, rationale: 'Indispensable selon l’offre.' },
          ],
        },
      });
      const llmEnv = { ...env, RECRUIT_LLM_BASE_URL: server.baseUrl, RECRUIT_LLM_MODEL: 'test-model', RECRUIT_LLM_FALLBACK: 'none' };
      const res = await runCliProcess(['criteria', job], llmEnv, { exitWithinMs: 15_000 });
      expect(res.code, res.stderr).toBe(0);
      expect(JSON.parse(res.stdout)).toEqual({
        matching_criteria: [
          { id: 'crit_1', label: 'Python', weight: 3, is_mandatory: true, rationale: 'Indispensable selon l’offre.' },
          { id: 'crit_2', label: 'Docker', weight: 1, is_mandatory: false, rationale: 'Apprécié par l’offre.' },
        ],
      });
      expect(server.requests).toHaveLength(1);
      expect(server.requests[0].body.messages.map((m) => m.content).join('\n')).toContain(JOB_TEXT);
      expect(res.stderr).toContain('model engine configured');

      // The model failing, with no fallback: the service's 502 message, exit 1.
      server.otherwise = () => ({ status: 500, body: '{"error":{"message":"down"}}' });
      const failed = await runCliProcess(['criteria', job], { ...llmEnv, RECRUIT_LLM_TIMEOUT_MS: '1000' }, { exitWithinMs: 30_000 });
      expect([failed.code, failed.stdout]).toEqual([1, '']);
      expect(failed.stderr).toMatch(/^recruit: AI_PROCESSING_FAILED: The AI processing step failed\. Please try again later\. \(.+\)\n$/m);
    }, 45_000);
  });
});
