import { describe, expect, it } from 'vitest';
import type { LineLabel } from '../../../../src/parsing/line-labels/line-label.js';
import { sectionsFromLabels } from '../../../../src/parsing/line-labels/sections-from-labels.js';
import { makeResumeDocument } from '../make-resume-document.js';

const WRITTEN = ['# Jane Roe', 'jane.roe@example.com', '## EXPERIENCE', 'Nurse, Example Clinic', '2019 – 2021', 'L A N G U A G E S', 'French (B2)', 'Tools we like', 'Excel'];
const labelsOf = (doc: ReturnType<typeof makeResumeDocument>, headings: Record<number, LineLabel['kind']>): LineLabel[] =>
  doc.lines.map((l) => (l.index in headings ? { index: l.index, label: 'heading', kind: headings[l.index]! } : { index: l.index, label: 'other', kind: null }));

describe('sectionsFromLabels', () => {
  const doc = makeResumeDocument(WRITTEN);

  it('opens a section where the labeller finds a heading the rules missed', () => {
    const sections = sectionsFromLabels(doc, labelsOf(doc, { 2: 'experience', 5: 'languages' }));
    expect(sections.map((s) => [s.kind, s.heading, s.lines.map((l) => l.text)])).toEqual([
      ['header', null, ['Jane Roe', 'jane.roe@example.com']],
      ['experience', 'EXPERIENCE', ['Nurse, Example Clinic', '2019 – 2021']],
      ['languages', 'L A N G U A G E S', ['French (B2)', 'Tools we like', 'Excel']],
    ]);
  });

  it('leaves the labeller’s “other” headings out, and keeps the rules’ sections when it finds none', () => {
    expect(sectionsFromLabels(doc, labelsOf(doc, { 7: 'other' }))).toEqual(doc.sections);
    expect(sectionsFromLabels(doc, labelsOf(doc, {}))).toEqual(doc.sections);
  });

  it('adds only the kinds it is given', () => {
    const sections = sectionsFromLabels(doc, labelsOf(doc, { 5: 'languages' }), ['skills']);
    expect(sections).toEqual(doc.sections);
  });
});
