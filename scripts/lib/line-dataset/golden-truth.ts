/** Our golden expected JSON (test/golden/resumes/*.expected.json) → ResumeTruth. */
import { str, strings, truthDate, type ResumeTruth, type TruthEntry } from './resume-truth.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export function goldenTruth(expected: Json): ResumeTruth {
  const c: Json = expected.info_candidate ?? {};
  const entry = (e: Json, title: string, org: string): TruthEntry => ({
    title: str(e[title]),
    organisation: str(e[org]),
    start: truthDate(e.start_date),
    end: truthDate(e.end_date),
    place: str(e.work_experience_city ?? e.location?.city),
  });
  return {
    fullName: str(c.full_name),
    firstName: str(c.first_name),
    lastName: str(c.last_name),
    emails: strings([c.email]),
    phones: strings([c.phone_number]),
    urls: strings([c.linkedin_url, c.github_url, ...(c.other_urls ?? [])]),
    headline: str(c.job_title),
    city: str(c.location?.city),
    postalCode: str(c.location?.postal_code),
    experiences: (expected.work_experiences ?? []).map((e: Json) => entry(e, 'job_title', 'company_name')),
    educations: (expected.educations ?? []).map((e: Json) => entry(e, 'degree_title', 'school_name')),
    skills: strings(expected.skills, 'name').concat(strings(expected.skills)),
    languages: strings(expected.languages, 'language'),
    certifications: strings(expected.certifications, 'name').concat(strings(expected.certifications)),
    interests: strings(expected.interests, 'name').concat(strings(expected.interests)),
  };
}

/** The realistic corpus's truth.json `fields` → ResumeTruth. */
export function realisticTruth(fields: Json): ResumeTruth {
  const entry = (e: Json, title: string, org: string): TruthEntry => ({
    title: str(e[title]),
    organisation: str(e[org]),
    start: truthDate(e.start),
    end: truthDate(e.end),
    place: null,
  });
  return {
    fullName: str(fields.full_name),
    firstName: str(fields.first_name),
    lastName: str(fields.last_name),
    emails: strings([fields.email]),
    phones: strings([fields.phone]),
    urls: strings([fields.linkedin_url, fields.github_url]),
    headline: str(fields.job_title),
    city: str(fields.city),
    postalCode: str(fields.postal_code),
    experiences: (fields.work_experiences ?? []).map((e: Json) => entry(e, 'job_title', 'company_name')),
    educations: (fields.educations ?? []).map((e: Json) => entry(e, 'degree_title', 'school_name')),
    skills: strings(fields.skills),
    languages: strings(fields.languages, 'language'),
    certifications: strings(fields.certifications),
    interests: [],
  };
}
