/**
 * The dataset's form of one document: its lines with their layout and label, compact enough to
 * commit (data/line-dataset.jsonl.gz, one document per line), and the ResumeDocument rebuilt from
 * it the same way the pipeline builds one (sections from today's rules, language guessed).
 */
import { groupLinesIntoSections } from '../../../src/parsing/group-lines-into-sections.js';
import type { LabelName } from '../../../src/parsing/line-labels/line-label.js';
import type { ResumeDocument, ResumeLine } from '../../../src/parsing/resume-document.js';
import { fold } from '../../../src/text/fold.js';
import { guessLanguage } from '../../../src/text/guess-language.js';

/** [text, page, x, y, fontSize, bold (0/1), label] */
export type StoredLine = [string, number, number, number, number, 0 | 1, LabelName];

export interface LabelledDocument {
  id: string;
  /** golden | realistic | dotin | jsonresume */
  source: string;
  /** Documents of one group share a layout or a person: they are held out together. */
  group: string;
  bodyFontSize: number;
  lines: StoredLine[];
}

export function toLabelledDocument(id: string, source: string, group: string, doc: ResumeDocument, labels: LabelName[]): LabelledDocument {
  const r = (v: number) => Math.round(v * 10) / 10;
  return {
    id,
    source,
    group,
    bodyFontSize: doc.bodyFontSize,
    lines: doc.lines.map((l, i) => [l.text, l.page, r(l.x), r(l.y), r(l.fontSize), l.bold ? 1 : 0, labels[i]!]),
  };
}

export function toResumeDocument(d: LabelledDocument): ResumeDocument {
  const lines: ResumeLine[] = d.lines.map(([text, page, x, y, fontSize, bold], index) => ({ index, text, folded: fold(text), page, x, y, fontSize, bold: bold === 1 }));
  const text = lines.map((l) => l.text).join('\n');
  return { lines, sections: groupLinesIntoSections(lines, d.bodyFontSize), text, links: [], language: guessLanguage(fold(text)), bodyFontSize: d.bodyFontSize };
}

export function goldLabels(d: LabelledDocument): LabelName[] {
  return d.lines.map((l) => l[6]);
}
