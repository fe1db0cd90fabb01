/**
 * Pipeline step: `work_experiences[]` (spec 2.1). One entry per dated block of the experience and
 * volunteering sections (see split-dated-entries.ts for the layouts), in the resume's order. Title
 * and company come from the role tables, the contract type from a label written with the entry,
 * the place from the geo catalog; whatever is not written stays null.
 */
import { rangeMonths } from '../text/dates.js';
import { fold } from '../text/fold.js';
import { ROLE_WORDS } from './organisation-words.js';
import { inCapitals, looksLikeJob, LOWER_CASE_REMARK, namedLikeEmployer, namesOrganisation, titleAndCompany } from './experience-head-roles.js';
import { namesNothing, splitEntryHead, splitHead, type HeadPart } from './entry-parts.js';
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
  const read = withoutRepeats(employersInCapitals(employersOverRoles(sectionOrder(entries.map((entry) => toWorkExperience(entry, doc, catalogs, now))))));
  // (Never across sections: "OzHarvest⇥2019 – Present" under "Volunteering" is not at the last employer of "Experience".)
  const sameSection = (a: DatedEntry, b: DatedEntry) => a.section === b.section;
  const value = read.map(({ experience, entry }, i) => {
    // "Example Bank — Toronto" / "Project Manager (2019 – present)" / "Business Analyst (2016 – 2019)":
    // a role written on its dates line alone, under the role of an employer named on a line of its
    // own, is one more role at that employer.
    // So is a role written "Title" / "dates" under "Employer" / "Title" / "dates".
    const prev = read[i - 1];
    const roleOnly = experience.company_name === null && experience.job_title !== null;
    if (prev && roleOnly && sameSection(prev.entry, entry) && ((prev.employerLine && entry.heads.every((h) => h.dates !== null)) || (prev.employerAbove && read[i]!.onePart))) {
      const p = prev.experience;
      read[i]!.employerLine = true;
      experience.company_name = p.company_name;
      inheritPlace(experience, p);
    }
    if (experience.job_title === null && experience.company_name === null) {
      warnings.push(`work experience ${i + 1}: dates without a job title or a company`);
    }
    return experience;
  });
  return { value, warnings };
}

/** A role that names no place takes its employer's (from the entry that named it); whether it did. */
function inheritPlace(e: WorkExperience, from: WorkExperience): boolean {
  if (e.work_experience_city !== null || e.work_experience_country !== null) return false;
  Object.assign(e, { work_experience_city: from.work_experience_city, work_experience_country: from.work_experience_country, work_experience_country_code: from.work_experience_country_code });
  return true;
}

interface ReadEntry {
  entry: DatedEntry;
  experience: WorkExperience;
  employerLine: boolean;
  /** No part reads as a job and one names an organisation (or is alone): the employer's name, if roles follow within its dates. */
  employer: string | null;
  /** "Shift Supervisor – Dispatch": a title with a part after it on its line that names no organisation. */
  qualifiedTitle: string | null;
  /** "Employer" / "Title" / "dates": the employer on the first head line, alone, the title below. */
  employerAbove: boolean;
  /** The head is one part (a title) and dates. */
  onePart: boolean;
  /** Title and company on lines of their own: which comes first, and whether the words say so (a role's words, an organisation's). */
  order?: { titleFirst: boolean; evident: boolean; title: HeadPart; company: HeadPart; parts: readonly HeadPart[] };
}

/** Entries of a section that say their order by their words, at least, for the others to follow it. */
const MIN_EVIDENT_ORDERS = 2;

/**
 * "Toll Group⇥Mar 2021 – Present" / "Supply Chain Analyst⇥Brisbane" … "Linfox⇥Feb 2017 – Jun 2018" /
 * "Logistics Graduate⇥Melbourne": a section writes its jobs' heads in one order. Where the entries
 * whose words tell the title from the employer (a role's words, an organisation's, capitals) all put
 * the title on the same side, an entry whose words say nothing follows them.
 */
