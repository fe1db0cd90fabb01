/**
 * DOC (Word 97–2003 binary, [MS-DOC]): the FIB locates the piece table, the piece table gives the
 * characters of every story, and the stories are laid out in reading order — headers (contact
 * details often live there), the main text, text boxes, foot- and endnotes, then footers. Tables
 * whose cells hold one paragraph each become one line per row with a column per cell; layout
 * tables (the two-column resume) are read cell by cell so columns never interleave, as in DOCX.
 * Pictures are the JPEG/PNG BLIP records of the Data, WordDocument and table streams, placed at
 * their anchors in text order.
 */
import { ByteView } from './byte-view.js';
import { FC, readFib, type Fib } from './doc-fib.js';
import { readPieceTable, type PieceTable } from './doc-piece-table.js';
import { PropertyPages } from './doc-properties.js';
import { readStory, type DocParagraph, type StoryContext } from './doc-story.js';
import { readStyles } from './doc-styles.js';
import { findBlipImages } from './office-art.js';
import { openOle, readingBinary, unreadable } from './ole.js';
import { SyntheticLayout } from './synthetic-layout.js';
import type { EmbeddedImage, ReadLimits, ReadResult } from './types.js';

/** Header/footer stories come in sixes per section after six separator stories ([MS-DOC] Plcfhdd). */
const SEPARATOR_STORIES = 6;
const HEADER_KINDS = new Set([0, 1, 4]); // even, odd, first-page headers; 2, 3, 5 are footers
/** Headers and footers of 100 sections: a crafted PlcfHdd could list a million stories. */
const MAX_HEADER_STORIES = SEPARATOR_STORIES * 101;
/** Raw characters read, fields and marks included, as a multiple of the extracted-text limit. */
const RAW_CHARS_PER_TEXT_CHAR = 4;
const MAX_IMAGES = 50;

export function readDoc(bytes: Uint8Array, limits: ReadLimits): ReadResult {
  return readingBinary('doc', () => {
    const ole = openOle(bytes);
    const wordBytes = ole.stream('WordDocument');
    if (!wordBytes) throw unreadable('no WordDocument stream');
    const word = new ByteView(wordBytes, 'WordDocument');
    const fib = readFib(word);
    const tableBytes = ole.stream(fib.tableStream);
    if (!tableBytes) throw unreadable(`no ${fib.tableStream} stream`);
    const table = new ByteView(tableBytes, fib.tableStream);
    const pieces = readPieceTable(table, fib.fcLcb(FC.clx), word);
    const reader = new DocReader(fib, table, pieces, limits, {
      paragraphs: new PropertyPages(word, table, fib.fcLcb(FC.plcfBtePapx), 'papx'),
      chars: new PropertyPages(word, table, fib.fcLcb(FC.plcfBteChpx), 'chpx'),
      styles: readStyles(table, fib.fcLcb(FC.stshf)),
      links: [],
    });
    reader.read();

    const data = ole.stream('Data');
    const streams = [data, wordBytes, tableBytes].filter((s): s is Uint8Array => s !== null).map((s) => new ByteView(s, 'picture'));
    const images: EmbeddedImage[] = findBlipImages(streams, MAX_IMAGES).map((image, i) => {
      const at = reader.anchors[i] ?? { page: 0, x: 0, y: 0 };
      return { page: at.page, x: at.x, y: at.y, width: 0, height: 0, mime: image.mime, bytes: image.bytes };
    });
    return {
      type: 'doc',
      pages: reader.layout.pages(),
      images,
      links: reader.ctx.links,
      annotations: [],
      warnings: [...pieces.warnings, ...reader.warnings],
    };
  });
}

class DocReader {
  readonly layout = new SyntheticLayout();
  readonly warnings: string[] = [];
  readonly anchors: { page: number; x: number; y: number }[] = [];
  private budget: number;
  private pageHasText = false;
  private stopped = false;

  constructor(
    private readonly fib: Fib,
    private readonly table: ByteView,
    private readonly pieces: PieceTable,
    private readonly limits: ReadLimits,
    readonly ctx: StoryContext,
  ) {
    this.budget = limits.maxChars * RAW_CHARS_PER_TEXT_CHAR;
  }

