/**
 * The two plain lists of spec 2.1: `certifications` and `interests`.
 *
 * Certifications (names only): one per line of a certifications section — or of a section headed
 * "Licences and certifications", "Certificates", "Habilitations" that the headings table files as
 * other — without the year written after the name ("AFGSU niveau 2 (2021)" → "AFGSU niveau 2"),
 * as the golden set files them. Commas stay: "CACES R489 catégories 1, 3 et 5" is one
 * certificate. Test scores (TOEIC 945) are language levels, not certifications, and driving
 * licences have their own field.
 *
 * Interests: the items of the interests section(s) as listed — split on bullets, commas, middle
 * dots and semicolons, closing full stop dropped — and of sections headed "Hobbies and
 * interests", "Loisirs" that the headings table files as other.
 */
import { fold } from '../text/fold.js';
import { listItems } from './list-items.js';
import type { ResumeDocument, ResumeSection } from './resume-document.js';
import { result, type StepResult } from './step-result.js';

/** Headings of sections filed as `other` that hold certificates. */
const CERTIFICATION_HEADING = /\b(?:certifica|certificat|habilitation|accreditation|licen[cs]es?\b|qualifications?\b)/;
/** The year after a name: "(2021)", ", 2020", " – 2019". */
const TRAILING_YEAR = /\s*(?:\((?:19|20)\d\d\)|[,–—-]\s*(?:19|20)\d\d)\s*$/u;

export function extractCertifications(doc: ResumeDocument): StepResult<string[]> {
  const out: string[] = [];
  for (const section of doc.sections.filter(isCertificationSection)) {
    for (const item of listItems(section.lines, { commas: false })) {
      const name = item.replace(TRAILING_YEAR, '').trim();
      if (name !== '' && !/^(?:19|20)\d\d$/.test(name) && !out.includes(name)) out.push(name);
    }
  }
  return result(out);
}

function isCertificationSection(s: ResumeSection): boolean {
  return s.kind === 'certifications' || (s.kind === 'other' && s.heading !== null && CERTIFICATION_HEADING.test(fold(s.heading)));
}

/** Headings the section grouping may miss when they are written like body text: the list ends there. */
const UNSEEN_HEADING = /^(?:additional information|other information|informations? compl[ée]mentaires?|divers|references|références|personal details)\s*:?$/iu;
const INTERESTS_HEADING = /\b(?:interets?|interests?|hobbies|loisirs|passions?|activites extra)/;

export function extractInterests(doc: ResumeDocument): StepResult<string[]> {
  const out: string[] = [];
  for (const section of doc.sections.filter(isInterestsSection)) {
    const end = section.lines.findIndex((l) => UNSEEN_HEADING.test(l.text.trim()));
    const lines = end < 0 ? section.lines : section.lines.slice(0, end);
    for (const item of listItems(lines)) if (!out.includes(item)) out.push(item);
  }
  return result(out);
}

function isInterestsSection(s: ResumeSection): boolean {
  return s.kind === 'interests' || (s.kind === 'other' && s.heading !== null && INTERESTS_HEADING.test(fold(s.heading)));
}
