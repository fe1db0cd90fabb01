/**
 * The target or current title written under the name (spec 2.1 `info_candidate.job_title`):
 * "Développeuse full-stack JavaScript / TypeScript", "Senior Accountant | 11 years’ experience"
 * → "Senior Accountant". Null when the header has no such line; the pipeline then falls back to
 * the most recent position's title (that is the pipeline's decision, not a fact of this line).
 */
import { headingOf } from '../text/find-sections.js';
import type { ResumeDocument, ResumeLine } from './resume-document.js';
import { result, type StepResult } from './step-result.js';

/** Lines from the top where the name and title may be. */
const TOP_LINES = 8;
const MAX_TITLE_LENGTH = 90;

/** [test, why]: a line under the name that is not a title. */
const NOT_A_TITLE: Array<[(l: ResumeLine) => boolean, string]> = [
  [(l) => /@|https?:|www\.|linkedin|github/i.test(l.text), 'contact details'],
  [(l) => /(?:\+|\b0)\d[\d\s.()-]{7,}/.test(l.text), 'a phone number'],
  [(l) => /\b\d{5}\b|\b\d{1,4},?\s+(?:rue|avenue|all[ée]e|boulevard|chemin)\b/i.test(l.text), 'an address'],
  [(l) => headingOf(l.text) !== null, 'a heading'],
  [(l) => /^(?:n[ée]e?\s+le|born|age|\d{2}\s+ans\b|permis|driving|disponible|available|mobile|mobilit)/i.test(l.folded), 'personal details'],
  [(l) => l.text.length > MAX_TITLE_LENGTH || /[.!?]$/.test(l.text.trim()), 'a sentence'],
  [(l) => /^(?:address|adresse|mobile|phone|t[ée]l|e-?mail)\s*:/i.test(l.text), 'a labelled contact line'],
  [(l) => /^(?:curriculum vitae|cv|resume|europass)(?:\s+europass)?$/i.test(l.folded.trim()), 'the document\'s own title'],
  [(l) => TITLE_LABEL_ALONE.test(l.text), 'an empty form field'],
];

/**
 * The title a form asks for: Europass's "JOB APPLIED FOR" / "Desired employment", French "Emploi
 * recherché", "Poste visé", with the title after a tab (a label column) or a colon.
 */
const TITLE_LABEL =
  '(?:job applied for|position applied for|preferred job|desired employment(?:\\s*/\\s*occupational field)?|occupational field|emploi (?:recherch[ée]|souhait[ée]|vis[ée])(?:\\s*/\\s*domaine de comp[ée]tences?)?|poste (?:vis[ée]|recherch[ée]|souhait[ée]))';
const LABELLED_TITLE = new RegExp(`^\\s*${TITLE_LABEL}\\s*(?:\\t|:\\s*)\\s*(\\S.{1,88})$`, 'iu');
/** The label of an empty form field is no title either. */
const TITLE_LABEL_ALONE = new RegExp(`^\\s*${TITLE_LABEL}\\s*:?\\s*$`, 'iu');
/** Lines from the top where such a label may be (after the personal details of a form). */
const LABELLED_TOP_LINES = 40;

/** Trailing parts that are not the title: "| 11 years’ experience", "– 8 ans d’expérience". */
const EXPERIENCE_PART = /\s*[|–—,·-]\s*(?:\d+|plus de \d+|over \d+)\+?\s*(?:ans?|years?)[’'\s]*(?:d[’']\s*)?(?:exp[ée]rience|experience)s?\s*$/iu;

export function extractJobTitle(doc: ResumeDocument): StepResult<string | null> {
  const firstPage = doc.lines.filter((l) => l.page === doc.lines[0]?.page);
  for (const line of firstPage.slice(0, LABELLED_TOP_LINES)) {
    const labelled = LABELLED_TITLE.exec(line.text)?.[1]?.trim();
    if (labelled) return result(labelled.replace(/\s+/g, ' '));
  }
  const top = firstPage.slice(0, TOP_LINES);
  if (top.length === 0) return result(null);
  const name = nameLine(top, doc.bodyFontSize);
  if (name === null) return result(null, ['job title: no name line to read the title under']);
  // OCR leaves specks ("74") next to a large name: a line without a word is skipped.
  const next = top.find((l) => l.index > name.index && /\p{L}{2}/u.test(l.text));
  if (next === undefined || NOT_A_TITLE.some(([test]) => test(next))) return result(null);
  const title = next.text.replace(EXPERIENCE_PART, '').replace(/\s+/g, ' ').trim();
  return result(title === '' ? null : title);
}

/** The name line: the largest font at the top; with a single font, the first line that is no contact line. */
function nameLine(top: ResumeLine[], bodyFontSize: number): ResumeLine | null {
  const max = Math.max(...top.map((l) => l.fontSize));
  if (max > bodyFontSize * 1.3) return top.find((l) => l.fontSize >= max - 0.5) ?? null;
  return top.find((l) => !NOT_A_TITLE.some(([test]) => test(l)) && /^\p{Lu}/u.test(l.text)) ?? null;
}
