/**
 * Jobs written as a table with a header row — "Organisation⇥Designation⇥Duration", "Company⇥
 * Position⇥Period", "Période⇥Fonction⇥Employeur" — read row by row with their cells' positions
 * (PDF, scans): each row one job, its cells by their column's title, whatever the order of the
 * lines (cells set in the middle of their rows put a one-line cell between the lines of a wrapped
 * one). The table ends at a label closing on a colon ("Roles and Responsibilities (…):") or a
 * sentence; what follows is read as usual.
 *
 *   jobTableEntries(lines) → { before, entries, after } | null
 */
import { fold } from '../text/fold.js';
import { findEntryDates } from './entry-dates.js';
import { labelRole, readGridTable } from './grid-tables.js';
import type { ResumeLine } from './resume-document.js';
import type { DatedEntry, EntryLine } from './split-dated-entries.js';

type Role = 'company' | 'title' | 'dates' | 'other';

const LABELS: Array<[RegExp, Role]> = [
  [/^(?:organi[sz]ation|company|company name|employer|employer'?s name|name of (?:the )?(?:organi[sz]ation|company|employer)|employeur(?:, lieu)?|entreprise|societe|organisme)$/, 'company'],
  [/^(?:designation|position|position held|role|job title|post|post held|title|fonction|poste|poste occupe|intitule du poste|(?:poste|fonction|position|role)s? (?:et|&|and) (?:missions?|taches|responsabilites|duties|responsibilities))$/, 'title'],
  [/^(?:duration|period|dates?|from\s*[-–]\s*to|tenure|periode|duree|du\s*[-–]\s*au)$/, 'dates'],
  [/^(?:location|place|city|lieu|ville|responsibilities|key responsibilities|reason for leaving|motif de depart)$/, 'other'],
];

const roleOf = (title: string): Role | null => labelRole(LABELS, title);

/** "Nov 2021 – Till Date", "Jun 2019 – Oct 2021": a period with its end (or "now"), not "Jun 2019 – Oct" nor "Nov 2021 – Till". */
function wholePeriod(text: string): boolean {
  const folded = fold(text.replace(/\s+/g, ' ')).trim();
  if (/(?:[-–—]|\bto|\btill|\buntil|\bau|\bà|\b[a-z]{3,9}\.?)$/.test(folded) && !/(?:date|present|now|today|aujourd'hui|ce jour|current)$/.test(folded)) return false;
  const dates = findEntryDates(folded, { single: false });
  return dates !== null && (dates.end !== null || dates.ongoing);
}

/**
 * A title's cell: its first line, and the next ones while a line is left open ("Customer Service
 * Advisor –" / "International Voice (UK Telecom" / "Process)") or the next opens on a joining word; the lines after it describe the job
 * ("Comptable (temps plein, CDI)" / "Tenue complète de la comptabilité…").
 */
function titleAndRest(lines: readonly string[]): [string, string[]] {
  let n = lines.length > 0 ? 1 : 0;
  const open = (text: string) => /(?:[-–—&,(]|(?:of|and|for|in|de|du|des|et|en|la|le))\s*$/iu.test(text) || (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0);
  // ("Assistant Manager – Finance" / "& Accounts": a line opening on a joining word goes on too.)
  const goesOn = (text: string) => /^\s*(?:[&/)]|(?:and|of|for|et|de|du|des)\s)/iu.test(text);
  while (n < lines.length && (open(lines.slice(0, n).join(' ')) || goesOn(lines[n]!))) n++;
  return [lines.slice(0, n).join(' ').replace(/\s+/g, ' ').trim(), lines.slice(n)];
}

/** The header row: the first of the section's first three lines whose cells title two job columns, the period among them. */
const HEADER_WITHIN = 3;

export function jobTableEntries(lines: readonly ResumeLine[]): { before: ResumeLine[]; entries: DatedEntry[]; after: ResumeLine[] } | null {
  for (let h = 0; h < Math.min(HEADER_WITHIN, lines.length); h++) {
    if (lines[h]!.cells === undefined) continue;
    const table = readGridTable(lines.slice(h), roleOf, ['dates'], { rows: 'range', wholePeriod });
    if (table === null || !table.columns.some((c) => c === 'title' || c === 'company')) continue;
    const entries: DatedEntry[] = [];
    for (const row of table.rows) {
      const cell = (role: Role) => {
        const k = table.columns.indexOf(role);
        return k < 0 ? '' : row[k]!.trim();
      };
      const period = cell('dates').replace(/\n/g, ' ');
      const dates = findEntryDates(fold(period), { single: true });
      if (dates === null) return null;
      const heads: EntryLine[] = [];
      const [title, description] = titleAndRest(cell('title').split('\n'));
      for (const [role, text] of [['title', title], ['company', cell('company').replace(/\n/g, ' ')]] as const) {
        if (text !== '') heads.push({ text, folded: fold(text), bold: false, body: false, dates: null, role });
      }
      heads.push({ text: period, folded: fold(period), bold: false, body: false, dates });
      entries.push({ heads, dates, body: description });
    }
    return { before: lines.slice(0, h), entries, after: table.rest };
  }
  return null;
}
