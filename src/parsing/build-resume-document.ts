/**
 * A read document → the ResumeDocument every extractor reads: lines in reading order, the body
 * font size, sections, language, links.
 */
import { columnsUnderHeadingRows } from './heading-row-columns.js';
import type { ReadResult } from '../documents/types.js';
import { fold } from '../text/fold.js';
import { guessLanguage } from '../text/guess-language.js';
import { groupLinesIntoSections } from './group-lines-into-sections.js';
import type { ResumeDocument, ResumeLine } from './resume-document.js';
import { separateInterleavedColumns } from './interleaved-columns.js';
import { returnStrandedEntries } from './sidebar-stranded-entries.js';
import { toResumeLines } from './to-resume-lines.js';

/** Formats whose readers give where each run of text is printed (the others estimate it). */
const POSITIONED: ReadonlyArray<ReadResult['type']> = ['pdf', 'jpg', 'png', 'bmp'];
/** Formats of flowing text, one paragraph after the other (a PDF's text often reached them through pdftotext). */
const FLOWING: ReadonlyArray<ReadResult['type']> = ['txt', 'docx', 'doc', 'odt', 'rtf'];

export function buildResumeDocument(read: Pick<ReadResult, 'pages' | 'links'> & Partial<Pick<ReadResult, 'type'>>): ResumeDocument {
  const positioned = read.type !== undefined && POSITIONED.includes(read.type);
  const readLines = toResumeLines(read.pages, { cellPositions: positioned });
  // (Text without positions may interleave a two-column page's paragraphs: read each column's together.)
  const lines = read.type !== undefined && FLOWING.includes(read.type) ? separateInterleavedColumns(readLines) : readLines;
  const bodyFontSize = medianFontSize(lines.map((l) => [l.fontSize, l.text.length] as const));
  const text = lines.map((l) => l.text).join('\n');
  return {
    lines,
    sections: returnStrandedEntries(groupLinesIntoSections(columnsUnderHeadingRows(withoutPageFurniture(lines)), bodyFontSize)),
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

/**
 * Lines printed by the template rather than written in a section: TEMPLATE_FOOTER's, and a running
 * header or footer that repeats the name (the largest of page 1's first lines) — "SABINA EXEMPLE⇥PERSONAL CARE WORKER"
 * over page 2, "Sabina Exemple – Resume – page 1 of 2" under page 1 — among the first two lines
 * of a later page or the last two of any page (the page-1 line itself stays).
 */
function withoutPageFurniture(lines: readonly ResumeLine[]): ResumeLine[] {
  const letters = (l: ResumeLine) => l.folded.replace(/[^a-z]/g, '');
  const firstPage = lines[0]?.page;
  // The name: the largest of page 1's first five lines.
  const top = lines.filter((l) => l.page === firstPage).slice(0, 5);
  const name = top.reduce<ResumeLine | null>((a, l) => (a === null || l.fontSize > a.fontSize ? l : a), null);
  const key = name !== null && letters(name).length >= 8 ? letters(name) : null;
  const edge = new Set<ResumeLine>();
  if (key !== null) {
    const byPage = new Map<number, ResumeLine[]>();
    for (const l of lines) {
      const onPage = byPage.get(l.page);
      if (onPage) onPage.push(l);
      else byPage.set(l.page, [l]);
    }
    for (const [page, onPage] of byPage) {
      if (page !== firstPage) for (const l of onPage.slice(0, 2)) edge.add(l);
      if (byPage.size > 1) for (const l of onPage.slice(-2)) edge.add(l);
    }
  }
  // (Beside a page number, the entry splitter drops the footer with it.)
  const numbered = (i: number) => [lines[i - 1], lines[i + 1]].some((l) => l !== undefined && /^\s*page\s*\d/i.test(l.text));
  const running = (l: ResumeLine, i: number) => {
    if (!edge.has(l) || l.text.length > 90 || numbered(i)) return false;
    const own = letters(l);
    return own.startsWith(key!) && (own !== key || l.page !== firstPage);
  };
  return lines.filter((l, i) => !TEMPLATE_FOOTER.test(l.folded) && !running(l, i));
}

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
