/**
 * Items of a list section (skills, certifications, interests) as resumes write them: one per
 * bullet line, or several on one line separated by commas, middle dots, semicolons, pipes or
 * tabs; a category label in front ("Outils : SAP, Excel", "Langages : Python, SQL", a label
 * column "Technique<tab>Gros œuvre, TCE"); an item wrapped onto the next line in a narrow column
 * ("• négociation grands" / "comptes"); a grid of bulleted cells side by side, each wrapping
 * onto the row below ("▪ Programme &<tab>▪ Budget" / "governance<tab>management").
 */
import type { ResumeLine } from './resume-document.js';

/** Bullets and icon glyphs that open a list line; "=", "©", "°" and "o " are how OCR reads small
 * square and round bullets. */
const BULLET = /^(?:[\s•·▪●○◦■□➢➤►▶✓✔\-–—*>]|[=©°¢](?=\s)|o(?=\s+\p{Lu}))+/u;
/** Separators between items written on one line. Commas inside parentheses are kept ("(CEng), ICE" is not). */
const SEPARATORS = /\s*[·•|;\t]\s*|\s+[–—]\s+|\s{3,}|,\s*(?![^(]*\))/u;
/** "Label : items": a short category label (1–3 words, no digits) before a colon, perhaps with a
 * level in parentheses ("Programming (advanced): Python, Java"). */
const LABEL = /^([\p{L}][\p{L}’'\s&/-]{0,30}?(?:\s*\([^()]{1,30}\))?)\s*:\s+(?=\S)/u;
/** "Label<tab>a, b, c": a label column beside a comma list. */
const LABEL_CELL = /^([\p{L}][\p{L}’'\s&/-]{0,30}?)\t+(?=[^\t]*,)/u;
/** Words that cannot end an item: the line goes on below ("Budget management up to" / "£38m"). */
const OPEN_ENDING = /\s(?:to|of|and|or|for|in|with|on|at|the|a|an|de|des|du|d'|la|le|les|l'|et|ou|aux|au|à|en|pour|sur|avec|par)$/iu;

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
  const rows = gridColumns(labelColons(lines.map((l) => l.text)));
  for (const row of rows) {
    const bulleted = BULLET.test(row) && !/^\s*-\d/.test(row);
    const text = row.replace(BULLET, '').trim();
    if (text === '') continue;
    const prev = out[out.length - 1];
    if (prev && !bulleted && continues(prev, text)) {
      prev.text = `${prev.text} ${text}`;
      continue;
    }
    out.push({ text, bulleted });
  }
  const labelled: ListLine[] = [];
  let categories = 0;
  for (let i = 0; i < out.length; i++) {
    const { text, bulleted } = out[i]!;
    const m = LABEL.exec(text) ?? LABEL_CELL.exec(text);
    if (m && m[1].replace(/\([^)]*\)/, '').trim().split(/\s+/).length <= 3) {
      labelled.push({ text: text.slice(m[0].length), label: m[1].trim(), bulleted });
      continue;
    }
    // A category on its own line above a comma list ("Management" / "Encadrement, Pilotage, …"):
    // the label of that line, not an item.
    const next = out[i + 1];
    // Two commas make the first such list; once the layout is seen, one is enough.
    if (next && !bulleted && isCategory(text) && !LABEL.test(next.text) && (next.text.match(/,(?![^(]*\))/g) ?? []).length >= (categories > 0 ? 1 : 2)) {
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

/** A line without a bullet that carries on the item or list above it. */
function continues(prev: { text: string; bulleted: boolean }, text: string): boolean {
  // A parenthesis opened and not closed above goes on here ("Virtualization (7" / "years)").
  if (unclosed(prev.text)) return true;
  // A parenthesis alone ("Stakeholder management" / "(ExCo / Board)"), or a line left on a
  // preposition or a conjunction ("Budget management up to" / "£38m").
  if (/^\(/.test(text) && !/[.;:]$/.test(prev.text)) return true;
  // A dash that waits for its second half ("Full Teacher Registration –" / "Example College").
  if (OPEN_ENDING.test(prev.text) || /\s[–—-]$/u.test(prev.text)) return true;
  // A comma list wrapped in a paragraph: the line above ends with a comma, or ends without one
  // and this line goes on in lower case ("…, réponse aux" / "marchés publics, Salesforce").
  const commaList = /,/.test(prev.text);
  if (commaList && /,$/.test(prev.text)) return true;
  // A wrapped bullet item or comma list: this line starts in lower case, and the one above does
  // not end like a finished item.
  return (prev.bulleted || commaList) && /^\p{Ll}/u.test(text) && !/[.,;:)]$/.test(prev.text);
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
  const out: string[] = [];
  let columns: string[] | null = null;
  const flush = () => {
    if (columns) out.push(...columns);
    columns = null;
  };
  for (const row of rows) {
    const cells = row.split(/\t+/).map((c) => c.trim()).filter((c) => c !== '');
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

function unclosed(text: string): boolean {
  return (text.match(/\(/g) ?? []).length > (text.match(/\)/g) ?? []).length;
}

/** Separators of items that may hold commas themselves ("CACES R489 catégories 1, 3 et 5"). */
const STRONG_SEPARATORS = /\s*[·•|;]\s*/u;

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
