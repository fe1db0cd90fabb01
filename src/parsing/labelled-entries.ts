/**
 * Entries written as labelled forms: "Designation : …", "Employer⇥…", "Period⇥…", a label and its
 * value on two lines, or a table whose header row names its columns ("Organisation⇥Designation⇥
 * Duration"). The labels (entry-labels.ts) say each value's role, so no guessing is needed.
 */
import { fold } from '../text/fold.js';
import { findEntryDates, type EntryDates } from './entry-dates.js';
import { labelColumnRun, labelOnly, labelRole, labelledLine, type LabelledLine } from './entry-labels.js';
import { headLike, isSentence } from './head-lines.js';
import { addressPieceAt } from './entry-parts.js';
import { COMPANY_WORDS } from './organisation-words.js';
import { withoutDates, type DatedEntry, type EntryLine } from './split-dated-entries.js';

/** The entries of a section written as a labelled form (two role labels at least), else null. */
export function labelledForm(logical: EntryLine[]): DatedEntry[] | null {
  labelColumnReadFirst(logical);
  labelTableCells(logical);
  joinLabelsToValues(logical);
  const labels = logical.map((l) => (l.body ? null : labelledLine(l.text)));
  // Under projects' details, "Role" is the part in the project: description, not a title.
  if (labels.some((l) => l?.project === 'detail')) {
    labels.forEach((l, i) => {
      if (l?.project === 'role') labels[i] = { ...l, role: 'other' };
    });
  }
  if (labels.filter((l) => l?.role === 'title' || l?.role === 'company').length < 2) return null;
  return labelledEntries(logical, labels);
}

/**
 * A labelled form: each block of "Employer / Position / Period" lines is an entry, whatever their
 * order; an unlabelled line just above a block ("1) Exemple Ltd., Pune") is its head too, and a
 * block without an employer is a later role at the employer of the block above.
 */
function labelledEntries(logical: EntryLine[], labels: Array<LabelledLine | null>): DatedEntry[] {
  const entries: Array<DatedEntry & { roles: Set<string>; company: EntryLine | null }> = [];
  let current: (typeof entries)[number] | null = null;
  let pending: EntryLine[] = [];
  const flush = () => {
    if (current) current.body.push(...pending.map((p) => p.text));
    pending = [];
  };
  logical.forEach((line, i) => {
    const label = labels[i];
    if (!label || label.role === 'other') {
      if (label || line.body) {
        flush();
        current?.body.push(line.text);
      } else pending.push(line);
      return;
    }
    if (!current || current.roles.has(label.role)) {
      const { heads, dates } = leadLines(pending);
      flush();
      current = { heads, dates, body: [], roles: new Set(), company: heads[0] ?? null };
      entries.push(current);
    } else flush();
    current.roles.add(label.role);
    const value: EntryLine = { ...line, text: label.value, folded: fold(label.value), dates: null };
    if (label.role === 'dates') {
      current.dates = findEntryDates(value.folded, { single: false }) ?? findEntryDates(value.folded, { single: true });
      return;
    }
    value.role = label.role;
    if (label.role === 'company') current.company = value;
    current.heads.push(value);
  });
  flush();
  for (let k = 1; k < entries.length; k++) {
    const entry = entries[k]!;
    const above = entries[k - 1]!.company;
    if (entry.company === null && above) entry.heads.unshift(above);
  }
  return entries.map(({ heads, dates, body }) => ({ heads, dates, body }));
}

/**
 * The unlabelled lines just above a block, taken off `pending`: "1) Exemple Ltd., Pune⇥Jan 2023 –
 * Till Date", or the employer and its dates on two lines. Their dates date the block (a "Period"
 * label further down still has the last word) and are cut out of the head.
 */
function leadLines(pending: EntryLine[]): { heads: EntryLine[]; dates: EntryDates | null } {
  let dates: EntryDates | null = null;
  for (let taken = 0; taken < 2; taken++) {
    const lead = pending[pending.length - 1];
    if (!lead || !headLike(lead, 120) || /[.]$/.test(lead.text)) break;
    const found: EntryDates | null = dates ? null : findEntryDates(lead.folded, { single: false });
    pending.pop();
    if (!found) return { heads: [lead], dates };
    dates = found;
    const dated = { ...lead, dates: found };
    // A line of dates alone: the employer may stand on the line above.
    if (/\p{L}{2}/u.test(withoutDates(dated).replace(/\b(?:from|since|de|depuis)\b/giu, ''))) return { heads: [dated], dates };
  }
  return { heads: [], dates };
}

/**
 * "Organisation⇥Designation⇥Duration" over rows of cells: a table whose header names each column's
 * role. Each cell below it (a line, or a tab-separated piece of one) gets its column's label, in
 * order, until a bullet or a sentence ends the table; the labelled form is read from there.
 */
