/**
 * DOCX (WordprocessingML): headers, then the body, then footers, in reading order. Paragraphs
 * become lines (a `w:br` splits them), tables whose cells hold one paragraph each become one line
 * per row with a column per cell, while layout tables (cells of many paragraphs, the usual
 * two-column resume) are read cell by cell so columns never interleave. Text boxes
 * (`w:txbxContent`) follow the paragraph that anchors them; only the `mc:Choice` branch of
 * alternate content is read, as `mc:Fallback` repeats it. Hyperlinks come from the relationships
 * (recorded, never fetched); images from `word/media` with their bytes.
 */
import { imageMime, emuToPt, pushUnique, readRelationships, type Relationship } from './office-common.js';
import { DEFAULT_PARAGRAPH_STYLE, readStyles, resolveStyle, runBold, runSize, type RunStyle } from './docx-styles.js';
import { SyntheticLayout, type Segment } from './synthetic-layout.js';
import { attr, childElements, prefixedAttr, descendants, firstChild, parseXml, type XmlElement } from './xml.js';
import { openZip, type ZipArchive } from './zip.js';
import { DocumentError, type EmbeddedImage, type ReadLimits, type ReadResult } from './types.js';

const LIST_INDENT = 18;

export function readDocx(bytes: Uint8Array, limits: ReadLimits): ReadResult {
  const zip = openZip(bytes, limits);
  const xml = zip.readText('word/document.xml');
  if (xml === null) throw new DocumentError('INVALID_FILE', 'no word/document.xml');
  const document = parseXml(xml, limits, 'word/document.xml');
  const rels = readRelationships(zip, 'word/_rels/document.xml.rels', 'word/', limits);
  const stylesXml = zip.readText('word/styles.xml');
  const styles = stylesXml === null ? new Map<string, RunStyle>() : readStyles(parseXml(stylesXml, limits, 'word/styles.xml'));
  const reader = new DocxReader(zip, limits, rels, styles);

  const body = firstChild(document, 'body');
  if (!body) throw new DocumentError('DOCUMENT_UNREADABLE', 'no w:body');
  const parts = (type: string): Relationship[] => [...rels.values()].filter((r) => r.type === type && !r.external);
  reader.readParts(parts('header'));
  reader.readBlocks(body);
  reader.readParts(parts('footer'));
  for (const rel of rels.values()) if (rel.type === 'hyperlink' && rel.external) pushUnique(reader.links, rel.target);

  return {
    type: 'docx',
    pages: reader.layout.pages(),
    images: reader.images,
    links: reader.links,
    annotations: [],
    warnings: reader.warnings,
  };
}

class DocxReader {
  readonly layout = new SyntheticLayout();
  readonly images: EmbeddedImage[] = [];
  readonly links: string[] = [];
  readonly warnings: string[] = [];
  private readonly seenHeaderLines = new Set<string>();
  private readonly seenImages = new Set<string>();
  private currentRels: Map<string, Relationship>;

  constructor(
    private readonly zip: ZipArchive,
    private readonly limits: ReadLimits,
    private readonly rels: Map<string, Relationship>,
    private readonly styles: Map<string, RunStyle>,
  ) {
    this.currentRels = rels;
  }

  /** Headers or footers: default, first-page and even-page variants often repeat one another. */
  readParts(parts: Relationship[]): void {
    for (const part of parts) {
      const xml = this.zip.readText(part.target);
      if (xml === null) {
        this.warnings.push(`missing part ${part.target}`);
        continue;
      }
      const root = parseXml(xml, this.limits, part.target);
      const slash = part.target.lastIndexOf('/');
      const relsPath = `${part.target.slice(0, slash)}/_rels/${part.target.slice(slash + 1)}.rels`;
      this.currentRels = readRelationships(this.zip, relsPath, part.target.slice(0, slash + 1), this.limits);
      this.readBlocks(root, this.seenHeaderLines);
      this.currentRels = this.rels;
    }
  }

  /** Block-level content: paragraphs, tables, content controls. */
  readBlocks(container: XmlElement, dedupe?: Set<string>): void {
    for (const el of childElements(container)) {
      if (el.name === 'p') this.readParagraph(el, dedupe);
      else if (el.name === 'tbl') this.readTable(el);
      else if (el.name === 'sdt') {
        const content = firstChild(el, 'sdtContent');
        if (content) this.readBlocks(content, dedupe);
      } else if (el.name === 'customXml' || el.name === 'ins' || el.name === 'smartTag') this.readBlocks(el, dedupe);
    }
  }

  private readTable(tbl: XmlElement): void {
    for (const tr of childElements(tbl, 'tr')) {
      const cells = childElements(tr, 'tc');
      const simple = cells.every((tc) => {
        const blocks = childElements(tc).filter((e) => e.name !== 'tcPr');
        return blocks.length <= 1 && blocks.every((b) => b.name === 'p') && descendants(tc, 'txbxContent').length === 0 && descendants(tc, 'br').length === 0;
      });
      if (simple && cells.length > 1) {
        const texts = cells.map((tc) => {
          const p = firstChild(tc, 'p');
          return p ? this.paragraphLines(p).map((l) => l.map((s) => s.text).join('')).join(' ') : '';
        });
        if (texts.some((t) => t.trim() !== '')) this.layout.addLine({ segments: texts.map((text) => ({ text })), cells: true });
      } else {
        for (const tc of cells) this.readBlocks(tc);
      }
    }
  }

