/**
 * Sections read from a resume's lines where a heading's words meet something else: an employer in
 * capitals after a sidebar's list or by the experience heading, a form's row labelled like a
 * heading. Invented people and companies.
 */
import { describe, expect, it } from 'vitest';
import { makeResumeDocument } from './make-resume-document.js';

describe('an employer in capitals after a sidebar list', () => {
  it('is no heading of its own when its dated role follows, in a resume that lists jobs', () => {
    const doc = makeResumeDocument(['# Ann Example', '## Experience', 'EXEMPLE INDUSTRIES', 'Engineer\t2016 – 2019', '## Interests', 'Trail running', '## EXEMPLE CONSEIL', 'Lyon (69) · Consulting', 'Consultant\tOct. 2012 – Feb. 2014']);
    expect(doc.sections.map((s) => s.kind)).toEqual(['header', 'experience', 'interests']);
    // Without jobs above, such a line still heads a section of its own.
    const alone = makeResumeDocument(['# Ann Example', '## Interests', 'Trail running', '## EXEMPLE CONSEIL', 'Lyon (69) · Consulting', 'Consultant\tOct. 2012 – Feb. 2014']);
    expect(alone.sections.map((s) => s.kind)).toEqual(['header', 'interests', 'other']);
  });
});

describe('the first employer in capitals by the experience heading', () => {
  it('is the section\'s first line, on the heading\'s line or under it, not part of the heading', () => {
    for (const head of [['## EXPÉRIENCES PROFESSIONNELLES EXEMPLE INDUSTRIES'], ['## EXPÉRIENCES PROFESSIONNELLES', 'EXEMPLE INDUSTRIES']]) {
      const doc = makeResumeDocument(['# Ann Exemple', ...head, 'Lyon (69) · Équipementier automobile', 'Chef de projet', 'Janv. 2020 – aujourd\'hui']);
      const experience = doc.sections.find((s) => s.kind === 'experience')!;
      expect(experience.heading).toBe('EXPÉRIENCES PROFESSIONNELLES');
      expect(experience.lines[0]!.text).toBe('EXEMPLE INDUSTRIES');
    }
  });
});

describe('a personal details form', () => {
  it('keeps "Languages Known : …" as a row of the form, so the address below it stays in the contact details', () => {
    for (const rows of [['Marital Status\t:\tSingle', 'Languages Known\t:\tEnglish, Telugu, Hindi', 'Address\t:\tFlat 3, Exemple Residency, Hyderabad – 500081'], ['Marital Status', ':', 'Single', 'Languages Known', ':', 'English, Telugu, Hindi', 'Address', ':', 'Flat 3, Exemple Residency, Hyderabad – 500081']]) {
      const doc = makeResumeDocument(['# Ann Example', '## Work experience', 'Test Engineer, Exemple Pvt. Ltd. 2021 – 2024', '## PERSONAL DETAILS', ...rows]);
      expect(doc.sections.map((s) => s.kind)).toEqual(['header', 'experience', 'contact']);
    }
  });
});

describe('a table title wrapped onto a line of its own', () => {
  it('"/ CGPA" under "Percentage" is no heading: the table stays in its section', () => {
    const doc = makeResumeDocument(['# Ann Example', '## EDUCATIONAL QUALIFICATION', '## Percentage', 'Degree\tInstitute\tYear', '## / CGPA', 'Intermediate (MPC)\tExemple Junior College\t2017\t92.4%']);
    expect(doc.sections.map((s) => s.kind)).toEqual(['header', 'education']);
  });
});

describe('a labelled row among personal details', () => {
  it('"Languages Spoken: …" between form rows is a row, not a languages section (the address below stays contact)', () => {
    const doc = makeResumeDocument(['# Ann Example', '## Personal Information', 'Date of Birth: 12 June 1990', 'Languages Spoken: English, Igbo', 'Address: 15 Example Street, Ikeja', '## Career Objective', 'To teach.']);
    expect(doc.sections.map((s) => s.kind)).toEqual(['header', 'contact', 'summary']);
  });
});

describe('education headings with a level', () => {
  it.each(['SECONDARY EDUCATION', 'Tertiary Education', 'Higher Education', 'Études secondaires', 'Enseignement supérieur'])('%s heads the education section', (heading) => {
    expect(makeResumeDocument(['# Ann Example', `## ${heading}`, 'x']).sections.map((s) => s.kind)).toEqual(['header', 'education']);
  });
});

describe('a heading in a label column wrapped onto its section\'s lines', () => {
  it('takes back its second word from the first cell of the line it reached ("EMPLOYMENT" … "HISTORY⇥Exemple Pty Ltd")', () => {
    const doc = makeResumeDocument(['# Ann Exemple', '## EMPLOYMENT', 'Warehouse Supervisor\tMar 2021 – Current', 'HISTORY\tExemple Cold Logistics Pty Ltd, Dandenong South VIC', 'Supervise night-shift operations in a chilled DC.']);
    const experience = doc.sections.find((s) => s.kind === 'experience')!;
    expect(experience.heading).toBe('EMPLOYMENT HISTORY');
    expect(experience.lines.map((l) => l.text)).toEqual(['Warehouse Supervisor\tMar 2021 – Current', 'Exemple Cold Logistics Pty Ltd, Dandenong South VIC', 'Supervise night-shift operations in a chilled DC.']);
  });
});

describe('a heading left open on "&"', () => {
  it('takes its end from a line or two down ("EDUCATION &" / a first line / "TRAINING")', () => {
    const doc = makeResumeDocument(['# Ann Exemple', '## EDUCATION &', 'Certificate IV in Leadership and Management\t2022', 'TRAINING', 'Exemple Institute of TAFE, Dandenong']);
    expect(doc.sections.map((s) => [s.kind, s.heading])).toEqual([['header', null], ['education', 'EDUCATION & TRAINING']]);
  });
});
