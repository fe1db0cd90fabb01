/**
 * The two plain lists of spec 2.1: `certifications` and `interests`.
 *
 * Certifications (names only): one per line of a certifications block (list-sections.ts: also
 * "Licences and certifications", "Certificates" written like body text), without the year written after the name ("AFGSU niveau 2 (2021)" → "AFGSU niveau 2"),
 * as the golden set files them. Commas stay: "CACES R489 catégories 1, 3 et 5" is one
 * certificate. Test scores (TOEIC 945) are language levels, not certifications, and driving
 * licences have their own field.
 *
 * Interests: the items of the interests section(s) as listed — split on bullets, commas, middle
 * dots and semicolons, closing full stop dropped (blocks as above: "Hobbies and interests" too).
 */
import { findCertifications } from '../engines/builtin/find/find-certifications.js';
import { listItems } from './list-items.js';
import { listBlocks } from './list-sections.js';
import type { ResumeDocument, ResumeLine } from './resume-document.js';
import { result, type StepResult } from './step-result.js';

/** Sections where a resume without headings leaves its certificates. */
const UNHEADED_KINDS = new Set(['header', 'skills', 'other']);

/** A short line, no "Label :" list, naming a certificate the matching engine knows (CACES, SST, forklift licence…). */
export function isCertificateLine(line: ResumeLine): boolean {
  return line.text.split(/\s+/).length <= 10 && !line.text.includes(':') && findCertifications(line.text, line.folded).length > 0;
}

/** The year after a name: "(2021)", ", 2020", " – 2019". */
const TRAILING_YEAR = /\s*(?:\((?:19|20)\d\d\)|[,–—-]\s*(?:19|20)\d\d)\s*$/u;

export function extractCertifications(doc: ResumeDocument): StepResult<string[]> {
  const out: string[] = [];
  const blocks = listBlocks(doc, 'certifications');
  // A resume without headings: the lines that name a well-known certificate, whole.
  if (blocks.length === 0) blocks.push(doc.sections.filter((s) => UNHEADED_KINDS.has(s.kind)).flatMap((s) => s.lines.filter(isCertificateLine)));
  for (const lines of blocks) {
    for (const item of listItems(lines, { commas: false })) {
      const name = item.replace(TRAILING_YEAR, '').trim();
      if (name !== '' && !/^(?:19|20)\d\d$/.test(name) && !out.includes(name)) out.push(name);
    }
  }
  return result(out);
}

export function extractInterests(doc: ResumeDocument): StepResult<string[]> {
  const out: string[] = [];
  for (const lines of listBlocks(doc, 'interests')) {
    for (const item of listItems(lines)) if (!out.includes(item)) out.push(item);
  }
  return result(out);
}
