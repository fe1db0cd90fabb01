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

describe('readPdf annotations', () => {
  /** A one-page PDF with a line of text, a link and a sticky note, written by hand. */
  function pdfWithAnnotations(): Uint8Array {
    const content = 'BT /F1 12 Tf 72 720 Td (Jeanne Exemple, comptable) Tj ET';
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> /Annots [6 0 R 7 0 R] >>',
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      '<< /Type /Annot /Subtype /Link /Rect [72 715 300 735] /A << /S /URI /URI (https://jeanne-exemple.example.com/) >> >>',
      '<< /Type /Annot /Subtype /Text /Rect [400 700 420 720] /Contents (Candidate vue au salon, rappeler en mars) >>',
    ];
    let out = '%PDF-1.7\n';
    const offsets: number[] = [];
    objects.forEach((body, i) => {
      offsets.push(out.length);
      out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xref = out.length;
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(out, 'latin1');
  }

  it('records link targets and the texts of notes', async () => {
    const result = await readDocument(pdfWithAnnotations());
    expect(pagesToText(result.pages)).toBe('Jeanne Exemple, comptable');
    expect(result.links).toEqual(['https://jeanne-exemple.example.com/']);
    expect(result.annotations).toEqual(['Candidate vue au salon, rappeler en mars']);
  });
});
