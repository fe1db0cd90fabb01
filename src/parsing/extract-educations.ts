/**
 * Pipeline step: `educations[]` (spec 2.1). One entry per dated block of the education sections,
 * in the resume's order: degree as written, school, EQF level as `degree_type`, dates (a degree
 * dated by one year ends that year and has no start, README of the golden set), place.
 *
 * Before the blocks are split: labelled fields ("Institution⇥…" / "Qualification⇥…") and a table
 * given one cell per line are read as records, a dates column read apart is paired back, a parenthesised year or a trailing grade is
 * set where the splitter reads it; an empty education heading takes back the degrees a row-by-row
 * reading left elsewhere. After: the school or degree on the line under a dated line, a list of
 * schools paired with the list of their qualifications, and certificates written among the
 * degrees left to the certifications.
 */
import type { GeoPlace } from '../catalogs/geo-catalog.js';
import { isCertificateTitle } from './certificate-titles.js';
import { degreeType } from './degree-levels.js';
import { rejoinDetachedDates } from './detached-dates.js';
import { rewriteEducationLines } from './education-line-forms.js';
import { degreeAndSchool } from './education-head-roles.js';
import { cellTableRecords, gridTableRecords, labelledRecords, type LabelledRecord } from './education-labelled-records.js';
import { pairSeparateLists } from './education-separate-lists.js';
import { namesDegreeText, readNextLine } from './education-next-line.js';
import { countParts, splitEntryHead } from './entry-parts.js';
import type { Education, EducationLocation } from './parsed-resume.js';
import type { ParsingCatalogs } from './parsing-catalogs.js';
import { findResumeEntries } from './resume-entries.js';
import type { ResumeDocument } from './resume-document.js';
import { specEndDate, specStartDate } from './spec-dates.js';
import { splitDatedEntries, type DatedEntry } from './split-dated-entries.js';
import { strandedDegreeLines } from './stranded-degrees.js';

export function extractEducations(
  doc: ResumeDocument,
  catalogs: ParsingCatalogs,
  _now: Date,
): { value: Education[]; warnings: string[] } {
  const warnings: string[] = [];
  const records = doc.sections.filter((s) => s.kind === 'education').flatMap((s) => {
    const grid = gridTableRecords(s.lines);
    if (grid.length > 0) return grid;
    const labelled = labelledRecords(s.lines);
    return labelled.length > 0 ? labelled : cellTableRecords(s.lines);
  });
  const read = records.length > 0 ? records.map((r) => fromRecord(r, catalogs)) : pairSeparateLists(datedEntries(doc, catalogs).map((entry) => toEducation(entry, doc, catalogs)), catalogs);
  // Certificates and licences written among the degrees are certifications (extract-lists.ts).
  const educations = read.filter((e) => e.degree_title === null || !isCertificateTitle(e.degree_title, catalogs));
  educations.forEach((education, i) => {
    if (education.degree_title === null) warnings.push(`education ${i + 1}: dates without a degree`);
  });
  // Dates alone say nothing about a degree: an entry with neither degree nor school is left out.
  const value = educations.filter((e) => e.degree_title !== null || e.school_name !== null);
  return { value, warnings };
}

/** The dated entries of the education sections, or the degrees a row-by-row reading left elsewhere. */
function datedEntries(doc: ResumeDocument, catalogs: ParsingCatalogs): DatedEntry[] {
  const entries = findResumeEntries(rewriteEducationLines(rejoinDetachedDates(doc, catalogs), catalogs), catalogs, 'education');
  if (entries.length > 0) return entries;
  const stranded = strandedDegreeLines(doc, catalogs);
  const partCount = (text: string) => countParts(text, catalogs, doc.language);
  return stranded.length > 0 ? splitDatedEntries(stranded, { singleDate: () => true, partCount }) : [];
}

function toEducation(entry: DatedEntry, doc: ResumeDocument, catalogs: ParsingCatalogs): Education {
  const head = splitEntryHead(entry, catalogs, doc.language);
  let { degree, school, rest } = degreeAndSchool({ parts: head.parts, catalogs });
  const body = [...entry.body];
  const ctx = { catalogs, lang: doc.language };
  // "Degree⇥dates" / "School, City" (or the school with the dates, the degree under it).
  const nextDegree = readNextLine(body[0], 'degree', ctx);
  if (degree === null && school === null && nextDegree !== null) {
    degree = nextDegree;
    body.shift();
  }
  // "University of Example, Smalltown⇥2012 – 2016" / "B.Sc. Accounting (Second Class Upper)": the
  // school's line holds no degree (its other part is a place the catalog lacks); the degree is under it.
  if (school !== null && (degree === null || !namesDegreeText(degree, ctx))) {
    const under = readNextLine(body[0], 'degree', ctx);
    if (under !== null) {
      if (degree !== null) rest.unshift(degree);
      degree = under;
      body.shift();
    }
  }
  if (school === null && degree !== null) {
    const next = readNextLine(body[0], 'school', ctx);
    if (next !== null) {
      school = next;
      body.shift();
    } else {
      const headSchool = readNextLine(degree, 'school', ctx);
      const underDegree = readNextLine(body[0], 'degree', ctx);
      if (headSchool !== null && underDegree !== null) {
        school = headSchool;
        degree = underDegree;
        body.shift();
      }
    }
  }
  degree = degree === null ? null : trimSeparators(degree);
  school = school === null ? null : trimSeparators(school);
  const dates = entry.dates;
  const description = [...rest, ...body];
  return {
    degree_title: degree,
    school_name: school,
    description: description.length > 0 ? description.join('\n') : null,
    degree_type: degree ? degreeType(degree, catalogs) : null,
    start_date: dates?.start ? specStartDate(dates.start) : null,
    // "2023 – en cours": no end yet; "expected 2025": the year it should end.
    end_date: dates?.end ? specEndDate(dates.end) : null,
    currently_active: dates ? dates.ongoing : null,
    location: educationLocation(head.place?.place ?? null, head.place?.postalCodeWritten ?? false),
  };
}

/** "— DU Soins palliatifs" (the dash that stood after the year): separators left at either end. */
function trimSeparators(text: string): string | null {
  return text.replace(/^[\s—–|·•,;:-]+|[\s—–|·•,;:-]+$/gu, '') || null;
}

function fromRecord(record: LabelledRecord, catalogs: ParsingCatalogs): Education {
  const { degree, school, dates, rest } = record;
  return {
    degree_title: degree,
    school_name: school,
    description: rest.length > 0 ? rest.join('\n') : null,
    degree_type: degree ? degreeType(degree, catalogs) : null,
    start_date: dates?.start ? specStartDate(dates.start) : null,
    end_date: dates?.end ? specEndDate(dates.end) : null,
    currently_active: dates ? dates.ongoing : null,
    location: educationLocation(null, false),
  };
}

function educationLocation(place: GeoPlace | null, postalCodeWritten: boolean): EducationLocation {
  return {
    country: place?.country ?? null,
    country_code: place?.countryCode ?? null,
    region: place?.region ?? null,
    department: place?.department ?? null,
    city: place?.city ?? null,
    postal_code: postalCodeWritten ? (place?.postalCode ?? null) : null,
    full_address: null,
  };
}
