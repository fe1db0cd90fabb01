import { describe, expect, it } from 'vitest';
import { extractContact } from '../../../src/parsing/extract-contact.js';
import { toE164 } from '../../../src/parsing/phone-number.js';
import { makeResumeDocument } from './make-resume-document.js';

const now = new Date('2026-11-21T00:00:00Z');

describe('toE164', () => {
  it.each([
    ['06 12 34 56 78', null, '+33612345678'],
    ['06.00.00.00.58', null, '+33600000058'],
    ['+33 (0)6 00 00 00 34', null, '+33600000034'],
    ['+44 7700 900123', null, '+447700900123'],
    ['07700 900312', null, '+447700900312'],
    ['06 12 34 56 78', 'BE', '+32612345678'],
  ])('%s (%s) → %s', (written, country, e164) => expect(toE164(written, country)).toBe(e164));
});

describe('extractContact', () => {
  it('reads the contact lines of a French header', () => {
    const doc = makeResumeDocument([
      '# Léa FONTAINE',
      '8 rue des Tilleuls, 42300 Roanne · 06 00 00 00 21 · Lea.Fontaine@example.com',
      'Née le 14/03/1999 · Permis B et C',
      'Disponible immédiatement',
    ]);
    expect(extractContact(doc, { now }).value).toEqual({
      email: 'lea.fontaine@example.com',
      phone_number: '+33600000021',
      linkedin_url: null,
      github_url: null,
      other_urls: [],
      birth_date: '1999-03-14',
      age: 27,
      availability_now: true,
      availability_date: null,
      driver_license: ['B', 'C'],
    });
  });

  it('states age, availability date, birth date in words; no licence from a bar licence', () => {
    const doc = makeResumeDocument(['# Thomas GIRAUD', '36 ans · 12 ans d’expérience', 'Née le 1er février 1986', 'Disponible à partir de janvier 2026', 'Permis d’exploitation (licence IV)']);
    const v = extractContact(doc, { now }).value;
    expect([v.age, v.birth_date, v.availability_date, v.availability_now, v.driver_license]).toEqual([36, '1986-02-01', '2026-01-01', null, []]);
  });

  it('reads "born 1990" as the first of January', () => {
    expect(extractContact(makeResumeDocument(['# Ann Lee', 'born 1990']), { now }).value.birth_date).toBe('1990-01-01');
  });

  it('completes wrapped URLs from link targets, adds https and leaves mailto out', () => {
    const doc = makeResumeDocument(
      ['# Sophie Clarke', 'linkedin.com/in/sophie-clarke-', 'example', 'Portfolio : www.sophie.example.com', 'https://github.com/sclarke'],
      ['mailto:sophie@example.com', 'https://linkedin.com/in/sophie-clarke-example'],
    );
    const v = extractContact(doc, { now }).value;
    expect(v.linkedin_url).toBe('https://linkedin.com/in/sophie-clarke-example');
    expect(v.github_url).toBe('https://github.com/sclarke');
    expect(v.other_urls).toEqual(['https://www.sophie.example.com']);
  });
});
