/** A JSON Resume document (jsonresume.org schema 1.0) → ResumeTruth, for resumes rendered by themes. */
import { str, strings, truthDate, type ResumeTruth } from './resume-truth.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export function jsonResumeTruth(resume: Json): ResumeTruth {
  const b: Json = resume.basics ?? {};
  const name = str(b.name);
  const [first, ...rest] = (name ?? '').split(/\s+/);
  const degree = (e: Json) => str([e.studyType, e.area].filter(Boolean).join(' ')) ?? str(e.area);
  return {
    fullName: name,
    firstName: first ? first : null,
    lastName: rest.length > 0 ? rest.join(' ') : null,
    emails: strings([b.email]),
    phones: strings([b.phone]),
    urls: strings([b.url, ...(b.profiles ?? []).map((p: Json) => p.url)]),
    headline: str(b.label),
    city: str(b.location?.city),
    postalCode: str(b.location?.postalCode),
    experiences: [...(resume.work ?? []), ...(resume.volunteer ?? [])].map((w: Json) => ({
      title: str(w.position),
      organisation: str(w.name ?? w.company ?? w.organization),
      start: truthDate(w.startDate),
      end: truthDate(w.endDate),
      place: str(w.location),
    })),
    educations: (resume.education ?? []).map((e: Json) => ({ title: degree(e), organisation: str(e.institution), start: truthDate(e.startDate), end: truthDate(e.endDate), place: null })),
    skills: (resume.skills ?? []).flatMap((s: Json) => [s.name, ...(s.keywords ?? [])]).filter((s: unknown) => typeof s === 'string'),
    languages: strings(resume.languages, 'language'),
    certifications: strings(resume.certificates, 'name'),
    interests: (resume.interests ?? []).flatMap((s: Json) => [s.name, ...(s.keywords ?? [])]).filter((s: unknown) => typeof s === 'string'),
  };
}
