/** The ROME 4.0 occupation an offer's title names ("Aide ménager / aide ménagère (H/F)" → K1304), when it names one clearly. */
import type { RomeCatalog, RomeJob } from '../../../catalogs/rome-catalog.js';
import { jobTitleOf } from '../../../matching/title-fit.js';
import type { JobOccupation } from './occupation-grade.js';

/** An offer title is written to be read: a reading below this is another occupation. */
const MIN_SCORE = 0.8;

export function jobOccupationOf(jobText: string, rome: RomeCatalog): JobOccupation | null {
  const title = jobTitleOf(jobText);
  if (!title) return null;
  // "Aide ménager / aide ménagère": either side of a slash may be the one ROME knows.
  for (const t of [title, ...title.split(/\s\/\s/)]) {
    const [job] = rome.predictRomeJobs(t, 1);
    if (job && job.score >= MIN_SCORE) return { romeCode: job.romeCode, romeTitle: job.romeLabel };
  }
  return null;
}

/** A job title read as a ROME appellation at this score or more names it clearly ("Staff Nurse" → 15545). */
const CLEAR_SCORE = 0.9;

/** The ROME appellation a job title clearly names, or null (a reading below 0.9 may be a neighbour). */
export function clearAppellation(title: string, rome: RomeCatalog): RomeJob | null {
  const [job] = rome.predictRomeJobs(title, 1);
  return job && job.score >= CLEAR_SCORE ? job : null;
}
