/**
 * A dates column read apart from its text column: the plain text of a two-column education table
 * gives "2018" / "2017" / "2014" first, then the degree lines ("ASP Cuisine – École X, Québec"),
 * in the same section or at the top of the next one. The years are paired back with the degrees
 * in order, one per degree line (a wrapped line, "…, Pointe-Exemple," / "Lévis", stays with its
 * degree), so that the usual entry splitter reads "2018⇥ASP Cuisine – École X, Québec".
 */
import { fold } from '../text/fold.js';
import { isSchoolText, namesDegree } from './education-head-roles.js';
import { findEntryDates } from './entry-dates.js';
import type { ParsingCatalogs } from './parsing-catalogs.js';
import type { ResumeDocument, ResumeLine, ResumeSection } from './resume-document.js';

/** The whole line is one date or one range. */
function isDateOnly(line: ResumeLine): boolean {
  const d = findEntryDates(line.folded, { single: true });
  return d !== null && line.folded.slice(0, d.index).trim() === '' && /^[\s.,;)–—-]*$/.test(line.folded.slice(d.index + d.length));
}

function namesDegreeOrSchool(line: ResumeLine, catalogs: ParsingCatalogs): boolean {
  return namesDegree(line.text, catalogs) || isSchoolText(line.folded);
}

/** A degree's own wording: the diploma catalog or a degree word, not a school's name. */
function isDegreeLine(line: ResumeLine, catalogs: ParsingCatalogs): boolean {
  return namesDegree(line.text, catalogs) && !isSchoolText(line.folded);
}

/**
 * The dates column read after its text column ("BSc (Hons) Surveying" / "University of Example" /
 * "A Levels – Mathematics (A)" / "Example School" / "2011 – 2015" / "2011"): as many dates alone
 * at the end of the section as there are degree lines before them, none of which is dated, go
 * back onto those lines in order ("BSc (Hons) Surveying⇥2011 – 2015"). Null when they do not agree.
 */
function datesAfter(lines: readonly ResumeLine[], catalogs: ParsingCatalogs): ResumeLine[] | null {
  let k = 0;
  while (k < lines.length && isDateOnly(lines[lines.length - 1 - k]!)) k++;
  if (k < 2 || k === lines.length) return null;
  const text = lines.slice(0, lines.length - k);
  if (text.some((l) => findEntryDates(l.folded, { single: true }) !== null)) return null;
  const degrees = text.flatMap((l, n) => (isDegreeLine(l, catalogs) ? [n] : []));
  if (degrees.length !== k || degrees[0] !== 0) return null;
  const dates = lines.slice(lines.length - k);
  return text.map((line, n) => {
    const at = degrees.indexOf(n);
    if (at < 0) return line;
    const joined = `${line.text.trim()}\t${dates[at]!.text.trim()}`;
    return { ...line, text: joined, folded: fold(joined) };
  });
}

/** The doc with each education section that opens with a dates column rewritten as dated lines. */
export function rejoinDetachedDates(doc: ResumeDocument, catalogs: ParsingCatalogs): ResumeDocument {
  let changed = false;
  const sections = doc.sections.map((section, i): ResumeSection => {
    if (section.kind !== 'education') return section;
    const lines = section.lines;
    let k = 0;
    while (k < lines.length && isDateOnly(lines[k]!)) k++;
    if (k < 2) {
      const tail = datesAfter(lines, catalogs);
      if (tail !== null) changed = true;
      return tail === null ? section : { ...section, lines: tail };
    }
    // The degree lines: the rest of this section, or, when it holds nothing else, the next one's top.
    const pool = k < lines.length ? lines.slice(k) : (doc.sections[i + 1]?.lines ?? []);
    const items: ResumeLine[][] = [];
    for (const line of pool) {
      const last = items[items.length - 1];
      const continues = last !== undefined && (/^\p{Ll}/u.test(line.text) || /[,–—-]$/.test(last[last.length - 1]!.text.trim()));
      if (continues && !isDateOnly(line)) last.push(line);
      else if (items.length < k && namesDegreeOrSchool(line, catalogs) && !findEntryDates(line.folded, { single: true })) items.push([line]);
      else break;
    }
    if (items.length !== k) return section;
    changed = true;
    const paired = items.map((item, n): ResumeLine => {
      const date = lines[n]!;
      const text = `${date.text.trim()}\t${item.map((l) => l.text.trim()).join(' ')}`;
      return { ...item[0]!, text, folded: fold(text) };
    });
    return { ...section, lines: [...paired, ...(k < lines.length ? lines.slice(k + pool.indexOf(items[k - 1]![items[k - 1]!.length - 1]!) + 1) : [])] };
  });
  return changed ? { ...doc, sections } : doc;
}
