/**
 * A sidebar read before the main column puts the candidate's name, headline and location under
 * the sidebar's last heading ("Certifications" / "First Aid" / … / "Jane Example" / "HR Officer |
 * …" / "Limerick, Ireland" / "Summary"): the name line opens the main column's header. Lists
 * (skills, certifications, languages, interests) end there; what follows up to the next heading is
 * header.
 */
import { findNameLine } from './extract-name.js';
import type { NameCatalog } from '../catalogs/name-catalog.js';
import type { ResumeDocument, ResumeSection, ResumeSectionKind } from './resume-document.js';

const LIST_KINDS: ReadonlySet<ResumeSectionKind> = new Set(['skills', 'certifications', 'languages', 'interests']);

export function nameOpensHeader(doc: ResumeDocument, names: NameCatalog): ResumeDocument {
  const found = findNameLine(doc, names);
  if (found === null) return doc;
  const at = doc.sections.findIndex((s) => LIST_KINDS.has(s.kind) && s.lines.some((l) => l.index === found.line.index));
  if (at < 0) return doc;
  const section = doc.sections[at]!;
  const k = section.lines.findIndex((l) => l.index === found.line.index);
  // The name as the list's first line is the list's own item, or the heading was misread: left as it is.
  if (k <= 0) return doc;
  const sections: ResumeSection[] = [
    ...doc.sections.slice(0, at),
    { ...section, lines: section.lines.slice(0, k) },
    { kind: 'header', heading: null, lines: section.lines.slice(k) },
    ...doc.sections.slice(at + 1),
  ];
  return { ...doc, sections };
}
