import { describe, expect, it } from 'vitest';
import { extractContact } from '../../../src/parsing/extract-contact.js';
import { findPhoneNumber, toE164 } from '../../../src/parsing/phone-number.js';
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
    ['0476/38.21.57', 'BE', '+32476382157'],
    ['(+33) 6 12 34 56 78', null, '+33612345678'],
    ['(418) 555-0187', null, '+14185550187'],
    ['418-555-0187', 'CA', '+14185550187'],
    ['418-555-0187', 'FR', null],
    ['+1 (617) 555-0134', null, '+16175550134'],
    ['082 555 0193', 'ZA', '+27825550193'],
    ['0412 345 678', 'AU', '+61412345678'],
    ['98490 27731', 'IN', '+919849027731'],
    ['9123 4567', 'SG', '+6591234567'],
    ['9123 4567', null, null],
    ['012-345 6789', 'MY', '+60123456789'],
    ['20 123 456', 'TN', '+21620123456'],
    ['20 123 456', null, null],
    ['0044 7700 900123', null, '+447700900123'],
    ['0491 570 156', null, '+61491570156'],
    ['0491 570 156', 'FR', '+33491570156'],
    ['082 555 0147', null, '+27825550147'],
    ['06 12 34 56 78', null, '+33612345678'],
  ])('%s (%s) → %s', (written, country, e164) => expect(toE164(written, country)).toBe(e164));
});

describe('findPhoneNumber', () => {
  it('never runs a number across a line break', () => {
    expect(findPhoneNumber('Tel 06 12 34\n56 78 90')).toBeNull();
  });
  it('reads a national number in the country of the address', () => {
    expect(findPhoneNumber('Cell\t082 555 0193', 'ZA')).toBe('+27825550193');
    // (A last group that reads like a year: the grouping says a South African mobile.)
    expect(findPhoneNumber('Cell: 082 555 1956 | E-mail: ann@example.com', 'ZA')).toBe('+27825551956');
    expect(findPhoneNumber('GSM 0476/38.21.57 · ann@example.com', 'BE')).toBe('+32476382157');
    expect(findPhoneNumber('Sherbrooke (Québec) J1H 2A7 • 819 555-0134 • ann@example.com', 'CA')).toBe('+18195550134');
    expect(findPhoneNumber('819 555-0134', 'FR')).toBeNull();
  });
});

