/**
 * The sections of a document with the headings the labeller finds and the rules missed: a content
 * line the labeller calls a heading of a kind the field steps read (experience, education, skills,
 * languages, certifications, interests, summary) opens a section of that kind. The rules' headings
 * stay as they are; the labeller's "other" headings are left out (they end a section without
 * saying what the next one holds, and the rules' precision there is better).
 *
 * Measured, not wired: see docs/line-labeller-report.md for when to call it.
 */
import type { ResumeDocument, ResumeSection } from '../resume-document.js';
import type { HeadingKind, LineLabel } from './line-label.js';

/** A labelled heading longer than this is a sentence the model got wrong. */
const MAX_HEADING = 45;
/** The kinds whose headings the labeller may add (every kind the field steps read, by default). */
const READ_KINDS: readonly HeadingKind[] = ['experience', 'education', 'skills', 'languages', 'certifications', 'interests', 'summary'];

export function sectionsFromLabels(doc: ResumeDocument, labels: readonly LineLabel[], kinds: readonly HeadingKind[] = READ_KINDS): ResumeSection[] {
  const byIndex = new Map(labels.map((l) => [l.index, l]));
  const out: ResumeSection[] = [];
  for (const section of doc.sections) {
    let current: ResumeSection = { ...section, lines: [] };
    out.push(current);
    section.lines.forEach((line, k) => {
      const label = byIndex.get(line.index);
      const inline = k === 0 && section.heading !== null && line.text !== doc.lines[line.index]?.text;
      if (!inline && label?.label === 'heading' && label.kind !== null && kinds.includes(label.kind) && line.text.length <= MAX_HEADING) {
        current = { kind: label.kind, heading: line.text, lines: [] };
        out.push(current);
        return;
      }
      current.lines.push(line);
    });
  }
  return out.filter((s) => s.kind !== 'header' || s.lines.length > 0);
}
