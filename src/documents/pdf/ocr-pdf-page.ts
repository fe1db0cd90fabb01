/**
 * A PDF page without a usable text layer (a scan, outlined text, fonts that decode to garbage),
 * drawn by pdfjs onto an @napi-rs/canvas at the OCR resolution and read by OCR, its words placed
 * in the page's own points.
 */
import { OCR_DPI, ocrPage } from '../ocr/ocr-page.js';
import type { TextItem } from '../types.js';

export interface PdfPageForOcr {
  getViewport(options: { scale: number }): { width: number; height: number; transform: number[] };
  render(params: Record<string, unknown>): { promise: Promise<void> };
}

/** pdfjs's own canvas factory: its canvases come from the same @napi-rs/canvas instance as its paths. */
export interface CanvasFactory {
  create(width: number, height: number): { canvas: unknown; context: CanvasContext };
  destroy(canvasAndContext: { canvas: unknown; context: CanvasContext }): void;
}

interface CanvasContext {
  fillStyle: unknown;
  fillRect(x: number, y: number, w: number, h: number): void;
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray; width: number; height: number };
}

export async function ocrPdfPage(page: PdfPageForOcr, factory: CanvasFactory, signal?: AbortSignal): Promise<{ items: TextItem[]; warnings: string[] }> {
  const size = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: OCR_DPI / 72 });
  const width = Math.max(1, Math.ceil(viewport.width));
  const height = Math.max(1, Math.ceil(viewport.height));
  const target = factory.create(width, height);
  try {
    target.context.fillStyle = '#ffffff';
    target.context.fillRect(0, 0, width, height);
    await page.render({ canvasContext: target.context, canvas: target.canvas, viewport }).promise;
    const pixels = target.context.getImageData(0, 0, width, height);
    const result = await ocrPage({ width, height, channels: 4, data: pixels.data }, { width: size.width, height: size.height }, { signal });
    return { items: result.page.items, warnings: result.warnings };
  } finally {
    factory.destroy(target);
  }
}
