/**
 * Marks from the truth → one label per line. Headings are recognised by their position: the
 * short line that stands apart (capitals, bold, larger, a colon, or a phrase the headings table
 * knows) just before the first line of a run of truth values of another group; the heading's
 * kind is that group's. Headings with no truth after them (summary, interests, references…) are
 * the short lines that stand apart by capitals or by bold and size, their kind from their words.
 * Then each remaining line takes the label of where it stands: description in an entry or a
 * summary, list item in a list section, other elsewhere.
 */
import type { HeadingKind, LabelName } from '../../../src/parsing/line-labels/line-label.js';
import type { ResumeDocument, ResumeLine } from '../../../src/parsing/resume-document.js';
import { squeezeLetterSpacing } from '../../../src/parsing/line-labels/letter-spacing.js';
import { headingOf } from '../../../src/text/find-sections.js';
import { wordCount, type Group, type Mark } from './line-marks.js';

const SECTION_GROUPS = new Set<Group>(['experience', 'education', 'skills', 'languages', 'certifications', 'interests']);
const KIND_OF_RULE: Record<string, HeadingKind> = {
  experience: 'experience', education: 'education', skills: 'skills', languages: 'languages', certifications: 'certifications',
  interests: 'interests', summary: 'summary', required: 'skills', bonus: 'skills',
};
/** 'profile' of the table is a resume's skills or summary, as groupLinesIntoSections reads it. */
const SKILL_WORDS = /^(?:competence|skill|savoir|connaissance|qualite|aptitude|expertise|outil|tool|logiciel|informatique)/;

function ruleKind(l: ResumeLine): HeadingKind | null {
  const rule = headingOf(squeezeLetterSpacing(l.text));
  if (!rule) return null;
  const words = squeezeLetterSpacing(l.folded).replace(/^[^a-z]+/, '');
  if (rule.kind === 'profile') return /^qualifications?\b/.test(words) ? 'education' : SKILL_WORDS.test(words) ? 'skills' : 'summary';
  return KIND_OF_RULE[rule.kind] ?? 'other';
}
const ENTRY = new Set<string>(['entry_title', 'organisation', 'dates', 'place']);
const SUMMARY = /\b(?:profil|profile|summary|about|objective|objectif|propos|personal statement|presentation|synthese)\b/;
const INTERESTS = /\b(?:interets?|interests?|hobbies|loisirs|passions)\b/;

export function finishLabels(doc: ResumeDocument, marks: Mark[]): LabelName[] {
  const labels: Array<LabelName | null> = marks.map((m) => m.label);
  // Letter-spaced headings ("S K I L L S") are read squeezed.
  const squeeze = squeezeLetterSpacing;
  const shortLine = (l: ResumeLine) => {
    const t = squeeze(l.text);
    return wordCount(t) <= 5 && t.length <= 45 && !/\d|@/.test(t) && !/[.,;]$/.test(t.trim()) && /\p{L}{2}/u.test(t);
  };
  const apart = (l: ResumeLine) => {
    const letters = l.text.replace(/[^\p{L}]/gu, '');
    const caps = letters.length >= 3 && letters === letters.toUpperCase();
    return caps || l.bold || l.fontSize > doc.bodyFontSize * 1.05 || /:\s*$/.test(l.text) || headingOf(l.text) !== null;
  };

  // Headings before a run of another group.
  let lastGroup: Group | null = null;
  let lastMarked = -1;
  marks.forEach((m, i) => {
    if (m.group === null) return;
    if (m.group !== lastGroup && SECTION_GROUPS.has(m.group)) {
      for (let j = i - 1, seen = 0; j > lastMarked && seen < 3; j--) {
        if (labels[j] !== null) continue;
        seen++;
        const l = doc.lines[j]!;
        if (shortLine(l) && apart(l)) {
          // The table's kind when it knows the phrase ("Professional Summary" above bullets naming skills).
          labels[j] = `heading:${ruleKind(l) ?? (m.group as HeadingKind)}`;
          break;
        }
      }
    }
    lastGroup = m.group;
    lastMarked = i;
  });

  // Headings with no truth after them.
  const nameAt = labels.indexOf('name');
  doc.lines.forEach((l, i) => {
    if (labels[i] !== null || i <= nameAt || !shortLine(l) || /[,-]\s*$|,/.test(l.text)) return;
    if ([labels[i - 1], labels[i + 1]].some((x) => x && ENTRY.has(x))) return;
    const letters = l.text.replace(/[^\p{L}]/gu, '');
    const caps = letters.length >= 4 && letters === letters.toUpperCase();
    const rule = headingOf(squeezeLetterSpacing(l.text));
    if (rule && rule.contentStart < squeezeLetterSpacing(l.text).length) return;
    if (!(caps || (l.bold && l.fontSize > doc.bodyFontSize * 1.05) || rule)) return;
    const words = squeeze(l.folded);
    const kind = rule ? ruleKind(l)! : SUMMARY.test(words) ? 'summary' : INTERESTS.test(words) ? 'interests' : 'other';
    labels[i] = `heading:${kind}`;
  });

  // Everything else by where it stands.
  let context: 'header' | 'entry' | 'list' | 'summary' | 'other' | 'section' = 'header';
  return labels.map((label, i) => {
    if (label !== null) {
      if (label.startsWith('heading:')) {
        const kind = label.slice(8);
        context = ['skills', 'languages', 'certifications', 'interests'].includes(kind) ? 'list' : kind === 'summary' ? 'summary' : kind === 'other' ? 'other' : 'section';
      } else if (['entry_title', 'organisation', 'dates', 'place'].includes(label)) context = 'entry';
      else if (label === 'list_item') context = 'list';
      return label;
    }
    const long = wordCount(doc.lines[i]!.text) >= 8;
    switch (context) {
      case 'entry':
      case 'summary':
        return 'description';
      case 'list':
        return 'list_item';
      case 'header':
        return long ? 'description' : 'other';
      default:
        return 'other';
    }
  });
}
