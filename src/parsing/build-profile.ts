/**
 * The field steps in order, each on the ResumeDocument, and the fields derived from them: the
 * job title's fallback to the latest position, the highest education, the experience bucket,
 * the ROME occupations. Warnings of every step are gathered; `partial` says an optional step
 * (geocoding, occupation codes) could not run.
 */
import type { ParsedResume } from './parsed-resume.js';
import type { ParsingCatalogs } from './parsing-catalogs.js';
import type { ResumeDocument } from './resume-document.js';
import { experienceLevel, highestEducation } from './derive-levels.js';
import { extractContact } from './extract-contact.js';
import { extractEducations } from './extract-educations.js';
import { extractJobTitle } from './extract-job-title.js';
import { extractLanguages } from './extract-languages.js';
import { extractCertifications, extractInterests } from './extract-lists.js';
import { extractLocation } from './extract-location.js';
import { extractMobility } from './extract-mobility.js';
import { extractName } from './extract-name.js';
import { extractSkills } from './extract-skills.js';
import { extractWorkExperiences } from './extract-work-experiences.js';
import { predictRomeJobs } from './predict-rome-jobs.js';
import { trailingInterests } from './trailing-interests.js';
import { fold } from '../text/fold.js';
import { findExperience } from '../engines/builtin/find/find-experience.js';
import { linesOf } from './resume-document.js';
import { nameOpensHeader } from './name-opens-header.js';

export type Profile = Pick<
  ParsedResume,
  'info_candidate' | 'work_experiences' | 'educations' | 'rome_jobs' | 'languages' | 'skills' | 'certifications' | 'interests'
> & { warnings: string[]; partial: boolean };

/** Years of experience the candidate states in the header or summary ("8 ans d'expérience"). */
function statedYears(doc: ResumeDocument): number | null {
  const text = [...linesOf(doc, 'header'), ...linesOf(doc, 'summary')].map((l) => l.text).join('\n');
  return findExperience(text).find((m) => m.years !== null && m.domain === null)?.years ?? null;
}

export function buildProfile(read: ResumeDocument, catalogs: ParsingCatalogs, now: Date): Profile {
  const doc = nameOpensHeader(read, catalogs.names);
  const warnings: string[] = [];
  const take = <T>(step: { value: T; warnings: string[] }): T => {
    warnings.push(...step.warnings);
    return step.value;
  };
  const name = take(extractName(doc, catalogs.names));
  const location = take(extractLocation(doc, catalogs));
  const contact = take(extractContact(doc, { now, country: location.country_code }));
  const mobility = take(extractMobility(doc, catalogs));
  // The person's own name read as an employer or a school is a running header over a page ("europass" /
  // "Curriculum vitae" / "Ann Exemple" in a text extraction), not an organisation.
  const ownName = name.full_name === null ? null : fold(name.full_name).replace(/[^a-z]/g, '');
  const notOwnName = (org: string | null) => (org !== null && ownName !== null && ownName.length >= 6 && fold(org).replace(/[^a-z]/g, '') === ownName ? null : org);
  const experiences = take(extractWorkExperiences(doc, catalogs, now)).map((e) => ({ ...e, company_name: notOwnName(e.company_name) }));
  const educations = take(extractEducations(doc, catalogs, now)).map((e) => ({ ...e, school_name: notOwnName(e.school_name) }));
  const stated = take(extractJobTitle(doc, catalogs.names, catalogs.rome.titleWords()));
  const jobTitle = stated ?? experiences.find((e) => e.job_title !== null)?.job_title ?? null;
  const highest = highestEducation(educations);
  const rome = predictRomeJobs(jobTitle, catalogs.rome);
  const listed = take(extractInterests(doc));
  const interests = listed.length > 0 ? listed : trailingInterests(doc);
  // A trailing list of interests sits in the section above it, often skills: it is not skills.
  const interestKeys = new Set(interests.map((i) => fold(i)));
  const skills = take(extractSkills(doc, catalogs, name));
  return {
    info_candidate: {
      ...name,
      email: contact.email,
      phone_number: contact.phone_number,
      birth_date: contact.birth_date,
      age: contact.age,
      availability_now: contact.availability_now,
      availability_date: contact.availability_date,
      driver_license: contact.driver_license,
      job_title: jobTitle,
      education_name: highest.name,
      education_level: highest.level,
      experience_level: experienceLevel(experiences, now, statedYears(doc)),
      linkedin_url: contact.linkedin_url,
      github_url: contact.github_url,
      other_urls: contact.other_urls,
      location,
      mobility,
    },
    work_experiences: experiences,
    educations,
    rome_jobs: rome,
    languages: take(extractLanguages(doc, catalogs)),
    skills: skills.filter((s) => !interestKeys.has(fold(s.skill_title))),
    certifications: take(extractCertifications(doc, catalogs)),
    interests,
    warnings,
    partial: false,
  };
}
