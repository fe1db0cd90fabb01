/**
 * Items of a list section (skills, certifications, interests) as resumes write them: one per
 * bullet line, or several on one line separated by commas, middle dots, semicolons or pipes;
 * a category label in front ("Outils : SAP, Excel", "Langages : Python, SQL"); an item wrapped
 * onto the next line in a narrow column ("• négociation grands" / "comptes").
 */
import type { ResumeLine } from './resume-document.js';

/** Bullets and icon glyphs that open a list line. */
const BULLET = /^[\s•·▪●○◦■□➢➤►▶✓✔\-–—*>]+/u;
/** Separators between items written on one line. Commas inside parentheses are kept ("(CEng), ICE" is not). */
const SEPARATORS = /\s*[·•|;]\s*|\s+[–—]\s+|,\s*(?![^(]*\))/u;
/** "Label : items": a short category label (1–3 words, no digits) before a colon. */
const LABEL = /^([\p{L}][\p{L}’'\s&/-]{0,30}?)\s*:\s+(?=\S)/u;

export interface ListLine {
  text: string;
  /** The category label that opened the line ("Outils"), if any. */
  label: string | null;
}

/** The logical lines of a list: bullets stripped, wrapped items joined back. */
export function listLines(lines: readonly ResumeLine[]): ListLine[] {
  const out: { text: string; bulleted: boolean }[] = [];
  for (const line of lines) {
    const bulleted = BULLET.test(line.text) && !/^\s*-\d/.test(line.text);
    const text = line.text.replace(BULLET, '').trim();
    if (text === '') continue;
    const prev = out[out.length - 1];
    // A wrapped bullet item: the previous line had a bullet, this one has none and starts in
    // lower case, and the previous one does not end like a finished item.
    if (prev && prev.bulleted && !bulleted && /^\p{Ll}/u.test(text) && !/[.,;:)]$/.test(prev.text)) {
      prev.text = `${prev.text} ${text}`;
      continue;
    }
    // A parenthesis opened and not closed on the previous line goes on here ("Virtualization (7" / "years)").
    if (prev && !bulleted && unclosed(prev.text)) {
      prev.text = `${prev.text} ${text}`;
      continue;
    }
    out.push({ text, bulleted });
  }
  return out.map(({ text }) => {
    const m = LABEL.exec(text);
    if (m && m[1].trim().split(/\s+/).length <= 3) return { text: text.slice(m[0].length), label: m[1].trim() };
    return { text, label: null };
  });
}

function unclosed(text: string): boolean {
  return (text.match(/\(/g) ?? []).length > (text.match(/\)/g) ?? []).length;
}

/** Separators of items that may hold commas themselves ("CACES R489 catégories 1, 3 et 5"). */
const STRONG_SEPARATORS = /\s*[·•|;]\s*/u;

/** Every item of a list section, in order, without the closing full stop. `commas: false` for
 * items that may contain commas (certificate names), split only on dots, bullets, semicolons. */
export function listItems(lines: readonly ResumeLine[], opts: { commas?: boolean } = {}): string[] {
  const items: string[] = [];
  const separators = opts.commas === false ? STRONG_SEPARATORS : SEPARATORS;
  for (const line of listLines(lines)) {
    // "SEO - Google Analytics 4 - Canva": hyphens between items (OCR reads middle dots so), but
    // only when there are two or more, so that "Paris - Lyon" or "2015 - 2018" stays whole.
    const dashed = (line.text.match(/\s-\s/g) ?? []).length >= 2 && opts.commas !== false;
    for (const part of line.text.split(dashed ? new RegExp(`${separators.source}|\\s-\\s`, 'u') : separators)) {
      const item = cleanItem(part);
      if (item !== '') items.push(item);
    }
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
