/**
 * Education written as labelled fields, one record per degree (South African and Indian forms,
 * Europass): "Institution⇥University of Example" / "Qualification⇥BSc Physics" / "Year Completed⇥2019",
 * the label and its value on one line (a table row) or on two (the same table as plain text). A new
 * record starts when a field comes back; lines without a label continue the value above (a wrap) or,
 * before any field, are group titles ("Tertiary", "Secondary") and are dropped.
 */
import { fold } from '../text/fold.js';
import { findEntryDates, type EntryDates } from './entry-dates.js';
import { readCellTable } from './cell-per-line-tables.js';
import { labelRole, readGridTable } from './grid-tables.js';
import type { ResumeLine } from './resume-document.js';
import { DEGREE_WORDS, isSchoolText } from './education-head-roles.js';
import { labelColumnRun } from './entry-labels.js';

/** 'board': an Indian table's "Board / University", the school of a record that names none. */
type Role = 'school' | 'degree' | 'dates' | 'board' | 'other';

/** [whole folded label, role]. */
const LABELS: Array<[RegExp, Role]> = [
  [/^(?:institution|institute|school|university|college|name of (?:the )?(?:institution|school|university)|name and type of organisation.*|etablissement|ecole|universite|organisme(?: de formation)?|nom et type de l'etablissement.*|nom de l'etablissement.*)$/, 'school'],
  [/^(?:qualification|degree|course|diploma|programme|program|examination|exam|degree ?\/ ?exam|title of qualification(?: awarded)?|diplome|formation|intitule(?: du diplome)?|intitule du certificat ou (?:du )?diplome(?: delivre)?|certificate|highest (?:grade|standard|class|level) (?:passed|completed|achieved)|highest qualification|grade passed|standard passed)$/, 'degree'],
  [/^(?:years?(?: completed| of passing| of completion| obtained| attended)?|date|dates|period|periode|annees|graduated|completed|annee(?: d'obtention)?|date d'obtention)$/, 'dates'],
  [/^(?:board|board ?\/ ?university|university ?\/ ?board|board of education|examining (?:body|board)|awarding body)$/, 'board'],
  [/^(?:subjects?|majors?|major subjects|specialisation|specialization|grade|grades|marks|marks obtained|score|percentage|result|results|gpa|cgpa|class|division|level|level in national or international classification|principal subjects.*|mention|matieres?|principales matieres.*|niveau dans la classification.*)$/, 'other'],
];

export interface LabelledRecord {
  school: string | null;
  degree: string | null;
  dates: EntryDates | null;
  /** Other labelled fields, "Subjects: …", for the description. */
  rest: string[];
}

function roleOf(label: string): Role | null {
  return labelRole(LABELS, label);
}

/** A table's column title: a label, or labels joined by "/" ("Degree / Exam", "Percentage / CGPA"). */
function columnRole(title: string): Role | null {
  return roleOf(title) ?? title.split('/').map((t) => roleOf(t.trim())).find((r) => r !== null) ?? null;
}

/** Records of an education table given one cell per line (cell-per-line-tables.ts). */
export function cellTableRecords(lines: readonly ResumeLine[]): LabelledRecord[] {
  const table = readCellTable(lines, columnRole);
  if (table === null || !table.columns.includes('degree')) return [];
  const cell = (row: { cells: string[] }, role: Exclude<Role, 'dates'>): string | null => (table.columns.includes(role) ? (row.cells[table.columns.indexOf(role)] ?? null) : null);
  return table.rows
    .map((row) => ({
      degree: cell(row, 'degree'),
      school: cell(row, 'school') ?? cell(row, 'board'),
      dates: findEntryDates(fold(row.year), { single: true }),
      rest: row.cells.filter((c) => c !== cell(row, 'degree') && c !== (cell(row, 'school') ?? cell(row, 'board'))).concat(row.after),
    }))
    .filter((r) => r.degree !== null);
}

/** Records of an education table read with its cells' positions (grid-tables.ts), wrapped cells joined. */
export function gridTableRecords(lines: readonly ResumeLine[]): LabelledRecord[] {
  // A year a row: a table whose dates the reading order put elsewhere is left to the other readings.
  const table = readGridTable(lines, columnRole, ['degree', 'dates'], { keepLines: true });
  if (table === null || table.rows.some((row) => !/\b(?:19|20)\d\d\b/.test(row[table.columns.indexOf('dates')]!))) return [];
  const column = (row: string[], role: Role) => {
    const k = table.columns.indexOf(role);
    return k < 0 || row[k] === '' ? null : row[k]!.replace(/\n/g, ' ');
  };
  // "B.E. (Civil Engineering)" / "Sinhgad College of Engineering, Pune": the school under the degree in its cell.
  const schoolInCell = (row: string[]) => {
    const k = table.columns.indexOf('degree');
    const cellLines = k < 0 ? [] : row[k]!.split('\n');
    const at = cellLines.findIndex((l, n) => n > 0 && isSchoolText(fold(l)) && !DEGREE_WORDS.test(fold(l)));
    return at < 0 ? null : { degree: cellLines.slice(0, at).join(' '), school: cellLines.slice(at).join(' ').replace(/,\s*[^,]+$/, '') };
  };
  return table.rows
    .map((row) => {
      const year = column(row, 'dates');
      // "Master en gestion" / "Mention : distinction": the grade wrapped into the degree's cell is no part of its name.
      const inCell = schoolInCell(row);
      const degree = (inCell?.degree ?? column(row, 'degree'))?.replace(GRADE_IN_CELL, '').trim() || null;
      const school = inCell?.school ?? column(row, 'school');
      const board = school === null ? column(row, 'board') : null;
      return {
        degree,
        school: school ?? board,
        dates: year === null ? null : findEntryDates(fold(year), { single: true }),
        rest: row.filter((c, k) => c !== '' && table.columns[k] !== 'degree' && table.columns[k] !== 'school' && table.columns[k] !== 'dates' && !(board !== null && table.columns[k] === 'board')),
      };
    })
    .filter((r) => r.degree !== null);
}

/** A grade written under the degree in its cell: "… Mention : distinction", "… CGPA: 8.2", "… Grade – 2:1". */
const GRADE_IN_CELL = /\s(?:mention|grade|cgpa|gpa|classification|result|percentage)\s*[:–-]\s.*$/iu;

/** Europass's long labels, which a narrow label column wraps onto two or three lines. */
const LONG_LABELS = [
  "nom et type de l'etablissement d'enseignement ou de formation",
  'principales matieres/competences professionnelles couvertes',
  'niveau dans la classification nationale ou internationale',
  'intitule du certificat ou diplome delivre',
  'name and type of organisation providing education and training',
  'principal subjects/occupational skills covered',
  'level in national or international classification',
  'title of qualification awarded',
];
const labelKey = (label: string) => fold(label).replace(/\s*\/\s*/g, '/').replace(/\s+/g, ' ').trim();

/** Whether a label and the line under it are the start of one of Europass's long labels. */
function wrappedLabel(joined: string): boolean {
  const key = labelKey(joined);
  return LONG_LABELS.some((l) => l.startsWith(key) && (l.length === key.length || l[key.length] === ' '));
}

/** The records of an education section; empty unless two or more school or degree fields are labelled. */
export function labelledRecords(lines: readonly ResumeLine[]): LabelledRecord[] {
  const columnFirst = labelColumnReadFirst(lines);
  if (columnFirst !== null) return columnFirst;
  const fields: Array<{ role: Role; label: string; value: string }> = [];
  let awaiting: { role: Role; label: string } | null = null;
  for (const line of lines) {
    const text = line.text.trim();
    const cells = text.split('\t');
    // A table's header row ("Qualification⇥Board / University⇥Year"): columns, not a record; after a
    // record ("School⇥…" / "Highest Grade Passed⇥…" / "Year Completed⇥2013" then "Subject⇥Level⇥Result",
    // its subjects), the end of the record.
    if (cells.length > 1 && cells.every((c) => roleOf(c) !== null)) {
      if (fields.filter((f) => f.role === 'school' || f.role === 'degree').length >= 2) break;
      return [];
    }
    const m = /^([^\t:]{1,50}?)\s*(?:\t|:\s*)(\S.*)$/u.exec(text);
    const inline = m ? roleOf(m[1]!) : null;
    if (inline) {
      fields.push({ role: inline, label: m![1]!.trim(), value: m![2]!.replace(/\t/g, ' ').trim() });
      awaiting = null;
      continue;
    }
    const alone = roleOf(text);
    if (alone) {
      // Labels one under the other are a table's header written as plain text: no records.
      if (awaiting) return [];
      awaiting = { role: alone, label: text };
      continue;
    }
    if (awaiting) {
      fields.push({ ...awaiting, value: text });
      awaiting = null;
    } else if (fields.length > 0 && fields[fields.length - 1]!.role !== 'dates' && !line.bold) {
      const last = fields[fields.length - 1]!;
      // "Nom et type de l'établissement⇥École Exemple" / "d'enseignement": the label wrapped in its
      // column, not the value.
      if (wrappedLabel(`${last.label} ${text}`)) {
        last.label = `${last.label} ${text}`;
        continue;
      }
      last.value += ` ${text}`;
    }
  }
  if (fields.filter((f) => f.role === 'school' || f.role === 'degree').length < 2) return [];
  const records: Array<LabelledRecord & { board?: string }> = [];
  let current: (LabelledRecord & { board?: string }) | null = null;
  for (const f of fields) {
    const taken =
      current !== null && ((f.role === 'school' && current.school !== null) || (f.role === 'degree' && current.degree !== null) || (f.role === 'dates' && current.dates !== null));
    if (current === null || taken) {
      current = { school: null, degree: null, dates: null, rest: [] };
      records.push(current);
    }
    if (f.role === 'school') current.school = f.value;
    else if (f.role === 'degree') current.degree = f.value;
    else if (f.role === 'dates') current.dates = findEntryDates(fold(f.value), { single: true });
    else {
      if (f.role === 'board') current.board ??= f.value;
      current.rest.push(`${f.label}: ${f.value}`);
    }
  }
  // ("Degree: B.Com" / "Board: University of Rajasthan" / "Year: 2018": the board stands for the school none names.)
  return records
    .filter((r) => r.school !== null || r.degree !== null)
    .map(({ board, ...r }) => (r.school === null && board !== undefined ? { ...r, school: board, rest: r.rest.filter((x) => !x.endsWith(`: ${board}`)) } : r));
}

/**
 * Europass read as plain text: the label column ("Dates", "Intitulé du certificat ou diplôme
 * délivré", "Nom et type de l'établissement" / "d'enseignement"…) comes out in runs, apart from the
 * values. The labels are dropped and the values read in the template's order: the dates, the
 * degree on the next line, the school on the last line naming one before the next dates (else the
 * last line), the rest description. Null when the section is not so written.
 */
function labelColumnReadFirst(lines: readonly ResumeLine[]): LabelledRecord[] | null {
  const label: boolean[] = [];
  const roles = new Map<Role, number>();
  lines.forEach((line, i) => {
    const text = line.text.trim();
    const role = text.includes('\t') ? null : roleOf(text);
    // "Nom et type de l'établissement" / "d'enseignement": a long label wrapped.
    const wrap = role === null && i > 0 && label[i - 1] === true && wrappedLabel(`${lines[i - 1]!.text.trim()} ${text}`);
    label.push(role !== null || wrap);
    if (role !== null) roles.set(role, (roles.get(role) ?? 0) + 1);
  });
  // The labels of each record, again and again (a table's header row names its columns once).
  if (!labelColumnRun(label) || !roles.has('school') || (roles.get('degree') ?? 0) < 2 || (roles.get('dates') ?? 0) < 2) return null;
  const values = lines.filter((_, i) => !label[i]).map((l) => l.text.trim());
  const yearOnly = (t: string) => {
    const d = findEntryDates(fold(t), { single: true });
    return d !== null && !/\p{L}{3}/u.test(t.slice(0, d.index) + t.slice(d.index + d.length));
  };
  const starts = values.map((t, i) => (i + 1 < values.length && yearOnly(t) ? i : -1)).filter((i) => i >= 0);
  if (starts.length === 0) return null;
  return starts.map((start, k) => {
    const [dates, degree, ...rest] = values.slice(start, starts[k + 1] ?? values.length);
    const named = rest.map((t) => isSchoolText(fold(t))).lastIndexOf(true);
    const at = named >= 0 ? named : rest.length - 1;
    return {
      degree: degree ?? null,
      school: at >= 0 ? rest[at]! : null,
      dates: findEntryDates(fold(dates!), { single: true }),
      rest: rest.filter((_, i) => i !== at),
    };
  });
}