function sectionOrder(read: ReadEntry[]): ReadEntry[] {
  const sections = new Set(read.map((r) => r.entry.section));
  for (const section of sections) {
    const own = read.filter((r) => r.entry.section === section && r.order !== undefined);
    const evident = own.filter((r) => r.order!.evident);
    if (evident.length < MIN_EVIDENT_ORDERS || evident.some((r) => r.order!.titleFirst !== evident[0]!.order!.titleFirst)) continue;
    for (const r of own) {
      const o = r.order!;
      if (o.evident || o.titleFirst === evident[0]!.order!.titleFirst) continue;
      r.experience.job_title = rankAndTrade(o.company, o.title, o.parts);
      r.experience.company_name = withoutRemark(o.title.text);
    }
  }
  return read;
}

/**
 * "Exemple Bank Plc — Lagos⇥Jan 2015 – Till Date" / "Relationship Manager⇥Mar 2019 – Till Date" /
 * "Relationship Officer⇥Jan 2015 – Feb 2019": an employer written with its whole period over
 * roles dated within it, none naming an employer, is no job of its own: each role is at it (a
 * department written after a role's title, "Shift Supervisor – Dispatch", stays with the title).
 */
function employersOverRoles(read: ReadEntry[]): ReadEntry[] {
  const out: ReadEntry[] = [];
  for (let i = 0; i < read.length; i++) {
    const group = read[i]!;
    const { start_date: start, end_date: end, currently_active: ongoing } = group.experience;
    const within = (e: WorkExperience) =>
      e.start_date !== null && start !== null && e.start_date.slice(0, 7) >= start.slice(0, 7) && (ongoing === true || (end !== null && (e.end_date ?? '9999') <= end));
    // (A role may already name it: the splitter lends an employer line in capitals to the roles under it.)
    const same = (name: string | null, other = group.employer) => name !== null && other !== null && fold(name) === fold(other);
    const role = (r: ReadEntry) => r.experience.job_title !== null && (r.experience.company_name === null || r.qualifiedTitle !== null || same(r.experience.company_name)) && within(r.experience);
    let n = 0;
    while (i + 1 + n < read.length && role(read[i + 1 + n]!)) n++;
    // "De 2012 à 2021 : Cabinet Exemple, expertise comptable" over two roles dated within it, none
    // naming an employer: the head's organisation is theirs, whatever its other part reads like.
    // (Not over "Sales Assistant – Exemple Stores, Cork⇥Summer 2024" and the like: roles that name an
    // organisation of their own on their line are jobs of their own, summer jobs beside a term-time one.)
    const bare = read.slice(i + 1, i + 1 + n).every((r) => r.experience.company_name === null || same(r.experience.company_name));
    const employer = group.employer ?? (n >= 2 && bare ? group.experience.company_name : null);
    if (employer === null || n === 0 || start === null) {
      out.push(group);
      continue;
    }
    const g = group.experience;
    for (const r of read.slice(i + 1, i + 1 + n)) {
      const e = r.experience;
      if (e.company_name !== null && !same(e.company_name) && !same(e.company_name, g.company_name)) e.job_title = r.qualifiedTitle;
      e.company_name = employer;
      if (inheritPlace(e, g)) e.work_experience_postal_code = g.work_experience_postal_code;
      out.push({ ...r, employerLine: true });
    }
    i += n;
  }
  return out;
}

/**
 * "EXEMPLE SPORTS PTY LTD – Chadstone" / "Store Manager" … "Assistant Store Manager – Southland":
 * where the section writes its employers in capitals, a role whose other part is not in capitals
 * (a site, a department) is one more role at the employer above it.
 */
function employersInCapitals(read: ReadEntry[]): ReadEntry[] {
  const capitals = read.filter((r) => r.experience.company_name !== null && inCapitals(r.experience.company_name)).length;
  if (capitals < 2 || capitals * 2 < read.length) return read;
  for (let i = 1; i < read.length; i++) {
    const e = read[i]!.experience;
    const above = read[i - 1]!.experience.company_name;
    if (read[i]!.qualifiedTitle === null || e.company_name === null || inCapitals(e.company_name) || above === null || !inCapitals(above)) continue;
    e.job_title = read[i]!.qualifiedTitle;
    e.company_name = above;
  }
  return read;
}

