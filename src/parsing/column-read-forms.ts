/**
 * A label | value table read column by column: text extracted from a PDF (pdftotext, and every
 * text format made from its output) gives the labels first, then the values ("Nom :", "Prénom :",
 * "Né le :" … then "EXEMPLE", "Ann", "01/02/1990" …). Paired back into "Nom : EXEMPLE" lines when
 * a block of as many values follows the block of labels, so that the form fields (name, birth
 * date, licence, phone) read as they do in the document.
 */
import { headingOf } from '../text/find-sections.js';
import { fold } from '../text/fold.js';
import { FORM_LABEL, isFormLabel } from './form-labels.js';
import type { ResumeLine } from './resume-document.js';

/** A form's label alone on its line: "Nom :", "Date of Birth:", "Permis de conduire :". */
const LABEL = /^\p{L}[\p{L}\p{M}'’ .()/&-]{0,30}\s*:$/u;
const MIN_LABELS = 3;
/** Lines further apart than this many steps of the label block are in another block. */
const BLOCK_GAP = 1.6;

export function pairColumnReadForms(lines: ResumeLine[]): ResumeLine[] {
  if (!lines.some((l) => l.text.endsWith(':') || l.text.startsWith(':') || FORM_LABEL.test(l.text.trim()))) return lines;
  const out: ResumeLine[] = [];
  let i = 0;
  while (i < lines.length) {
    // (A form read row by row before one read column by column: "Nom" / "Ann Exemple" / "Adresse" / …
    // has short values that could pass for more labels.)
    const paired = pairAt(lines, i) ?? pairColonValues(lines, i) ?? pairAlternating(lines, i) ?? pairBareLabels(lines, i);
    if (paired === null) {
      out.push(lines[i]!);
      i++;
      continue;
    }
    out.push(...paired.lines);
    i = paired.next;
  }
  return out.length === lines.length ? lines : out.map((l, index) => ({ ...l, index }));
}

function isLabel(line: ResumeLine): boolean {
  return LABEL.test(line.text) && line.text.replace(/\s*:$/, '').split(/\s+/).length <= 5;
}

function pairAt(lines: ResumeLine[], start: number): { lines: ResumeLine[]; next: number } | null {
  if (!isLabel(lines[start]!)) return null;
  let end = start;
  while (end + 1 < lines.length && isLabel(lines[end + 1]!) && lines[end + 1]!.page === lines[start]!.page) end++;
  const n = end - start + 1;
  if (n < MIN_LABELS) return null;
  const labels = lines.slice(start, end + 1);
  const step = Math.max(1, (labels[n - 1]!.y - labels[0]!.y) / (n - 1));
  const oneBlock = (values: ResumeLine[]) => values.every((v, k) => v.page === labels[0]!.page && !isLabel(v) && !v.text.endsWith(':') && headingOf(v.text) === null
    && (k === 0 || v.y - values[k - 1]!.y <= step * BLOCK_GAP));
  const pair = (values: ResumeLine[]) => values.map((value, k) => {
    const label = labels[k]!;
    const text = `${label.text} ${value.text}`;
    return { ...label, text, folded: fold(text), fontSize: Math.max(label.fontSize, value.fontSize) };
  });
  const values = lines.slice(end + 1, end + 1 + n);
  if (values.length < n) return null;
  const after = lines[end + 1 + n];
  const closed = after === undefined || after.page !== labels[0]!.page || after.y - values[n - 1]!.y > step * BLOCK_GAP || headingOf(after.text) !== null;
  if (oneBlock(values) && closed) return { lines: pair(values), next: end + 1 + n };
  // "Company:" / "Position:" / "Period:" / "Duties:" then "Example Security (Pty) Ltd" / "Control Room
  // Operator" / "March 2021 – Present" / the duties' lines: an entry's labels read before its values,
  // the last one a description's that runs on → each label with its value, the description's label
  // left on its own above the lines it heads.
  const last = labels[n - 1]!;
  if (!DESCRIPTION_LABEL.test(last.text) || !oneBlock(values.slice(0, n - 1))) return null;
  return { lines: [...pair(values.slice(0, n - 1)), { ...last, y: values[n - 2]!.y, page: values[n - 2]!.page }], next: end + n };
}

/** The label of an entry's description, whose value runs over several lines. */
const DESCRIPTION_LABEL = /^(?:(?:main |key )?(?:duties|responsibilities|tasks|achievements)|description|roles? (?:and|&) responsibilities|missions?(?: principales)?|t[âa]ches|r[ée]alisations|activit[ée]s)\s*:$/iu;

/** A label without its colon: "Designation", "Reporting to". */
const BARE_LABEL = /^\p{L}[\p{L}\p{M}'’ .()/&-]{0,28}$/u;
const MAX_BARE_LABELS = 6;

/** A short line that can be such a label: a few words, letters only. */
function isBareLabel(line: ResumeLine | undefined): boolean {
  return line !== undefined && BARE_LABEL.test(line.text.trim()) && line.text.trim().split(/\s+/).length <= 4;
}

/**
 * "Designation" / "Period" / "Reporting to" / ": Senior Pharmacist" / ": 01-Apr-2021 to Till Date" /
 * ": Head – Pharmacy": labels, then as many values each opening with the colon (an Indian
 * resume's "Label : value" table read column by column) → "Designation : Senior Pharmacist"…
 */
function pairColonValues(lines: ResumeLine[], start: number): { lines: ResumeLine[]; next: number } | null {
  // The whole run of labels, not its tail.
  if (isBareLabel(lines[start - 1]) && headingOf(lines[start - 1]!.text) === null) return null;
  let n = 0;
  while (n < MAX_BARE_LABELS && isBareLabel(lines[start + n])) n++;
  if (n === 0) return null;
  const values = lines.slice(start + n, start + 2 * n);
  if (values.length < n || !values.every((v) => /^\s*:\s*\S/.test(v.text))) return null;
  // The values are all there is: the line after them opens with no colon.
  if (/^\s*:/.test(lines[start + 2 * n]?.text ?? '')) return null;
  const merged = lines.slice(start, start + n).map((label, k) => {
    const text = `${label.text.trim()} ${values[k]!.text.trim()}`;
    return { ...label, text, folded: fold(text) };
  });
  return { lines: merged, next: start + 2 * n };
}

/**
 * "Adresse" / "Téléphone" / "E-mail" / "Né le" then their values, or "Name" / "Date of Birth" …
 * then a column of lone colons then the values: a form read column by column whose labels have no
 * colon of their own. Paired when at least three labels, most of them known form labels, are
 * followed by as many values.
 */
function pairBareLabels(lines: ResumeLine[], start: number): { lines: ResumeLine[]; next: number } | null {
  const short = (l: ResumeLine | undefined) => isBareLabel(l) && headingOf(l!.text) === null;
  if (!FORM_LABEL.test(lines[start]!.text.trim()) || short(lines[start - 1])) return null;
  // Inside the run, a label that can also title a section ("État civil") is still a label.
  const inRun = (l: ResumeLine | undefined) => short(l) || (isBareLabel(l) && FORM_LABEL.test(l!.text.trim()));
  // The run ends where a gap parts it from the values ("Criminal Record" / blank / "Ndlovu": short
  // values would otherwise read as more labels).
  const step = lines[start + 1] ? lines[start + 1]!.y - lines[start]!.y : 0;
  const apart = (a: ResumeLine, b: ResumeLine) => b.page !== a.page || (step > 0 && b.y - a.y > step * BLOCK_GAP);
  let run = 0;
  while (start + run < lines.length && (run === 0 ? short : inRun)(lines[start + run]) && lines[start + run]!.page === lines[start]!.page
    && (run === 0 || !apart(lines[start + run - 1]!, lines[start + run]!))) run++;
  // Without a gap (a spreadsheet's rows), the first values may still read as labels ("… Permis
  // de conduire" / "Exemple" / "Ann"): fewer labels then, when as many values close the block
  // (a heading, a gap or the end after them) and none of them is prose.
  for (let n = run; n >= MIN_LABELS; n--) {
    const labels = lines.slice(start, start + n);
    if (labels.filter((l) => FORM_LABEL.test(l.text.trim())).length * 2 < n) continue;
    let at = start + n;
    let colons = 0;
    while (at + colons < lines.length && lines[at + colons]!.text.trim() === ':') colons++;
    if (colons !== 0 && colons !== n) continue;
    at += colons;
    const values = valueBlock(lines, at, labels, step);
    if (values === null || values.some((v) => v.some((l) => l.text.trim() === ':' || headingOf(l.text) !== null || FORM_LABEL.test(l.text.trim()) || isProse(l.text)))) continue;
    const next = at + values.reduce((sum, v) => sum + v.length, 0);
    const after = lines[next];
    const closed = after === undefined || headingOf(after.text) !== null || apart(lines[next - 1]!, after);
    if (n < run && !closed) continue;
    const merged = labels.map((label, k) => {
      const text = `${label.text.trim()} : ${joinAddress(values[k]!.map((l) => l.text.trim()))}`;
      return { ...label, text, folded: fold(text) };
    });
    return { lines: merged, next };
  }
  return null;
}

/** A sentence, not a form's value: long, or several words closed by a full stop. */
function isProse(text: string): boolean {
  const t = text.trim();
  return t.length > 70 || (/\p{Ll}\.$/u.test(t) && t.split(/\s+/).length >= 6);
}

/** A postal code and its town opening a line: "1630 Bulle", "75011 Paris", "H2X 1Y4 Montréal". */
const POSTAL_TOWN = /^(?:\d{4,5}|[A-Z]\d[A-Z] ?\d[A-Z]\d|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})\s+\p{Lu}/u;
const ADDRESS_LABEL = /^(?:(?:home|postal|residential|permanent|present|current) )?(?:address|adresse)$/iu;
/** At most this many more lines than labels in a value block: an address's street and town lines. */
const MAX_ADDRESS_LINES = 3;

/**
 * The values of `labels` from `at`: one line each, but for an address, which takes the line of its
 * postal code and town under its street ("Rue de la Condémine 28" / "1630 Bulle"); or, when the
 * values stand as a block of their own (a gap before what follows) with one or two lines more than
 * there are labels, the extra lines are the address's whatever they hold.
 */
function valueBlock(lines: ResumeLine[], at: number, labels: ResumeLine[], step: number): ResumeLine[][] | null {
  const n = labels.length;
  if (lines.length - at < n) return null;
  const address = labels.findIndex((l) => ADDRESS_LABEL.test(l.text.trim().replace(/\s*:$/, '')));
  const one: ResumeLine[][] = [];
  let i = at;
  for (let k = 0; k < n; k++) {
    const line = lines[i++];
    if (line === undefined) return null;
    const value = [line];
    if (k === address && lines[i] !== undefined && POSTAL_TOWN.test(lines[i]!.text.trim())) value.push(lines[i++]!);
    one.push(value);
  }
  if (address < 0 || step <= 0 || one[address]!.length > 1) return one;
  let end = at + 1;
  while (end < lines.length && end - at <= n + MAX_ADDRESS_LINES - 1 && lines[end]!.page === lines[at]!.page
    && lines[end]!.y - lines[end - 1]!.y <= step * BLOCK_GAP && headingOf(lines[end]!.text) === null) end++;
  const extra = end - at - n;
  const closed = end === lines.length || lines[end]!.page !== lines[at]!.page || lines[end]!.y - lines[end - 1]!.y > step * BLOCK_GAP
    || headingOf(lines[end]!.text) !== null;
  if (extra <= 0 || extra >= MAX_ADDRESS_LINES || !closed) return one;
  const block = lines.slice(at, end);
  return [...block.slice(0, address).map((l) => [l]), block.slice(address, address + extra + 1), ...block.slice(address + extra + 1).map((l) => [l])];
}

/** The lines of an address, a comma apart where a number ends or opens one ("Rue … 28, 1630 Bulle"). */
function joinAddress(parts: string[]): string {
  return parts.reduce((a, b) => `${a}${/\d$/.test(a) || /^\d/.test(b) ? ', ' : ' '}${b}`);
}

const MIN_ALTERNATING_PAIRS = 3;

/** A value's line in a form read row by row: neither a label nor a heading nor a lone colon. */
function isFormValue(line: ResumeLine | undefined): boolean {
  if (line === undefined) return false;
  const text = line.text.trim();
  return text !== '' && text !== ':' && !isFormLabel(text) && !LABEL.test(text) && headingOf(text) === null;
}

/**
 * "Name:" / "OKONKWO Adaeze (Mrs)" / "Date of Birth:" / "12th June, 1990" / "Sex:" / "Female": a
 * label | value table read row by row, each cell on its own line (pdftotext, and the text formats
 * made from it, put a blank line between cells) → "Name: OKONKWO Adaeze (Mrs)" … . Paired when at
 * least three labels in a row, most of them known form labels and the others closing on a colon,
 * each have their value under them; a value wrapped onto a second line ("…, Ikeja, Lagos" /
 * "State") goes with it when the next label follows.
 */
function pairAlternating(lines: ResumeLine[], start: number): { lines: ResumeLine[]; next: number } | null {
  const label = (l: ResumeLine | undefined) => l !== undefined && (isFormLabel(l.text) || isLabel(l));
  const merged: ResumeLine[] = [];
  let known = 0;
  let at = start;
  while (label(lines[at]) && isFormValue(lines[at + 1]) && lines[at + 1]!.page === lines[at]!.page) {
    const values = [lines[at + 1]!];
    if (isFormValue(lines[at + 2]) && label(lines[at + 3]) && lines[at + 2]!.page === lines[at]!.page) values.push(lines[at + 2]!);
    const head = lines[at]!.text.trim();
    if (isFormLabel(head)) known++;
    // ("Rue du Progrès 57" / "2300 La Chaux-de-Fonds": the lines of an address, a comma apart.)
    const value = joinAddress(values.map((v) => v.text.trim()));
    const text = `${/:$/.test(head) ? head : head + ' :'} ${value}`;
    merged.push({ ...lines[at]!, text, folded: fold(text) });
    at += 1 + values.length;
  }
  if (merged.length < MIN_ALTERNATING_PAIRS || known * 2 < merged.length) return null;
  return { lines: merged, next: at };
}
