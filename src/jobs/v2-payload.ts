/**
 * The legacy V2 webhook payload (spec 6): exactly its fields — `status`, `info_resume` without
 * the temporary-link fields, `info_candidate` without `mobility`, educations without `location`,
 * skills with title and type only — built from the V3 answer.
 */
import type { ParsedResume } from '../parsing/parsed-resume.js';

export function v2Payload(resume: ParsedResume): Record<string, unknown> {
  const { mobility: _mobility, ...candidate } = resume.info_candidate;
  return {
    status: resume.upstream_status === 'partial' ? 'partial' : 'success',
    info_resume: {
      application_id: resume.info_resume.application_id,
      date_parsing: resume.info_resume.date_parsing,
      language: resume.info_resume.language,
      url: resume.info_resume.url,
      face_url: resume.info_resume.face_url,
      text: resume.info_resume.text,
    },
    info_candidate: candidate,
    rome_jobs: resume.rome_jobs,
    work_experiences: resume.work_experiences,
    educations: resume.educations.map(({ location: _location, ...education }) => education),
    languages: resume.languages,
    skills: resume.skills.map((s) => ({ skill_title: s.skill_title, skill_type: s.skill_type })),
    certifications: resume.certifications,
    interests: resume.interests,
  };
}
