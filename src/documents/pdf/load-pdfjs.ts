/**
 * pdfjs-dist, loaded once per thread. Its "worker" runs in this same thread (a fake worker): the
 * parse pool already gives each document its own thread, and a second hop would only copy bytes.
 * Importing the worker module ourselves (`globalThis.pdfjsWorker`) spares pdfjs from resolving a
 * worker URL. The first load costs about a second (a 2 MB module); every later document is warm.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<Pdfjs> | null = null;

export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return loading;
}

/** Local folders of the CMaps and standard fonts pdfjs needs for CJK and non-embedded fonts. */
export function pdfjsDataPaths(): { cMapUrl: string; standardFontDataUrl: string } {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return { cMapUrl: join(root, 'cmaps') + '/', standardFontDataUrl: join(root, 'standard_fonts') + '/' };
}
