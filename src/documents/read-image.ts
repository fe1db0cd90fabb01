/**
 * PNG, JPEG and BMP resumes (a scan, a photo of a page, an export): one page, its text read by
 * OCR. The pixel limit is checked from the header before anything is decoded, and a truncated or
 * damaged file is refused before it reaches the decoder (image-structure.ts).
 *
 * The page's size in points comes from the resolution the file declares (PNG pHYs, JFIF density,
 * BMP pixels per metre) when it is a scanner's; otherwise the image is taken as a full page whose
 * short side is an A4 width, which is exactly 300 dpi for the usual 2481 × 3508 scan, and keeps
 * font sizes plausible for a photo of a page or a screenshot.
 *
 * Items come in the reading order of reading-order.ts, as the PDF reader's do.
 *
 * The image itself is not passed on in `images`: those are images embedded in a document (the
 * photo detector looks there), and this one is the whole page.
 */
import { bmpInfo, jpegInfo, pngInfo, type ImageInfo } from './image-structure.js';
import { decodeImage } from './decode-image.js';
import { OCR_DPI, ocrPage, type OcrOptions } from './ocr/ocr-page.js';
import { deferOcrIfAsked } from './ocr/shared-ocr-service.js';
import { orderReading } from './reading-order.js';
import { DocumentError, type ReadLimits, type ReadResult } from './types.js';

export type ImageType = 'png' | 'jpg' | 'bmp';

const STRUCTURE: Record<ImageType, (bytes: Uint8Array) => ImageInfo> = { png: pngInfo, jpg: jpegInfo, bmp: bmpInfo };

/**
 * Declared resolutions outside this range are software defaults (72, 96 dpi), a fax's 100, or
 * nonsense, not a scanner's: the page is sized from its pixels then.
 */
const SCANNER_DPI = { min: 150, max: 1200 } as const;
/** A4's short side, in inches. */
const A4_SHORT_SIDE_IN = 8.27;

export async function readImage(type: ImageType, bytes: Uint8Array, limits: ReadLimits, ocr?: OcrOptions): Promise<ReadResult> {
  const info = STRUCTURE[type](bytes);
  const pixels = info.width * info.height;
  if (pixels > limits.maxImagePixels) {
    throw new DocumentError('DOCUMENT_UNREADABLE', `${info.width}×${info.height} pixels is over the decompression limit of ${limits.maxImagePixels}`);
  }
  // A thread that defers OCR hands the image over before decoding it (the lane that OCRs decodes).
  if (!ocr?.service) deferOcrIfAsked();
  const dpi = pageResolution(info);
  const pageSize = { width: (info.width * 72) / dpi, height: (info.height * 72) / dpi };
  const raster = await decodeImage(bytes, info, OCR_DPI / dpi);
  const result = await ocrPage(raster, pageSize, ocr);
  // Tesseract reads column by column, but may slot a one-line block (a heading of the main column)
  // among the sidebar's: the same reading order as the PDF reader's puts it back.
  const page = { ...result.page, items: orderReading(result.page.items) };
  return { type, pages: [page], images: [], links: [], annotations: [], warnings: result.warnings };
}

export function pageResolution(info: ImageInfo): number {
  if (info.dpi !== null && info.dpi >= SCANNER_DPI.min && info.dpi <= SCANNER_DPI.max) return info.dpi;
  return Math.min(info.width, info.height) / A4_SHORT_SIDE_IN;
}

export const readPng = (bytes: Uint8Array, limits: ReadLimits): Promise<ReadResult> => readImage('png', bytes, limits);
export const readJpg = (bytes: Uint8Array, limits: ReadLimits): Promise<ReadResult> => readImage('jpg', bytes, limits);
export const readBmp = (bytes: Uint8Array, limits: ReadLimits): Promise<ReadResult> => readImage('bmp', bytes, limits);
