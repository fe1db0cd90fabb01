/** A ResumeDocument from written lines, for the field steps' unit tests: `# ` marks a larger name
 * line, `## ` a heading; the sections come from the real grouping step. */
import { groupLinesIntoSections } from '../../../src/parsing/group-lines-into-sections.js';
import type { ResumeDocument, ResumeLine } from '../../../src/parsing/resume-document.js';
import { fold } from '../../../src/text/fold.js';
import { guessLanguage } from '../../../src/text/guess-language.js';

export function makeResumeDocument(written: string[], links: string[] = []): ResumeDocument {
  const lines: ResumeLine[] = written.map((w, index) => {
    const [fontSize, bold, text] = w.startsWith('# ') ? [22, true, w.slice(2)] : w.startsWith('## ') ? [12, true, w.slice(3)] : [10, false, w];
    return { index, text, folded: fold(text), page: 0, x: 50, y: 50 + 14 * index, fontSize, bold };
  });
  const text = lines.map((l) => l.text).join('\n');
  return { lines, sections: groupLinesIntoSections(lines, 10), text, links, language: guessLanguage(fold(text)), bodyFontSize: 10 };
}
