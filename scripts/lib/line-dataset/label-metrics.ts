/**
 * Precision and recall per label, counted over lines (gold vs predicted), and the headings the
 * rules find today (groupLinesIntoSections), so that both can be scored the same way.
 */
import type { HeadingKind } from '../../../src/parsing/line-labels/line-label.js';
import type { ResumeDocument } from '../../../src/parsing/resume-document.js';

export class LabelCounts {
  readonly tp = new Map<string, number>();
  readonly fp = new Map<string, number>();
  readonly fn = new Map<string, number>();

  add(gold: string, predicted: string): void {
    const inc = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
    if (gold === predicted) inc(this.tp, gold);
    else {
      inc(this.fp, predicted);
      inc(this.fn, gold);
    }
  }

  row(label: string): { support: number; p: number; r: number; f1: number } {
    const tp = this.tp.get(label) ?? 0;
    const fp = this.fp.get(label) ?? 0;
    const fn = this.fn.get(label) ?? 0;
    const p = tp + fp === 0 ? 0 : tp / (tp + fp);
    const r = tp + fn === 0 ? 0 : tp / (tp + fn);
    return { support: tp + fn, p, r, f1: p + r === 0 ? 0 : (2 * p * r) / (p + r) };
  }

  accuracy(): number {
    const tp = [...this.tp.values()].reduce((a, b) => a + b, 0);
    const wrong = [...this.fn.values()].reduce((a, b) => a + b, 0);
    return tp / Math.max(1, tp + wrong);
  }
}

const KIND: Record<string, HeadingKind> = {
  experience: 'experience', education: 'education', skills: 'skills', languages: 'languages',
  certifications: 'certifications', interests: 'interests', summary: 'summary',
};

/** Per line, 'heading:<kind>' where today's rules open a section, else null. */
export function ruleHeadings(doc: ResumeDocument): Array<string | null> {
  const out: Array<string | null> = doc.lines.map(() => null);
  const content = new Set<number>();
  const inline = new Map<number, string>();
  for (const s of doc.sections) {
    s.lines.forEach((l, k) => {
      if (k === 0 && s.heading !== null && l.text !== doc.lines[l.index]?.text) inline.set(l.index, s.kind);
      else content.add(l.index);
    });
  }
  const headed = doc.sections.filter((s) => s.heading !== null);
  let next = 0;
  doc.lines.forEach((l, i) => {
    if (content.has(i) && !inline.has(i)) return;
    const section = headed[next++];
    if (section) out[i] = `heading:${KIND[section.kind] ?? 'other'}`;
  });
  return out;
}

export const pct = (x: number) => (100 * x).toFixed(1);
