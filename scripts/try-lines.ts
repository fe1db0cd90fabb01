/**
 * Try the experience and education steps on hand-written lines: `npx tsx scripts/try-lines.ts FILE`
 * where FILE holds blocks separated by a line "===" (first line of a block: "experience" or
 * "education", optionally "en"/"fr"; "**" before a line makes it bold; "\t" in the text is a tab).
 */
import { readFileSync } from 'node:fs';
import { extractEducations } from '../src/parsing/extract-educations.js';
import { extractWorkExperiences } from '../src/parsing/extract-work-experiences.js';
import { parsingCatalogs } from '../src/parsing/parsing-catalogs.js';
import type { ResumeDocument, ResumeLine } from '../src/parsing/resume-document.js';
import { fold } from '../src/text/fold.js';

const catalogs = parsingCatalogs();
for (const block of readFileSync(process.argv[2]!, 'utf8').split(/^===.*$/m)) {
  const raw = block.split('\n').filter((l) => l.trim() !== '');
  if (raw.length < 2) continue;
  const [kind, lang = 'en'] = raw[0]!.trim().split(/\s+/) as ['experience' | 'education', 'en' | 'fr'];
  const lines: ResumeLine[] = raw.slice(1).map((spec, index) => {
    const bold = spec.startsWith('**');
    const text = (bold ? spec.slice(2) : spec).replace(/\\t/g, '\t');
    return { index, text, folded: fold(text), page: 1, y: 100 + 14 * index, x: 50, fontSize: 10, bold };
  });
  const doc: ResumeDocument = { lines, sections: [{ kind, heading: kind, lines }], text: lines.map((l) => l.text).join('\n'), links: [], language: lang, bodyFontSize: 10 };
  console.log(`--- ${raw[1]}`);
  if (kind === 'experience') for (const e of extractWorkExperiences(doc, catalogs, new Date('2026-11-26')).value) console.log(`   ${e.job_title} @ ${e.company_name} [${e.start_date}..${e.end_date}]`);
  else for (const e of extractEducations(doc, catalogs, new Date('2026-11-26')).value) console.log(`   ${e.degree_title} @ ${e.school_name} [${e.end_date}]`);
}
