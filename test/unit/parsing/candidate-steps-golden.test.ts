/** The candidate-level steps on golden documents read for real (quick formats only), against
 * their expected JSON (test/golden/resumes). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../src/documents/read-document.js';
import { buildResumeDocument } from '../../../src/parsing/build-resume-document.js';
import { extractContact } from '../../../src/parsing/extract-contact.js';
import { extractJobTitle } from '../../../src/parsing/extract-job-title.js';
import { extractLanguages } from '../../../src/parsing/extract-languages.js';
import { extractCertifications, extractInterests } from '../../../src/parsing/extract-lists.js';
import { extractLocation } from '../../../src/parsing/extract-location.js';
import { extractMobility } from '../../../src/parsing/extract-mobility.js';
import { extractName } from '../../../src/parsing/extract-name.js';
import { parsingCatalogs } from '../../../src/parsing/parsing-catalogs.js';

const DIR = 'test/golden/resumes';

describe.each(['fr-02-comptable.rtf', 'fr-03-logistique.docx', 'en-10-data-scientist.docx', 'en-04-sales-manager.pptx'])('%s', (file) => {
  const load = async () => {
    const golden = JSON.parse(readFileSync(`${DIR}/${file.replace(/\.\w+$/, '')}.expected.json`, 'utf8'));
    const doc = buildResumeDocument(await readDocument(new Uint8Array(readFileSync(`${DIR}/${file}`))));
    return { doc, exp: golden.expected, cats: parsingCatalogs() };
  };

  it('finds the expected candidate fields', async () => {
    const { doc, exp, cats } = await load();
    const ic = exp.info_candidate;
    expect(extractName(doc, cats.names).value).toMatchObject({ first_name: expect.stringMatching(new RegExp(`^${ic.first_name}$`, 'i')) });
    const location = extractLocation(doc, cats).value;
    expect([location.city, location.postal_code, location.country_code]).toEqual([ic.location.city, ic.location.postal_code, ic.location.country_code]);
    const contact = extractContact(doc, { now: new Date('2026-11-21T00:00:00Z'), country: location.country_code }).value;
    expect([contact.email, contact.phone_number, contact.driver_license]).toEqual([ic.email, ic.phone_number, ic.driver_license]);
    expect(extractMobility(doc, cats).value.can_work_in_other_cities).toBe(ic.mobility.can_work_in_other_cities);
    expect(extractJobTitle(doc).value).toBe(ic.job_title);
  });

  it('finds the expected languages, certifications and interests', async () => {
    const { doc, exp, cats } = await load();
    expect(extractLanguages(doc, cats).value).toEqual(exp.languages);
    if (doc.sections.some((s) => s.kind === 'certifications')) expect(extractCertifications(doc).value).toEqual(exp.certifications);
    if (doc.sections.some((s) => s.kind === 'interests')) expect(extractInterests(doc).value.map((s) => s.toLowerCase())).toEqual(exp.interests.map((s: string) => s.toLowerCase()));
  });
});
