/**
 * Items of a list section (skills, certifications, interests) as resumes write them: one per
 * bullet line, or several on one line separated by commas, middle dots, semicolons, pipes or
 * tabs; a category label in front ("Outils : SAP, Excel", "Langages : Python, SQL", a label
 * column "Technique<tab>Gros œuvre, TCE"); an item wrapped onto the next line in a narrow column
 * ("• négociation grands" / "comptes"); a grid of bulleted cells side by side, each wrapping
 * onto the row below ("▪ Programme &<tab>▪ Budget" / "governance<tab>management"); an item
 * wrapped in a list spaced item by item, whose wrap sits closer to its first line than the items
 * sit to each other ("Surveillance des paramètres" / "vitaux").
 */
import type { ResumeLine } from './resume-document.js';
import { BULLET_CHARS } from '../text/bullets.js';

/** Bullets and icon glyphs that open a list line; "=", "©", "°" and "o " are how OCR reads small
 * square and round bullets. */
const BULLET = new RegExp(`^(?:[\\s${BULLET_CHARS}\\-–—*>]|[=©°¢](?=\\s)|o(?=\\s+\\p{Lu}))+`, 'u');
/** Separators between items written on one line. Commas inside parentheses are kept ("(CEng), ICE" is not). */
const SEPARATORS = /\s*[·•|;\t]\s*|\s+[▪●■◦➢►▶✓✔]\s+|\s+[–—]\s+|\s{3,}|,\s*(?![^(]*\))/u;
/** "Label : items": a short category label (1–3 words, no digits) before a colon, perhaps with a
 * level in parentheses ("Programming (advanced): Python, Java"). */
