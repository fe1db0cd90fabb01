/**
 * PPT (PowerPoint 97–2003, [MS-PPT]): every slide in presentation order, one page each. A slide's
 * text lives in its drawing: each shape's client text box holds its text, or (PowerPoint's
 * placeholders) a reference to the outline text kept with the slide in the slide list; LibreOffice
 * writes all of it in the drawing. Shapes are read in drawing order, paragraphs (`\r`) become
 * lines, vertical tabs line breaks; outline text no shape refers to follows the shapes. Masters,
 * notes and handouts are not read. Pictures are the JPEG/PNG BLIPs of the `Pictures` stream, placed
 * on the slide (and at the anchor) of the picture shape that uses them; links are the targets of
 * the document's hyperlink objects.
 */
import { ByteView } from './byte-view.js';
import { childRecords, findBlipImages, findRecord, MAX_DEPTH, recordAt, type BlipImage, type RecordHeader } from './office-art.js';
import { openOle, readingBinary, unreadable } from './ole.js';
import { readPptStructure, RT, textOf, type SlideRef } from './ppt-structure.js';
import { ShapeRow, type Box } from './shape-rows.js';
import { SyntheticLayout, type Segment } from './synthetic-layout.js';
import type { EmbeddedImage, ReadLimits, ReadResult } from './types.js';

const OA = {
  PPDrawing: 0x040c,
  DgContainer: 0xf002,
  SpgrContainer: 0xf003,
  SpContainer: 0xf004,
  Opt: 0xf00b,
  ClientTextbox: 0xf00d,
  ClientAnchor: 0xf010,
} as const;
/** The `pib` shape property: 1-based index of the shape's picture in the picture store. */
const PIB = 0x0104;
/** Slide coordinates are master units, 576 to the inch. */
const MASTER_UNITS_PER_POINT = 8;
const MAX_IMAGES = 50;

interface Picture {
  page: number;
  pib: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export function readPpt(bytes: Uint8Array, limits: ReadLimits): ReadResult {
  return readingBinary('ppt', () => {
    const ole = openOle(bytes);
    if (ole.stream('EncryptedSummary')) throw unreadable('encrypted presentation');
    const docBytes = ole.stream('PowerPoint Document');
    if (!docBytes) throw unreadable('no PowerPoint Document stream');
    const doc = new ByteView(docBytes, 'PowerPoint Document');
    const currentUser = ole.stream('Current User');
    const structure = readPptStructure(doc, currentUser ? new ByteView(currentUser, 'Current User') : null, limits.maxPages);
    const warnings = [...structure.warnings];
    if (structure.slideCount > limits.maxPages) warnings.push(`only the first ${limits.maxPages} of ${structure.slideCount} slides read`);

    const reader = new SlideReader(doc);
    structure.slides.forEach((slide, i) => {
      if (i > 0) reader.layout.newPage();
      reader.slide(slide, i);
    });

    const pictures = ole.stream('Pictures');
    const blips = pictures ? findBlipImages([new ByteView(pictures, 'Pictures')], MAX_IMAGES) : [];
    return {
      type: 'ppt',
      pages: reader.layout.pages(),
      images: placeImages(blips, reader.pictures, structure.pictureOffsets),
      links: structure.links,
      annotations: [],
      warnings,
    };
  });
}

class SlideReader {
  readonly layout = new SyntheticLayout();
  readonly pictures: Picture[] = [];
  /** One-line text boxes side by side make one line (a slide converted from a PDF: ShapeRow). */
  private readonly row = new ShapeRow(this.layout);

  constructor(private readonly doc: ByteView) {}

  slide(ref: SlideRef, page: number): void {
    const slide = recordAt(this.doc, ref.offset, this.doc.length);
    const drawing = slide ? findRecord(this.doc, slide.start, slide.end, OA.PPDrawing) : null;
    const used = new Set<number>();
    if (drawing) this.shapes(drawing, ref, used, page, 0);
    this.row.flush();
    ref.outline.forEach((text, i) => {
      if (!used.has(i)) this.row.add(null, lines(text));
    });
  }