  private readParagraph(p: XmlElement, dedupe?: Set<string>): void {
    const pPr = firstChild(p, 'pPr');
    const numPr = pPr ? firstChild(pPr, 'numPr') : null;
    let indent = 0;
    const textBoxes: XmlElement[] = [];
    const lines = this.paragraphLines(p, textBoxes);
    if (numPr) {
      const ilvl = Number(attr(firstChild(numPr, 'ilvl') ?? p, 'val') ?? 0) || 0;
      indent = LIST_INDENT * (ilvl + 1);
      if (lines[0]) lines[0].unshift({ text: '• ' });
    }
    const hasText = lines.some((l) => l.some((s) => s.text.trim() !== ''));
    if (!hasText && textBoxes.length === 0) this.layout.addBlank();
    for (const segments of lines) {
      const text = segments.map((s) => s.text).join('').trim();
      if (text === '') continue;
      if (dedupe) {
        if (dedupe.has(text)) continue;
        dedupe.add(text);
      }
      this.layout.addLine({ segments, indent });
    }
    for (const box of textBoxes) this.readBlocks(box, dedupe);
  }

  /** Runs of a paragraph split at line breaks; text boxes met on the way go to `textBoxes`. */
  private paragraphLines(p: XmlElement, textBoxes: XmlElement[] = []): Segment[][] {
    const lines: Segment[][] = [[]];
    const pPr = firstChild(p, 'pPr');
    const pStyle = pPr ? firstChild(pPr, 'pStyle') : null;
    const base = resolveStyle(this.styles, (pStyle ? attr(pStyle, 'val') : null) ?? DEFAULT_PARAGRAPH_STYLE);
    const walk = (el: XmlElement, bold: boolean, fontSize: number | undefined): void => {
      for (const c of el.children) {
        if (typeof c === 'string') continue;
        switch (c.name) {
          case 'pPr':
          case 'rPr':
          case 'delText':
          case 'instrText':
            if (c.name === 'instrText') this.fieldLink(c);
            break;
          case 'Fallback':
            break;
          case 'r': {
            const rPr = firstChild(c, 'rPr');
            if (!rPr) {
              walk(c, bold, fontSize);
              break;
            }
            const rStyle = firstChild(rPr, 'rStyle');
            const character = rStyle ? resolveStyle(this.styles, attr(rStyle, 'val') ?? '') : {};
            walk(c, runBold(rPr, character.bold ?? bold), runSize(rPr) ?? character.fontSize ?? fontSize);
            break;
          }
          case 't':
            lines[lines.length - 1]!.push({ text: textOf(c), bold, fontSize });
            break;
          case 'tab':
            lines[lines.length - 1]!.push({ text: '\t', bold, fontSize });
            break;
          case 'noBreakHyphen':
            lines[lines.length - 1]!.push({ text: '-', bold, fontSize });
            break;
          case 'br':
          case 'cr':
            lines.push([]);
            break;
          case 'hyperlink': {
            const id = prefixedAttr(c, 'id');
            const rel = id ? this.currentRels.get(id) : undefined;
            if (rel?.external) pushUnique(this.links, rel.target);
            walk(c, bold, fontSize);
            break;
          }
          case 'txbxContent':
            textBoxes.push(c);
            break;
          case 'drawing':
          case 'pict':
          case 'object':
            this.collectImages(c);
            walk(c, bold, fontSize);
            break;
          default:
            walk(c, bold, fontSize);
        }
      }
    };
    walk(p, base.bold ?? false, base.fontSize);
    return lines;
  }

  private fieldLink(instr: XmlElement): void {
    const m = /HYPERLINK\s+"([^"]+)"/.exec(textOf(instr));
    if (m) pushUnique(this.links, m[1]!);
  }

  private collectImages(drawing: XmlElement): void {
    const extent = descendants(drawing, 'extent')[0];
    const width = emuToPt(extent ? attr(extent, 'cx') : null);
    const height = emuToPt(extent ? attr(extent, 'cy') : null);
    const blips = [...descendants(drawing, 'blip'), ...descendants(drawing, 'imagedata')];
    for (const blip of blips) {
      const id = attr(blip, 'embed') ?? attr(blip, 'link') ?? prefixedAttr(blip, 'id');
      const rel = id ? this.currentRels.get(id) : undefined;
      if (!rel || rel.external) {
        if (rel?.external) this.warnings.push(`linked image not fetched: ${rel.target}`);
        continue;
      }
      if (this.seenImages.has(rel.target)) continue;
      this.seenImages.add(rel.target);
      try {
        const bytes = this.zip.read(rel.target);
        if (!bytes) continue;
        const at = this.layout.position;
        this.images.push({ page: at.page, x: at.x, y: at.y, width, height, mime: imageMime(rel.target), bytes });
      } catch (err) {
        this.warnings.push(`image ${rel.target} skipped: ${(err as Error).message}`);
      }
    }
  }
}

function textOf(el: XmlElement): string {
  return el.children.map((c) => (typeof c === 'string' ? c : '')).join('');
}
