import type { Needle } from './find-spans.js';
import type { ParsedResume } from './types.js';

/**
 * The values of a parsed resume the console looks for in its text: the identity fields, each
 * experience's title and company, each education's school. Ids are stable per answer, so the
 * profile view and the marks in the text refer to each other.
 */
export function profileNeedles(resume: ParsedResume): Needle[] {
  const candidate = resume.info_candidate;
  const needles: Needle[] = [];
  const add = (id: string, label: string, kind: Needle['kind'], value: string | null, how: Needle['how'] = 'words') => {
    if (value !== null && value.trim() !== '') needles.push({ id, label, kind, value, how });
  };
  add('name', 'Name', 'identity', candidate.full_name);
  add('title', 'Job title', 'identity', candidate.job_title);
  add('email', 'Email', 'identity', candidate.email);
  add('phone', 'Phone', 'identity', candidate.phone_number, 'phone');
  add('city', 'City', 'identity', candidate.location.city);
  add('linkedin', 'LinkedIn', 'identity', candidate.linkedin_url, 'url');
  add('github', 'GitHub', 'identity', candidate.github_url, 'url');
  candidate.other_urls.forEach((url, i) => add(`url-${i}`, `Link ${i + 1}`, 'identity', url, 'url'));
  resume.work_experiences.forEach((experience, i) => {
    add(`exp-${i}-title`, `Title of experience ${i + 1}`, 'experience', experience.job_title);
    add(`exp-${i}-company`, `Company of experience ${i + 1}`, 'experience', experience.company_name);
  });
  resume.educations.forEach((education, i) => add(`edu-${i}-school`, `School of education ${i + 1}`, 'education', education.school_name));
  return needles;
}
