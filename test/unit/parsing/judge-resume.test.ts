/**
 * The not-a-resume judgement (spec 7.1, 422 DOCUMENT_NOT_A_RESUME) on whole documents: the
 * invented non-resumes of test/fixtures/not-resumes are refused, every fixture resume passes,
 * and a thin resume (a name, an e-mail, a few skills) still passes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseResume } from '../../../src/parsing/parse-resume.js';

const NOT_RESUMES = join(import.meta.dirname, '../../fixtures/not-resumes');
const FIXTURES = join(import.meta.dirname, '../../fixtures/documents');

describe('judging whether a document is a resume', () => {
  it.each(readdirSync(NOT_RESUMES).filter((f) => f.endsWith('.txt')))('refuses %s', async (file) => {
    const outcome = await parseResume(readFileSync(join(NOT_RESUMES, file)));
    expect(outcome.kind).toBe('not-a-resume');
  });

  it.each(['fr-one-column.docx', 'fr-two-column-photo.pdf', 'en-resume.odt', 'fr-one-column.xls', 'en-resume.txt'])('accepts the resume %s', async (file) => {
    expect((await parseResume(readFileSync(join(FIXTURES, file)))).kind).toBe('parsed');
  });

  it('accepts a thin resume', async () => {
    const thin = 'Jeanne Exemple\njeanne.exemple@example.com\n06 00 00 00 99\n\nCompétences\nExcel, SAP, gestion de stocks';
    expect((await parseResume(Buffer.from(thin))).kind).toBe('parsed');
  });
});
