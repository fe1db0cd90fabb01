/**
 * What ODT and ODP share: OpenDocument text blocks (text:p, text:h, lists, tables, sections,
 * frames holding text boxes and images), style-derived bold and font size, links from text:a.
 * Unknown containers are walked into, so content in new wrappers is not lost; parts that are not
 * document text (notes, annotations, tracked deletions, forms) are skipped.
 */
import { imageMime, odfLengthToPt, pushUnique } from './office-common.js';
import { ShapeRow, type Box } from './shape-rows.js';
import { SyntheticLayout, type Segment } from './synthetic-layout.js';
import { attr, childElements, descendants, firstChild, type XmlElement } from './xml.js';
import type { ZipArchive } from './zip.js';
import type { EmbeddedImage } from './types.js';

const LIST_INDENT = 18;
const SKIPPED = new Set([
  'notes', 'annotation', 'tracked-changes', 'forms', 'sequence-decls', 'variable-decls',
  'user-field-decls', 'note', 'soft-page-break', 'bookmark', 'bookmark-start', 'bookmark-end',
  'table-columns', 'table-column', 'table-header-columns', 'event-listeners', 'title', 'desc',
]);

interface TextStyle {
  bold?: boolean;
  fontSize?: number;
  parent?: string;
}

export class OdfReader {
  readonly layout = new SyntheticLayout();
  readonly images: EmbeddedImage[] = [];
  readonly links: string[] = [];
  readonly warnings: string[] = [];
  private readonly styles = new Map<string, TextStyle>();
  private readonly seenImages = new Set<string>();

  constructor(private readonly zip: ZipArchive) {}

  /** Collects text styles from `office:styles` / `office:automatic-styles` of a parsed part. */
  addStyles(root: XmlElement): void {
    for (const style of descendants(root, 'style')) {
      const name = attr(style, 'name');
      if (!name) continue;
      const props = childElements(style, 'text-properties')[0];
      const weight = props ? attr(props, 'font-weight') : null;
      const size = props ? attr(props, 'font-size') : null;
      this.styles.set(name, {
        bold: weight === null ? undefined : weight === 'bold' || Number(weight) >= 600,
        fontSize: size && !size.endsWith('%') ? odfLengthToPt(size) || undefined : undefined,
        parent: attr(style, 'parent-style-name') ?? undefined,
      });
    }
  }

  /**
   * A slide's shapes in order; positioned one-paragraph text frames side by side make one line
   * (ShapeRow: a slide converted from a PDF has a frame per run of text).
   */
  readSlide(slide: XmlElement): void {
    const row = new ShapeRow(this.layout);
    for (const el of childElements(slide)) {
      const box = el.name === 'frame' ? frameBox(el) : null;
      const textBox = box ? firstChild(el, 'text-box') : undefined;
      const blocks = textBox ? childElements(textBox) : [];
      const p = blocks.length === 1 && (blocks[0]!.name === 'p' || blocks[0]!.name === 'h') && descendants(blocks[0]!, 'frame').length === 0 ? blocks[0]! : null;
      if (box && p) {
        row.add(box, this.inlineLines(p, this.styleOf(p)));
        continue;
      }
      if (!SKIPPED.has(el.name) && textOf(el).trim() === '' && descendants(el, 'image').length === 0) continue;
      row.flush();
      this.readBlocks({ ...slide, children: [el] });
    }
    row.flush();
  }

  readBlocks(container: XmlElement, indent = 0, dedupe?: Set<string>): void {
    for (const el of childElements(container)) {
      if (SKIPPED.has(el.name)) continue;
      switch (el.name) {
        case 'p':
        case 'h':
          this.readParagraph(el, indent, dedupe);
          break;
        case 'list':
          for (const item of childElements(el)) this.readListItem(item, indent + LIST_INDENT, dedupe);
          break;
        case 'table':
          this.readTable(el);
          break;
        case 'image':
          this.collectImage(el, container);
          break;
        default:
          this.readBlocks(el, indent, dedupe);
      }
    }
  }

  private readListItem(item: XmlElement, indent: number, dedupe?: Set<string>): void {
    let first = true;
    for (const el of childElements(item)) {
      if (el.name === 'list') {
        for (const sub of childElements(el)) this.readListItem(sub, indent + LIST_INDENT, dedupe);
      } else if (el.name === 'p' || el.name === 'h') {
        this.readParagraph(el, indent, dedupe, first ? '• ' : '');
        first = false;
      } else {
        this.readBlocks(el, indent, dedupe);
      }
    }
  }

  private readTable(table: XmlElement): void {
    const rows = tableRows(table);
    for (const row of rows) {
      const cells = childElements(row).filter((c) => c.name === 'table-cell');
      const simple = cells.every((c) => {
        const blocks = childElements(c);
        return blocks.length <= 1 && blocks.every((b) => b.name === 'p' || b.name === 'h') && descendants(c, 'frame').length === 0 && descendants(c, 'line-break').length === 0;
      });
      if (simple && cells.length > 1) {
        const texts = cells.map((c) => {
          const p = childElements(c)[0];
          return p ? this.inlineLines(p, this.styleOf(p))[0]!.map((s) => s.text).join('') : '';
        });
        if (texts.some((t) => t.trim() !== '')) this.layout.addLine({ segments: texts.map((text) => ({ text })), cells: true });
      } else {
        for (const c of cells) this.readBlocks(c);
      }
    }
  }

