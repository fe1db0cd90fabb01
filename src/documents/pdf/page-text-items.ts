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
  for (const entry of raw) {
    if (!entry || typeof (entry as PdfjsTextItem).str !== 'string') continue; // marked content
    const item = entry as PdfjsTextItem;
    const text = cleanText(item.str);
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
    const angle = Math.abs(Math.atan2(m[1]!, m[0]!));
    (angle < 0.1 && !style.vertical ? horizontal : other).push(out);
  }
  return horizontal.concat(other);
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
