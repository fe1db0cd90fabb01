/**
 * The worker-module changes of load-pdfjs.ts: each applies to the pinned pdfjs (a failure here
 * after an upgrade means the passages must be found again: the reader still works, on the slower
 * path), a feature is all its passages or none, and the patched text content carries what the
 * reader takes from it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyWorkerPatches, loadPdfjs, pdfjsDataPaths, pdfjsFeatures, WORKER_PATCHES } from '../../../src/documents/pdf/load-pdfjs.js';
import { readDocument } from '../../../src/documents/read-document.js';

const workerSource = () => readFileSync(createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.mjs'), 'utf8');

describe('pdfjs worker patches', () => {
  it('every passage is found exactly once in the installed pdfjs, and every feature applies', () => {
    const source = workerSource();
    for (const patch of WORKER_PATCHES) expect(source.split(patch.find).length, patch.find).toBe(2);
    const { source: patched, features } = applyWorkerPatches(source);
    expect(features).toEqual({ fontNames: true, imageMarks: true, linksWithoutText: true });
    for (const patch of WORKER_PATCHES) expect(patched).toContain(patch.replace);
  });

  it('leaves out a feature one of whose passages is missing, and keeps the source as it was there', () => {
    const [first, second] = WORKER_PATCHES.filter((p) => p.feature === 'imageMarks');
    const source = `${first!.find}\n// elsewhere\n${WORKER_PATCHES.find((p) => p.feature === 'fontNames')!.find}`;
    const out = applyWorkerPatches(source);
    expect(second).toBeDefined();
    expect(out.features).toEqual({ fontNames: true, imageMarks: false, linksWithoutText: false });
    expect(out.source).toContain(first!.find);
    expect(out.source).not.toContain('recruitImage');
  });

  it('loads pdfjs with the features, whose text content names fonts and marks images, a JPEG photo with its own file', async () => {
    const pdfjs = await loadPdfjs();
    expect(pdfjsFeatures()).toEqual({ fontNames: true, imageMarks: true, linksWithoutText: true });
    const bytes = readFileSync(join(import.meta.dirname, '../../fixtures/documents/fr-two-column-photo.pdf'));
    const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), ...pdfjsDataPaths(), verbosity: 0 }).promise;
    try {
      const content = await (await doc.getPage(1)).getTextContent();
      const styles = Object.values(content.styles) as { fontName?: string; bold?: boolean }[];
      expect(styles.every((s) => typeof s.fontName === 'string')).toBe(true);
      expect(styles.some((s) => /bold/i.test(s.fontName!))).toBe(true);
      const marks = (content.items as { recruitImage?: number[]; recruitJpeg?: { bytes: Uint8Array; width: number; height: number } | null }[]).filter((i) => Array.isArray(i.recruitImage));
      expect(marks.length).toBeGreaterThan(0);
      expect(marks[0]!.recruitImage).toHaveLength(6);
      // The photo is a plain JPEG: its own file comes with the mark, and the reader takes it as it is.
      const jpeg = marks.map((m) => m.recruitJpeg).find((j) => j);
      expect([...jpeg!.bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
      expect(Number.isInteger(jpeg!.width) && Number.isInteger(jpeg!.height)).toBe(true);
      const read = await readDocument(new Uint8Array(bytes));
      expect(read.images.map((i) => i.mime)).toEqual(['image/jpeg']);
      expect(Buffer.from(read.images[0]!.bytes).equals(Buffer.from(jpeg!.bytes))).toBe(true);
    } finally {
      await doc.destroy();
    }
  });
});
