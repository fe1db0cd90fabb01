/**
 * The built-in engine on a pool of worker threads: the engine is CPU work, so it runs beside the
 * HTTP thread on every core, and a call past its deadline is cut off for real (the worker running
 * it is ended and replaced) instead of holding the event loop.
 */
import { Piscina } from 'piscina';
import { workerModule } from '../../workers/worker-module.js';
import { EngineFailure, type Engine, type EvaluateInput, type EvaluateOutput, type ExtractInput, type ExtractedCriterion } from '../engine.js';
import { BUILTIN_ENGINE_VERSION } from '../builtin/engine-version.js';
import type { NormalizedSkill } from '../../catalogs/normalize-skill.js';
import type { SkillNormalizer } from '../../catalogs/skill-normalizer.js';
import type { EngineTask } from './engine-worker.js';

/** The engine, and the skills normalization on the same threads and catalogs. */
export interface PooledEngine extends Engine {
  skills: SkillNormalizer;
  close(): Promise<void>;
}

export function createPooledEngine(options: { threads: number }): PooledEngine {
  const { url, execArgv } = workerModule('engine-worker', import.meta.url);
  const pool = new Piscina({
    filename: url.href,
    execArgv,
    // A thread starts with the first call that needs it (matching, criteria, skills), not with the
    // service: a server that only parses never holds these catalogs (about 150 MB a thread; the
    // parser's workers hold their own). The first call on a thread waits for them, about 1 s.
    minThreads: 0,
    maxThreads: options.threads,
    // Once started, a thread lives as long as the service: its catalogs are its start-up cost.
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
    skills: {
      // A pool failure here is not the model step of spec 7.2: thrown as is, it answers 500.
      normalize: async (items, lang) => (await pool.run({ op: 'normalize-skills', input: { items, lang } } satisfies EngineTask)) as NormalizedSkill[],
    },
    close: () => pool.destroy(),
  };
}