const LABEL = /^([\p{L}][\p{L}’'\s&/-]{0,30}?(?:\s*\([^()]{1,30}\))?)\s*:\s+(?=\S)/u;
/** "Label<tab>a, b, c": a label column beside a comma list. */
const LABEL_CELL = /^([\p{L}][\p{L}’'\s&/-]{0,30}?)\t+(?=[^\t]*,)/u;
/** Words that cannot end an item: the line goes on below ("Budget management up to" / "£38m"). */
const OPEN_ENDING = /\s(?:to|of|and|or|for|in|with|on|at|the|a|an|de|des|du|d'|la|le|les|l'|et|ou|aux|au|à|en|pour|sur|avec|par|&)$/iu;
/** A line of a list wraps only when the next word would not have fitted on it: the line and
 * that word reach this share of the list's longest line (a character count stands for the width). */
const FULL_LINE = 0.8;

export interface ListLine {
  text: string;
  /** The category label that opened the line ("Outils"), if any. */
  label: string | null;
  /** The line opened with a bullet (or a grid cell did). */
  bulleted: boolean;
}

/** The logical lines of a list: bullets stripped, wrapped items joined back. */
export function listLines(lines: readonly ResumeLine[]): ListLine[] {
  const out: { text: string; bulleted: boolean }[] = [];
  const rows = gridColumns(labelColons(spacedRows(lines)));
  const plain = rows.filter((r) => !r.includes('\t')).map((r) => r.replace(BULLET, '').trim());
  // The width of a column whose items open with a capital: a line in lower case there is a wrap
  // ("Family and community" / "partnerships"); a list written in lower case throughout
  // ("droit du travail" / "paie") never says so.
  const opened = plain.filter((r) => /^\p{L}/u.test(r));
  const width = opened.filter((r) => /^\p{Lu}/u.test(r)).length >= opened.length * 0.6 ? Math.max(0, ...plain.map((r) => r.length)) : 0;
  // "Seasonal Influenza Vaccination" / "– IIOP (2018, renewed 2023)": in a list that uses no dash as
  // its bullet, a short line opening on a dash is the issuer and the year of the line above.
  const dashRows = rows.filter((r) => DASH_LED.test(r)).length;
  for (const row of rows) {
    const bulleted = BULLET.test(row) && !/^\s*-\d/.test(row);
    const text = row.replace(BULLET, '').trim();
    if (text === '') continue;
    const prev = out[out.length - 1];
    const issuer = dashRows === 1 && DASH_LED.test(row) && prev !== undefined && !prev.bulleted && !/[–—-]/.test(prev.text) && text.split(/\s+/).length <= 6 && /\d{4}|\(/.test(text);
    if (issuer) {
      prev!.text = `${prev!.text} – ${text}`;
      continue;
    }
    if (prev && !bulleted && continues(prev, text, width)) {
      // A word broken at its hyphen ("Why-" / "Why Analysis") is joined without a space.
      prev.text = /\p{L}-$/u.test(prev.text) ? `${prev.text}${text}` : `${prev.text} ${text}`;
      continue;
    }
    out.push({ text, bulleted });
  }
  const labelled: ListLine[] = [];
  let categories = 0;
  for (let i = 0; i < out.length; i++) {
    const { text, bulleted } = out[i]!;
    // A label column beside a comma list may be longer ("Prise en main à distance") than a label
    // before a colon, which could be the start of a sentence.
    const colon = LABEL.exec(text);
    const m = colon ?? LABEL_CELL.exec(text);
    if (m && m[1].replace(/\([^)]*\)/, '').trim().split(/\s+/).length <= (colon ? 3 : 5)) {
      labelled.push({ text: text.slice(m[0].length), label: m[1].trim(), bulleted });
      continue;
    }
    // A category on its own line above a comma list ("Management" / "Encadrement, Pilotage, …"):
    // the label of that line, not an item.
    const next = out[i + 1];
    // Two commas make the first such list; once the layout is seen, one is enough.
    // ("Over 5000 lines:" / "C++ • Python • Embedded C": a label closed by its colon, a list of any separator.)
    const closedLabel = /^[^:,;]{1,40}:$/u.test(text) && text.split(/\s+/).length <= 5;
    if (next && !bulleted && (isCategory(text) || closedLabel) && !LABEL.test(next.text) && (next.text.match(/,(?![^(]*\))|\s[•·|]\s/g) ?? []).length >= (categories > 0 || closedLabel ? 1 : 2)) {
      labelled.push({ text: next.text, label: text.replace(/\s*:$/, ''), bulleted: next.bulleted });
      categories++;
      i++;
      continue;
    }
    labelled.push({ text, label: null, bulleted });
  }
  return labelled;
}

/** A short line that can name a category: 1–3 words, no digits, no separators. */
function isCategory(text: string): boolean {
  return text.split(/\s+/).length <= 3 && !/[\d,;·•|()]/.test(text) && /^\p{Lu}/u.test(text);
}

/** A line without a bullet that carries on the item or list above it; `width` is the length of
 * the list's longest line. */
/** A line opening on a dash and a space. */
const DASH_LED = /^\s*[–—-]\s+\S/u;

function continues(prev: { text: string; bulleted: boolean }, text: string, width: number): boolean {
  // A parenthesis opened and not closed above goes on here ("Virtualization (7" / "years)").
  if (unclosed(prev.text)) return true;
  // An acronym that spells the words of both lines ("Early Years Learning" / "Framework (EYLF)").
  if (spellsAcross(prev.text, text)) return true;
  // A parenthesis alone ("Stakeholder management" / "(ExCo / Board)"), or a line left on a
  // preposition or a conjunction ("Budget management up to" / "£38m").
  if (/^\(/.test(text) && !/[.;:]$/.test(prev.text)) return true;
  // A dash that waits for its second half ("Full Teacher Registration –" / "Example College").
  // (Not an empty cell of a table row: "SIMDUT 2015⇥ASP Transport⇥2022⇥—".)
  if (OPEN_ENDING.test(prev.text) || (/\s[–—-]$|\p{L}-$/u.test(prev.text) && !/\t\s*[–—-]$/u.test(prev.text))) return true;
  // A comma list wrapped in a paragraph: the line above ends with a comma, or ends without one
  // and this line goes on in lower case ("…, réponse aux" / "marchés publics, Salesforce").
  const commaList = /,/.test(prev.text);
  if (commaList && /,$/.test(prev.text)) return true;
  // A wrapped bullet item or comma list: this line starts in lower case, and the one above does
  // not end like a finished item.
  // A list of one item per line: a line in lower case after one the next word would not have
  // fitted on ("Play-based and intentional" / "teaching"); "Data analysis" / "pandas" is two items.
  const full = isFull(prev.text, text, width, 1) && prev.text.split(/\s+/).length >= 2 && /^\p{Lu}/u.test(prev.text);
  return (prev.bulleted || commaList || full) && /^\p{Ll}/u.test(text) && !/[.,;:)]$/.test(prev.text);
}

/** The next line's first word would not have fitted on the line above: that line is full. Without
 * any other sign of a wrap, the two must go past the longest line (`share` 1); beside a sign (a
 * tighter line gap), a character count is only near the width (FULL_LINE). */
function isFull(above: string, next: string, width: number, share = FULL_LINE): boolean {
  return width > 0 && above.length + 1 + (next.split(/\s/)[0] ?? '').length > width * share;
}

/** "Framework (EYLF)" under "Early Years Learning": the acronym in parentheses is the initials of
 * the words before it only once the line above is read with it. */
function spellsAcross(above: string, text: string): boolean {
  const m = /^([^()]+?)\s*\((\p{Lu}{3,8})\)/u.exec(text);
  if (m === null) return false;
  const initials = (words: string) => words.split(/[\s-]+/).filter((w) => /^\p{Lu}/u.test(w)).map((w) => w[0]).join('');
  return !initials(m[1]!).endsWith(m[2]!) && initials(`${above} ${m[1]}`).endsWith(m[2]!);
}

/**
 * The texts of the list's lines, a wrap joined to its line in a list spaced item by item: the
 * gap above the wrap is well under the usual gap between lines, and the line above was full (its
 * column's next word would not have fitted: "A/B Testing & Statistics" / "dbt & Airflow" are two). A wrap beside a label column ("Prise en main à" /
 * "distance", under the label) goes on the cell it sits under.
 */
function spacedRows(lines: readonly ResumeLine[]): string[] {
  const gaps = lines.slice(1).flatMap((l, i) => (l.page === lines[i]!.page && l.y > lines[i]!.y ? [l.y - lines[i]!.y] : []));
  const usual = gaps.length >= 3 ? [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)]! : 0;
  const cells = lines.map((l) => l.text.split(/\t+/));
  const widest = (cell: (c: string[]) => string) => Math.max(0, ...cells.map((c) => cell(c).replace(BULLET, '').trim().length));
  const [firstWidth, lastWidth] = [widest((c) => c[0]!), widest((c) => c[c.length - 1]!)];
  // Items that open with a capital: a line opening with one is a wrap only after an unfinished
  // line ("Rooftop & ground-mount PV installation" / "String sizing & DC cabling" are two items,
  // stacked closer than the others where a text layer read a grid column by column).
  const capitalised = lines.filter((l) => /^\p{Lu}/u.test(l.text.replace(BULLET, '').trim())).length >= lines.length * 0.8;
  const out: { cells: string[]; x: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const [line, above] = [lines[i]!, lines[i - 1]];
    const row = out[out.length - 1];
    const gap = above !== undefined && above.page === line.page ? line.y - above.y : 0;
    const newItem = capitalised && /^\p{Lu}/u.test(line.text.trim()) && row !== undefined && row.cells.length === 1 && !OPEN_ENDING.test(row.cells[row.cells.length - 1]!) && !unclosed(row.cells[row.cells.length - 1]!);
    const wrap = row !== undefined && !newItem && gap > 0 && gap < usual * 0.75 && !line.text.includes('\t') && !BULLET.test(line.text) && !LABEL.test(line.text);
    if (wrap) {
      // Under the row's first cell when it starts where the row does, else under its last.
      const at = row.cells.length > 1 && Math.abs(line.x - row.x) < 5 ? 0 : row.cells.length - 1;
      const width = at === 0 && row.cells.length > 1 ? firstWidth : lastWidth;
      if (isFull(row.cells[at]!.replace(BULLET, '').trim(), line.text, width)) {
        row.cells[at] = `${row.cells[at]} ${line.text.trim()}`;
        continue;
      }
    }
    out.push({ cells: [...cells[i]!], x: line.x });
  }
  return out.map((r) => r.cells.join('\t'));
}

/** "Quality Tools<tab>:<tab>5S, Kaizen" and a colon on a line of its own ("CAD Software" / ":" /
 * "AutoCAD, CATIA") are one "Label: items" line. */
function labelColons(rows: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!.replace(/^([^\t:]{1,40}?)\s*\t+\s*:\s*\t*\s*/u, '$1: ');
    if (row.trim() === ':' && out.length > 0 && i + 1 < rows.length) {
      out[out.length - 1] = `${out[out.length - 1]!.trimEnd()}: ${rows[++i]!.trim()}`;
      continue;
    }
    out.push(row);
  }
  return out;
}

/**
 * Bulleted cells side by side on one row, separated by tabs, each wrapping onto the rows below
 * (a "core competencies" grid). The rows below are cut at their tabs and each piece joined to
 * its column; a row with fewer pieces than columns goes to the first column left unfinished
 * (an open parenthesis, a preposition at the end), else to the columns in order.
 */
function gridColumns(rows: string[]): string[] {
  rows = wrappedColumns(rows);
  const out: string[] = [];
  let columns: string[] | null = null;
  const flush = () => {
    if (columns) out.push(...columns);
    columns = null;
  };
  for (const row of rows) {
    const cells = cellsOf(row);
    if (cells.length >= 2 && cells.filter((c) => BULLET.test(c)).length >= 2) {
      flush();
      columns = cells;
      continue;
    }
    if (columns && cells.length > 0 && cells.length <= columns.length && !cells.some((c) => BULLET.test(c))) {
      const cols: string[] = columns;
      if (cells.length === cols.length) cells.forEach((c, i) => (cols[i] = `${cols[i]} ${c}`));
      else {
        let from = 0;
        const open = cols.findIndex((c) => unclosed(c) || OPEN_ENDING.test(c));
        if (open >= 0 && open + cells.length <= cols.length) from = open;
        cells.forEach((c, i) => (cols[from + i] = `${cols[from + i]} ${c}`));
      }
      continue;
    }
    flush();
    out.push(row);
  }
  flush();
  return out;
}

/**
 * "One-to-one support for pupils with⇥Positive behaviour support" / "EHCPs⇥(Team Teach)": a list
 * set in two or more columns without bullets, read row by row, its items wrapped in every column
 * → each column's lines in turn, for the wraps to join. Wraps are told by the cell above left open
 * (a parenthesis, a comma, a preposition) or by a cell in lower case or in brackets under one that
 * opens with a capital; a table of levels ("Excel⇥avancé") wraps in one column at most.
 */
function wrappedColumns(rows: string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < rows.length) {
    const k = cellsOf(rows[i]!).length;
    let end = i + 1;
    while (k >= 2 && end < rows.length && cellsOf(rows[end]!).length === k && !BULLET.test(rows[end]!)) end++;
    const run = rows.slice(i, end).map(cellsOf);
    const wrapped = new Set<number>();
    for (let r = 1; r < run.length; r++) {
      run[r]!.forEach((cell, c) => {
        const above = run[r - 1]![c]!;
        if (unclosed(above) || /,$/.test(above) || OPEN_ENDING.test(above) || (/^[\p{Ll}(]/u.test(cell) && /^\p{Lu}/u.test(above))) wrapped.add(c);
      });
    }
    // (Cells of a list's width: a line of prose beside a sidebar's item is another column's text.)
    if (run.length >= 3 && wrapped.size === k && !BULLET.test(rows[i]!) && run.every((cells) => cells.every((c) => c.length <= MAX_COLUMN_ITEM))) {
      for (let c = 0; c < k; c++) out.push(...run.map((cells) => cells[c]!));
    } else out.push(...rows.slice(i, end));
    i = end;
  }
  return out;
}

const MAX_COLUMN_ITEM = 60;

function cellsOf(row: string): string[] {
  return row.split(/\t+/).map((c) => c.trim()).filter((c) => c !== '');
}

/** More parentheses opened than closed: the text goes on. */
export function unclosed(text: string): boolean {
  return (text.match(/\(/g) ?? []).length > (text.match(/\)/g) ?? []).length;
}

/** Separators of items that may hold commas themselves ("CACES R489 catégories 1, 3 et 5"). */
const STRONG_SEPARATORS = /\s*[·•|;]\s*|\s+[▪●■◦➢►▶✓✔]\s+/u;

/** Every item of a list section, in order, without the closing full stop. `commas: false` for
 * items that may contain commas (certificate names), split only on dots, bullets, semicolons. */
export function listItems(lines: readonly ResumeLine[], opts: { commas?: boolean } = {}): string[] {
  return listLines(lines).flatMap((line) => lineItems(line.text, opts));
}

/** The items of one logical line. */
export function lineItems(text: string, opts: { commas?: boolean } = {}): string[] {
  const items: string[] = [];
  const separators = opts.commas === false ? STRONG_SEPARATORS : SEPARATORS;
  // "SEO - Google Analytics 4 - Canva": hyphens between items (OCR reads middle dots so), but
  // only when there are two or more, so that "Paris - Lyon" or "2015 - 2018" stays whole.
  const dashed = (text.match(/\s-\s/g) ?? []).length >= 2 && opts.commas !== false;
  for (const part of text.split(dashed ? new RegExp(`${separators.source}|\\s-\\s`, 'u') : separators)) {
    const item = cleanItem(part);
    if (item !== '') items.push(item);
  }
  return items;
}

/** An item without its bullet, closing punctuation or "and" left by "a, b and c". */
export function cleanItem(text: string): string {
  return text
    .replace(BULLET, '')
    .replace(/^(?:et|and)\s+/i, '')
    .replace(/[\s.;,:]+$/u, '')
    .trim();
}