  private readParagraph(p: XmlElement, indent: number, dedupe?: Set<string>, bullet = ''): void {
    const frames: XmlElement[] = [];
    const base = this.styleOf(p);
    if (p.name === 'h' && base.bold === undefined) base.bold = true;
    const lines = this.inlineLines(p, base, frames);
    if (bullet && lines[0]) lines[0].unshift({ text: bullet });
    const hasText = lines.some((l) => l.some((s) => s.text.trim() !== '' && s.text !== bullet));
    if (!hasText && frames.length === 0) this.layout.addBlank();
    for (const segments of lines) {
      const text = segments.map((s) => s.text).join('').trim();
      if (text === '' || text === bullet.trim()) continue;
      if (dedupe) {
        if (dedupe.has(text)) continue;
        dedupe.add(text);
      }
      this.layout.addLine({ segments, indent });
    }
    for (const frame of frames) this.readBlocks(frame, indent, dedupe);
  }

  /** Inline content split at text:line-break; frames (text boxes, images) go to `frames`. */
  private inlineLines(p: XmlElement, base: TextStyle, frames: XmlElement[] = []): Segment[][] {
    const lines: Segment[][] = [[]];
    const walk = (el: XmlElement, style: TextStyle): void => {
      for (const c of el.children) {
        if (typeof c === 'string') {
          // ODF collapses runs of white space in text (text:s and text:tab carry the meaningful ones).
          lines[lines.length - 1]!.push({ text: c.replace(/[ \t\r\n]+/g, ' '), bold: style.bold ?? false, fontSize: style.fontSize });
          continue;
        }
        if (SKIPPED.has(c.name)) continue;
        switch (c.name) {
          case 's': {
            const count = Math.min(Number(attr(c, 'c') ?? 1) || 1, 100);
            lines[lines.length - 1]!.push({ text: ' '.repeat(count), bold: style.bold ?? false, fontSize: style.fontSize });
            break;
          }
          case 'tab':
            lines[lines.length - 1]!.push({ text: '\t', bold: style.bold ?? false, fontSize: style.fontSize });
            break;
          case 'line-break':
            lines.push([]);
            break;
          case 'frame':
          case 'custom-shape':
            frames.push(c);
            break;
          case 'a': {
            const href = attr(c, 'href');
            if (href) pushUnique(this.links, href);
            walk(c, style);
            break;
          }
          default: {
            const own = attr(c, 'style-name');
            walk(c, own ? { ...style, ...definedOnly(this.resolveStyle(own)) } : style);
          }
        }
      }
    };
    walk(p, base);
    return lines;
  }

  private collectImage(image: XmlElement, frame: XmlElement): void {
    const href = attr(image, 'href');
    if (!href) return;
    if (/^[a-z][a-z0-9+.-]*:/i.test(href)) {
      this.warnings.push(`linked image not fetched: ${href}`);
      return;
    }
    const path = href.replace(/^\.\//, '');
    if (this.seenImages.has(path)) return;
    this.seenImages.add(path);
    try {
      const bytes = this.zip.read(path);
      if (!bytes) return;
      const at = this.layout.position;
      this.images.push({
        page: at.page,
        x: at.x,
        y: at.y,
        width: odfLengthToPt(attr(frame, 'width')),
        height: odfLengthToPt(attr(frame, 'height')),
        mime: attr(image, 'mime-type') ?? imageMime(path),
        bytes,
      });
    } catch (err) {
      this.warnings.push(`image ${path} skipped: ${(err as Error).message}`);
    }
  }

  private styleOf(el: XmlElement): TextStyle {
    const name = attr(el, 'style-name');
    return name ? definedOnly(this.resolveStyle(name)) : {};
  }

  private resolveStyle(name: string): TextStyle {
    const out: TextStyle = {};
    let current: string | undefined = name;
    for (let hops = 0; current && hops < 20; hops++) {
      const s = this.styles.get(current);
      if (!s) break;
      out.bold ??= s.bold;
      out.fontSize ??= s.fontSize;
      current = s.parent;
    }
    return out;
  }
}

function definedOnly(style: TextStyle): TextStyle {
  const out: TextStyle = {};
  if (style.bold !== undefined) out.bold = style.bold;
  if (style.fontSize !== undefined) out.fontSize = style.fontSize;
  return out;
}

/** Rows of this table, through row groups, but not those of nested tables (read with their cell). */
function tableRows(table: XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  const walk = (el: XmlElement): void => {
    for (const c of childElements(el)) {
      if (c.name === 'table-row') out.push(c);
      else if (c.name !== 'table' && c.name !== 'table-cell') walk(c);
    }
  };
  walk(table);
  return out;
}

/** A frame's position and size in points (svg:x, svg:y, svg:width, svg:height); null without them. */
function frameBox(frame: XmlElement): Box | null {
  const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((a) => attr(frame, a));
  if (x === null || y === null || width === null || height === null) return null;
  return { x: odfLengthToPt(x), y: odfLengthToPt(y), width: odfLengthToPt(width), height: odfLengthToPt(height) };
}

/** Every text node under an element. */
function textOf(el: XmlElement): string {
  return el.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');
}
