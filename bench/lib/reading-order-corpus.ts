/**
 * How our reading order compares with naive line-by-line extraction on real two-column CVs
 * (../shared/corpus/latex-cv-templates, when present: users of the service do not have it).
 *
 * No human reading order comes with those PDFs, but LaTeX writes a page's text in source order,
 * which is the order a person reads (the sidebar's block, then the main column's; a date, then its
 * entry). So each ordering is scored by pairwise agreement with the content-stream order: the share
 * of item pairs (i, j) that it puts in the same relative order (Kendall's tau rescaled to 0–100 %).
 * Line-by-line reading of two columns interleaves them and loses many pairs; a good reading order
 * keeps nearly all.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadPdfjs } from '../../src/documents/pdf/load-pdfjs.js';
import { pageTextItems, type PdfjsStyle } from '../../src/documents/pdf/page-text-items.js';
import { orderReading } from '../../src/documents/reading-order.js';
import type { TextItem } from '../../src/documents/types.js';

export interface CorpusOrderScore {
  file: string;
  pages: number;
  items: number;
  naive: number;
  ours: number;
}

export function latexCorpusFiles(root: string): string[] {
  const dir = join(root, 'latex-cv-templates');
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name));
      else if (e.name.endsWith('.pdf') && !/coverletter/.test(e.name)) out.push(join(d, e.name));
    }
  };
  walk(dir);
  return out.sort();
}

export async function scoreReadingOrder(file: string): Promise<CorpusOrderScore> {
  const pdfjs = await loadPdfjs();
  const doc = await pdfjs.getDocument({ data: new Uint8Array(readFileSync(file)), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  let agreeNaive = 0;
  let agreeOurs = 0;
  let pairs = 0;
  let items = 0;
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const stream = pageTextItems(content.items, content.styles as Record<string, PdfjsStyle>, page.getViewport({ scale: 1 }).transform, new Set());
    const rank = new Map<TextItem, number>(stream.map((item, i) => [item, i]));
    const naive = [...stream].sort((a, b) => lineKey(a) - lineKey(b) || a.x - b.x);
    const ours = orderReading(stream);
    const p = pairAgreement(naive, rank);
    const q = pairAgreement(ours, rank);
    agreeNaive += p.agree;
    agreeOurs += q.agree;
    pairs += p.pairs;
    items += stream.length;
  }
  await doc.destroy();
  return { file, pages: doc.numPages, items, naive: (100 * agreeNaive) / Math.max(pairs, 1), ours: (100 * agreeOurs) / Math.max(pairs, 1) };
}

/** Line-by-line: items on one baseline (to 2 pt) together, top to bottom, left to right. */
function lineKey(item: TextItem): number {
  return Math.round((item.y + item.height) / 2);
}

function pairAgreement(order: TextItem[], rank: Map<TextItem, number>): { agree: number; pairs: number } {
  const r = order.map((item) => rank.get(item)!);
  let agree = 0;
  let pairs = 0;
  for (let i = 0; i < r.length; i++) {
    for (let j = i + 1; j < r.length; j++) {
      pairs++;
      if (r[i]! < r[j]!) agree++;
    }
  }
  return { agree, pairs };
}
