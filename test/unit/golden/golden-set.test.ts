/**
 * The golden resume set itself (test/golden/resumes, test/golden/corpus): what the issue asks of
 * it (people, languages, formats), expected values inside the spec 2.1 enums and date rules, and
 * every expected JSON scoring 100 % against a perfect rendition of itself — so that a score under
 * 100 % is the parser's doing, never the golden file's.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ageOn, scoreProfile, type Golden } from '../../golden/resumes/score-profile.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DIRS = ['resumes', 'corpus'].map((d) => path.resolve(HERE, '../../golden', d));
// The spec 2.1 enums written out again on purpose: the golden files must not be checked against
// the code whose output they will judge.
const FORMATS = ['pdf', 'doc', 'docx', 'odt', 'ppt', 'pptx', 'odp', 'xls', 'rtf', 'txt', 'jpg', 'png', 'bmp'];
const CONTRACTS = ['Permanent contract', 'Fixed-term contract', 'Temporary assignment', 'Internship', 'Apprenticeship', 'Freelance', 'Volunteering', 'Other'];
const LEVELS = [
  'Native or Bilingual (C2)',
  'Full Professional Proficiency (C1)',
  'Professional Working Proficiency (B2)',
  'Limited Working Proficiency (B1)',
  'Advanced Basic Proficiency (A2)',
  'Introductory Proficiency (A1)',
];
const EQF = ['Level 1', 'Level 2', 'Level 3', 'Level 4', 'Level 5', 'Level 6', 'Level 7', 'Level 8', 'Other'];
const EXPERIENCE_LEVELS = ['0 to 1 year', '1 to 3 years', '3 to 5 years', '5 to 10 years', 'More than 10 years'];
const TODAY = new Date();

interface Entry {
  file: string;
  person: string;
  language: string;
  format: string;
  expected: string;
}

const manifest = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Entry[];
const goldens = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.expected.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Golden & { documents: string[] });

type Any = Record<string, any>;

describe('the golden resume set', () => {
  const dir = DIRS[0]!;
  const entries = manifest(dir);
  const people = goldens(dir);

  it('has at least 12 French and 12 English people, each in 1 to 3 formats', () => {
    expect(people.filter((p) => p.language === 'fr').length).toBeGreaterThanOrEqual(12);
    expect(people.filter((p) => p.language === 'en').length).toBeGreaterThanOrEqual(12);
    for (const p of people) expect(p.documents.length, p.id).toBeGreaterThanOrEqual(1);
    for (const p of people) expect(p.documents.length, p.id).toBeLessThanOrEqual(3);
  });

  it('covers the 13 formats of spec 4.1, PDF and DOCX most, every other at least twice', () => {
    const count = (f: string) => entries.filter((e) => e.format === f).length;
    const others = FORMATS.filter((f) => f !== 'pdf' && f !== 'docx');
    for (const f of others) expect(count(f), f).toBeGreaterThanOrEqual(2);
    for (const f of others) expect(count('pdf')).toBeGreaterThan(count(f));
    for (const f of others) expect(count('docx')).toBeGreaterThan(count(f));
  });

  it('lists exactly the documents on disk', () => {
    const onDisk = readdirSync(dir).filter((f) => FORMATS.includes(path.extname(f).slice(1)));
    expect(entries.map((e) => e.file).sort()).toEqual(onDisk.sort());
    for (const p of people) expect(entries.filter((e) => e.person === p.id).map((e) => e.file)).toEqual(p.documents);
  });
});

for (const dir of DIRS) {
  describe(`expected JSON in ${path.basename(dir)}/`, () => {
    const people = goldens(dir);

    it.each(people.map((p) => [p.id, p]))('%s: values inside the spec 2.1 enums and date rules', (_, g) => {
      const e = g.expected as Any;
      const c = e.info_candidate as Any;
      if (g.id.startsWith('jsonresume') === false) expect(c.email).toMatch(/^[a-z0-9.-]+@example\.com$/);
      expect(c.phone_number).toMatch(/^\+[1-9]\d{6,14}$/);
      expect(['FR', 'EN']).toContain(e.info_resume.language);
      if (c.education_level !== null) expect(EQF).toContain(c.education_level);
      if ('experience_level' in c) expect(EXPERIENCE_LEVELS).toContain(c.experience_level);
      for (const w of e.work_experiences as Any[]) {
        if (w.contract_type !== null) expect(CONTRACTS).toContain(w.contract_type);
        checkDates(w);
      }
      for (const ed of e.educations as Any[]) {
        if (ed.degree_type !== null) expect(EQF).toContain(ed.degree_type);
        checkDates(ed);
      }
      for (const l of e.languages as Any[]) if (l.level !== null) expect(LEVELS).toContain(l.level);
    });

    it.each(people.map((p) => [p.id, p]))('%s: a perfect output scores 100 %%', (_, g) => {
      const out = structuredClone(g.expected) as Any;
      out.skills = (out.skills as string[]).map((s) => ({ skill_title: s, status: 'raw' }));
      if (!('age' in out.info_candidate) && out.info_candidate.birth_date) out.info_candidate.age = ageOn(out.info_candidate.birth_date, TODAY);
      const wrong = scoreProfile(out, g, { today: TODAY }).results.filter((r) => r.outcome !== 'correct');
      expect(wrong).toEqual([]);
    });

    it.each(people.map((p) => [p.id, p]))('%s: every document it names is on disk', (_, g) => {
      for (const d of g.documents) expect(existsSync(path.join(dir, d)), d).toBe(true);
    });
  });
}

function checkDates(entry: Any): void {
  const iso = /^\d{4}-\d{2}-\d{2}$/;
  if (entry.start_date !== null) expect(entry.start_date).toMatch(iso);
  if (entry.end_date !== null) expect(entry.end_date).toMatch(iso);
  if (entry.start_date && entry.end_date) expect(entry.start_date < entry.end_date).toBe(true);
  if ('currently_active' in entry && entry.currently_active !== null) {
    // ongoing: no end date; a finished entry has one
    expect(entry.currently_active).toBe(entry.end_date === null);
  }
}
