/**
 * PPTX: slides in presentation order (`p:sldIdLst`, not file names: slide10 sorts before slide2),
 * each slide one page; shapes in tree order, `a:t` runs grouped by `a:p` paragraph, tables row by
 * row. Hyperlinks (`a:hlinkClick`) are recorded, pictures collected from the slide relationships.
 */
import { emuToPt, imageMime, pushUnique, readRelationships, type Relationship } from './office-common.js';
import { ShapeRow, type Box } from './shape-rows.js';
import { SyntheticLayout, type Segment } from './synthetic-layout.js';
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
      if (body) row.add(shapeBox(shape), childElements(body, 'p').flatMap((p) => paragraphLines(p)));
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

/** The shape's frame in points (`a:xfrm`), null when it has none. */
function shapeBox(shape: XmlElement): Box | null {
  const xfrm = descendants(shape, 'xfrm')[0];
  const off = xfrm ? firstChild(xfrm, 'off') : undefined;
  const ext = xfrm ? firstChild(xfrm, 'ext') : undefined;
  if (!off || !ext) return null;
  return { x: emuToPt(attr(off, 'x')), y: emuToPt(attr(off, 'y')), width: emuToPt(attr(ext, 'cx')), height: emuToPt(attr(ext, 'cy')) };
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