  read(): void {
    const c = this.fib.ccp;
    const hdd = c.text + c.ftn;
    const txbx = hdd + c.hdd + c.mcr + c.atn + c.edn;
    const { headers, footers } = this.headerStories(hdd, c.hdd);
    const seen = new Set<string>();
    for (const [start, end] of headers) this.story(start, end, seen);
    this.story(txbx + c.txbx, txbx + c.txbx + c.hdrTxbx, seen);
    this.story(0, c.text);
    this.story(txbx, txbx + c.txbx);
    this.story(c.text, c.text + c.ftn);
    this.story(hdd + c.hdd + c.mcr + c.atn, hdd + c.hdd + c.mcr + c.atn + c.edn);
    for (const [start, end] of footers) this.story(start, end, seen);
  }

  /** Header and footer stories from PlcfHdd; without it, the whole header text as one header. */
  private headerStories(start: number, length: number): { headers: [number, number][]; footers: [number, number][] } {
    const headers: [number, number][] = [];
    const footers: [number, number][] = [];
    if (length <= 0) return { headers, footers };
    const plc = this.fib.fcLcb(FC.plcfHdd);
    if (plc.lcb < 8 || !this.table.has(plc.fc, plc.lcb)) return { headers: [[start, start + length]], footers };
    const cps: number[] = [];
    const count = Math.floor(plc.lcb / 4);
    // n stories have n + 1 CPs, and Word adds one more after the last.
    if (count > MAX_HEADER_STORIES + 2) this.warnings.push(`only the headers and footers of the first ${MAX_HEADER_STORIES / 6 - 1} sections read`);
    for (let i = 0; i < Math.min(count, MAX_HEADER_STORIES + 1); i++) cps.push(Math.min(this.table.u32(plc.fc + 4 * i), length));
    for (let i = SEPARATOR_STORIES; i + 1 < cps.length; i++) {
      if (cps[i + 1]! <= cps[i]!) continue;
      const story: [number, number] = [start + cps[i]!, start + cps[i + 1]!];
      (HEADER_KINDS.has((i - SEPARATOR_STORIES) % 6) ? headers : footers).push(story);
    }
    return { headers, footers };
  }

  /** Lays out one story; `dedupe` (headers, footers) drops lines already met in another variant. */
  private story(start: number, end: number, dedupe?: Set<string>): void {
    if (end <= start || this.stopped) return;
    const chars = this.pieces.read(start, end, this.budget);
    this.budget -= chars.codes.length;
    for (const block of readStory(chars, this.ctx)) {
      if (this.layout.position.page >= this.limits.maxPages) this.stop();
      if (this.stopped) return;
      if (block.kind === 'paragraph') this.paragraph(block.paragraph, dedupe);
      else this.row(block.cells, dedupe);
    }
  }

  private row(cells: DocParagraph[][], dedupe?: Set<string>): void {
    const simple = cells.length > 1 && cells.every((cell) => cell.filter((p) => !isEmpty(p)).length <= 1 && cell.every((p) => p.lines.length <= 1 && !p.pageBreakAfter));
    if (!simple) {
      for (const cell of cells) for (const p of cell) this.paragraph(p, dedupe);
      return;
    }
    const texts = cells.map((cell) => cell.map((p) => lineText(p.lines[0] ?? [])).join(' '));
    for (const cell of cells) for (const p of cell) this.anchor(p);
    if (texts.every((t) => t.trim() === '')) return;
    this.layout.addLine({ segments: texts.map((text) => ({ text })), cells: true });
    this.pageHasText = true;
  }

  private paragraph(p: DocParagraph, dedupe?: Set<string>): void {
    if (p.props?.pageBreakBefore && this.pageHasText) this.newPage();
    this.anchor(p);
    if (isEmpty(p)) this.layout.addBlank();
    for (const segments of p.lines) {
      const text = lineText(segments).trim();
      if (text === '') continue;
      if (dedupe) {
        if (dedupe.has(text)) continue;
        dedupe.add(text);
      }
      this.layout.addLine({ segments });
      this.pageHasText = true;
    }
    if (p.pageBreakAfter && this.pageHasText) this.newPage();
  }

  private stop(): void {
    if (!this.stopped) this.warnings.push(`only the first ${this.limits.maxPages} pages read`);
    this.stopped = true;
  }

  private anchor(p: DocParagraph): void {
    for (let i = 0; i < p.pictures; i++) this.anchors.push(this.layout.position);
  }

  private newPage(): void {
    if (this.layout.position.page + 1 >= this.limits.maxPages) return this.stop();
    this.layout.newPage();
    this.pageHasText = false;
  }
}

function lineText(segments: { text: string }[]): string {
  return segments.map((s) => s.text).join('');
}

function isEmpty(p: DocParagraph): boolean {
  return p.lines.every((l) => lineText(l).trim() === '');
}
