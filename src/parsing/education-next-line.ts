/**
 * The line under a dated degree line, when the head lines lack a school or a degree. Resumes
 * write "MSc Data Science – Distinction⇥2012 – 2014" / "University of Leeds, Leeds", or the school
 * with the dates and the degree under it; the entry splitter closes an entry at a line ending with
 * its dates, so that next line arrives as the first line of the description.
 *
 * It is taken when it reads as a school (a school word, or a short name in capitals: "Exempla
 * Institution", "Cnam-Exemple, Paris") for a missing school, or as a degree (the diploma catalog, a
 * degree word) for a missing degree. A grade ("Second Class Upper Honours") or a sentence stays
 * description.
 */
import { GRADE, isSchoolText, namesDegree } from './education-head-roles.js';
import { splitHead, type HeadPart } from './entry-parts.js';
import type { ParsingCatalogs } from './parsing-catalogs.js';
import { fold } from '../text/fold.js';
import { GRADE_WORDS } from './organisation-words.js';

export interface NextLineContext {
  catalogs: ParsingCatalogs;
  lang: 'fr' | 'en';
}

/** What the first description line gives: a school (place cut off) or a degree; null when neither. */
export function readNextLine(line: string | undefined, want: 'school' | 'degree', ctx: NextLineContext): string | null {
  if (line === undefined) return null;
  const colon = line.indexOf(':');
  if (colon >= 0 && want === 'school') {
    // "University of Example, Town · dissertation: …": the school before a separator, a detail after it.
    const separator = /\s[·•|–—]\s/u.exec(line);
    return separator !== null && separator.index < colon ? readNextLine(line.slice(0, separator.index), want, ctx) : null;
  }
  const words = line.trim().split(/\s+/);
  if (words.length > 14 || /[.!?]$/.test(line.trim())) return null;
  // "A-levels: Mathematics (A*), Economics (A)": a degree's subjects after a colon; any other
  // "Label: value" is a detail of the entry.
  if (colon >= 0 && !namesDegreeText(line.slice(0, colon), ctx)) return null;
  const folded = fold(line);
  if (GRADE.test(folded.trim())) return null;
  const degree = namesDegree(line, ctx.catalogs);
  // "A-levels: Mathematics (A*)⇥Huddersfield": the place in a cell of its own is no part of the degree.
  // "Semester exchange, School of Economics and Management": a degree first, then its faculty, is a degree line.
  const first = line.split(/,|\s[–—-]\s/u)[0]!;
  const degreeFirst = degree && namesDegree(first, ctx.catalogs) && !isSchoolText(fold(first));
  if (want === 'degree') return degree && (!isSchoolText(folded) || degreeFirst) ? line.split('\t')[0]!.trim() || line.trim() : null;
  if (degree && !isSchoolText(folded)) return null;
  const parts = splitHead([{ text: line, bold: false, onDatesLine: false }], ctx.catalogs, ctx.lang).parts;
  const school = parts.find((p) => isSchoolText(p.folded)) ?? (parts.length > 0 && looksLikeName(parts[0]!) ? parts[0]! : null);
  return school ? school.text : null;
}

export function namesDegreeText(text: string, ctx: NextLineContext): boolean {
  return namesDegree(text, ctx.catalogs);
}

/** A short name in capitals: every word capitalised or a short link word, no grade, no digits. */
function looksLikeName(part: HeadPart): boolean {
  if (GRADE_WORDS.test(part.folded) || /\d/.test(part.text)) return false;
  const words = part.text.split(/\s+/);
  return words.length <= 6 && words.every((w) => /^[\p{Lu}(]/u.test(w) || /^(?:of|de|du|des|la|le|the|and|et|d'\S+|l'\S+|&)$/iu.test(w));
}