/**
 * "Period | Company | Position" snapshot table over the detailed history: a job written twice (same
 * years, the same words in title and employer) is one; the fuller writing (months, description) stays.
 */
function withoutRepeats(read: ReadEntry[]): ReadEntry[] {
  const words = (e: WorkExperience) => new Set(fold(`${e.job_title ?? ''} ${e.company_name ?? ''}`).split(/[^a-z0-9]+/).filter((w) => w.length > 1));
  const year = (d: string | null) => d?.slice(0, 4) ?? null;
  const fullness = (e: WorkExperience) => (e.description !== null ? 2 : 0) + (e.start_date !== null && !e.start_date.endsWith('-01-01') ? 1 : 0) + (e.company_name !== null && e.job_title !== null ? 1 : 0);
  const same = (a: WorkExperience, b: WorkExperience) => {
    if (year(a.start_date) === null || year(a.start_date) !== year(b.start_date) || (a.currently_active === true) !== (b.currently_active === true)) return false;
    if (a.currently_active !== true && year(a.end_date) !== year(b.end_date)) return false;
    const [x, y] = [words(a), words(b)];
    const shared = [...x].filter((w) => y.has(w)).length;
    return shared > 0 && shared >= 0.8 * Math.min(x.size, y.size);
  };
  const dropped = new Set<number>();
  read.forEach((a, i) =>
    read.forEach((b, j) => {
      if (j <= i || dropped.has(i) || dropped.has(j) || !same(a.experience, b.experience)) return;
      dropped.add(fullness(a.experience) >= fullness(b.experience) ? j : i);
    }),
  );
  return read.filter((_, i) => !dropped.has(i));
}

/**
 * "Corporal – Electrician (Military Engineering)⇥2011 – 2015" / "22 Engineer Regiment, Tidworth":
 * two roles on the title's line, the employer on another or none, are one title (a rank and a trade).
 */
function rankAndTrade(title: HeadPart, company: HeadPart | null, parts: readonly HeadPart[]): string {
  const next = parts[parts.indexOf(title) + 1];
  if (company?.line === title.line || next === undefined || next === company || next.line !== title.line) return title.text;
  return ROLE_WORDS.test(title.folded) && ROLE_WORDS.test(next.folded) && !namesOrganisation(next) ? `${title.text} – ${next.text}` : title.text;
}

/** Description lines looked at for a title the head lacks. */
const TITLE_LOOKAHEAD = 3;

/**
 * "09/2011 – 06/2015" / "Exemple Intérim" / "Mission longue – plateforme logistique" / "Préparateur
 * de commandes – cariste" / duties: when no part of the head reads as a job and the head names an
 * organisation, a short line of the first description lines that reads as a job is the title, and
 * the head's part the employer.
 */
function titleBelowHead(
  read: { title: HeadPart | null; company: HeadPart | null },
  entry: DatedEntry,
  parts: readonly HeadPart[],
  catalogs: ParsingCatalogs,
  lang: 'fr' | 'en',
): { title: HeadPart | null; company: HeadPart | null } {
  const ctx = { parts, catalogs };
  if (parts.some((p) => looksLikeJob(p, ctx) && !namesOrganisation(p))) return read;
  // The employer: the head's part that names an organisation, else its first one.
  const named = [read.title, read.company].filter((p): p is HeadPart => p !== null);
  const employer = named.find(namedLikeEmployer) ?? named.sort((a, b) => parts.indexOf(a) - parts.indexOf(b))[0] ?? null;
  if (employer === null || namesNothing(employer.text)) return read;
  for (const line of entry.body.slice(0, TITLE_LOOKAHEAD)) {
    if (line.replace(/\([^()]*\)/g, ' ').trim().split(/\s+/).length > 8 || /[.;:]$/.test(line) || !/^\p{Lu}/u.test(line)) continue;
    const below = splitHead([{ text: line, bold: false, onDatesLine: false }], catalogs, lang).parts;
    // A role noun, not a catalog's guess: a duty ("Take charge of the ward…") reads as a job too often.
    const job = below.find((p) => p.first && ROLE_WORDS.test(p.folded) && !namesOrganisation(p));
    if (job) return { title: job, company: employer };
  }
  return read;
}

