/**
 * PPTX: slides in presentation order (`p:sldIdLst`, not file names: slide10 sorts before slide2),
 * each slide one page; shapes in tree order, `a:t` runs grouped by `a:p` paragraph, tables row by
 * row. Hyperlinks (`a:hlinkClick`) are recorded, pictures collected from the slide relationships.
 */
import { emuToPt, imageMime, pushUnique, readRelationships, type Relationship } from './office-common.js';
import { DEFAULT_FONT_SIZE, SyntheticLayout, type Segment } from './synthetic-layout.js';
import { attr, childElements, prefixedAttr, descendants, firstChild, parseXml, type XmlElement } from './xml.js';
import { openZip } from './zip.js';
import { DocumentError, type EmbeddedImage, type ReadLimits, type ReadResult } from './types.js';

export function readPptx(bytes: Uint8Array, limits: ReadLimits): ReadResult {
  const zip = openZip(bytes, limits);
  const presentationXml = zip.readText('ppt/presentation.xml');
  if (presentationXml === null) throw new DocumentError('INVALID_FILE', 'no ppt/presentation.xml');
  const presentation = parseXml(presentationXml, limits, 'ppt/presentation.xml');
  const rels = readRelationships(zip, 'ppt/_rels/presentation.xml.rels', 'ppt/', limits);
  const list = firstChild(presentation, 'sldIdLst');
  let slidePaths = (list ? childElements(list, 'sldId') : [])
    .map((s) => rels.get(prefixedAttr(s, 'id') ?? '')?.target)
    .filter((t): t is string => typeof t === 'string');
  if (slidePaths.length === 0) {
    // No slide list: fall back to the numeric order of the slide files.
    slidePaths = zip.names.filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n)).sort((a, b) => slideNumber(a) - slideNumber(b));
  }

  const layout = new SyntheticLayout();
  const images: EmbeddedImage[] = [];
  const links: string[] = [];
  const warnings: string[] = [];
  if (slidePaths.length > limits.maxPages) warnings.push(`only the first ${limits.maxPages} of ${slidePaths.length} slides read`);

  slidePaths.slice(0, limits.maxPages).forEach((path, index) => {
    const xml = zip.readText(path);
    if (xml === null) {
      warnings.push(`missing slide ${path}`);
      return;
    }
    if (index > 0) layout.newPage();
    const slide = parseXml(xml, limits, path);
    const slash = path.lastIndexOf('/');
    const slideRels = readRelationships(zip, `${path.slice(0, slash)}/_rels/${path.slice(slash + 1)}.rels`, path.slice(0, slash + 1), limits);
    for (const rel of slideRels.values()) if (rel.type === 'hyperlink' && rel.external) pushUnique(links, rel.target);
    const tree = descendants(slide, 'spTree')[0];
    if (tree) readShapes(tree, { layout, images, warnings, zip, rels: slideRels });
  });

  return { type: 'pptx', pages: layout.pages(), images, links, annotations: [], warnings };
}

interface SlideContext {
  layout: SyntheticLayout;
  images: EmbeddedImage[];
  warnings: string[];
  zip: ReturnType<typeof openZip>;
  rels: Map<string, Relationship>;
}

