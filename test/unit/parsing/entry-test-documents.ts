/** Resume documents for the experience and education step tests: golden documents read for real,
 * and hand-made sections of lines. */
import { readFileSync } from 'node:fs';
import { readDocument } from '../../../src/documents/read-document.js';
import { buildResumeDocument } from '../../../src/parsing/build-resume-document.js';
import type { ResumeDocument, ResumeLine, ResumeSectionKind } from '../../../src/parsing/resume-document.js';
import { fold } from '../../../src/text/fold.js';

export const GOLDEN_DIR = 'test/golden/resumes';

export async function readResume(path: string): Promise<ResumeDocument> {
  return buildResumeDocument(await readDocument(new Uint8Array(readFileSync(path))));
}

/** The expected JSON of a golden document's person. */
export function goldenExpected(file: string): { work_experiences: object[]; educations: object[] } {
  return JSON.parse(readFileSync(`${GOLDEN_DIR}/${file.replace(/\.\w+$/, '')}.expected.json`, 'utf8')).expected;
}

export type LineSpec = string | { text: string; bold?: boolean; x?: number };

/** One section of hand-made lines (x 50 unless given, body size 10). */
export function sectionDocument(kind: ResumeSectionKind, specs: LineSpec[], language: 'fr' | 'en' = 'fr'): ResumeDocument {
  const lines: ResumeLine[] = specs.map((spec, index) => {
    const { text, bold = false, x = 50 } = typeof spec === 'string' ? { text: spec } : spec;
    return { index, text, folded: fold(text), page: 1, y: 100 + 14 * index, x, fontSize: 10, bold };
  });
  return {
    lines,
    sections: [{ kind, heading: kind === 'header' ? null : kind, lines }],
    text: lines.map((l) => l.text).join('\n'),
    links: [],
    language,
    bodyFontSize: 10,
  };
}
