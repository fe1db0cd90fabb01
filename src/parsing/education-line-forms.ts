/**
 * Two ways of writing a degree line that the entry splitter would not date: the year in
 * parentheses at the end ("Master Management — ESC Exemple (2015)"; a parenthesised year elsewhere
 * is an aside, not an entry's date) and a grade after the year ("M.Tech – Example Institute, 2019 –
 * CGPA 8.4", "B.Com | 2019 | 72%"). In an education section the year is moved out of its
 * parentheses and the grade after the year is dropped (the splitter wants the year at an edge of
 * the line; a grade is not scored, the degree is). A degree wrapped over lines is one line again,
 * and a degree told in a sentence ("… from <school> in <year> …") a head line.
 */
import { fold } from '../text/fold.js';
import { isCertificateTitle } from './certificate-titles.js';
import { namesDegree } from './education-head-roles.js';
import type { ParsingCatalogs } from './parsing-catalogs.js';
import type { ResumeDocument, ResumeLine, ResumeSection } from './resume-document.js';

const YEAR = String.raw`(?:19[5-9]\d|20[0-4]\d)`;
/** "(2015)", "(2013 – 2015)", "(expected 2026)" closing the line. */
const YEAR_IN_PARENTHESES = new RegExp(String.raw`\s*\(((?:expected |prevu |en cours |depuis )?${YEAR}(?:\s*[-–—]\s*(?:${YEAR}|present|en cours))?)\)\s*$`, 'iu');
const YEAR_ANYWHERE = new RegExp(String.raw`\b${YEAR}\b`);
/** A grade closing the line: "– CGPA 8.4", "| 72%", ", 7.82 CGPA", "– Percentage: 78.5 %". */
const TRAILING_GRADE =
  /\s*(?:[–—|,;-]|\t)\s*(?:(?:c?gpa|cpi|percentage|marks|score|aggregate|grade)\s*:?\s*\d+(?:[.,]\d+)?(?:\s*\/\s*\d+(?:[.,]\d+)?)?|\d+(?:[.,]\d+)?\s*(?:%|c?gpa\b|cpi\b|\/\s*10\b))\s*$/iu;

function rewrite(line: ResumeLine, catalogs: ParsingCatalogs): ResumeLine {
  let text = line.text;
  const g = TRAILING_GRADE.exec(text);
  if (g && YEAR_ANYWHERE.test(text.slice(0, g.index))) text = text.slice(0, g.index);
  // Only on a line that names a degree: "Certification MBTI (2019)" stays undated.
  if (namesDegree(text, catalogs) && !isCertificateTitle(text, catalogs)) text = text.replace(YEAR_IN_PARENTHESES, (_, year: string) => `\t${year}`);
  if (text === line.text) return line;
  return { ...line, text, folded: fold(text) };
}

/** A line that goes on: an open parenthesis, a link word, a dash or a comma at its end. */
const GOES_ON = /(?:\([^)]*|\b(?:de|du|des|d'|d’|of|in|and|et|en|for|pour)|[&,–—-])\s*$/iu;

/**
 * "Licence pro Métiers de" / "l'informatique – Applications" / "web": a degree wrapped in a narrow
 * column. A short line without a year goes on the next when it ends unfinished, or, both lines
 * bold (a title's style), when the next starts in lower case.
 */
function joinWrapped(lines: readonly ResumeLine[]): ResumeLine[] {
  const out: ResumeLine[] = [];
  lines.forEach((line, i) => {
    const last = out[out.length - 1];
    const above = lines[i - 1];
    const noYear = last !== undefined && !YEAR_ANYWHERE.test(last.text) && !YEAR_ANYWHERE.test(line.text);
    // A narrow column's line is short; a long line ending so is a sentence of the description.
    const narrow = above !== undefined && above.text.length <= 45 && above.text.split(/\s+/).length <= 6;
    if (last && noYear && narrow && !last.text.includes('\t') && (GOES_ON.test(last.text) || (last.bold && line.bold && /^\p{Ll}/u.test(line.text)))) {
      const text = `${last.text} ${line.text}`;
      out[out.length - 1] = { ...last, text, folded: fold(text), bold: last.bold && line.bold };
    } else out.push(line);
  });
  return out;
}

/** "M.Pharm (Pharmacology) from Exemple College …": the opening of a degree told in a sentence. */
const OPENS_FROM = /^[\s•·▪➢➤►*-]*\S.{1,80}?\sfrom\s\p{Lu}/u;
/** "M.Pharm (Pharmacology) from Exemple College of Pharmacy, Pune (Exemple University) in 2016 with …": the degree, the school, the year. */
const FROM_SENTENCE = /^[\s•·▪➢➤►*-]*(\S.{1,80}?)\s+from\s+(\p{Lu}.+?)(?:,?\s+in\s+|\s*[,–—-]\s*|\s+\()((?:19|20)\d\d)\b/u;

/**
 * Degrees told in sentences, one a paragraph (Indian resumes): "B.Pharm from Exemple College of
 * Pharmacy, Satara (Exemple University, Kolhapur) in 2014 with First Class – 68.20%." wrapped over
 * lines. Each becomes a head line "B.Pharm – Exemple College of Pharmacy, Satara⇥2014" (the
 * affiliating university in brackets and the grade left out); unchanged when a paragraph is not so.
 */
function fromSentences(lines: readonly ResumeLine[]): ResumeLine[] {
  if (!lines.some((l) => OPENS_FROM.test(l.text))) return [...lines];
  const out: ResumeLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const first = lines[i]!;
    if (!OPENS_FROM.test(first.text) || first.text.includes('\t')) {
      out.push(first);
      continue;
    }
    // The paragraph: up to its full stop, three lines at most.
    let text = first.text.trim();
    let j = i;
    while (!/\.\s*$/.test(text) && j + 1 < lines.length && j - i < 2 && !OPENS_FROM.test(lines[j + 1]!.text)) text = `${text} ${lines[++j]!.text.trim()}`;
    const m = FROM_SENTENCE.exec(text);
    if (m === null) {
      out.push(first);
      continue;
    }
    const school = m[2]!.replace(/\s*\([^()]*\)\s*$/u, '').trim();
    const head = `${m[1]!.trim()} – ${school}\t${m[3]}`;
    out.push({ ...first, text: head, folded: fold(head) });
    i = j;
  }
  return out;
}

export function rewriteEducationLines(doc: ResumeDocument, catalogs: ParsingCatalogs): ResumeDocument {
  let changed = false;
  const sections = doc.sections.map((s): ResumeSection => {
    if (s.kind !== 'education') return s;
    const told = fromSentences(s.lines);
    if (told.some((l, i) => l !== s.lines[i])) changed = true;
    const joined = joinWrapped(told);
    if (joined.length !== s.lines.length) changed = true;
    const lines = joined.map((l) => rewrite(l, catalogs));
    if (lines.some((l, i) => l !== joined[i])) changed = true;
    return { ...s, lines };
  });
  return changed ? { ...doc, sections } : doc;
}