function readShapes(tree: XmlElement, ctx: SlideContext): void {
  const row = new ShapeRow(ctx.layout);
  for (const shape of childElements(tree)) {
    if (shape.name === 'sp' || shape.name === 'cxnSp') {
      const body = firstChild(shape, 'txBody');
      if (body) row.add(shapeBox(shape), body);
      continue;
    }
    row.flush();
    if (shape.name === 'grpSp') readShapes(shape, ctx);
    else if (shape.name === 'graphicFrame') {
      for (const tbl of descendants(shape, 'tbl')) readTable(tbl, ctx.layout);
    } else if (shape.name === 'pic') {
      readPicture(shape, ctx);
    } else if (shape.name === 'AlternateContent') {
      const choice = firstChild(shape, 'Choice');
      if (choice) readShapes(choice, ctx);
    }
  }
  row.flush();
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The shape's frame in points (`a:xfrm`), null when it has none. */
function shapeBox(shape: XmlElement): Box | null {
  const xfrm = descendants(shape, 'xfrm')[0];
  const off = xfrm ? firstChild(xfrm, 'off') : undefined;
  const ext = xfrm ? firstChild(xfrm, 'ext') : undefined;
  if (!off || !ext) return null;
  return { x: emuToPt(attr(off, 'x')), y: emuToPt(attr(off, 'y')), width: emuToPt(attr(ext, 'cx')), height: emuToPt(attr(ext, 'cy')) };
}

/**
 * Text boxes of one line side by side make one line, as on the page: a slide converted from a PDF
 * has a box per run of text, so a capital set larger than the rest ("A" + "ISHA"), a date set
 * right of its title, or the words of a justified line are boxes of their own. Boxes that share
 * most of their height, left to right, join: glued when they touch, a space or a tab apart.
 */
class ShapeRow {
  private box: Box | null = null;
  private segments: Segment[] = [];

  constructor(private readonly layout: SyntheticLayout) {}

  add(box: Box | null, body: XmlElement): void {
    const lines = childElements(body, 'p').flatMap((p) => paragraphLines(p)).filter((segments) => segments.some((s) => s.text.trim() !== ''));
    if (box === null || lines.length !== 1) {
      this.flush();
      for (const segments of lines) this.layout.addLine({ segments });
      return;
    }
    const segments = lines[0]!;
    if (this.box !== null && sameRow(this.box, box)) {
      const gap = box.x - (this.box.x + this.box.width);
      const em = Math.max(...segments.map((s) => s.fontSize ?? DEFAULT_FONT_SIZE));
      const spaced = /\s$/.test(this.segments[this.segments.length - 1]?.text ?? '') || /^\s/.test(segments[0]?.text ?? '');
      // The layout places items by their characters: four spaces are a gap that reads as a tab.
      const separator = gap > em ? '    ' : gap > em * 0.25 && !spaced ? ' ' : '';
      if (separator !== '') this.segments.push({ text: separator });
      this.segments.push(...segments);
      this.box = { x: this.box.x, y: Math.min(this.box.y, box.y), width: box.x + box.width - this.box.x, height: Math.max(this.box.y + this.box.height, box.y + box.height) - Math.min(this.box.y, box.y) };
      return;
    }
    this.flush();
    this.box = box;
    this.segments = [...segments];
  }

  flush(): void {
    if (this.segments.length > 0) this.layout.addLine({ segments: this.segments });
    this.box = null;
    this.segments = [];
  }
}

/** Left to right, and most of the smaller box's height inside the other's. */
function sameRow(a: Box, b: Box): boolean {
  if (b.x < a.x + a.width * 0.5) return false;
  const overlap = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return overlap >= Math.min(a.height, b.height) * 0.6;
}

function readTextBody(body: XmlElement, layout: SyntheticLayout): void {
  for (const p of childElements(body, 'p')) {
    for (const segments of paragraphLines(p)) {
      if (segments.some((s) => s.text.trim() !== '')) layout.addLine({ segments });
    }
  }
}

function paragraphLines(p: XmlElement): Segment[][] {
  const lines: Segment[][] = [[]];
  for (const el of childElements(p)) {
    if (el.name === 'r' || el.name === 'fld') {
      const rPr = firstChild(el, 'rPr');
      const t = firstChild(el, 't');
      const size = Number(rPr ? attr(rPr, 'sz') : NaN);
      const b = rPr ? attr(rPr, 'b') : null;
      if (t) lines[lines.length - 1]!.push({ text: textOf(t), bold: b === '1' || b === 'true', fontSize: size > 0 ? size / 100 : undefined });
    } else if (el.name === 'br') {
      lines.push([]);
    }
  }
  return lines;
}

function readTable(tbl: XmlElement, layout: SyntheticLayout): void {
  for (const tr of childElements(tbl, 'tr')) {
    const cells = childElements(tr, 'tc');
    const texts = cells.map((tc) => descendants(tc, 'p').map((p) => paragraphLines(p).map((l) => l.map((s) => s.text).join('')).join(' ')).join(' '));
    if (texts.some((t) => t.trim() !== '')) layout.addLine({ segments: texts.map((text) => ({ text })), cells: cells.length > 1 });
  }
}

function readPicture(pic: XmlElement, ctx: SlideContext): void {
  const blip = descendants(pic, 'blip')[0];
  const id = blip ? attr(blip, 'embed') : null;
  const rel = id ? ctx.rels.get(id) : undefined;
  if (!rel || rel.external) return;
  const off = descendants(pic, 'off')[0];
  const ext = descendants(pic, 'ext').find((e) => attr(e, 'cx') !== null);
  try {
    const bytes = ctx.zip.read(rel.target);
    if (!bytes) return;
    ctx.images.push({
      page: ctx.layout.position.page,
      x: emuToPt(off ? attr(off, 'x') : null),
      y: emuToPt(off ? attr(off, 'y') : null),
      width: emuToPt(ext ? attr(ext, 'cx') : null),
      height: emuToPt(ext ? attr(ext, 'cy') : null),
      mime: imageMime(rel.target),
      bytes,
    });
  } catch (err) {
    ctx.warnings.push(`image ${rel.target} skipped: ${(err as Error).message}`);
  }
}

function textOf(el: XmlElement): string {
  return el.children.map((c) => (typeof c === 'string' ? c : '')).join('');
}

function slideNumber(path: string): number {
  return Number(/(\d+)\.xml$/.exec(path)?.[1] ?? 0);
}
