/**
 * A PDF page without a usable text layer, rendered by pdfjs onto an @napi-rs/canvas at 300 dpi
 * and read by OCR, its words placed back in the page's own points.
 */
import { NotImplementedYet, type Page, type TextItem } from '../types.js';

export const OCR_DPI = 300;

export interface PdfPageForOcr {
  getViewport(options: { scale: number }): { width: number; height: number; transform: number[] };
  render(params: Record<string, unknown>): { promise: Promise<void> };
}

export async function ocrPdfPage(_page: PdfPageForOcr, _target: Page): Promise<{ items: TextItem[]; warnings: string[] }> {
  throw new NotImplementedYet('pdf');
}
