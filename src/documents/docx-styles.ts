/**
 * DOCX character formatting that later steps use as layout hints (bold, size): direct run
 * properties over the run's character style, over the paragraph style and its `basedOn` chain,
 * over the document defaults of `word/styles.xml`.
 */
import { attr, childElements, descendants, firstChild, type XmlElement } from './xml.js';

export interface RunStyle {
  bold?: boolean;
  fontSize?: number;
  basedOn?: string;
}

/** The style applying when a paragraph names none (`w:default="1"` paragraph style, usually "Normal"). */
export const DEFAULT_PARAGRAPH_STYLE = '#default-paragraph';
const DOC_DEFAULTS = '#doc-defaults';

/** `word/styles.xml`: bold and size of each style, with its `basedOn` parent and the document defaults. */
export function readStyles(root: XmlElement): Map<string, RunStyle> {
  const out = new Map<string, RunStyle>();
  const defaults = firstChild(root, 'docDefaults');
  const defaultRPr = defaults ? descendants(defaults, 'rPr')[0] : undefined;
  out.set(DOC_DEFAULTS, defaultRPr ? { bold: runBold(defaultRPr, false), fontSize: runSize(defaultRPr) } : {});
  for (const style of childElements(root, 'style')) {
    const id = attr(style, 'styleId');
    if (!id) continue;
    const rPr = firstChild(style, 'rPr');
    const b = rPr ? firstChild(rPr, 'b') : null;
    const basedOn = firstChild(style, 'basedOn');
    const entry: RunStyle = {
      bold: b && rPr ? runBold(rPr, false) : undefined,
      fontSize: rPr ? runSize(rPr) : undefined,
      basedOn: (basedOn ? attr(basedOn, 'val') : null) ?? DOC_DEFAULTS,
    };
    out.set(id, entry);
    if (attr(style, 'type') === 'paragraph' && attr(style, 'default') === '1') out.set(DEFAULT_PARAGRAPH_STYLE, entry);
  }
  return out;
}

export function resolveStyle(styles: Map<string, RunStyle>, id: string): { bold?: boolean; fontSize?: number } {
  const out: { bold?: boolean; fontSize?: number } = {};
  let current: string | undefined = id;
  for (let hops = 0; current && hops < 20; hops++) {
    const s = styles.get(current);
    if (!s) break;
    out.bold ??= s.bold;
    out.fontSize ??= s.fontSize;
    current = current === DOC_DEFAULTS ? undefined : (s.basedOn ?? DOC_DEFAULTS);
  }
  if (current !== DOC_DEFAULTS && out.fontSize === undefined) out.fontSize = styles.get(DOC_DEFAULTS)?.fontSize;
  return out;
}

export function runBold(rPr: XmlElement, inherited: boolean): boolean {
  const b = firstChild(rPr, 'b');
  if (!b) return inherited;
  const val = attr(b, 'val');
  return !(val === 'false' || val === '0' || val === 'off');
}

export function runSize(rPr: XmlElement): number | undefined {
  const sz = firstChild(rPr, 'sz');
  const n = Number(sz ? attr(sz, 'val') : NaN);
  return Number.isFinite(n) && n > 0 ? n / 2 : undefined;
}
