/**
 * Features of where a line stands: its size against the body text, bold, indentation, page, the
 * gap above it, its place in the document and in the section today's rules put it in (the rules
 * are features too: "a known section heading" is the best single clue, and the model learns when
 * to overrule it).
 */
import { headingOf } from '../../text/find-sections.js';
import type { ResumeDocument, ResumeLine } from '../resume-document.js';
import { squeezeLetterSpacing } from './letter-spacing.js';
import { bucket } from './line-text-features.js';

export function lineLayoutFeatures(doc: ResumeDocument): string[][] {
  const { lines, bodyFontSize } = doc;
  const body = bodyFontSize > 0 ? bodyFontSize : 11;
  const maxFont = Math.max(0, ...lines.map((l) => l.fontSize));
  const leftByPage = new Map<number, number>();
  for (const l of lines) leftByPage.set(l.page, Math.min(leftByPage.get(l.page) ?? Infinity, l.x));
  const ruleSection = ruleSections(doc);
  const headingStyles = knownHeadingStyles(doc);

  return lines.map((line, i) => {
    const f: string[] = [];
    const ratio = line.fontSize / body;
    f.push(`fs:${bucket(ratio, [0.85, 0.97, 1.05, 1.2, 1.5, 2])}`);
    if (line.fontSize === maxFont && maxFont > body * 1.15) f.push('fs:max');
    if (line.bold) f.push('bold');
    const indent = line.x - (leftByPage.get(line.page) ?? line.x);
    f.push(`x:${bucket(indent / body, [0.5, 2, 6, 20])}`);
    f.push(`page:${Math.min(line.page, 2)}`);
    const prev = lines[i - 1];
    if (!prev || prev.page !== line.page) f.push('gap:page');
    else {
      const gap = (line.y - prev.y) / Math.max(1, prev.fontSize);
      f.push(gap < -0.2 ? 'gap:up' : `gap:${bucket(gap, [0.2, 1.3, 1.8, 2.6, 4])}`);
      if (Math.abs(line.x - prev.x) < 1) f.push('x:same');
    }
    f.push(`pos:${bucket(i, [0, 1, 2, 4, 8, 15, 30])}`);
    const rule = ruleSection[i]!;
    f.push(`rsec:${rule.kind}`, `rsec:${rule.kind}:${bucket(rule.position, [0, 1, 2, 4])}`);
    const heading = line.text.length <= 90 ? headingOf(squeezeLetterSpacing(line.text)) : null;
    if (heading) f.push(`rh:${heading.kind}`, heading.contentStart >= line.text.length ? 'rh:alone' : 'rh:inline');
    if (headingStyles.has(styleKey(line))) f.push(line.text.length <= 45 ? 'style:heading-short' : 'style:heading');
    return f;
  });
}

/** What a reader sees of a line's style: size, weight, capitals. */
function styleKey(line: ResumeLine): string {
  const letters = line.text.replace(/[^\p{L}]/gu, '');
  return `${line.fontSize}|${line.bold}|${letters.length > 0 && letters === letters.toUpperCase()}`;
}

/**
 * The styles of the lines the headings table knows, when they stand apart from the body (bold,
 * larger or capitals): a document writes all its headings alike, so a line in that style is
 * likely a heading the table does not know ("Stages", "Réalisations").
 */
function knownHeadingStyles(doc: ResumeDocument): Set<string> {
  const styles = new Set<string>();
  for (const line of doc.lines) {
    if (line.text.length > 45) continue;
    const heading = headingOf(line.text);
    if (!heading || heading.contentStart < line.text.length) continue;
    const key = styleKey(line);
    if (line.bold || line.fontSize > doc.bodyFontSize * 1.05 || key.endsWith('true')) styles.add(key);
  }
  return styles;
}

/**
 * The section kind and position the rules (groupLinesIntoSections) gave each line. A heading line
 * appears in no section's lines: it gets the kind 'heading'.
 */
function ruleSections(doc: ResumeDocument): Array<{ kind: string; position: number }> {
  const out = doc.lines.map(() => ({ kind: 'heading', position: 0 }));
  for (const section of doc.sections) {
    section.lines.forEach((l, position) => {
      if (out[l.index]) out[l.index] = { kind: position === 0 && l.text !== doc.lines[l.index]?.text ? 'inline' : section.kind, position };
    });
  }
  return out;
}
