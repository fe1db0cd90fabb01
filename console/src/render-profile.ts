import { externalLink, h, safeHttpUrl, type Child } from './dom.js';
import type { ParsedResume } from './types.js';

/** What the profile needs from the page: which values were found in the text, and how to show one. */
export interface ProfileLinks {
  found: ReadonlySet<string>;
  locate(needleId: string): void;
}

/** `2021-03-01` → `2021-03`: the day of a resume date is always the parser's (first or last of the month). */
function month(date: string | null): string | null {
  return date ? date.slice(0, 7) : null;
}

function period(start: string | null, end: string | null, active: boolean | null): string | null {
  const from = month(start);
  const to = active ? 'present' : month(end);
  if (!from && !to) return null;
  return `${from ?? '?'} – ${to ?? '?'}`;
}

function joined(parts: Array<string | null | undefined | false>, separator = ' · '): string {
  return parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(separator);
}

/**
 * The face photo through this service's own `/files/` route: `face_url` is built from
 * RECRUIT_PUBLIC_URL, which may name another host than the one the browser reached.
 */
function photoUrl(faceUrl: string): string | null {
  const href = safeHttpUrl(faceUrl);
  if (!href) return null;
  const match = /\/files\/[^/?#]+$/.exec(new URL(href).pathname);
  return match ? new URL(`..${match[0]}`, document.baseURI).href : href;
}

/** Renders the candidate as a recruiter reads a profile; `null` fields are left out, never guessed. */
export function renderProfile(resume: ParsedResume, fileName: string, links: ProfileLinks): HTMLElement {
  const candidate = resume.info_candidate;
  const language = resume.info_resume.language?.toLowerCase();

  /** A value, plus a button that shows where it was found in the text. */
  const traced = (needleId: string, label: string, value: Child): Child[] => [
    value,
    links.found.has(needleId)
      ? h('button', { type: 'button', class: 'locate', title: 'Show in the resume text', 'aria-label': `Show ${label} in the resume text`, 'data-locate': needleId }, 'in text')
      : null,
  ];
  const facts: Array<[string, Child[]]> = [];
  const fact = (label: string, ...value: Child[]) => facts.push([label, value]);
  if (candidate.email) fact('Email', ...traced('email', 'the email', candidate.email));
  if (candidate.phone_number) fact('Phone', ...traced('phone', 'the phone', candidate.phone_number));
  const place = joined([candidate.location.city, candidate.location.region, candidate.location.country], ', ');
  if (place) fact('City', ...traced('city', 'the city', place));
  const linkItems: Child[] = [];
  if (candidate.linkedin_url) linkItems.push(h('li', {}, ...traced('linkedin', 'the LinkedIn link', externalLink(candidate.linkedin_url))));
  if (candidate.github_url) linkItems.push(h('li', {}, ...traced('github', 'the GitHub link', externalLink(candidate.github_url))));
  candidate.other_urls.forEach((url, i) => linkItems.push(h('li', {}, ...traced(`url-${i}`, `link ${i + 1}`, externalLink(url)))));
  if (linkItems.length > 0) fact('Links', h('ul', { class: 'plain' }, linkItems));
  if (candidate.experience_level) fact('Experience', candidate.experience_level);
  if (candidate.education_level) fact('Education level', candidate.education_level);
  if (candidate.driver_license.length > 0) fact('Driving licence', candidate.driver_license.join(', '));
  if (resume.info_resume.language) fact('Resume language', resume.info_resume.language);

  const face = resume.info_resume.face_url ? photoUrl(resume.info_resume.face_url) : null;
  const name = candidate.full_name ?? 'Name not found';

  const root = h(
    'article',
    { class: 'profile', 'aria-label': `Profile of ${name}`, ...(language ? { lang: language } : {}) },
    h(
      'header',
      { class: 'identity' },
      face ? h('img', { class: 'photo', src: face, alt: `Photo of ${name}`, width: 96, height: 120 }) : null,
      h(
        'div',
        {},
        h('h3', { class: 'candidate-name' }, ...(candidate.full_name ? traced('name', 'the name', candidate.full_name) : [h('span', { class: 'missing' }, name)])),
        candidate.job_title ? h('p', { class: 'candidate-title' }, ...traced('title', 'the job title', candidate.job_title)) : null,
        h('p', { class: 'hint', lang: 'en' }, `From ${fileName}`),
      ),
    ),
    facts.length > 0 ? h('dl', { class: 'facts' }, facts.map(([label, value]) => [h('dt', { lang: 'en' }, label), h('dd', {}, value)])) : null,
    section(
      'Work experience',
      resume.work_experiences.length,
      h(
        'ol',
        { class: 'entries' },
        resume.work_experiences.map((experience, i) =>
          h(
            'li',
            {},
            h(
              'p',
              { class: 'entry-title' },
              experience.job_title ? traced(`exp-${i}-title`, `the title of experience ${i + 1}`, h('strong', {}, experience.job_title)) : h('strong', { class: 'missing', lang: 'en' }, 'Title not found'),
              experience.company_name ? [' · ', ...traced(`exp-${i}-company`, `the company of experience ${i + 1}`, experience.company_name)] : null,
            ),
            meta([experience.work_experience_city, period(experience.start_date, experience.end_date, experience.currently_active), experience.experience_duration !== null ? `${experience.experience_duration} months` : null, experience.contract_type]),
            experience.description ? h('p', { class: 'description' }, experience.description) : null,
          ),
        ),
      ),
    ),
    section(
      'Education',
      resume.educations.length,
      h(
        'ol',
        { class: 'entries' },
        resume.educations.map((education, i) =>
          h(
            'li',
            {},
            h(
              'p',
              { class: 'entry-title' },
              h('strong', {}, education.degree_title ?? 'Degree not found'),
              education.school_name ? [' · ', ...traced(`edu-${i}-school`, `the school of education ${i + 1}`, education.school_name)] : null,
            ),
            meta([education.location.city, period(education.start_date, education.end_date, education.currently_active), education.degree_type ? `EQF ${education.degree_type}` : null]),
            education.description ? h('p', { class: 'description' }, education.description) : null,
          ),
        ),
      ),
    ),
    section(
      'Skills',
      resume.skills.length,
      h(
        'ul',
        { class: 'chips' },
        resume.skills.map((skill) =>
          h(
            'li',
            { class: `chip chip-${skill.status}`, title: joined([skill.skill_type, skill.status === 'normalized' ? 'catalog skill' : 'not in the catalog, as written', skill.domain, skill.subcategory]) },
            skill.skill_title,
            h('span', { class: 'chip-note', lang: 'en' }, skill.status === 'normalized' ? ` ${skill.skill_type.replace(' skill', '').toLowerCase()}` : ' raw'),
          ),
        ),
      ),
    ),
    section(
      'Languages',
      resume.languages.length,
      h('ul', { class: 'plain' }, resume.languages.map((entry) => h('li', {}, h('strong', {}, entry.language), entry.level ? ` — ${entry.level}` : h('span', { class: 'missing', lang: 'en' }, ' — level not stated')))),
    ),
    section(
      'ROME jobs',
      resume.rome_jobs.length,
      h(
        'table',
        { class: 'grid' },
        h('thead', { lang: 'en' }, h('tr', {}, h('th', { scope: 'col' }, 'Job'), h('th', { scope: 'col' }, 'ROME'), h('th', { scope: 'col', class: 'num' }, 'Score'))),
        h('tbody', {}, resume.rome_jobs.map((job) => h('tr', {}, h('td', {}, job.job_title, h('span', { class: 'hint' }, ` ${job.job_code}`)), h('td', {}, `${job.rome_title} (${job.rome_code})`), h('td', { class: 'num' }, job.prediction_score.toFixed(2))))),
      ),
    ),
    section('Certifications', resume.certifications.length, h('ul', { class: 'plain' }, resume.certifications.map((item) => h('li', {}, item)))),
    section('Interests', resume.interests.length, h('ul', { class: 'plain' }, resume.interests.map((item) => h('li', {}, item)))),
    resume.warnings.length > 0 || resume.upstream_status
      ? h('div', { class: 'warnings', lang: 'en' }, h('h4', {}, 'Warnings'), h('ul', {}, resume.warnings.map((warning) => h('li', {}, warning))))
      : null,
  );
  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('button[data-locate]');
    if (button?.dataset.locate) links.locate(button.dataset.locate);
  });
  return root;
}

function meta(parts: Array<string | null>): HTMLElement | null {
  const text = joined(parts);
  return text ? h('p', { class: 'meta' }, text) : null;
}

/** A titled part of the profile; an empty one says so rather than disappearing. */
function section(title: string, count: number, content: HTMLElement): HTMLElement {
  return h('section', { class: 'profile-part' }, h('h4', { lang: 'en' }, count > 0 ? `${title} (${count})` : title), count > 0 ? content : h('p', { class: 'missing', lang: 'en' }, 'None found.'));
}
