import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagesToText } from '../../../src/documents/pages-to-text.js';
import { readPpt } from '../../../src/documents/read-ppt.js';
import { DEFAULT_READ_LIMITS, type ReadResult } from '../../../src/documents/types.js';
import { toResumeLines } from '../../../src/parsing/to-resume-lines.js';
import { documentError } from './document-error.js';
import { container, ole, ppt, record, textShape } from './ole-builders.js';

const FIXTURES = join(import.meta.dirname, '../../fixtures/documents');
const read = (bytes: Uint8Array): ReadResult => readPpt(bytes, DEFAULT_READ_LIMITS);
const slides = (result: ReadResult): string[][] => result.pages.map((p) => p.items.map((i) => i.text));

describe('readPpt on the fixtures', () => {
  it('reads the text LibreOffice puts in each slide drawing, slides in order, one page each', () => {
    const result = read(readFileSync(join(FIXTURES, 'fr-one-column.ppt')));
    const pages = slides(result);
    expect(pages).toHaveLength(4);
    expect(pages[0]!.slice(0, 4)).toEqual(['Camille DURAND', 'Responsable supply chain – 12 ans d’expérience', '12 rue des Érables, 69003 Lyon · +33 6 00 00 00 12 · camille.durand@example.com', 'Profil']);
    expect(pages[3]!.at(-1)).toBe('Course à pied (semi-marathon), chant choral, cuisine végétarienne, bénévolat dans une épicerie solidaire à Villeurbanne.');
    expect(pages.flat().join('\n')).not.toMatch(/Click to edit/);
    expect(result.warnings).toEqual([]);
  });

  it('finds the photo of fr-two-column-photo.ppt on slide 1 at its anchor, and the LinkedIn link', () => {
    const result = read(readFileSync(join(FIXTURES, 'fr-two-column-photo.ppt')));
    expect(result.pages).toHaveLength(5);
    expect(result.images).toHaveLength(1);
    const photo = result.images[0]!;
    expect(photo).toMatchObject({ mime: 'image/jpeg', page: 0 });
    expect(photo.x).toBeGreaterThan(500);
    expect(photo.width).toBeGreaterThan(50);
    expect([...photo.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(result.links).toEqual(['https://www.linkedin.com/in/ines-berthelot-example']);
    expect(pagesToText(result.pages)).not.toMatch(/[\uE000-\uF8FF]/);
  });

  it('keeps the accents of en-resume.ppt and its hyperlink targets', () => {
    const result = read(readFileSync(join(FIXTURES, 'en-resume.ppt')));
    expect(slides(result)[0]!.slice(0, 2)).toEqual(['London, United Kingdom · +44 7700 900123 · zoe.pemberton@example.com · LinkedIn · Portfolio', 'Zoë Pemberton']);
    expect(pagesToText(result.pages)).toContain('Exchange semester at the Université de Val-Brûlé, Québec (2013).');
    expect(result.links).toEqual(['mailto:zoe.pemberton@example.com', 'https://www.linkedin.com/in/zoe-pemberton-example', 'https://zoe-pemberton.example.com/portfolio']);
  });
});

describe('readPpt constructs', () => {
  it('orders slides by the slide list, not by their place in the stream', () => {
    const result = read(ppt([{ shapes: [textShape('Un')] }, { shapes: [textShape('Deux')] }, { shapes: [textShape('Trois')] }]));
    expect(slides(result)).toEqual([['Un'], ['Deux'], ['Trois']]);
  });

  it('reads outline text where a placeholder refers to it, unreferenced outline text after the shapes', () => {
    const result = read(ppt([{ shapes: [textShape('Avant'), textShape({ ref: 1 }), textShape('Après')], outline: ['Reste', 'Titre'] }]));
    expect(slides(result)).toEqual([['Avant', 'Titre', 'Après', 'Reste']]);
  });

  it('joins one-line text boxes side by side into one line (a slide converted from a PDF)', () => {
    const shapes = [textShape('A', [39, 226, 249, 65]), textShape('NN', [46, 243, 282, 63]), textShape('University of Example', [116, 48, 135, 128]), textShape('Sep 2021 – Jun 2024', [116, 458, 547, 128]), textShape('BSc Economics', [129, 48, 290, 141])];
    expect(toResumeLines(read(ppt([{ shapes }])).pages).map((l) => l.text)).toEqual(['ANN', 'University of Example\tSep 2021 – Jun 2024', 'BSc Economics']);
  });

  it('splits paragraphs and line breaks, and decodes 8-bit text atoms as Latin-1', () => {
    const bytesShape = container(0xf004, [container(0xf00d, [record(0x0f9f, Buffer.from([4, 0, 0, 0])), record(0x0fa8, Buffer.from('Hélène\rDéveloppeuse\u000bNantes', 'latin1'))])]);
    expect(slides(read(ppt([{ shapes: [bytesShape] }])))).toEqual([['Hélène', 'Développeuse', 'Nantes']]);
  });

  it('falls back to stream order, with a warning, when the edit chain is missing', () => {
    const result = read(ppt([{ shapes: [textShape('Un')] }, { shapes: [textShape('Deux')] }], { currentUser: false }));
    expect(slides(result)).toEqual([['Deux'], ['Un']]);
    expect(result.warnings).toEqual(['no valid edit chain: slides taken in stream order']);
  });

  it('keeps a JPEG from the Pictures stream and leaves other picture types out', () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
    const emf = record(0xf01a, Buffer.alloc(60, 1), { instance: 0x3d4 });
    const jpegBlip = record(0xf01d, Buffer.concat([Buffer.alloc(16, 7), Buffer.from([0xff]), jpeg]), { instance: 0x46a });
    const result = read(ppt([{ shapes: [textShape('Photo')] }], { pictures: Buffer.concat([emf, jpegBlip]) }));
    expect(result.images).toEqual([{ page: 0, x: 0, y: 0, width: 0, height: 0, mime: 'image/jpeg', bytes: new Uint8Array(jpeg) }]);
  });

  it('reads no more slides than the page limit', () => {
    const many = Array.from({ length: 5 }, (_, i) => ({ shapes: [textShape(`Diapo ${i + 1}`)] }));
    const result = readPpt(ppt(many), { ...DEFAULT_READ_LIMITS, maxPages: 2 });
    expect(slides(result)).toEqual([['Diapo 1'], ['Diapo 2']]);
    expect(result.warnings).toEqual(['only the first 2 of 5 slides read']);
  });

  it('answers DOCUMENT_UNREADABLE for an encrypted presentation and a missing document stream', () => {
    expect(documentError(() => read(ppt([{ shapes: [textShape('x')] }], { encrypted: true }))).message).toMatch(/encrypted/);
    expect(documentError(() => read(ole({ 'PowerPoint Document': new Uint8Array(10), EncryptedSummary: new Uint8Array(10) }))).message).toMatch(/encrypted/);
    expect(documentError(() => read(ole({ Other: new Uint8Array(10) }))).message).toMatch(/no PowerPoint Document/);
  });
});
