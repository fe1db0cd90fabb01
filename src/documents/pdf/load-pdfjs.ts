/**
 * pdfjs-dist, loaded once per thread. Its "worker" runs in this same thread (a fake worker): the
 * parse pool already gives each document its own thread, and a second hop would only copy bytes.
 * Importing the worker module ourselves (`globalThis.pdfjsWorker`) spares pdfjs from resolving a
 * worker URL. The first load costs about a second (a 2 MB module); every later document is warm.
 *
 * Load it in worker threads only (the read pool): its polyfills also install globals such as
 * `DOMMatrix` and `navigator`, which the HTTP thread has no use for.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<Pdfjs> | null = null;

export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    const natives = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify };
    try {
      const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
      (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
      return await import('pdfjs-dist/legacy/build/pdf.mjs');
    } finally {
      // The legacy build's core-js replaces a few built-ins that Node 20 already has right, for
      // spec corner cases no document reaches; the replacements are several times slower and
      // would slow every other line of code in this thread. The natives go back.
      Object.defineProperty(Array.prototype, 'push', { value: natives.push, writable: true, configurable: true, enumerable: false });
      JSON.parse = natives.parse;
      JSON.stringify = natives.stringify;
    }
  })();
  return loading;
}

/** Local folders of the CMaps and standard fonts pdfjs needs for CJK and non-embedded fonts. */
export function pdfjsDataPaths(): { cMapUrl: string; standardFontDataUrl: string } {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return { cMapUrl: join(root, 'cmaps') + '/', standardFontDataUrl: join(root, 'standard_fonts') + '/' };
}
