/**
 * The intermediate form every field extractor reads (STYLE principle 1): the resume's lines in
 * reading order with their layout, grouped into sections. Built once per document by
 * `toResumeLines` and `groupLinesIntoSections`; extractors never see the file format.
 */
import type { SectionKind } from '../text/find-sections.js';

export interface ResumeLine {
  /** Position in the document's reading order (0-based, all pages). */
  index: number;
  /** The line as written (items joined, inner spaces kept, trimmed). */
  text: string;
  /** fold(text): lower case, no accents, same length as `text`. */
  folded: string;
  page: number;
  /** Top of the line in points on its page, left edge of its first item. */
  y: number;
  x: number;
  /** Largest font size on the line. */
  fontSize: number;
  /** Every visible item of the line is bold. */
  bold: boolean;
  /**
   * Left edge of each tab-separated cell of `text`, when the reader gave positions (PDF, scans):
   * a table's columns. Absent when unknown or when the text was rewritten.
   */
  cells?: number[];
}

/** 'header': the lines before the first heading (name, title, contact details, often a summary). */
export type ResumeSectionKind = SectionKind | 'header';

export interface ResumeSection {
  kind: ResumeSectionKind;
  /** The heading line as written; null for the header and for sections found without a heading. */
  heading: string | null;
  /** Content lines, the heading excluded. */
  lines: ResumeLine[];
}

export interface ResumeDocument {
  lines: ResumeLine[];
  sections: ResumeSection[];
  /** Every line joined by \n (the `info_resume.text` body, before the link sections). */
  text: string;
  /** Link targets recorded by the reader (PDF annotations, DOCX relationships…). */
  links: string[];
  /** Main language of the text. */
  language: 'fr' | 'en';
  /** Median font size of the body text, to judge headings and the name line. */
  bodyFontSize: number;
}

/** The lines of every section of one kind, in order. */
export function linesOf(doc: ResumeDocument, kind: ResumeSectionKind): ResumeLine[] {
  return doc.sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
}
