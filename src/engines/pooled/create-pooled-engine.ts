/**
 * The built-in engine on a pool of worker threads: the engine is CPU work, so it runs beside the
 * HTTP thread on every core, and a call past its deadline is cut off for real (the worker running
 * it is ended and replaced) instead of holding the event loop.
 */
import { Piscina } from 'piscina';
import { EngineFailure, type Engine, type EvaluateInput, type EvaluateOutput, type ExtractInput, type ExtractedCriterion } from '../engine.js';
import { BUILTIN_ENGINE_VERSION } from '../builtin/engine-version.js';
import type { EngineTask } from './engine-worker.js';

export interface PooledEngine extends Engine {
  close(): Promise<void>;
}

/** From the compiled service, the worker is JavaScript; under the test runner, TypeScript through tsx. */
function workerLocation(): { filename: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  return {
    filename: new URL(fromSource ? './engine-worker.ts' : './engine-worker.js', import.meta.url).href,
    execArgv: fromSource ? ['--import', 'tsx'] : [],
  };
}

export function createPooledEngine(options: { threads: number }): PooledEngine {
  const { filename, execArgv } = workerLocation();
  const pool = new Piscina({
    filename,
    execArgv,
    minThreads: options.threads,
    maxThreads: options.threads,
    // Workers live as long as the service: their catalogs are their start-up cost.
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  const run = async <T>(task: EngineTask, signal?: AbortSignal): Promise<T> => {
    try {
      return (await pool.run(task, { signal })) as T;
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new EngineFailure('engine worker failed', { cause: error });
    }
  };
  return {
    name: 'builtin',
    version: BUILTIN_ENGINE_VERSION,
    extractCriteria: ({ jobText, signal }: ExtractInput) => run<ExtractedCriterion[]>({ op: 'extract', input: { jobText } }, signal),
    evaluateCandidate: ({ jobText, candidateText, criteria, signal }: EvaluateInput) =>
      run<EvaluateOutput>({ op: 'evaluate', input: { jobText, candidateText, criteria } }, signal),
    close: () => pool.destroy(),
  };
}
