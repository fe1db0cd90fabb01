/**
 * The dated entries of a resume for one step: jobs from the experience and volunteering sections,
 * degrees from the education sections (and from headings the section table files elsewhere, such
 * as the UK "Qualifications"). A resume without any of these headings gets its dated blocks from
 * wherever they are, sorted by whether they name a degree.
 */
import { fold } from '../text/fold.js';
import { DEGREE_WORDS, isSchoolText, namesDegree } from './education-head-roles.js';
import { countParts, isNameWithPlace } from './entry-parts.js';
import { jobTableEntries } from './job-grid-tables.js';
import { ROLE_WORDS } from './organisation-words.js';
import type { ParsingCatalogs } from './parsing-catalogs.js';
import type { ResumeDocument, ResumeLine, ResumeSection, ResumeSectionKind } from './resume-document.js';
import { readSideColumnEntries } from './side-column-entries.js';
import { pairTrailingYears } from './trailing-year-column.js';
import { splitDatedEntries, withoutDates, type DatedEntry, type EntryLine } from './split-dated-entries.js';
import { strandedDegreeLines } from './stranded-degrees.js';

export type EntryTarget = 'experience' | 'education';

const KINDS: Record<EntryTarget, ResumeSectionKind[]> = {
  experience: ['experience', 'volunteering'],
  education: ['education'],
};

/** Headings of sections filed as summary or other that hold entries of this target. */
const EXTRA_HEADINGS: Record<EntryTarget, RegExp> = {
  experience: /^(?:stages?|internships?|missions|experiences? (?:associatives?|benevoles?|internationales?)|volunteer work|work history)\b/,
  education: /^(?:qualifications?|academic qualifications|diplomes?|degrees?|studies)\b/,
};

/** A section heading that announces a summary of the entries detailed in another section (its letters, spaces dropped). */
const OVERVIEW = /summary|overview|ataglance|synthese|enbref/;

/** Sections where a resume without headings keeps everything: the header and unnamed blocks. */
const FALLBACK_KINDS: ResumeSectionKind[] = ['header', 'other'];

export function findResumeEntries(doc: ResumeDocument, catalogs: ParsingCatalogs, target: EntryTarget): DatedEntry[] {
  const partCount = (text: string) => {
    if (target === 'experience') return countParts(text, catalogs, doc.language, true);
    // "Baccalauréat …, mention Très bien": the grade is no part of its own.
    const degree = text.replace(TRAILING_GRADE, '');
    return schoolWithTown(degree) ? 1 : countParts(degree, catalogs, doc.language, false);
  };
  const nameWithPlace = (text: string) => isNameWithPlace(text, catalogs, doc.language);
  const all = doc.sections.filter((s) => KINDS[target].includes(s.kind) || hasExtraHeading(s, target));
  // "Experience Summary" (a table of the jobs) above "Work Experience in Detail": the same jobs
  // twice; the detailed section says them.
  const overview = (s: ResumeSection) => s.heading !== null && OVERVIEW.test(fold(s.heading).replace(/[^a-z]/g, ''));
  const named = all.some((s) => !overview(s) && s.kind === target) ? all.filter((s) => !overview(s)) : all;
  if (named.length > 0 || hasEntrySections(doc)) {
    const namesHead = (text: string) => (target === 'education' ? namesDegree(text, catalogs) : ROLE_WORDS.test(fold(text)));
    // Degrees a two-column layout left among the volunteering lines go to the education step only.
    const stranded = target === 'experience' ? new Set(strandedDegreeLines(doc, catalogs)) : new Set();
    const linesOf = (s: ResumeSection) =>
      target === 'education' ? pairTrailingYears(withoutColumnTitles(s.lines), (t) => namesDegree(t, catalogs)) : s.lines.filter((l) => !stranded.has(l));
    const namesSchool = target === 'education' ? (text: string) => isSchoolText(fold(text)) : undefined;
    const split = (lines: ResumeLine[]) => splitDatedEntries(readSideColumnEntries(lines), { singleDate: () => true, partCount, jobs: target === 'experience', nameWithPlace, namesHead, ...(namesSchool ? { namesSchool } : {}) });
    return named.flatMap((s, section) => {
      const lines = linesOf(s);
      // "Organisation⇥Designation⇥Duration" over its rows: a table of the jobs.
      const table = target === 'experience' ? jobTableEntries(lines) : null;
      return (table === null ? split(lines) : [...split(table.before), ...table.entries, ...split(table.after)]).map((e) => ({ ...e, section }));
    });
  }
  // No headings: dated blocks anywhere; a lone year dates only a line that names a degree.
  const lines = doc.sections.filter((s) => FALLBACK_KINDS.includes(s.kind)).flatMap((s) => s.lines);
  const entries = splitDatedEntries(lines, { singleDate: (line) => namesDegree(line.text, catalogs), partCount, nameWithPlace });
  return entries.filter((e) => (entryNamesDegree(e, catalogs) ? 'education' : 'experience') === target);
}

