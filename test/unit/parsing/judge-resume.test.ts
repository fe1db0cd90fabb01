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

  it('accepts an Indian resume ending with a Declaration, a place and a signature', async () => {
    const text = [
      'RESUME', 'KUMAR RAHUL', 'Email: rahul.kumar@example.com', 'Mobile: +91 98765 43210', '',
      'ACADEMIC QUALIFICATION', 'B.E. Mechanical Engineering, Example Institute of Technology, Pune, 2019, CGPA 7.8', '',
      'WORK EXPERIENCE', 'Maintenance Engineer, Example Forgings Pvt. Ltd., Pune (July 2019 - Present)', '',
      'DECLARATION', 'I hereby declare that the above information is true to the best of my knowledge and belief.', '',
      'Place: Pune', 'Date:', '(RAHUL KUMAR)',
    ].join('\n');
    expect((await parseResume(Buffer.from(text))).kind).toBe('parsed');
  });

  it('accepts a cover letter followed by the resume', async () => {
    const letter = readFileSync(join(NOT_RESUMES, 'cover-letter-en.txt'), 'utf8');
    const resume = 'John Example\n\nWORK EXPERIENCE\nStaff Nurse, Example Teaching Hospital, Leeds\n2016 - 2024\n\nEDUCATION\nBSc (Hons) Adult Nursing, Example University, 2016\n\nSKILLS\nPatient assessment, care planning';
    expect((await parseResume(Buffer.from(`${letter}\n\f${resume}`))).kind).toBe('parsed');
  });

  it('accepts a thin resume', async () => {
    const thin = 'Jeanne Exemple\njeanne.exemple@example.com\n06 00 00 00 99\n\nCompétences\nExcel, SAP, gestion de stocks';
    expect((await parseResume(Buffer.from(thin))).kind).toBe('parsed');
  });
});
