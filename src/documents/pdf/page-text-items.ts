/**
 * pdfjs text content → our TextItems: page coordinates (points, origin top left, y down, the page's
 * rotation applied), a box from the font's ascent and descent, bold from the font's name, and the
 * text cleaned of icon-font glyphs and control characters. Ligatures (ﬁ, ﬂ) are already expanded
 * by pdfjs's Unicode normalization.
 *
 * Text that is not horizontal (a name set vertically along the edge) is kept, after the rest: it
 * would otherwise cut through every line it crosses.
 */
import { multiply } from './matrix.js';
import { cleanText } from '../clean-text.js';
import type { TextItem } from '../types.js';

export interface PdfjsTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
}

export interface PdfjsStyle {
  ascent?: number;
  descent?: number;
  vertical?: boolean;
  /** The font's PostScript name and pdfjs's bold/black flags (load-pdfjs.ts's worker patch). */
  fontName?: unknown;
  bold?: unknown;
  black?: unknown;
}

type Matrix = number[];


/**
 * Every box is one font size tall with its baseline at 80 % of it, whatever the font's own ascent
 * and descent: items on one baseline then have boxes that line up (to a fraction of a point per
 * point of size difference), which is what line grouping and row detection compare.
 */
const BOX_ASCENT = 0.8;

export function pageTextItems(
  raw: unknown[],
  styles: Record<string, PdfjsStyle>,
  viewportTransform: Matrix,
  boldFonts: ReadonlySet<string>,
): TextItem[] {
  const horizontal: TextItem[] = [];
  const other: TextItem[] = [];
  const spaced = new Set<TextItem>();
  for (const entry of raw) {
    if (!entry || typeof (entry as PdfjsTextItem).str !== 'string') continue; // marked content
    const item = entry as PdfjsTextItem;
    const clean = cleanText(item.str);
    const text = withoutLetterSpacing(clean);
    if (text.trim() === '') continue;
    const m = multiply(viewportTransform, item.transform);
    const size = Math.hypot(m[2]!, m[3]!);
    if (!Number.isFinite(size) || size <= 0 || !m.every(Number.isFinite)) continue;
    const style = styles[item.fontName] ?? {};
    // Scale of the text direction, to turn pdfjs's unscaled advance into page units.
    const scale = Math.hypot(m[0]!, m[1]!) / Math.max(Math.hypot(item.transform[0]!, item.transform[1]!), 1e-9);
    const out: TextItem = {
      text,
      x: m[4]!,
      y: m[5]! - size * BOX_ASCENT,
      width: Math.abs(item.width * (Number.isFinite(scale) ? scale : 1)),
      height: size,
      fontSize: round(size),
      bold: boldFonts.has(item.fontName),
    };
    if (text !== clean) spaced.add(out);
    const angle = Math.abs(Math.atan2(m[1]!, m[0]!));
    (angle < 0.1 && !style.vertical ? horizontal : other).push(out);
  }
  if (spaced.size > 0) joinSpacedPairs(horizontal, spaced);
  return horizontal.concat(other);
}

/**
 * Letter-spaced text (CSS `letter-spacing`: design templates' dates, names and headings): pdfjs
 * reads the spacing as spaces, a word at a time — "0 4 . 2 0 2 3", "A U J O U R D ' H U I",
 * "N AT I O N A L I T É" (a kerned pair stays glued). Characters standing one apart, two thirds of
 * them alone, make one word again; words stay apart (their own items, or two spaces or more between
 * them). A two-letter word ("D E") is one only beside a letter-spaced word of its line. pdftotext
 * does the same from the glyphs' spacing.
 */
export function withoutLetterSpacing(text: string, minLetters = 3): string {
  if (!/^\S{1,2}(?: \S{1,2})+/u.test(text.trim())) return text;
  return text
    .split(/( {2,})/u)
    .map((part) => (/^ +$/u.test(part) ? ' ' : spacedWord(part.trim(), minLetters) ? part.replace(/(\S) (?=\S)/gu, '$1') : part))
    .join('');
}

function spacedWord(text: string, minLetters: number): boolean {
  const tokens = text.split(' ');
  const alone = tokens.filter((t) => [...t].length === 1).length;
  // Longer than a word, without a digit: several words whose gaps read as one more space
  // ("E X P É R I E N C E P R O F E S S I O N N E L L E"); left for the readers of spaced headings and names.
  const letters = tokens.join('');
  if ([...letters].length > MAX_WORD && !/\d/.test(letters)) return false;
  return tokens.length >= minLetters && tokens.every((t) => [...t].length <= 2) && alone * 3 >= tokens.length * 2;
}

const MAX_WORD = 13;

/** Two-letter words ("D E", "E N") of lines whose other words were letter-spaced. */
function joinSpacedPairs(items: TextItem[], spaced: Set<TextItem>): void {
  for (const item of items) {
    if (spaced.has(item) || !/^\S \S$/u.test(item.text)) continue;
    const beside = items.some((o) => spaced.has(o) && Math.abs(o.y - item.y) < 0.5 && Math.abs(o.height - item.height) < 0.5 && Math.abs(o.x - item.x) < item.height * 40);
    if (beside) item.text = item.text.replace(' ', '');
  }
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
