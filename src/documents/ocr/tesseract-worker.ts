/**
 * One tesseract.js worker (a worker thread running tesseract's WebAssembly build), wrapped so that
 * whatever goes wrong in it ends as a rejected promise of ours, never as a hang, an unhandled
 * rejection or an uncaught exception in the process:
 *
 * - tesseract.js rethrows a failed job as an exception inside its message listener unless an
 *   `errorHandler` is given: one is always given;
 * - it never listens to its thread's `error` and `exit` events (it sets `onerror`, which a Node
 *   worker thread ignores, so an error there is an uncaught exception of the process): we do, from
 *   the moment the worker is ready (before, only a broken installation could fail it), and fail
 *   the job in hand when the thread dies;
 * - a job that runs past its time, or whose caller gives up, is not cancellable inside
 *   tesseract: the thread is terminated, and the owner starts a fresh worker for the next job.
 *
 * A worker is used for one job at a time (OcrService queues them). Its thread is `unref`ed while
 * idle, so an idle OCR engine never keeps a process (a CLI run, a test file) from exiting.
 */
import type { Worker as ThreadWorker } from 'node:worker_threads';
import type Tesseract from 'tesseract.js';
import { stageLanguageData } from './language-data.js';

export type OcrFailureKind = 'timeout' | 'engine' | 'crashed' | 'start';

/** Internal: the OCR engine failed. Readers turn it into DOCUMENT_UNREADABLE. */
export class OcrFailure extends Error {
  readonly kind: OcrFailureKind;

  constructor(kind: OcrFailureKind, message: string) {
    super(message);
    this.name = 'OcrFailure';
    this.kind = kind;
  }
}

type TesseractModule = typeof Tesseract;
type TesseractJsWorker = Tesseract.Worker & { worker?: ThreadWorker };

export interface RecognizeJob {
  /** The image, encoded: tesseract.js takes file bytes, not pixels (a PGM costs no encoding). */
  image: Uint8Array;
  dpi: number;
  timeoutMs: number;
  signal?: AbortSignal;
}

export class TesseractWorker {
  private dead = false;
  private onDeath: ((error: Error) => void) | null = null;

  private constructor(
    private readonly worker: TesseractJsWorker,
    private readonly thread: ThreadWorker | undefined,
  ) {
    const die = (error: Error) => {
      this.dead = true;
      this.onDeath?.(error);
    };
    thread?.on('error', (err) => die(new OcrFailure('crashed', `OCR worker thread failed: ${(err as Error)?.message ?? String(err)}`)));
    thread?.on('exit', (code) => die(new OcrFailure('crashed', `OCR worker thread exited with code ${code}`)));
  }

  static async create(languages: readonly string[], timeoutMs: number): Promise<TesseractWorker> {
    const tesseract = ((await import('tesseract.js')) as unknown as { default: TesseractModule }).default;
    const staged = await stageLanguageData(languages);
    try {
      const starting = tesseract.createWorker(languages.join('+'), tesseract.OEM.LSTM_ONLY, {
        langPath: staged.langPath,
        gzip: true,
        // No cache: the models are read from the npm packages each time a worker starts, never
        // written anywhere, never fetched.
        cacheMethod: 'none',
        logger: () => undefined,
        errorHandler: () => undefined,
      });
      // A worker whose initialisation fails never settles in tesseract.js 7 (only a failed `load`
      // rejects): bounded here, though its thread cannot then be reached to be ended. With the
      // packaged models this does not happen; it would take a broken installation. One that is
      // merely late is ended when it arrives.
      const worker = (await withTimeout(starting, timeoutMs, () => {
        starting.then((late) => late.terminate(), () => undefined);
        return new OcrFailure('start', `OCR worker not ready within ${timeoutMs} ms`);
      })) as TesseractJsWorker;
      const ready = new TesseractWorker(worker, worker.worker);
      try {
        // Page segmentation: automatic (3). Single-column mode (4) merges the blocks of a sidebar
        // and of the main column, and is no faster.
        // Tesseract's own messages ("Estimating resolution as …") would go to the process's
        // stdout; failures reach us as rejected jobs anyway.
        await worker.setParameters({ tessedit_pageseg_mode: tesseract.PSM.AUTO, debug_file: '/dev/null' });
      } catch (err) {
        await ready.terminate();
        throw new OcrFailure('start', `OCR worker settings refused: ${String(err)}`);
      }
      // Idle from now on: unref'd until its first job (a pending message does not keep a
      // process alive, so the thread is ref'd whenever a job is in hand).
      worker.worker?.unref();
      return ready;
    } finally {
      await staged.dispose().catch(() => undefined);
    }
  }

  get alive(): boolean {
    return !this.dead;
  }

  async recognize(job: RecognizeJob): Promise<Tesseract.Page> {
    if (this.dead) throw new OcrFailure('crashed', 'OCR worker is gone');
    job.signal?.throwIfAborted();
    this.thread?.ref();
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    try {
      const image = Buffer.from(job.image.buffer, job.image.byteOffset, job.image.byteLength);
      // Tesseract parameters ride along with the job and are restored after it (tesseract.js
      // passes any option that is not one of its own to SetVariable); the typings only list its own.
      const options = { user_defined_dpi: String(Math.round(job.dpi)) } as unknown as Partial<Tesseract.RecognizeOptions>;
      const result = this.worker.recognize(image, options, { text: false, blocks: true });
      const stopped = new Promise<never>((_, reject) => {
        this.onDeath = reject;
        timer = setTimeout(() => {
          reject(new OcrFailure('timeout', `OCR of one page took more than ${job.timeoutMs} ms`));
          void this.terminate();
        }, job.timeoutMs);
        onAbort = () => {
          reject(job.signal!.reason);
          void this.terminate();
        };
        job.signal?.addEventListener('abort', onAbort, { once: true });
      });
      const { data } = await Promise.race([
        result.catch((err: unknown) => {
          throw new OcrFailure('engine', `OCR failed: ${err instanceof Error ? err.message : String(err)}`);
        }),
        stopped,
      ]);
      return data;
    } catch (err) {
      // Whatever state tesseract was left in, the next job gets a fresh worker.
      await this.terminate();
      throw err;
    } finally {
      clearTimeout(timer);
      if (onAbort) job.signal?.removeEventListener('abort', onAbort);
      this.onDeath = null;
      if (!this.dead) this.thread?.unref();
    }
  }

  async terminate(): Promise<void> {
    if (this.dead) return;
    this.dead = true;
    await this.worker.terminate().catch(() => undefined);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, failure: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(failure()), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
