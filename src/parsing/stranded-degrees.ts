/**
 * Degrees filed under the wrong heading: a two-column layout read row by row (a word processor's
 * table) leaves the education heading empty and its lines among the languages or interests of the
 * other column: "FORMATION" / "LANGUES" / "2020 — DU Réanimation" / "Université de Lyon" /
 * "Anglais : B1". When an education heading has nothing under it, the lines after it that carry a
 * date at their edge and name a degree, or stand over a school line, are taken back with that
 * school line, and so are dated school lines with the degree line a few lines above them (the
 * other column's lines between); nothing else is.
 */
import { fold } from '../text/fold.js';
import { isSchoolText, namesDegree } from './education-head-roles.js';
import { findEntryDates } from './entry-dates.js';
import type { ParsingCatalogs } from './parsing-catalogs.js';
import type { ResumeDocument, ResumeLine } from './resume-document.js';

/** Sections a stranded degree may land in: never another dated entry's section. */
const HOSTS = new Set(['languages', 'interests', 'skills', 'contact', 'certifications', 'other', 'summary', 'volunteering']);
/** Lines of the other column that may stand between a degree and its dated school line. */
const MAX_INTERLEAVED = 3;
/** A date at either edge of the line: "2020 — DU …", "… , Lyon⇥2015". */
const EDGE_BEFORE = /^[\s\t,;:|·•()\-–—]*$/;

export function strandedDegreeLines(doc: ResumeDocument, catalogs: ParsingCatalogs): ResumeLine[] {
  const at = doc.sections.findIndex((s) => s.kind === 'education');
  if (at < 0 || doc.sections[at]!.lines.length > 0) return [];
  const lines = doc.sections.slice(at + 1).filter((s) => HOSTS.has(s.kind)).flatMap((s) => s.lines);
  const out: ResumeLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const dates = findEntryDates(line.folded, { single: true });
    if (!dates) continue;
    const before = line.folded.slice(0, dates.index);
    const after = line.folded.slice(dates.index + dates.length);
    if (!EDGE_BEFORE.test(before) && !EDGE_BEFORE.test(after)) continue;
    const text = fold(line.text.slice(0, dates.index) + ' ' + line.text.slice(dates.index + dates.length));
    // "Baccalauréat en informatique" / (the other column's lines) / "Université Exemple · 2020": a
    // dated school line under a degree line without dates takes that degree back with it.
    if (isSchoolText(text) && !namesDegree(text, catalogs)) {
      const degree = lines.slice(Math.max(0, i - MAX_INTERLEAVED - 1), i).reverse().find((l) => !out.includes(l) && isDegreeLine(l, catalogs));
      if (degree) out.push(degree, line);
      continue;
    }
    // "DEC en radiodiagnostic" / "Cégep de Chicoutimi" / "2018": a year alone under a degree line and
    // a school line (either order) takes both back with it.
    if (text.trim() === '') {
      const [a, b] = [lines[i - 2], lines[i - 1]];
      if (a && b && !out.includes(a) && !out.includes(b) && ((isDegreeLine(a, catalogs) && isSchoolLine(b)) || (isSchoolLine(a) && isDegreeLine(b, catalogs)))) out.push(a, b, line);
      continue;
    }
    const next = lines[i + 1];
    const schoolNext = next !== undefined && isSchoolText(next.folded) && !findEntryDates(next.folded, { single: true });
    if (!schoolNext && !namesDegree(text, catalogs)) continue;
    out.push(line);
    if (schoolNext) out.push(next!);
  }
  return out;
}

/** A school's line without dates: "Cégep de Chicoutimi", "École secondaire des Pionniers, Trois-Rivières". */
function isSchoolLine(line: ResumeLine): boolean {
  return isSchoolText(line.folded) && !findEntryDates(line.folded, { single: true }) && line.text.length <= 90;
}

/** A line naming a degree and nothing dated nor a school: "DEC en sciences de la nature". */
function isDegreeLine(line: ResumeLine, catalogs: ParsingCatalogs): boolean {
  if (findEntryDates(line.folded, { single: true }) || isSchoolText(line.folded) || line.text.length > 90) return false;
  return namesDegree(line.folded, catalogs);
}
