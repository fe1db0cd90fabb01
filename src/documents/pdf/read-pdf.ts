/**
 * PDF: pdfjs-dist text content with positions, fonts and bold, in reading order (columns are not
 * interleaved, see reading-order.ts); link annotations recorded as links and text annotations as
 * annotation texts (spec 2.1 appends them to `info_resume.text`); the images of the first two pages
 * (where a photo is) with their page box; and
 * OCR for pages without a usable text layer (scans, fonts that do not decode to real text), on the
 * first 4 such pages (spec 8), the rest reported in a warning.
 *
 * Nothing is fetched: pdfjs reads CMaps and standard fonts from its own package folder and never
 * follows a URL found in a document.
 */
import { deferOcrIfAsked, OcrDeferred } from '../ocr/shared-ocr-service.js';
import { orderReading } from '../reading-order.js';
import { isUsableText } from '../text-quality.js';
import { DocumentError, type EmbeddedImage, type Page, type ReadLimits, type ReadResult, type TextItem } from '../types.js';
import { checkPdfStreams } from './check-pdf-streams.js';
import { loadPdfjs, pdfjsDataPaths, pdfjsFeatures } from './load-pdfjs.js';
import { multiply } from './matrix.js';
import { isBoldFontName, pageGraphics, unitSquareBox, type OpCodes, type PageGraphics, type PdfjsOps } from './page-graphics.js';
import { extractImage, MIN_IMAGE_PX, type PdfjsObjects } from './extract-image.js';
import { pageTextItems, type PdfjsStyle } from './page-text-items.js';
import { ocrPdfPage, type CanvasFactory, type PdfPageForOcr } from './ocr-pdf-page.js';

/** Spec 8: "scanned documents are OCR'd on their first 4 pages". */
export const MAX_OCR_PAGES = 4;
/** Pages whose images are extracted: the photo step searches the first two (photos/find-face-photo.ts). */
const IMAGE_PAGES = 2;
/** Images extracted per document: enough for a photo and a logo, bounded for hostile files. */
const MAX_IMAGES = 8;
/** Smaller images (icons, bullets, rules) are decoration. */
const MIN_IMAGE_PT = 36;

/**
 * Where pdfjs "loads" a font for display. Reading text and operator lists needs no glyph shapes,
 * but a document opened with `disableFontFace` has pdfjs compile every glyph it meets into a
 * path and send it over (a tenth of the reading time of a resume); a font face instead is bound
 * to the document's style sheet. This document's style sheet keeps nothing: fonts are bound
 * nowhere, their names (for bold) still arrive. Pages drawn for OCR are read from a second
 * opening that draws glyphs as paths (`openPdf(…, 'draw')`).
 */
const INERT_DOCUMENT = {
  fonts: undefined,
  createElement: () => ({ sheet: { cssRules: [], insertRule: () => 0 }, remove: () => undefined }),
  documentElement: { getElementsByTagName: () => [{ append: () => undefined }] },
};

type Pdfjs = Awaited<ReturnType<typeof loadPdfjs>>;

