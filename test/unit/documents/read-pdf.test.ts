/**
 * The PDF reader on the committed fixtures (test/fixtures/documents), with the comparison rules of
 * expected/README.md: every expected line in order, blocks of a two-column page not interleaved,
 * links from annotations, the photo with its box, bold from font names, no icon glyphs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagesToText } from '../../../src/documents/pages-to-text.js';
import { readDocument } from '../../../src/documents/read-document.js';
import { blocksSeparated, orderedMatches, type Block } from '../../helpers/compare-extracted-text.js';

const ROOT = join(import.meta.dirname, '../../fixtures/documents');
const read = (name: string) => readDocument(readFileSync(join(ROOT, name)));
const expectedLines = (name: string) => readFileSync(join(ROOT, 'expected', `${name}.txt`), 'utf8').split('\n');
const facts = (name: string) =>
  JSON.parse(readFileSync(join(ROOT, 'expected', `${name}.json`), 'utf8')) as { blocks: Block[]; facts: { hyperlinks: string[] } };

describe('readPdf on the fixture resumes', () => {
  it.each(['fr-one-column', 'fr-two-column-photo', 'en-resume'])('%s: every expected line, in order, blocks apart', async (name) => {
    const result = await read(`${name}.pdf`);
    expect(result.type).toBe('pdf');
    const text = pagesToText(result.pages);
    const { missing } = orderedMatches(expectedLines(name), text);
    expect(missing).toEqual([]);
    const { separated, spans } = blocksSeparated(expectedLines(name), facts(name).blocks, text);
    expect(separated, JSON.stringify(spans)).toBe(true);
    expect(text).not.toMatch(/[\uE000-\uF8FF]/);
    expect(result.links).toEqual(expect.arrayContaining(facts(name).facts.hyperlinks ?? []));
  });

  it('reads the sidebar of the two-column page before or after the main column, never across it', async () => {
    const text = pagesToText((await read('fr-two-column-photo.pdf')).pages);
    const lines = text.split('\n');
    const contact = lines.indexOf('CONTACT');
    const profile = lines.indexOf('PROFIL');
    expect(contact).toBeGreaterThan(0);
    expect(lines.slice(contact, contact + 5)).toEqual(['CONTACT', 'ines.berthelot@example.com', '+33 6 00 00 00 47', 'Nantes (44)', 'Profil LinkedIn']);
    expect(profile).toBeGreaterThan(lines.indexOf('Photographie argentique'));
  });

  it('finds the photo with its box on the page, and bold headings', async () => {
    const result = await read('fr-two-column-photo.pdf');
    expect(result.images).toHaveLength(1);
    const [photo] = result.images;
    expect(photo).toMatchObject({ page: 0, mime: 'image/jpeg' });
    expect(photo!.x).toBeGreaterThan(40);
    expect(photo!.y).toBeGreaterThan(100);
    expect(photo!.height / photo!.width).toBeCloseTo(750 / 600, 1);
    expect([...photo!.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const items = result.pages[0]!.items;
    expect(items.find((i) => i.text === 'COMPÉTENCES')).toMatchObject({ bold: true, fontSize: 12 });
    expect(items.find((i) => i.text.startsWith('Nantes'))).toMatchObject({ bold: false, fontSize: 9 });
  });

  it('keeps the page header of the English resume and the links shown only as words', async () => {
    const result = await read('en-resume.pdf');
    expect(pagesToText(result.pages).split('\n')[0]).toContain('zoe.pemberton@example.com');
    expect(result.links).toContain('https://zoe-pemberton.example.com/portfolio');
  });
});
