/**
 * One story of a Word 97–2003 document (main text, a header, the text boxes…) from characters to
 * paragraphs and table rows, as [MS-DOC] describes them (tables, fields, special characters):
 * 0x0D ends a paragraph, 0x07 a table cell or row (the paragraph properties say which), 0x0B
 * breaks a line, 0x0C a page. Of a field, the instruction between 0x13 and 0x14 is hidden and the
 * result between 0x14 and 0x15 kept; HYPERLINK instructions give the document's links. Picture
 * anchors (0x01, 0x08) are counted, so images can be placed where their paragraph is.
 */
import { paragraphProps, charProps, type CharProps, type ParagraphProps, type PropertyPages } from './doc-properties.js';
import type { StoryChars } from './doc-piece-table.js';
import { applyBold, type StyleRun } from './doc-styles.js';
import { pushUnique } from './office-common.js';
import type { Segment } from './synthetic-layout.js';

export interface DocParagraph {
  /** The paragraph's lines (split at 0x0B), each a list of styled runs. */
  lines: Segment[][];
  props: ParagraphProps | null;
  /** Picture anchors met in the paragraph's visible text. */
  pictures: number;
  pageBreakAfter: boolean;
}

export type DocBlock = { kind: 'paragraph'; paragraph: DocParagraph } | { kind: 'row'; cells: DocParagraph[][] };

export interface StoryContext {
  paragraphs: PropertyPages;
  chars: PropertyPages;
  styles: Map<number, StyleRun>;
  links: string[];
}

type Run = { istd: number; grpprl: Uint8Array } | null;

interface RawSegment {
  text: string;
  run: Run;
}

interface Field {
  instruction: string;
  inResult: boolean;
}

/** A field instruction longer than this is not a hyperlink worth parsing. */
const MAX_INSTRUCTION = 4096;

export function readStory(chars: StoryChars, ctx: StoryContext): DocBlock[] {
  const reader = new StoryReader(ctx);
  reader.read(chars);
  return reader.blocks;
}

class StoryReader {
  readonly blocks: DocBlock[] = [];
  private lines: RawSegment[][] = [[]];
  private pictures = 0;
  private readonly fields: Field[] = [];
  /** Open fields still in their instruction part: while > 0, characters are not text. */
  private hidden = 0;
  private cells: DocParagraph[][] = [];
  private cell: DocParagraph[] = [];
  private lastMarkWasCell = false;
  private readonly charPropsCache = new Map<Run, CharProps>();

  constructor(private readonly ctx: StoryContext) {}

  read({ codes, fcs }: StoryChars): void {
    for (let i = 0; i < codes.length; i++) {
      const c = codes[i]!;
      if (c === 0x13) {
        this.fields.push({ instruction: '', inResult: false });
        this.hidden++;
      } else if (c === 0x14) {
        const field = this.fields[this.fields.length - 1];
        if (field && !field.inResult) {
          field.inResult = true;
          this.hidden--;
          this.instruction(field.instruction);
        }
      } else if (c === 0x15) {
        const field = this.fields.pop();
        if (field && !field.inResult) {
          this.hidden--;
          this.instruction(field.instruction);
        }
      } else if (this.hidden > 0) {
        const field = this.fields[this.fields.length - 1]!;
        if (!field.inResult && field.instruction.length < MAX_INSTRUCTION) field.instruction += String.fromCharCode(c);
      } else {
        this.character(c, fcs[i]!);
      }
    }
    if (this.lines.some((l) => l.length > 0)) this.endParagraph(0x0d, -1);
    this.flushRow();
  }

  private character(c: number, fc: number): void {
    switch (c) {
      case 0x0d:
      case 0x07:
        this.endParagraph(c, fc);
        return;
      case 0x0c:
        this.endParagraph(0x0d, fc).pageBreakAfter = true;
        return;
      case 0x0b:
      case 0x0e:
        this.lines.push([]);
        return;
      case 0x01:
      case 0x08:
        this.pictures++;
        return;
      case 0x09:
        this.append('\t', fc);
        return;
      case 0x1e:
        this.append('-', fc);
        return;
      default:
        // Other controls are footnote and annotation marks, separators, optional hyphens.
        if (c >= 0x20) this.append(String.fromCharCode(c), fc);
    }
  }

