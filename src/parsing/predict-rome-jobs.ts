/**
 * `rome_jobs` (spec 2.1): ROME 4.0 occupations predicted from the candidate's job title, French
 * labels, nothing scored below 0.7 (the catalog's own floor), best first, at most 3.
 */
import type { RomeCatalog } from '../catalogs/rome-catalog.js';
import type { RomeJob } from './parsed-resume.js';

const MAX_ROME_JOBS = 3;

export function predictRomeJobs(jobTitle: string | null, rome: RomeCatalog): RomeJob[] {
  if (!jobTitle) return [];
  return rome.predictRomeJobs(jobTitle, MAX_ROME_JOBS).map((p) => ({
    job_title: p.jobLabel,
    job_code: p.jobCode,
    rome_title: p.romeLabel,
    rome_code: p.romeCode,
    prediction_score: p.score,
  }));
}