describe('extractContact', () => {
  it("takes the candidate's e-mail, not a referee's read before the header", () => {
    const doc = makeResumeDocument(['## References', 'Jane Referee, Example Centre – jane.referee@example.org', '# Ann Lee', 'ann.lee@example.com']);
    expect(extractContact(doc, { now }).value.email).toBe('ann.lee@example.com');
  });

  it('reads the phone beside the e-mail when a table of labels puts it far down, under another heading', () => {
    const filler = Array.from({ length: 24 }, (_, i) => `Detail ${i + 1}`);
    const doc = makeResumeDocument(['# Ann Lee', ...filler, '## Contact details', 'Cell', 'E-mail', '## Career objective', '082 555 0193', 'ann.lee@example.com', 'A teacher of mathematics.']);
    expect(extractContact(doc, { now, country: 'ZA' }).value.phone_number).toBe('+27825550193');
  });

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

  it.each([
    ['Permis de conduire classe 5 – Horaire flexible', ['5']],
    ["FRSC National Driver's Licence – Class E and G (articulated vehicles)", ['E', 'G']],
    ["DRIVING LICENCE & TRAININGS\tFRSC National Driver's Licence – Class E and G", ['E', 'G']],
    ['Permis de conduire · Permis C et CE', ['C', 'CE']],
    ['Driving licence: classes B, C1 and D', ['B', 'C1', 'D']],
    ['Class 5 driver’s licence', ['5']],
    ['Driving licence: B, C1, C, C+E with Driver CPC', ['B', 'C1', 'C', 'CE']],
    ["Driver's licence: Class 1 (Alberta)", ['1']],
    ['Permis B', ['B']],
    ["Driver's Licence\tCode 10 (C1) – own transport", ['C1']],
    ["Driver's licence: Code 8", ['Code 8']],
    ["Driver's Licence : Code 10", ['Code 10']],
    ['Driving licence: Full UK, PCV D – clean, no points', ['D', 'B']],
    ['Full UK driving licence with HGV Class 1', ['CE', 'B']],
    ['Full Victorian driver licence (car)', ['C']],
    ['Full Queensland Driver Licence – Car (C), own vehicle', ['C']],
    ["Driver's Licence: WA C Class (manual) & MR", ['C', 'MR']],
    ['Full clean UK driving licence', ['B']],
    ['Nationalité portugaise (permis C) · Permis de conduire B', ['B']],
    ['Permis : B, C', ['B', 'C']],
    ['Nationalité : française\tPermis B', ['B']],
    ['Nationalité française, permis B', ['B']],
    ['Nationalité\tportugaise, permis C\tPermis de conduire cat. B', ['B']],
    ['Permis C (établissement)', []],
    ['Permis de séjour : permis B (séjour) · Permis de conduire : B', ['B']],
  ])('reads numbered licence classes and codes, not residence permits: %s', (line, licences) => {
    expect(extractContact(makeResumeDocument(['# Ann Lee', line]), { now }).value.driver_license).toEqual(licences);
  });

  it('reads the birth date of a label row paired with its values, and no licence from a residence permit', () => {
    // (The lines pairLabelRows writes for "DATE DE NAISSANCE⇥NATIONALITÉ⇥PERMIS DE SÉJOUR" over its values.)
    const doc = makeResumeDocument(['# Ann Lee', 'DATE DE NAISSANCE : 23.06.1993', 'NATIONALITÉ : portugaise', 'PERMIS DE SÉJOUR : Permis C (établissement)']);
    expect(extractContact(doc, { now }).value).toMatchObject({ birth_date: '1993-06-23', driver_license: [] });
  });

  it('reads an e-mail written with [at] and [dot]', () => {
    expect(extractContact(makeResumeDocument(['# Ann Lee', 'ann.lee [at] example [dot] com']), { now }).value.email).toBe('ann.lee@example.com');
    expect(extractContact(makeResumeDocument(['# Ann Lee', 'E-mail : ann.lee(at)example.com']), { now }).value.email).toBe('ann.lee@example.com');
  });

  it('takes the GitHub profile, not a repository; the owner of a repository when only that is linked', () => {
    const both = makeResumeDocument(['# Ann Lee', 'github.com/annlee/dotfiles · github.com/annlee']);
    expect(extractContact(both, { now }).value.github_url).toBe('https://github.com/annlee');
    const repo = makeResumeDocument(['# Ann Lee', 'Projet : https://github.com/annlee/meteo-app']);
    expect(extractContact(repo, { now }).value.github_url).toBe('https://github.com/annlee');
  });

  it.each([
    ['DOB: 14-Aug-1994', '1994-08-14'],
    ['Date of birth: 1990-03-12', '1990-03-12'],
    ['Birth date: 12/03/90', '1990-03-12'],
    ['Date of Birth\t:\t14/08/1994', '1994-08-14'],
  ])('reads the birth date in %s', (line, date) => {
    expect(extractContact(makeResumeDocument(['# Ann Lee', line]), { now }).value.birth_date).toBe(date);
  });

  it('reads "born 1990" as the first of January', () => {
    expect(extractContact(makeResumeDocument(['# Ann Lee', 'born 1990']), { now }).value.birth_date).toBe('1990-01-01');
  });

  it('reads a capital I that OCR put in a lower-case LinkedIn name as an l, and keeps a mixed-case one', () => {
    expect(extractContact(makeResumeDocument(['# Ann Lee', 'linkedin.com/in/annlee-exampIe']), { now }).value.linkedin_url).toBe('https://linkedin.com/in/annlee-example');
    expect(extractContact(makeResumeDocument(['# Ann Lee', 'linkedin.com/in/AnnLee-Ireland']), { now }).value.linkedin_url).toBe('https://linkedin.com/in/AnnLee-Ireland');
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