/** The document opened by pdfjs, to read (fonts bound nowhere) or to draw for OCR (glyphs as paths). */
async function openPdf(pdfjs: Pdfjs, bytes: Uint8Array, limits: ReadLimits, use: 'read' | 'draw'): Promise<PdfjsDocument & { destroy(): Promise<void> }> {
  const task = pdfjs.getDocument({
    // pdfjs takes ownership of (and detaches) the buffer it is given.
    data: new Uint8Array(bytes),
    ...pdfjsDataPaths(),
    isEvalSupported: false,
    disableFontFace: use === 'draw',
    ...(use === 'read' ? { ownerDocument: INERT_DOCUMENT } : {}),
    useSystemFonts: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    maxImageSize: limits.maxImagePixels,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    return (await task.promise) as unknown as PdfjsDocument & { destroy(): Promise<void> };
  } catch (err) {
    await task.destroy().catch(() => undefined);
    const name = (err as Error)?.name ?? '';
    if (name === 'PasswordException') throw new DocumentError('DOCUMENT_UNREADABLE', 'password-protected PDF');
    throw new DocumentError('DOCUMENT_UNREADABLE', `PDF: ${(err as Error)?.message ?? String(err)}`);
  }
}

export async function readPdf(bytes: Uint8Array, limits: ReadLimits): Promise<ReadResult> {
  checkPdfStreams(bytes, limits);
  const pdfjs = await loadPdfjs();
  const doc = await openPdf(pdfjs, bytes, limits, 'read');
  try {
    if (doc.numPages > limits.maxPages) {
      throw new DocumentError('DOCUMENT_TOO_LARGE', `${doc.numPages} pages, over the limit of ${limits.maxPages}`);
    }
    return await readPages(pdfjs.OPS as unknown as OpCodes, doc, limits, () => openPdf(pdfjs, bytes, limits, 'draw'));
  } catch (err) {
    if (err instanceof DocumentError || err instanceof OcrDeferred) throw err;
    throw new DocumentError('DOCUMENT_UNREADABLE', `PDF: ${(err as Error)?.message ?? String(err)}`);
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}

interface PdfjsDocument {
  numPages: number;
  canvasFactory: unknown;
  getPage(n: number): Promise<PdfjsPage>;
}

interface PdfjsPage extends PdfPageForOcr {
  getTextContent(): Promise<{ items: unknown[]; styles: Record<string, PdfjsStyle> }>;
  getOperatorList(): Promise<PdfjsOps>;
  getAnnotations(): Promise<unknown[]>;
  commonObjs: PdfjsObjects;
  objs: PdfjsObjects;
  cleanup(): boolean;
}

async function readPages(OPS: OpCodes, doc: PdfjsDocument, limits: ReadLimits, openForDrawing: () => Promise<PdfjsDocument & { destroy(): Promise<void> }>): Promise<ReadResult> {
  const pages: Page[] = [];
  const images: EmbeddedImage[] = [];
  const links: string[] = [];
  const annotations: string[] = [];
  const warnings: string[] = [];
  const needOcr: number[] = [];
  let chars = 0;
  const features = pdfjsFeatures();

  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const marks = features.imageMarks ? imageMarks(content.items, viewport.transform) : null;
    // The operator list (a second pass over the page, decoding its images) only where it tells
    // something the text content did not: the images of the pages a photo is searched on, and
    // whether a page without usable text draws anything (worth OCR).
    let graphics: PageGraphics | null = null;
    const operators = async () => (graphics ??= pageGraphics(await page.getOperatorList(), OPS, viewport.transform));
    const bold = features.fontNames ? boldStyles(content.styles) : new Set([...(await operators()).fontIds].filter((id) => isBoldFontName(fontName(page, id))));
    let items = pageTextItems(content.items, content.styles, viewport.transform, bold);
    const text = items.map((i) => i.text).join(' ');
    if (!isUsableText(text)) {
      if (items.length > 0) warnings.push(`page ${n}: text layer is not readable text`);
      items = [];
      if ((await operators()).paintsShapes) needOcr.push(n - 1);
    }
    chars += text.length;
    if (items.length > 0 && chars > limits.maxChars) throw new DocumentError('DOCUMENT_TOO_LARGE', `over ${limits.maxChars} characters by page ${n}`);

    const photoPage = n <= IMAGE_PAGES && (marks === null || marks.some(photoSized));
    // Photo-sized images that are all plain JPEG files are taken as they are, without the operator list.
    const jpegs = photoPage && marks !== null ? marks.filter(photoSized) : [];
    if (jpegs.length > 0 && jpegs.every((m) => m.jpeg !== null)) {
      for (const mark of jpegs) {
        if (images.length >= MAX_IMAGES) break;
        const image = jpegImage(mark, limits.maxImagePixels);
        if (image) images.push({ page: n - 1, ...image });
      }
    } else {
      for (const placement of photoPage ? (await operators()).images : []) {
        if (images.length >= MAX_IMAGES) break;
        if (!photoSized(placement)) continue;
        const image = await extractImage(page, placement, limits.maxImagePixels);
        if (image) images.push({ page: n - 1, ...image });
      }
    }
    await readAnnotations(page, links, annotations);
    pages.push({ width: viewport.width, height: viewport.height, items: orderReading(items) });
    page.cleanup();
  }

  if (needOcr.length > 0) {
    // A thread that defers OCR hands the document over before rendering a page for it.
    deferOcrIfAsked();
    const drawn = await openForDrawing();
    try {
      for (const [k, index] of needOcr.entries()) {
        if (k >= MAX_OCR_PAGES) {
          warnings.push(`OCR skipped on ${needOcr.length - MAX_OCR_PAGES} scanned pages after the first ${MAX_OCR_PAGES}`);
          break;
        }
        const page = await drawn.getPage(index + 1);
        const result = await ocrPdfPage(page, drawn.canvasFactory as CanvasFactory);
        warnings.push(...result.warnings.map((w) => `page ${index + 1}: ${w}`));
        pages[index] = { ...pages[index]!, items: orderReading(result.items) };
        page.cleanup();
      }
    } finally {
      await drawn.destroy().catch(() => undefined);
    }
  }
  return { type: 'pdf', pages, images, links, annotations, warnings };
}

/** The bold fonts of a page's text content, from the names and flags its styles carry (load-pdfjs.ts). */
function boldStyles(styles: Record<string, PdfjsStyle>): Set<string> {
  const bold = new Set<string>();
  for (const [id, style] of Object.entries(styles)) {
    if (style.bold === true || style.black === true || isBoldFontName(typeof style.fontName === 'string' ? style.fontName : '')) bold.add(id);
  }
  return bold;
}

/** Smaller images (icons, bullets, rules) are decoration. */
const photoSized = (box: { width: number; height: number }) => box.width >= MIN_IMAGE_PT && box.height >= MIN_IMAGE_PT;

/** A JPEG file painted on the page, as the text pass found it (load-pdfjs.ts). */
interface JpegFile {
  bytes: Uint8Array;
  width: number;
  height: number;
}

interface ImageMark {
  /** Box on the page, in points, origin top left. */
  x: number;
  y: number;
  width: number;
  height: number;
  jpeg: JpegFile | null;
}

/** The images the text pass saw painted (load-pdfjs.ts), with their boxes. */
function imageMarks(items: unknown[], viewportTransform: number[]): ImageMark[] {
  const marks: ImageMark[] = [];
  for (const item of items) {
    const mark = item as { recruitImage?: unknown; recruitJpeg?: unknown } | null;
    const ctm = mark?.recruitImage;
    if (!Array.isArray(ctm) || ctm.length !== 6) continue;
    const box = unitSquareBox(multiply(viewportTransform, ctm as number[]));
    if (box) marks.push({ ...box, jpeg: jpegFileOf(mark?.recruitJpeg) });
  }
  return marks;
}

function jpegFileOf(value: unknown): JpegFile | null {
  const v = value as Partial<JpegFile> | null | undefined;
  return v && v.bytes instanceof Uint8Array && Number.isInteger(v.width) && Number.isInteger(v.height) ? { bytes: v.bytes, width: v.width!, height: v.height! } : null;
}

/** A JPEG mark as an embedded image, held to the limits of a decoded one (extract-image.ts). */
function jpegImage(mark: ImageMark, maxPixels: number): Omit<EmbeddedImage, 'page'> | null {
  const jpeg = mark.jpeg!;
  if (jpeg.width < MIN_IMAGE_PX || jpeg.height < MIN_IMAGE_PX || jpeg.width * jpeg.height > maxPixels) return null;
  return { x: mark.x, y: mark.y, width: mark.width, height: mark.height, mime: 'image/jpeg', bytes: jpeg.bytes };
}

function fontName(page: PdfjsPage, id: string): string {
  try {
    const font = page.commonObjs.has(id) ? (page.commonObjs.get(id) as { name?: unknown; bold?: unknown; black?: unknown }) : null;
    if (!font) return '';
    if (font.bold === true || font.black === true) return 'bold';
    return typeof font.name === 'string' ? font.name : '';
  } catch {
    return '';
  }
}

interface PdfjsAnnotation {
  subtype?: string;
  url?: string;
  unsafeUrl?: string;
  contentsObj?: { str?: string };
  title?: string;
}

/** Links (URI and mailto) and the texts of comments, free text and the like. */
async function readAnnotations(page: PdfjsPage, links: string[], annotations: string[]): Promise<void> {
  let list: unknown[];
  try {
    list = await page.getAnnotations();
  } catch {
    return;
  }
  for (const raw of list.slice(0, 1_000)) {
    const a = raw as PdfjsAnnotation;
    if (a.subtype === 'Link') {
      const url = a.url ?? a.unsafeUrl;
      if (typeof url === 'string' && url.length <= 2_000 && !links.includes(url)) links.push(url);
    } else if (a.subtype !== 'Widget' && a.subtype !== 'Popup') {
      const text = a.contentsObj?.str?.trim();
      if (text && !annotations.includes(text)) annotations.push(text.slice(0, 5_000));
    }
  }
}

export type { TextItem };
