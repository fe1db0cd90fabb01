/**
 * Face detection on one thread of its own, started on demand and ended after a minute idle: its
 * wasm heap (about 120 MB with the tiny detector, 350 MB once SSD has read a scanned page) is given
 * back when no photo is being looked for, and a crash or a hang costs the photo (null, with a
 * warning upstream), never the parse.
 */
import { Piscina } from 'piscina';
import { workerModule } from '../../workers/worker-module.js';
import type { PhotoFinder } from '../photo-finder.js';
import type { FacePhoto } from '../types.js';

const IDLE_MS = 60_000;
/** A photo is an optional step: past this, the parse answers without it. */
const DEADLINE_MS = 20_000;

export function createPooledPhotoFinder(): PhotoFinder {
  const { url, execArgv } = workerModule('photo-worker', import.meta.url);
  const pool = new Piscina({
    filename: url.href,
    execArgv,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: IDLE_MS,
  });
  pool.on('error', () => undefined);
  return {
    async find(input, { signal } = {}) {
      const deadline = AbortSignal.timeout(DEADLINE_MS);
      return (await pool.run(input, { signal: signal ? AbortSignal.any([signal, deadline]) : deadline })) as FacePhoto | null;
    },
    close: () => pool.destroy(),
  };
}
