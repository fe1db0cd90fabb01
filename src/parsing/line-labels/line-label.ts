/**
 * The labels a resume line can carry, for the learned line labeller (issue 12). One label per
 * line: a line holding both a title and its dates ("Nurse — 2019–2021") is labelled by what it
 * starts an entry with (the title); the finer split stays with the field steps.
 *
 * Headings carry their kind in the label itself ('heading:education'), so that the decoder learns
 * which kind follows which, and the kind costs nothing extra at decoding time.
 */

export const HEADING_KINDS = ['experience', 'education', 'skills', 'languages', 'certifications', 'interests', 'summary', 'other'] as const;
export type HeadingKind = (typeof HEADING_KINDS)[number];

export const PLAIN_LABELS = [
  'name',
  'headline',
  'contact',
  'address',
  'entry_title',
  'organisation',
  'dates',
  'place',
  'description',
  'list_item',
  'other',
] as const;
export type PlainLabel = (typeof PLAIN_LABELS)[number];

/** The labels as the model knows them: the plain ones and one per heading kind. */
export type LabelName = PlainLabel | `heading:${HeadingKind}`;
export const LABEL_NAMES: readonly LabelName[] = [...PLAIN_LABELS, ...HEADING_KINDS.map((k) => `heading:${k}` as const)];

/** The answer for one line: its label, and the kind when it is a heading. */
export interface LineLabel {
  /** ResumeLine.index of the line. */
  index: number;
  label: PlainLabel | 'heading';
  kind: HeadingKind | null;
}

export function toLineLabel(index: number, name: LabelName): LineLabel {
  if (name.startsWith('heading:')) return { index, label: 'heading', kind: name.slice('heading:'.length) as HeadingKind };
  return { index, label: name as PlainLabel, kind: null };
}

export function isLabelName(value: string): value is LabelName {
  return (LABEL_NAMES as readonly string[]).includes(value);
}
