/**
 * OCR on real pixels: crops of the French fixture page (300 dpi), read through `ocrPage` (the PDF
 * reader's way in) and through the PNG, JPEG and BMP readers; the two-column page's reading order;
 * blank pages, failures, cancellation and damaged files. One OCR worker serves the whole file (starting one costs about a second).
 * Timings are never asserted: OCR speed is measured by `npm run bench -- ocr`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcrService } from '../../../src/documents/ocr/ocr-service.js';
import { ocrPage } from '../../../src/documents/ocr/ocr-page.js';
import type { Raster } from '../../../src/documents/ocr/raster.js';
import { OcrFailure, TesseractWorker } from '../../../src/documents/ocr/tesseract-worker.js';
import { pagesToText } from '../../../src/documents/pages-to-text.js';
import { readDocument } from '../../../src/documents/read-document.js';
import { readImage, type ImageType } from '../../../src/documents/read-image.js';
import { DocumentError, withDefaults, type Page, type ReadResult } from '../../../src/documents/types.js';
import { blocksSeparated, type Block } from '../../helpers/compare-extracted-text.js';
import { crop, encodeBmp, encodeJpeg, encodePng, FIXTURES, fixture, fixturePixels, mutateImage } from './image-builders.js';

const OCR_TIMEOUT = 60_000;
const service = createOcrService();
afterAll(() => service.close());

/** Points per pixel of the 300 dpi fixture. */
const PT = 72 / 300;
let page: Raster;
/** Name, headline, contact line, profile, "Expérience professionnelle", the first role. */
let top: Raster;
/** The last role, education, skills, languages, licence. */
let bottom: Raster;
/** The name and the contact line only. */
let header: Raster;

beforeAll(async () => {
  page = await fixturePixels('fr-one-column.png');
  top = crop(page, 0, 1300);
  bottom = crop(page, 1790, 1490);
  header = crop(page, 200, 300, 150, 1600);
});

const text = (p: Page): string => pagesToText([p]);

