/**
 * A read document → the ResumeDocument every extractor reads: lines in reading order, the body
 * font size, sections, language, links.
 */
import { columnsUnderHeadingRows } from './heading-row-columns.js';
import type { ReadResult } from '../documents/types.js';
import { fold } from '../text/fold.js';
import { guessLanguage } from '../text/guess-language.js';
import { groupLinesIntoSections } from './group-lines-into-sections.js';
import type { ResumeDocument } from './resume-document.js';
import { returnStrandedEntries } from './sidebar-stranded-entries.js';
import { toResumeLines } from './to-resume-lines.js';

/** Formats whose readers give where each run of text is printed (the others estimate it). */
const POSITIONED: ReadonlyArray<ReadResult['type']> = ['pdf', 'jpg', 'png', 'bmp'];

export function buildResumeDocument(read: Pick<ReadResult, 'pages' | 'links'> & Partial<Pick<ReadResult, 'type'>>): ResumeDocument {
  const lines = toResumeLines(read.pages, { cellPositions: read.type !== undefined && POSITIONED.includes(read.type) });
  const bodyFontSize = medianFontSize(lines.map((l) => [l.fontSize, l.text.length] as const));
  const text = lines.map((l) => l.text).join('\n');
  return {
    lines,
    sections: returnStrandedEntries(groupLinesIntoSections(columnsUnderHeadingRows(lines.filter((l) => !TEMPLATE_FOOTER.test(l.folded))), bodyFontSize)),
    text,
    links: read.links,
    language: guessLanguage(fold(text)),
    bodyFontSize,
  };
}

/**
 * A template's footer printed on every page, part of no section: the Europass CV's "© European
 * Union, 2002-2020 | europass.cedefop.europa.eu"; a running header over page 2 ("Ann Exemple —
 * Curriculum Vitae — continued"). Kept in the text, left out of the sections.
 */
const TEMPLATE_FOOTER =
  /^(?:©|\(c\))?\s*(?:european union|union europeenne|unione europea|europaische union)\b.{0,40}\beuropass\b|europass\.cedefop\.europa\.eu|^.{0,60}\b(?:curriculum vitae|resume|cv)\b.{0,20}\b(?:continued|cont'?d|\(suite\)|suite)\W*$/;

/** The font size of most characters. */
function medianFontSize(sizes: (readonly [number, number])[]): number {
  const sorted = [...sizes].sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((n, [, chars]) => n + chars, 0);
  let seen = 0;
  for (const [size, chars] of sorted) {
    seen += chars;
    if (seen >= total / 2) return size;
  }
  return 11;
}
