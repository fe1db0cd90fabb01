/**
 * Profile fields computed from others: the highest education (EQF level and its degree) and the
 * experience bucket from the dated experiences (overlaps counted once, internships and
 * volunteering left out when real jobs exist).
 */
import { unionMonths } from '../text/dates.js';
import type { Education, EqfLevel, ExperienceLevel, WorkExperience } from './parsed-resume.js';

export function highestEducation(educations: Education[]): { level: EqfLevel | null; name: string | null } {
  let best: Education | null = null;
  let bestLevel = 0;
  for (const e of educations) {
    const level = /^Level ([1-8])$/.exec(e.degree_type ?? '')?.[1];
    if (level && Number(level) > bestLevel) {
      bestLevel = Number(level);
      best = e;
    }
  }
  if (best) return { level: best.degree_type, name: best.degree_title };
  const other = educations.find((e) => e.degree_type === 'Other');
  return other ? { level: 'Other', name: other.degree_title } : { level: null, name: null };
}

const BUCKETS: [number, ExperienceLevel][] = [
  [12, '0 to 1 year'],
  [36, '1 to 3 years'],
  [60, '3 to 5 years'],
  [120, '5 to 10 years'],
];

/**
 * The resume's own claim ("8 ans d'expérience" under the name) wins: dates undercount gaps and
 * overcount apprenticeships, the candidate knows. Else the dated experiences; null when none is
 * dated (the level is unknown, not zero).
 */
export function experienceLevel(experiences: WorkExperience[], now: Date, statedYears: number | null = null): ExperienceLevel | null {
  if (statedYears !== null) return bucket(statedYears * 12);
  const jobs = experiences.filter((e) => e.start_date !== null);
  const real = jobs.filter((e) => e.contract_type !== 'Internship' && e.contract_type !== 'Volunteering');
  const counted = real.length > 0 ? real : jobs;
  if (counted.length === 0) return null;
  const months = unionMonths(
    counted.map((e) => ({ start: partial(e.start_date!), end: e.end_date ? partial(e.end_date) : null })),
    now,
  );
  return bucket(months);
}

function bucket(months: number): ExperienceLevel {
  for (const [limit, label] of BUCKETS) if (months < limit) return label;
  return 'More than 10 years';
}

function partial(date: string): { year: number; month: number } {
  const [y, m] = date.split('-');
  return { year: Number(y), month: Number(m) };
}
