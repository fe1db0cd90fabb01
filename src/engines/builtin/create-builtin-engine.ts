/**
 * The built-in engine: deterministic, offline, French output. The reference implementation of
 * the engine port and the default engine.
 */
import type { Engine, EvaluateInput, EvaluateOutput, ExtractInput, ExtractedCriterion } from '../engine.js';
import type { Criterion } from '../../matching/types.js';
import { analyzeCandidate } from './analyze-candidate.js';
import type { EngineCatalogs } from './engine-catalogs.js';
import { evaluateProfile, requirementsOf, type CriterionAsk } from './evaluate-candidate.js';
import { extractJobCriteria } from './extract-job-criteria.js';
import { loadEngineCatalogs } from './load-engine-catalogs.js';
import { BUILTIN_ENGINE_VERSION } from './engine-version.js';
import { jobOccupationOf } from './occupation/job-occupation.js';
import type { JobOccupation } from './occupation/occupation-grade.js';

export { BUILTIN_ENGINE_VERSION };


export interface BuiltinEngineOptions {
  catalogs?: EngineCatalogs;
  /** What "present" means in a resume's dates; injected so that tests are stable. */
  now?: () => Date;
}

/** Criteria labels repeat across calls (rankings, clients re-sending our criteria). */
const ANALYSIS_CACHE_SIZE = 2000;
const JOB_CACHE_SIZE = 100;

export function createBuiltinEngine(options: BuiltinEngineOptions = {}): Engine {
  const catalogs = options.catalogs ?? loadEngineCatalogs();
  const now = options.now ?? (() => new Date());
  const cache = new Map<string, CriterionAsk>();
  const analyze = (c: Criterion): CriterionAsk => {
    const key = `${c.label}\u0000${c.rationale}`;
    let r = cache.get(key);
    if (!r) {
      r = requirementsOf(c, catalogs);
      if (cache.size >= ANALYSIS_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      cache.set(key, r);
    }
    return r;
  };
  // A ranking evaluates every candidate against one offer: its occupation is read once.
  const jobs = new Map<string, JobOccupation | null>();
  const jobOf = (jobText: string): JobOccupation | null => {
    if (!catalogs.occupations) return null;
    if (!jobs.has(jobText)) {
      if (jobs.size >= JOB_CACHE_SIZE) jobs.delete(jobs.keys().next().value as string);
      jobs.set(jobText, jobOccupationOf(jobText, catalogs.occupations.rome()));
    }
    return jobs.get(jobText) ?? null;
  };
  return {
    name: 'builtin',
    version: BUILTIN_ENGINE_VERSION,
    async extractCriteria({ jobText }: ExtractInput): Promise<ExtractedCriterion[]> {
      return extractJobCriteria(jobText, catalogs);
    },
    async evaluateCandidate({ jobText, candidateText, criteria }: EvaluateInput): Promise<EvaluateOutput> {
      const profile = analyzeCandidate(candidateText, catalogs, now());
      return evaluateProfile(profile, criteria, catalogs, analyze, jobOf(jobText));
    },
  };
}