function labelTableCells(logical: EntryLine[]): void {
  const at = logical.findIndex((l) => !l.body && isLabelRow(l.text));
  if (at < 0) return;
  const header = logical[at]!.text.split('\t').map((c) => c.trim());
  const cells: EntryLine[] = [];
  let end = at + 1;
  for (; end < logical.length && !logical[end]!.body && !isSentence(logical[end]!.text) && !/:\s*$/.test(logical[end]!.text); end++) {
    const line = logical[end]!;
    for (const cell of line.text.split('\t')) if (cell.trim() !== '') cells.push({ ...line, text: cell.trim(), folded: fold(cell.trim()) });
  }
  // Only a table whose cells fill whole rows: otherwise its text was not read cell by cell.
  if (cells.length === 0 || cells.length % header.length !== 0) return;
  const labelled = cells.map((cell, k) => ({ ...cell, text: `${header[k % header.length]}\t${cell.text}`, folded: fold(`${header[k % header.length]}\t${cell.text}`) }));
  logical.splice(at, end - at, ...labelled);
}

function isLabelRow(text: string): boolean {
  const cells = text.split('\t').map((c) => c.trim()).filter((c) => c !== '');
  return cells.length >= 2 && cells.every((c) => labelOnly(c)) && cells.some((c) => labelRole(c) === 'title' || labelRole(c) === 'company');
}

/** "Employer" / "Exemple High School": a table read cell by cell puts the value under its label. */
function joinLabelsToValues(logical: EntryLine[]): void {
  for (let i = logical.length - 2; i >= 0; i--) {
    const label = logical[i]!;
    const value = logical[i + 1];
    if (!value) continue;
    // "Place of Primary" / "Assignment:": a label wrapped in its column is one label.
    if (!label.body && !value.body && /:\s*$/.test(value.text) && !labelOnly(value.text) && labelOnly(`${label.text} ${value.text}`)) {
      label.text = `${label.text} ${value.text}`;
      label.folded = fold(label.text);
      logical.splice(i + 1, 1);
      i++;
      continue;
    }
    if (label.body || value.body || !labelOnly(label.text) || labelOnly(value.text)) continue;
    label.text = `${label.text.replace(/[\s:]+$/, '')}\t${value.text}`;
    label.folded = fold(label.text);
    logical.splice(i + 1, 1);
  }
}

/**
 * Europass (the 2004–2012 template) read as plain text: its label column ("Dates", "Fonction ou
 * poste occupé", "Principales activités et responsabilités", "Nom et adresse de l'employeur",
 * "Type ou secteur d'activité") comes out in runs, apart from the values. The labels are dropped
 * and the values labelled again in the template's order: the dates, the role on the next line,
 * the employer on the last line that gives a company's name or an address before the next dates,
 * the rest description.
 */
function labelColumnReadFirst(logical: EntryLine[]): void {
  const isLabel = logical.map((l) => !l.body && !l.text.includes('\t') && labelOnly(l.text));
  const labels = logical.filter((_, i) => isLabel[i]).map((l) => labelRole(l.text));
  const count = (role: string) => labels.filter((r) => r === role).length;
  // The labels of each entry, again and again (a table's header row names its columns once).
  if (!labelColumnRun(isLabel) || count('company') === 0 || count('title') < 2 || count('dates') < 2) return;
  const values = logical.filter((_, i) => !isLabel[i]);
  const starts = values.map((l, i) => (i + 1 < values.length && datesAlone(l) ? i : -1)).filter((i) => i >= 0);
  if (starts.length === 0) return;
  const out: EntryLine[] = values.slice(0, starts[0]);
  starts.forEach((start, k) => {
    const [dates, title, ...rest] = values.slice(start, starts[k + 1] ?? values.length);
    let at = rest.map((l) => addressPieceAt(l.text) > 0).lastIndexOf(true);
    if (at < 0) at = rest.map((l) => !l.body && COMPANY_WORDS.test(l.folded) && headLike(l, 120)).lastIndexOf(true);
    out.push(withLabel('Dates', dates!));
    if (title) out.push(withLabel('Fonction', title));
    rest.forEach((l, i) => out.push(i === at ? withLabel('Employeur', l) : { ...l, body: true }));
  });
  logical.splice(0, logical.length, ...out);
}

/** A value given back its label ("Employeur⇥Exemple SA"), as the form would have written it on one line. */
function withLabel(label: string, line: EntryLine): EntryLine {
  return { ...line, text: `${label}\t${line.text}`, folded: fold(`${label}\t${line.text}`), body: false };
}

/** A line of dates and little else ("Depuis avril 2018", "Septembre 2013 – mars 2018"). */
function datesAlone(line: EntryLine): boolean {
  const dates = findEntryDates(line.folded, { single: false }) ?? findEntryDates(line.folded, { single: true });
  return dates !== null && !/\p{L}{3}/u.test(withoutDates({ ...line, dates }).replace(/\b(?:depuis|since|from|de|du)\b/giu, ''));
}