/** ", mention Très bien", ", with Distinction", ", CGPA 8.4": a grade after the degree. */
const TRAILING_GRADE = /,\s*(?:mention|avec mention|with (?:honou?rs|distinction|merit)|grade|c?gpa|moyenne|first class|second class)\b.*$/iu;

/** "Collège Saint-Michel, Etterbeek": a school and its town (which the catalog may not list) are one part, the school. */
function schoolWithTown(text: string): boolean {
  const m = /^(.+?),\s*(\p{Lu}[\p{L}'’-]+(?:[ -]\p{Lu}[\p{L}'’-]+){0,2})[\s·|–-]*$/u.exec(text.trim());
  return m !== null && isSchoolText(fold(m[1]!)) && !DEGREE_WORDS.test(fold(m[1]!)) && !isSchoolText(fold(m[2]!));
}

function hasExtraHeading(section: ResumeSection, target: EntryTarget): boolean {
  return section.heading !== null && ['summary', 'other'].includes(section.kind) && EXTRA_HEADINGS[target].test(fold(section.heading).trim());
}

function hasEntrySections(doc: ResumeDocument): boolean {
  return doc.sections.some((s) => [...KINDS.experience, ...KINDS.education].includes(s.kind));
}

function entryNamesDegree(entry: DatedEntry, catalogs: ParsingCatalogs): boolean {
  return entry.heads.some((h: EntryLine) => namesDegree(withoutDates(h), catalogs));
}

/** Column titles of a degrees table, a cell each: "Course", "Name of the Institution", "Year of" / "Passing", "Percentage". */
const COLUMN_TITLE =
  /^(?:course|qualification|qualifications|degree|diplome|examination|exam|class|standard|name of (?:the )?(?:institution|institute|school|college)|institution|institute|school|college|board(?:\s*\/\s*university)?|university|universite|etablissement|year(?: of (?:passing|completion))?|year of|passing|annee|percentage|marks|cgpa|gpa|grade|score|result|mention|specialization|specialisation|stream|%)$/;

/** A line of a table's column titles only (a wrapped title's parts included): no entry of the list. */
/** A table's column titles, one row of cells or one title a line ("Qualification" / "Institution"): a lone
 * title word between other lines ("Laurel Heights Secondary" / "School") is a name's wrapped end. */
function withoutColumnTitles(lines: readonly ResumeLine[]): ResumeLine[] {
  const titles = lines.map((l) => isColumnTitles(l.text));
  return lines.filter((l, k) => !(titles[k] && (l.text.includes('\t') || titles[k - 1] === true || titles[k + 1] === true)));
}

function isColumnTitles(text: string): boolean {
  const cells = text.split('\t').map((c) => fold(c).trim()).filter((c) => c !== '');
  return cells.length > 0 && cells.every((c) => COLUMN_TITLE.test(c));
}
