/**
 * A degrees table whose year column a PDF reader gave after the rows (Indian resumes:
 * "Qualification | Board / University | Institute | Year | Score"): the rows come undated
 * ("B.E.⇥Exemple University⇥Exemple College of" / "(Mechanical)⇥…⇥Engineering, Pune" / "H.S.C.⇥…"),
 * then one line per row with its year and score ("2016⇥7.82 CGPA", "2012⇥78.50 %"). When as many
 * year lines follow as rows open with a degree, each row (its wrapped lines joined cell by cell)
 * gets its year back, in order. Anything else is left as read.
 */
import { fold } from '../text/fold.js';
import type { ResumeLine } from './resume-document.js';

/** A year, then maybe a score: "2016", "2016⇥7.82 CGPA", "2012 78.50 %". */
const YEAR_LINE = /^\s*((?:19|20)\d\d)(?:\s*\t\s*|\s+)?(?:[\d.,]+\s*(?:%|cgpa|gpa|\/\s*10|\/\s*4)?|[a-z ]{0,20})?\s*$/i;
const MIN_ROWS = 2;

export function pairTrailingYears(lines: ResumeLine[], namesDegree: (text: string) => boolean): ResumeLine[] {
  // The run of year lines that ends the section.
  let start = lines.length;
  while (start > 0 && YEAR_LINE.test(lines[start - 1]!.text)) start--;
  const years = lines.slice(start);
  if (years.length < MIN_ROWS) return lines;
  // The rows above: every line opening with a degree starts one; the others continue it.
  const above = lines.slice(0, start);
  const opens = above.map((l, i) => (namesDegree(l.text.split('\t')[0]!) && !YEAR_LINE.test(l.text) ? i : -1)).filter((i) => i >= 0);
  if (opens.length !== years.length || opens.some((i) => /(?:19|20)\d\d/.test(above[i]!.text))) return lines;
  const first = opens[0]!;
  const rows = opens.map((at, k) => joinCells(above.slice(at, opens[k + 1] ?? above.length)));
  if (rows.some((r) => r === null)) return lines;
  const out = [...above.slice(0, first), ...(rows as ResumeLine[]).map((row, k) => ({ ...row, text: `${row.text}\t${years[k]!.text.trim()}`, folded: fold(`${row.text}\t${years[k]!.text.trim()}`) }))];
  return out.map((l, index) => ({ ...l, index }));
}

/** "B.E.⇥Exemple University⇥Exemple College of" / "(Mechanical)⇥…⇥Engineering, Pune": one row, cell by cell. */
function joinCells(lines: ResumeLine[]): ResumeLine | null {
  const cells = lines[0]!.text.split('\t');
  for (const line of lines.slice(1)) {
    const more = line.text.split('\t');
    // A wrapped row has as many cells or fewer, aligned from the left.
    if (more.length > cells.length) return null;
    more.forEach((c, i) => (cells[i] = `${cells[i]} ${c.trim()}`.trim()));
  }
  const text = cells.join('\t');
  return { ...lines[0]!, text, folded: fold(text) };
}
