/**
 * Pipeline step: `work_experiences[]` (spec 2.1). One entry per dated block of the experience and
 * volunteering sections (see split-dated-entries.ts for the layouts), in the resume's order. Title
 * and company come from the role tables, the contract type from a label written with the entry,
 * the place from the geo catalog; whatever is not written stays null.
 */
import { rangeMonths } from '../text/dates.js';
import { titleAndCompany } from './experience-head-roles.js';
import { splitEntryHead } from './entry-parts.js';
import type { ParsingCatalogs } from './parsing-catalogs.js';
import type { WorkExperience } from './parsed-resume.js';
import { findResumeEntries } from './resume-entries.js';
import type { ResumeDocument } from './resume-document.js';
import { specEndDate, specStartDate } from './spec-dates.js';
import type { DatedEntry } from './split-dated-entries.js';

export function extractWorkExperiences(
  doc: ResumeDocument,
  catalogs: ParsingCatalogs,
  now: Date,
): { value: WorkExperience[]; warnings: string[] } {
  const warnings: string[] = [];
  const entries = findResumeEntries(doc, catalogs, 'experience');
  const read = entries.map((entry) => toWorkExperience(entry, doc, catalogs, now));
  const value = read.map(({ experience }, i) => {
    // "Example Bank — Toronto" / "Project Manager (2019 – present)" / "Business Analyst (2016 – 2019)":
    // a role written on its dates line alone, under the role of an employer named on a line of its
    // own, is one more role at that employer.
    const prev = read[i - 1];
    if (prev?.employerLine && experience.company_name === null && experience.job_title !== null && entries[i]!.heads.every((h) => h.dates !== null)) {
      const p = prev.experience;
      read[i]!.employerLine = true;
      experience.company_name = p.company_name;
      if (experience.work_experience_city === null && experience.work_experience_country === null) {
        Object.assign(experience, { work_experience_city: p.work_experience_city, work_experience_country: p.work_experience_country, work_experience_country_code: p.work_experience_country_code });
      }
    }
    if (experience.job_title === null && experience.company_name === null) {
      warnings.push(`work experience ${i + 1}: dates without a job title or a company`);
    }
    return experience;
  });
  return { value, warnings };
}

function toWorkExperience(entry: DatedEntry, doc: ResumeDocument, catalogs: ParsingCatalogs, now: Date): { experience: WorkExperience; employerLine: boolean } {
  const head = splitEntryHead(entry, catalogs, doc.language);
  const { title, company } = titleAndCompany({ parts: head.parts, catalogs });
  const contract = title?.contract ?? head.parts.find((p) => p.contract !== null)?.contract ?? head.contract;
  const dates = entry.dates;
  // A lone date on a job ("2019") is the whole period: it starts and ends that year.
  const start = dates ? (dates.start ?? dates.end) : null;
  const end = dates && !dates.ongoing ? dates.end : null;
  const place = head.place?.place ?? null;
  const experience: WorkExperience = {
    company_name: company?.text ?? null,
    job_title: title?.text ?? null,
    description: entry.body.length > 0 ? entry.body.join('\n') : null,
    contract_type: contract,
    start_date: start ? specStartDate(start) : null,
    end_date: end ? specEndDate(end) : null,
    currently_active: dates ? dates.ongoing : null,
    work_experience_country: place?.country ?? null,
    work_experience_country_code: place?.countryCode ?? null,
    work_experience_city: place?.city ?? null,
    work_experience_postal_code: head.place?.postalCodeWritten ? place!.postalCode : null,
    experience_duration: start ? rangeMonths({ start, end: dates!.ongoing ? null : end }, now) : null,
  };
  // The employer was named on a line without the dates (its own line above or below the role).
  return { experience, employerLine: company !== null && !company.onDatesLine && title !== null && title.onDatesLine };
}