  private shapes(container: RecordHeader, ref: SlideRef, used: Set<number>, page: number, depth: number): void {
    if (depth > MAX_DEPTH) return;
    for (const r of childRecords(this.doc, container.start, container.end)) {
      if (r.type === OA.DgContainer || r.type === OA.SpgrContainer) {
        // A group's shapes are placed in the group's own coordinates.
        this.row.flush();
        this.shapes(r, ref, used, page, depth + 1);
        this.row.flush();
      } else if (r.type === OA.SpContainer) this.shape(r, ref, used, page);
    }
  }

  private shape(sp: RecordHeader, ref: SlideRef, used: Set<number>, page: number): void {
    let pib = 0;
    let anchor: Box | null = null;
    const texts: string[] = [];
    for (const r of childRecords(this.doc, sp.start, sp.end)) {
      if (r.type === OA.Opt) pib = this.pictureIndex(r);
      else if (r.type === OA.ClientAnchor) anchor = this.anchor(r);
      else if (r.type === OA.ClientTextbox) {
        for (const t of childRecords(this.doc, r.start, r.end)) {
          if (t.type === RT.TextCharsAtom || t.type === RT.TextBytesAtom) texts.push(textOf(this.doc, t));
          else if (t.type === RT.OutlineTextRefAtom && t.end - t.start >= 4) {
            const index = this.doc.i32(t.start);
            const text = ref.outline[index];
            if (text !== undefined && !used.has(index)) {
              used.add(index);
              texts.push(text);
            }
          }
        }
      }
    }
    if (texts.length > 0) this.row.add(anchor !== null && anchor.height > 0 ? anchor : null, texts.flatMap(lines));
    if (pib > 0) this.pictures.push({ page, pib, ...(anchor ?? { x: 0, y: 0, width: 0, height: 0 }) });
  }

  /** The `pib` of a shape's property table ([MS-ODRAW] 2.2.9 OfficeArtFOPT), 0 when absent. */
  private pictureIndex(opt: RecordHeader): number {
    const count = Math.min(opt.instance, Math.floor((opt.end - opt.start) / 6));
    for (let i = 0; i < count; i++) {
      if ((this.doc.u16(opt.start + 6 * i) & 0x3fff) === PIB) return this.doc.u32(opt.start + 6 * i + 2);
    }
    return 0;
  }

  /** A shape's rectangle in points: top, left, right, bottom as 16-bit or 32-bit master units. */
  private anchor(r: RecordHeader): { x: number; y: number; width: number; height: number } {
    const small = r.end - r.start < 16;
    if (r.end - r.start < 8) return { x: 0, y: 0, width: 0, height: 0 };
    const at = (i: number): number => (small ? this.doc.i16(r.start + 2 * i) : this.doc.i32(r.start + 4 * i)) / MASTER_UNITS_PER_POINT;
    const [top, left, right, bottom] = [at(0), at(1), at(2), at(3)];
    return { x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
  }
}

/** A text box's lines: paragraphs at `\r`, line breaks at vertical tabs. */
function lines(text: string): Segment[][] {
  return text.split('\r').flatMap((paragraph) => paragraph.split('\x0b')).filter((line) => line.trim() !== '').map((line) => [{ text: line }]);
}

/** Each picture once: where a slide shape uses it, else (used by a master, or unused) page 0. */
function placeImages(blips: BlipImage[], pictures: Picture[], offsets: number[]): EmbeddedImage[] {
  const images: EmbeddedImage[] = [];
  const placed = new Set<BlipImage>();
  for (const picture of pictures) {
    const blip = blips.find((b) => b.offset === offsets[picture.pib - 1]);
    if (!blip || placed.has(blip)) continue;
    placed.add(blip);
    const { page, x, y, width, height } = picture;
    images.push({ page, x, y, width, height, mime: blip.mime, bytes: blip.bytes });
  }
  for (const blip of blips) {
    if (!placed.has(blip)) images.push({ page: 0, x: 0, y: 0, width: 0, height: 0, mime: blip.mime, bytes: blip.bytes });
  }
  return images;
}