function toWorkExperience(entry: DatedEntry, doc: ResumeDocument, catalogs: ParsingCatalogs, now: Date): ReadEntry {
  const head = splitEntryHead(entry, catalogs, doc.language);
  const read = titleAndCompany({ parts: head.parts, catalogs });
  const { title, company } = titleBelowHead(read, entry, head.parts, catalogs, doc.language);
  const ctx = { parts: head.parts, catalogs };
  const noJob = title !== null && title.contract === null && head.contract === null && head.parts.every((p) => namesOrganisation(p) || !looksLikeJob(p, ctx));
  // Its name: the part that names an organisation, else the first ("Exemple Lodge Nursing Home, Kings Heath").
  const named = head.parts.find(namedLikeEmployer) ?? head.parts[0];
  const employer = noJob && named !== undefined ? named.text : null;
  const qualifiedTitle =
    title !== null && company !== null && company.line === title.line && head.parts.indexOf(company) === head.parts.indexOf(title) + 1 && !namedLikeEmployer(company)
      ? `${title.text} – ${company.text}`
      : null;
  const contract = title?.contract ?? head.parts.find((p) => p.contract !== null)?.contract ?? head.contract;
  const dates = entry.dates;
  // A lone date on a job ("2019") is the whole period: it starts and ends that year.
  const start = dates ? (dates.start ?? dates.end) : null;
  const end = dates && !dates.ongoing ? dates.end : null;
  const place = head.place?.place ?? null;
  const experience: WorkExperience = {
    company_name: company ? withoutRemark(company.text) : null,
    job_title: title === null ? null : rankAndTrade(title, company, head.parts),
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
  // ("School" / "Title" / "Trust · Leeds" / dates: the first line names an organisation, the title below it.)
  const firstLine = head.parts.filter((p) => p.line === 0);
  const employerAbove =
    company !== null && title !== null && title.line > 0 && company.line !== title.line &&
    (company.line === 0 || (firstLine.length === 1 && namesOrganisation(firstLine[0]!)));
  // (Evident: the title reads as a role and the company not, or the company as an organisation; a label says it too.)
  const evident = (t: HeadPart, c: HeadPart) => t.role !== null || c.role !== null || (looksLikeJob(t, ctx) && !looksLikeJob(c, ctx)) || namedLikeEmployer(c) || namedLikeEmployer(t);
  const apart = title !== null && company !== null && title.line !== company.line && head.parts.length === 2;
  return {
    entry,
    experience,
    employer,
    qualifiedTitle,
    employerAbove,
    onePart: head.parts.length === 1,
    employerLine: company !== null && !company.onDatesLine && title !== null && title.onDatesLine,
    ...(apart ? { order: { titleFirst: title.line < company.line, evident: evident(title, company), title, company, parts: head.parts } } : {}),
  };
}

/** A remark in parentheses without a capital (LOWER_CASE_REMARK) closing the employer's name. */
const CLOSING_REMARK = new RegExp(String.raw`\s*${LOWER_CASE_REMARK.source}\s*$`, 'u');

/** "Cabinet Exemple Conseil (expertise comptable et commissariat aux comptes)": a remark in lower case in parentheses after the employer's name is no part of it. */
function withoutRemark(text: string): string {
  // ("TRAVAUX EXEMPLE (groupe Exemple Construction)" names a group, with capitals: it stays.)
  const cut = text.replace(CLOSING_REMARK, '');
  return cut.length >= 2 ? cut : text;
}
