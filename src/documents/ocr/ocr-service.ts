/**
 * The OCR engine as a service: French and English models, one tesseract worker started on the
 * first page that needs it (starting one costs about half a second and 150 MB) and kept for the
 * next pages, pages queued one at a time, a worker that failed replaced on the next page, and
 * `close()` to end it. No network ever: the models come from the installed npm packages.
 *
 * One worker, not a pool: a page keeps a core busy for seconds, the service usually runs with as
 * many document-reading threads as cores (each with its own OcrService), and more OCR threads
 * than cores only adds memory.
 */
import { layoutFromTesseract, type OcrBlock } from './ocr-layout.js';
import { encodePgm, type GreyRaster } from './raster.js';
import { TesseractWorker } from './tesseract-worker.js';

export interface OcrServiceOptions {
  /** Tesseract language codes, the main one first; each needs its `@tesseract.js-data/<code>` package. */
  languages?: readonly string[];
  /** One page: past this the worker is ended and the page fails. */
  pageTimeoutMs?: number;
  /** Starting a worker (loading the models). */
  startTimeoutMs?: number;
}

/**
 * French alone by default. Measured on the fixture pages (2 cores): the French model reads the
 * English resume as well as fra+eng does (word recall 100 %), and every page 30–40 % faster
 * (1.6–2.5 s instead of 2.6–4.1 s a page); fra+eng even lost accented words ("entrepôt",
 * "intérêt") to the English model. The English data stays installed for `['fra', 'eng']`.
 */
export const DEFAULT_OCR_LANGUAGES: readonly string[] = Object.freeze(['fra']);
/** A dense 300 dpi page takes 2 to 5 s on one core; far beyond that the image is pathological. */
const DEFAULT_PAGE_TIMEOUT_MS = 45_000;
const DEFAULT_START_TIMEOUT_MS = 30_000;

export interface OcrService {
  /** Blocks, lines and words of one image, in its pixels; `dpi` tells tesseract the text size. */
  recognize(image: GreyRaster, dpi: number, options?: { signal?: AbortSignal }): Promise<OcrBlock[]>;
  /** Ends the worker; a later `recognize` starts a new one. */
  close(): Promise<void>;
}

export function createOcrService(options: OcrServiceOptions = {}): OcrService {
  const languages = options.languages ?? DEFAULT_OCR_LANGUAGES;
  const pageTimeoutMs = options.pageTimeoutMs ?? DEFAULT_PAGE_TIMEOUT_MS;
  const startTimeoutMs = options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS;
  let worker: Promise<TesseractWorker> | null = null;
  // Pages run one after the other: a tesseract worker holds one image at a time.
  let queue: Promise<unknown> = Promise.resolve();

  function currentWorker(): Promise<TesseractWorker> {
    if (!worker) {
      const starting = TesseractWorker.create(languages, startTimeoutMs);
      // A worker that failed to start is forgotten, so that the next page tries again.
      starting.catch(() => {
        if (worker === starting) worker = null;
      });
      worker = starting;
    }
    return worker;
  }

  async function run(image: GreyRaster, dpi: number, signal: AbortSignal | undefined): Promise<OcrBlock[]> {
    signal?.throwIfAborted();
    const current = await currentWorker();
    try {
      const page = await current.recognize({ image: encodePgm(image), dpi, timeoutMs: pageTimeoutMs, signal });
      return layoutFromTesseract(page);
    } finally {
      if (!current.alive && worker) {
        const stale = worker;
        worker = null;
        void stale.then((w) => w.terminate()).catch(() => undefined);
      }
    }
  }

  return {
    recognize(image, dpi, { signal } = {}) {
      const job = queue.then(() => run(image, dpi, signal));
      queue = job.catch(() => undefined);
      return job;
    },
    async close() {
      // Pages already queued finish (each is bounded by its timeout); then the worker ends.
      await queue;
      const closing = worker;
      worker = null;
      if (closing) await closing.then((w) => w.terminate()).catch(() => undefined);
    },
  };
}