describe('ocrPage', () => {
  it(
    'reads French text with its accents, in the page’s points',
    async () => {
      const size = { width: top.width * PT, height: top.height * PT };
      const result = await ocrPage(top, size, { service });
      const got = text(result.page);
      for (const expected of ['Camille DURAND', 'Responsable supply chain', '12 rue des Érables, 69003 Lyon', 'camille.durand@example.com', 'Profil', 'Expérience professionnelle', 'au cœur du métier', 'Maison Vergeron & Fils, Villeurbanne']) {
        expect(got).toContain(expected);
      }
      expect(got).toMatch(/12 ans d[’']expérience/);
      expect(result.page).toMatchObject(size);
      expect(result.confidence).toBeGreaterThan(0.8);
      expect(result.warnings[0]).toMatch(/^text read by OCR \(mean word confidence \d+ %\)$/);

      // The name is where the page has it (216, 231 px at 300 dpi), larger than the body text.
      const name = result.page.items.find((i) => i.text === 'Camille DURAND')!;
      expect(name.x).toBeCloseTo(216 * PT, -0.5);
      expect(name.y).toBeCloseTo(231 * PT, -0.5);
      const body = result.page.items.find((i) => i.text.startsWith('Responsable supply chain rigoureuse'))!;
      expect(name.fontSize).toBeGreaterThan(1.3 * body.fontSize);
      expect(body.fontSize).toBeGreaterThan(8);
      expect(body.fontSize).toBeLessThan(14);
      for (const item of result.page.items) {
        expect(item.x).toBeGreaterThanOrEqual(0);
        expect(item.x + item.width).toBeLessThanOrEqual(size.width + 0.01);
        expect(item.y + item.height).toBeLessThanOrEqual(size.height + 0.01);
        expect(item.bold).toBe(false);
      }
    },
    OCR_TIMEOUT,
  );

  it('answers a page without ink empty, without running OCR', async () => {
    const blank: Raster = { width: 1654, height: 2339, channels: 1, data: new Uint8Array(1654 * 2339).fill(255) };
    const never = { recognize: () => Promise.reject(new Error('OCR must not run')), close: async () => undefined };
    const result = await ocrPage(blank, { width: 595, height: 842 }, { service: never });
    expect(result).toEqual({ page: { width: 595, height: 842, items: [] }, confidence: 0, warnings: [] });
  });

  it(
    'gives up when asked, and the next page gets a fresh worker',
    async () => {
      const controller = new AbortController();
      const reason = new Error('caller gave up');
      const pending = ocrPage(top, { width: top.width * PT, height: top.height * PT }, { service, signal: controller.signal });
      setTimeout(() => controller.abort(reason), 100);
      await expect(pending).rejects.toBe(reason);
      const again = await ocrPage(header, { width: header.width * PT, height: header.height * PT }, { service });
      expect(text(again.page)).toContain('camille.durand@example.com');
    },
    OCR_TIMEOUT,
  );

  it(
    'turns an OCR past its time limit into DOCUMENT_UNREADABLE',
    async () => {
      const hurried = createOcrService({ pageTimeoutMs: 1 });
      try {
        const reading = ocrPage(header, { width: header.width * PT, height: header.height * PT }, { service: hurried });
        await expect(reading).rejects.toBeInstanceOf(DocumentError);
        await expect(reading).rejects.toMatchObject({ code: 'DOCUMENT_UNREADABLE' });
      } finally {
        await hurried.close();
      }
    },
    OCR_TIMEOUT,
  );
});

describe('tesseract worker', () => {
  it(
    'fails a job tesseract cannot read as an OcrFailure, and is not used again',
    async () => {
      const worker = await TesseractWorker.create(['fra', 'eng'], 30_000);
      try {
        const job = worker.recognize({ image: Uint8Array.from([1, 2, 3, 4]), dpi: 300, timeoutMs: 30_000 });
        await expect(job).rejects.toBeInstanceOf(OcrFailure);
        await expect(job).rejects.toMatchObject({ kind: 'engine' });
        expect(worker.alive).toBe(false);
      } finally {
        await worker.terminate();
      }
    },
    OCR_TIMEOUT,
  );
});

describe('image readers', () => {
  it(
    'reads a PNG page at the resolution it declares, in reading order',
    async () => {
      const result = await readImage('png', encodePng(bottom, 300), withDefaults(), { service });
      expect(result).toMatchObject({ type: 'png', images: [], links: [], annotations: [] });
      expect(result.pages).toHaveLength(1);
      expect(result.pages[0]!.width).toBeCloseTo(595.44, 2);
      const got = text(result.pages[0]!);
      for (const expected of ['Laiterie Mercœur-Jalabert', 'Formation', 'Université de Valmorel-sur-', 'Compétences', 'Langues', 'Français : langue maternelle', 'Anglais : courant (C1, TOEIC 945)', 'Permis B, véhiculée']) {
        expect(got).toContain(expected);
      }
      expect(got.indexOf('Compétences')).toBeLessThan(got.indexOf('Langues'));
      expect(result.warnings.join(' ')).toMatch(/OCR/);
    },
    OCR_TIMEOUT,
  );

  it(
    'keeps a sidebar and a main column apart, below the header band',
    async () => {
      const result = await readImage('png', fixture('fr-two-column-photo.png'), withDefaults(), { service });
      const expected = readFileSync(join(FIXTURES, 'expected/fr-two-column-photo.txt'), 'utf8').split('\n');
      const { blocks } = JSON.parse(readFileSync(join(FIXTURES, 'expected/fr-two-column-photo.json'), 'utf8')) as { blocks: Block[] };
      const { separated, spans } = blocksSeparated(expected, blocks, text(result.pages[0]!));
      expect(separated, JSON.stringify(spans)).toBe(true);
      expect(spans.top![1]).toBeLessThan(spans.sidebar![0]);
    },
    OCR_TIMEOUT,
  );

  it.each([
    ['jpg', () => encodeJpeg(header)],
    ['bmp', () => encodeBmp(header, 300)],
  ] as const)(
    'reads a %s page',
    async (type, encode) => {
      const result = await readImage(type, encode(), withDefaults(), { service });
      const got = text(result.pages[0]!);
      expect(got).toContain('Camille DURAND');
      expect(got).toContain('camille.durand@example.com');
    },
    OCR_TIMEOUT,
  );

  it('refuses an image over the pixel limit from its header, before decoding', async () => {
    await expect(readImage('png', fixture('fr-one-column.png'), withDefaults({ maxImagePixels: 8_000_000 }), { service })).rejects.toMatchObject({ code: 'DOCUMENT_UNREADABLE' });
    await expect(readDocument(fixture('hostile/png-20000x20000.png'))).rejects.toMatchObject({ code: 'DOCUMENT_UNREADABLE' });
  });

  it('answers DOCUMENT_TEXT_EMPTY for a blank scan', async () => {
    await expect(readDocument(fixture('hostile/blank-page.png'))).rejects.toMatchObject({ code: 'DOCUMENT_TEXT_EMPTY' });
  });

  it(
    'ends every damaged PNG, JPEG and BMP in a result or a spec error',
    async () => {
      const small = crop(page, 220, 100, 200, 700);
      const originals: [ImageType, Uint8Array][] = [
        ['png', encodePng(small, 300)],
        ['jpg', encodeJpeg(small)],
        ['bmp', encodeBmp(small, 300)],
      ];
      for (const [type, original] of originals) {
        for (let seed = 0; seed < 12; seed++) {
          let result: ReadResult | null = null;
          try {
            result = await readImage(type, mutateImage(original, seed), withDefaults(), { service });
          } catch (err) {
            if (!(err instanceof DocumentError)) expect.fail(`${type} seed ${seed}: ${(err as Error).stack}`);
          }
          for (const item of result?.pages[0]?.items ?? []) expect(Number.isFinite(item.x + item.y + item.width + item.height)).toBe(true);
        }
      }
    },
    2 * OCR_TIMEOUT,
  );
});
