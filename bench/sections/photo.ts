/**
 * The photo (issue 5): loading the face detector, then finding and cropping the face in an
 * embedded photo (the PDF fixture's) and on a 300 dpi image resume page. No issue target: figures
 * to size the thread that runs it. RSS is this process's, so it includes earlier sections.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readDocument } from '../../src/documents/read-document.js';
import { loadFaceDetector } from '../../src/photos/face-detector.js';
import { findFacePhoto } from '../../src/photos/find-face-photo.js';
import type { FindFacePhotoInput } from '../../src/photos/types.js';
import type { BenchRow, BenchSection } from '../lib/bench-row.js';
import { timeCalls } from '../lib/measure.js';

const FIXTURES = resolve('test/fixtures/documents');
const rssMb = (): number => process.memoryUsage().rss / 2 ** 20;

export const photoSection: BenchSection = {
  name: 'photo',
  title: 'The photo (face detection and crop)',
  async run() {
    const rows: BenchRow[] = [];
    const before = rssMb();
    const t0 = performance.now();
    await loadFaceDetector();
    rows.push({ name: 'load detector', detail: 'tiny detector (SSD added with the first page), tfjs wasm', unit: 'ms', value: performance.now() - t0 });

    const pdf = readFileSync(join(FIXTURES, 'fr-two-column-photo.pdf'));
    const page = readFileSync(join(FIXTURES, 'fr-two-column-photo.png'));
    const cases: { name: string; detail: string; input: FindFacePhotoInput }[] = [
      { name: 'face from embedded photo', detail: 'fr-two-column-photo.pdf, 425×531 JPEG', input: { type: 'pdf', images: (await readDocument(pdf)).images, originalBytes: pdf } },
      { name: 'face from page image', detail: 'fr-two-column-photo.png, 2481×3508', input: { type: 'png', images: [], originalBytes: page } },
    ];
    for (const c of cases) {
      const timing = await timeCalls(() => findFacePhoto(c.input), { warmup: 2, iterations: 30, budgetMs: 10_000 });
      rows.push({ name: c.name, detail: c.detail, unit: 'ms', ...timing });
    }
    rows.push({ name: 'rss growth', detail: 'detector loaded and run', unit: 'MB', value: rssMb() - before });
    rows.push({ name: 'rss', detail: 'process, after', unit: 'MB', value: rssMb() });
    return rows;
  },
};
