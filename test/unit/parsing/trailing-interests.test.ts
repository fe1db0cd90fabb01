import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../src/documents/read-document.js';
import { buildResumeDocument } from '../../../src/parsing/build-resume-document.js';
import { listItems } from '../../../src/parsing/list-items.js';
import { trailingInterests } from '../../../src/parsing/trailing-interests.js';

const doc = async (text: string) => buildResumeDocument(await readDocument(Buffer.from(text)));

describe('interests without a heading', () => {
  it('takes a last-line list of hobbies', async () => {
    expect(trailingInterests(await doc('Dan Exemple\n• Systems: Manhattan WMS, Excel\nEnglish — native\nBoxing, fishing.\n'))).toEqual(['Boxing', 'fishing']);
    expect(trailingInterests(await doc('Sofiane Exemple\n• Outils : SAP\nFootball en club, mécanique automobile.\n'))).toEqual(['Football en club', 'mécanique automobile']);
  });

  it('leaves a last line of skills, a bullet, or a resume with an interests section alone', async () => {
    expect(trailingInterests(await doc('Jeanne Exemple\nPython, SQL, Excel\n'))).toEqual([]);
    expect(trailingInterests(await doc('Jeanne Exemple\n• Football, tennis\n'))).toEqual([]);
    expect(trailingInterests(await doc("Jeanne Exemple\nCentres d'intérêt\nLecture\nFootball, tennis\n"))).toEqual([]);
  });
});

describe('list items separated by hyphens', () => {
  it('splits on two or more " - " (OCR reads middle dots so), never on one', async () => {
    const lines = (await doc('x\nSEO - Google Analytics 4 - Meta Ads - Canva\nParis - Lyon\n')).lines.slice(1);
    expect(listItems(lines)).toEqual(['SEO', 'Google Analytics 4', 'Meta Ads', 'Canva', 'Paris - Lyon']);
  });
});