  private append(text: string, fc: number): void {
    const run = this.ctx.chars.at(fc);
    const line = this.lines[this.lines.length - 1]!;
    const last = line[line.length - 1];
    if (last && last.run === run) last.text += text;
    else line.push({ text, run });
  }

  private instruction(text: string): void {
    const m = /^\s*HYPERLINK\s+(?:"([^"]+)"|([^\s"\\]\S*))/i.exec(text);
    const target = m?.[1] ?? m?.[2];
    if (target) pushUnique(this.ctx.links, target.trim());
  }

  private endParagraph(mark: number, fc: number): DocParagraph {
    const props = this.ctx.paragraphs.available && fc >= 0 ? paragraphProps(this.ctx.paragraphs.at(fc)) : null;
    const paragraph: DocParagraph = { lines: this.resolveLines(props), props, pictures: this.pictures, pageBreakAfter: false };
    this.lines = [[]];
    this.pictures = 0;
    if (mark === 0x07) this.cellMark(paragraph, props);
    else this.paragraphMark(paragraph, props);
    return paragraph;
  }

  private paragraphMark(paragraph: DocParagraph, props: ParagraphProps | null): void {
    this.lastMarkWasCell = false;
    if (props?.innerRowEnd) return; // the empty end-of-row mark of a nested table
    const inTable = props ? props.inTable : this.cells.length > 0 || this.cell.length > 0;
    if (inTable) {
      this.cell.push(paragraph);
      return;
    }
    this.flushRow();
    this.blocks.push({ kind: 'paragraph', paragraph });
  }

  private cellMark(paragraph: DocParagraph, props: ParagraphProps | null): void {
    const empty = paragraph.lines.every((l) => l.length === 0) && paragraph.pictures === 0;
    // Without paragraph properties, a row's end is told by its empty mark right after a cell's.
    const rowEnd = props ? props.rowEnd && props.depth <= 1 : this.lastMarkWasCell && empty && this.cell.length === 0;
    if (props && props.depth >= 2) {
      // Nested tables are flattened into the paragraphs of the outer cell.
      if (!props.rowEnd && !empty) this.cell.push(paragraph);
    } else if (rowEnd) {
      if (!empty) this.cell.push(paragraph);
      this.flushRow();
    } else {
      this.cell.push(paragraph);
      this.cells.push(this.cell);
      this.cell = [];
    }
    this.lastMarkWasCell = !rowEnd;
  }

  private flushRow(): void {
    if (this.cell.length > 0) this.cells.push(this.cell);
    if (this.cells.length > 0) this.blocks.push({ kind: 'row', cells: this.cells });
    this.cells = [];
    this.cell = [];
  }

  /** Runs → segments with bold and size resolved: direct formatting over character style over paragraph style. */
  private resolveLines(props: ParagraphProps | null): Segment[][] {
    const paragraphStyle = this.ctx.styles.get(props?.istd ?? 0) ?? {};
    return this.lines.map((line) =>
      line.flatMap((raw) => {
        let direct = this.charPropsCache.get(raw.run);
        if (!direct) {
          direct = charProps(raw.run?.grpprl);
          this.charPropsCache.set(raw.run, direct);
        }
        if (direct.deleted) return [];
        const charStyle = direct.istd !== undefined ? this.ctx.styles.get(direct.istd) : undefined;
        const base = charStyle?.bold ?? paragraphStyle.bold ?? false;
        return [{ text: raw.text, bold: applyBold(base, direct.bold), fontSize: direct.fontSize ?? charStyle?.fontSize ?? paragraphStyle.fontSize }];
      }),
    );
  }
}
