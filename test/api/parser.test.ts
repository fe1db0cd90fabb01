/**
 * POST /api/v3/parser end to end: a real resume through HTTP, the whole spec 2.1 answer, one
 * credit on success; on the thread pool as the service runs it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ParsedResumeSchema } from '../../src/http/schemas/parsed-resume-schema.js';
import type { ParsedResume } from '../../src/parsing/parsed-resume.js';
import { createPooledParser } from '../../src/parsing/pool/create-pooled-parser.js';
import { multipartBody, type FormPart } from '../helpers/multipart.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const FIXTURES = join(import.meta.dirname, '../fixtures/documents');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

function post(t: TestApp, key: string, parts: FormPart[]) {
  const { payload, contentType } = multipartBody(parts);
  return t.app.inject({ method: 'POST', url: '/api/v3/parser', headers: { 'content-type': contentType, 'x-api-key': key }, payload });
}

describe('POST /api/v3/parser', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('parses a PDF resume into the full spec 2.1 answer and charges 1 credit', async () => {
    const key = await t.issueKey(3);
    const res = await post(t, key, [
      { name: 'file', value: fixture('en-resume.pdf'), filename: 'whatever.bin' },
      { name: 'application_id', value: 'app-42' },
      { name: 'do_not_store_data', value: 'TRUE' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ParsedResume;
    expect(ParsedResumeSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ status: 'success', request_id: res.headers['x-request-id'], errors: [] });
    expect(body.info_resume).toMatchObject({ application_id: 'app-42', language: 'EN', url: null, face_url: null });
    expect(body.info_resume.date_parsing).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(body.info_resume.text).toContain('[EXTRACTED_HYPERLINKS]\n');
    expect(body.info_resume.text).toContain('https://zoe-pemberton.example.com/portfolio');
    expect(body.info_candidate).toMatchObject({ full_name: 'Zoë Pemberton', first_name: 'Zoë', last_name: 'Pemberton', email: 'zoe.pemberton@example.com' });
    expect(body.info_candidate.linkedin_url).toBe('https://www.linkedin.com/in/zoe-pemberton-example');
    expect(body.work_experiences.length).toBeGreaterThanOrEqual(3);
    expect(body.educations.length).toBeGreaterThanOrEqual(1);
    expect(body.rome_jobs.every((j) => j.prediction_score >= 0.7 && j.prediction_score <= 1)).toBe(true);
    expect(await t.balanceOf(key)).toBe(2);
  });

  it('reads a French DOCX with its skills, languages and location', async () => {
    const key = await t.issueKey(1);
    const res = await post(t, key, [{ name: 'file', value: fixture('fr-one-column.docx'), filename: 'cv.docx' }]);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ParsedResume;
    expect(body.info_resume).toMatchObject({ language: 'FR', application_id: null, face_url: null, face_url_expires_at: null });
    // The original, stored, behind a capability URL that needs no key (spec 2.1).
    expect(body.info_resume.url).toMatch(/^http:\/\/localhost:8080\/files\/[A-Za-z0-9_-]{43}$/);
    const file = await t.app.inject({ method: 'GET', url: new URL(body.info_resume.url!).pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(file.rawPayload.equals(fixture('fr-one-column.docx'))).toBe(true);
    expect(body.info_candidate).toMatchObject({ first_name: 'Camille', last_name: 'DURAND', email: 'camille.durand@example.com', phone_number: '+33600000012' });
    expect(body.info_candidate.location).toMatchObject({ city: 'Lyon', postal_code: '69003', country_code: 'FR' });
    expect(body.info_candidate.driver_license).toEqual(['B']);
    expect(body.languages.map((l) => l.language)).toEqual(expect.arrayContaining(['Français', 'Anglais', 'Espagnol']));
    expect(body.skills.length).toBeGreaterThan(3);
    expect(body.work_experiences[0]).toMatchObject({ currently_active: true, end_date: null, start_date: '2020-01-01' });
    expect(await t.balanceOf(key)).toBe(0);
  });
});

describe('POST /api/v3/parser on the thread pool', () => {
  it('parses on a worker thread and answers the same', async () => {
    const parser = createPooledParser({ threads: 1, deadlineMs: 60_000 });
    const t = await createTestApp({ parser });
    try {
      const key = await t.issueKey(2);
      const res = await post(t, key, [{ name: 'file', value: fixture('fr-two-column-photo.pdf'), filename: 'cv.pdf' }]);
      expect(res.statusCode).toBe(200);
      const body = res.json() as ParsedResume;
      expect(body.info_candidate).toMatchObject({ full_name: 'Inès BERTHELOT', email: 'ines.berthelot@example.com' });
      expect(body.languages).toHaveLength(3);
      expect(await t.balanceOf(key)).toBe(1);
    } finally {
      await t.close();
      await parser.close();
    }
  }, 60_000);

  it("reports a document's images once it is read, before its fields, as the outcome carries them", async () => {
    const parser = createPooledParser({ threads: 1, deadlineMs: 60_000 });
    try {
      const told: { documentType: string; images: number; settled: boolean }[] = [];
      let settled = false;
      const outcome = await parser
        .parse(fixture('fr-two-column-photo.pdf'), {
          requestId: 'r1',
          applicationId: null,
          now: '2026-11-28T00:00:00Z',
          onImagesRead: (read) => told.push({ documentType: read.documentType, images: read.images.length, settled }),
        })
        .finally(() => (settled = true));
      expect(outcome.kind).toBe('parsed');
      if (outcome.kind !== 'parsed') return;
      expect(outcome.images.length).toBeGreaterThan(0);
      expect(told).toEqual([{ documentType: 'pdf', images: outcome.images.length, settled: false }]);
    } finally {
      await parser.close();
    }
  }, 60_000);

  it('reads scans in the OCR lane: a text document sent after a scan is answered before it', async () => {
    const parser = createPooledParser({ threads: 1, ocrThreads: 1, deadlineMs: 120_000 });
    const t = await createTestApp({ parser });
    try {
      const key = await t.issueKey(10);
      // Warm the parsing worker, so that its start is not what is measured below.
      expect((await post(t, key, [{ name: 'file', value: fixture('en-resume.pdf'), filename: 'cv.pdf' }])).statusCode).toBe(200);
      const done: string[] = [];
      const scan = post(t, key, [{ name: 'file', value: fixture('scan-fr-one-column.pdf'), filename: 'scan.pdf' }]).then((res) => (done.push('scan'), res));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const text = post(t, key, [{ name: 'file', value: fixture('en-resume.docx'), filename: 'cv.docx' }]).then((res) => (done.push('text'), res));
      const [scanned, read] = await Promise.all([scan, text]);
      expect(done).toEqual(['text', 'scan']);
      expect(read.statusCode).toBe(200);
      expect(scanned.statusCode).toBe(200);
      const body = scanned.json() as ParsedResume;
      expect(body.info_candidate.email).toMatch(/@example\.com$/);
      const image = await post(t, key, [{ name: 'file', value: fixture('fr-one-column.png'), filename: 'cv.png' }]);
      expect(image.statusCode).toBe(200);
      expect((image.json() as ParsedResume).info_resume.text.length).toBeGreaterThan(200);
      // The OCR lane's time is reported with the outcome, for the metrics' `ocr` step.
      const direct = await parser.parse(fixture('fr-one-column.png'), { requestId: 'r', applicationId: null, now: new Date().toISOString() });
      expect(direct.kind === 'parsed' ? direct.steps : null).toMatchObject({ ocr: expect.any(Number), fields: expect.any(Number) });
    } finally {
      await t.close();
      await parser.close();
    }
  }, 120_000);
});
