/**
 * OCR of every image fixture (test/fixtures/documents: 300 dpi A4 pages, 2481 × 3508) through
 * `readDocument`, one page at a time on the one OCR worker, as a document-reading thread runs them:
 * wall time per page (decode, scaling, OCR, layout) against the 3 s per page, with its CPU
 * time and word recall (the `ocr` rule of expected/README.md), the worker's start, and the process
 * RSS once the engine is loaded. The `documents` section times a few of them too, among formats.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { closeSharedOcrService } from '../../src/documents/ocr/shared-ocr-service.js';
import { pagesToText } from '../../src/documents/pages-to-text.js';
import { readDocument } from '../../src/documents/read-document.js';
import type { BenchRow, BenchSection } from '../lib/bench-row.js';
import { ocrWordRecall } from '../../test/helpers/ocr-word-recall.js';
import { projectRoot } from '../lib/fixtures.js';

const FILES = [
  'fr-one-column.png',
  'fr-one-column.jpg',
  'fr-one-column.bmp',
  'fr-two-column-photo.png',
  'fr-two-column-photo.jpg',
  'fr-two-column-photo.bmp',
  'en-resume.png',
  'en-resume.jpg',
  'en-resume.bmp',
  'scan-fr-one-column.png',
];

/** The images of fr-one-column show its page 1 only. */
const expectedText = (file: string): string => (/^(scan-)?fr-one-column/.test(file) ? 'fr-one-column.page1.txt' : file.replace(/\.\w+$/, '.txt'));

export const ocrSection: BenchSection = {
  name: 'ocr',
  title: 'OCR of image pages (French model, one worker)',
  async run() {
    const dir = path.join(projectRoot(), 'test', 'fixtures', 'documents');
    const files = FILES.filter((f) => existsSync(path.join(dir, f)));
    const rows: BenchRow[] = [];
    if (files.length === 0) return [{ name: 'ocr', unit: 's', note: 'no image fixtures found' }];
    try {
      // The first page pays for the worker: measured once, apart.
      const first = readFileSync(path.join(dir, files[0]!));
      const t0 = performance.now();
      await readDocument(first);
      rows.push({ name: 'first page (worker start included)', detail: files[0], unit: 's', value: (performance.now() - t0) / 1000 });
      const all: number[] = [];
      for (const file of files) {
        const bytes = readFileSync(path.join(dir, file));
        const cpu0 = process.cpuUsage();
        const w0 = performance.now();
        const result = await readDocument(bytes);
        const wall = performance.now() - w0;
        const cpu = process.cpuUsage(cpu0);
        all.push(wall / 1000);
        const { recall } = ocrWordRecall(readFileSync(path.join(dir, 'expected', expectedText(file)), 'utf8'), pagesToText(result.pages));
        rows.push({
          name: `page ${file}`,
          detail: `cpu ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s, word recall ${(recall * 100).toFixed(1)} %`,
          unit: 's',
          value: wall / 1000,
          target: { stat: 'value', max: 3 },
        });
      }
      rows.push({ name: 'page mean', detail: `${all.length} pages`, unit: 's', mean: all.reduce((a, b) => a + b, 0) / all.length, target: { stat: 'mean', max: 3 } });
      rows.push({ name: 'RSS with the OCR worker loaded', unit: 'MB', value: process.memoryUsage().rss / 2 ** 20 });
    } finally {
      await closeSharedOcrService();
    }
    return rows;
  },
};
