/**
 * The parser on two document-reading pools of child processes (documents/pool), with their
 * deadline, crash and admission handling:
 *
 * - the parsing lane reads and parses every document, but never runs OCR: a scan (an image, a PDF
 *   page without a text layer) is answered "needs OCR" as soon as that is known;
 * - the OCR lane (one process, started by the first scan) reads such a document with OCR and
 *   hands the `ReadResult` back to the parsing lane, which parses it like any other.
 *
 * So the text documents queued behind a scan wait for a parse (tens of milliseconds), not for its
 * OCR (seconds a page): on 2 cores, one lane each. The workers are child processes: the readers
 * run native decoders (Skia through @napi-rs/canvas) on hostile files, and a segfault there must
 * end one worker, not the service. They start with the first documents (a parsing worker loads
 * its catalogs and pdfjs, about 1 s and 220 MB; the OCR worker pdfjs and tesseract, no catalogs),
 * so a service used for matching alone holds none; once started the parsing workers stay, the OCR
 * worker ends after a minute without scans.
 */
import { OcrDeferred } from '../../documents/ocr/shared-ocr-service.js';
import { createReadPool } from '../../documents/pool/create-read-pool.js';
import type { ReadResult } from '../../documents/types.js';
import { workerModule } from '../../workers/worker-module.js';
import type { ImagesRead, ParseOutcome, ResumeParser } from '../resume-parser.js';
import type { ParseTaskOptions } from './parse-worker.js';

/** The OCR worker (about 250 MB) ends after a minute without scans; the next scan starts one (about 1 s). */
const OCR_IDLE_MS = 60_000;
/**
 * It runs at a lower priority: on a busy machine the text documents' parses (tens of
 * milliseconds) take the cores first, a scan's OCR (seconds) the time left.
 */
const OCR_NICE = 10;

export function createPooledParser(options: { threads: number; ocrThreads?: number; deadlineMs: number; maxQueue?: number }): ResumeParser {
  const { ocrThreads = 1, ...rest } = options;
  const parsing = createReadPool<ParseOutcome>({ ...rest, onDemand: true, isolation: 'process', workerUrl: workerModule('parse-worker', import.meta.url).url });
  const ocr = createReadPool<ReadResult>({ ...rest, threads: ocrThreads, onDemand: true, isolation: 'process', idleMs: OCR_IDLE_MS, nice: OCR_NICE });
  return {
    async parse(bytes, { signal, deadlineMs = options.deadlineMs, onImagesRead, ...parseOptions }) {
      // One deadline for the whole document, whichever lanes it goes through.
      const end = Date.now() + deadlineMs;
      const left = () => Math.max(1, end - Date.now());
      try {
        // The worker reports the document's images once it is read (parse-worker.ts).
        const onProgress = onImagesRead ? (value: unknown) => onImagesRead(value as ImagesRead) : undefined;
        return await parsing.read(bytes, { signal, deadlineMs: left(), options: parseOptions, onProgress });
      } catch (error) {
        if (!(error instanceof OcrDeferred)) throw error;
      }
      const ocrStarted = performance.now();
      const read = await ocr.read(bytes, { signal, deadlineMs: left() });
      const ocrSeconds = (performance.now() - ocrStarted) / 1000;
      const task: ParseTaskOptions = { ...parseOptions, read };
      const outcome = await parsing.read(new Uint8Array(0), { signal, deadlineMs: left(), options: task });
      return outcome.kind === 'parsed' ? { ...outcome, steps: { ...outcome.steps, ocr: ocrSeconds } } : outcome;
    },
    close: async () => {
      await Promise.all([parsing.close(), ocr.close()]);
    },
  };
}
