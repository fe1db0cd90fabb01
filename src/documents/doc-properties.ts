/**
 * Direct paragraph and character properties of a Word 97–2003 document ([MS-DOC] 2.8.25 PlcBtePapx,
 * 2.8.26 PlcBteChpx, 2.9.174 PapxFkp, 2.9.30 ChpxFkp): both map file offsets (FCs) to 512-byte
 * pages that list, per run of FCs, a list of property modifiers (sprms). Only what the reader needs
 * is decoded: table membership (cell and row marks are both 0x07 in the text; only the paragraph
 * properties tell them apart), page breaks, bold, font size and the applied styles.
 */
import type { ByteView } from './byte-view.js';

const FKP_SIZE = 512;

export interface ParagraphProps {
  istd: number;
  inTable: boolean;
  /** The paragraph is a table row's end mark (TTP). */
  rowEnd: boolean;
  /** Table nesting depth (itap); 0 outside tables. */
  depth: number;
  innerCell: boolean;
  innerRowEnd: boolean;
  pageBreakBefore: boolean;
}

export interface CharProps {
  /** Direct bold: true, false, 'style' (as the style says) or 'toggle' (opposite of the style). */
  bold?: boolean | 'style' | 'toggle';
  /** Font size in points. */
  fontSize?: number;
  istd?: number;
  deleted?: boolean;
}

interface Fkp {
  fcs: number[];
  /** Per run: the sprms (and for paragraphs, the style index), or null for default properties. */
  runs: ({ istd: number; grpprl: Uint8Array } | null)[];
}

/** FC → property sprms, for either paragraph (PAPX) or character (CHPX) pages. */
export class PropertyPages {
  private readonly fcs: number[] = [];
  private readonly pages: number[] = [];
  private readonly cache = new Map<number, Fkp | null>();

  constructor(
    private readonly word: ByteView,
    table: ByteView,
    plc: { fc: number; lcb: number },
    private readonly kind: 'papx' | 'chpx',
  ) {
    if (plc.lcb < 12 || (plc.lcb - 4) % 8 !== 0 || !table.has(plc.fc, plc.lcb)) return;
    const n = (plc.lcb - 4) / 8;
    for (let i = 0; i <= n; i++) this.fcs.push(table.u32(plc.fc + 4 * i));
    for (let i = 0; i < n; i++) this.pages.push(table.u32(plc.fc + 4 * (n + 1) + 4 * i) & 0x3fffff);
  }

  get available(): boolean {
    return this.pages.length > 0;
  }

  /** The run covering `fc`: its sprms and style, or null when unknown or default. */
  at(fc: number): { istd: number; grpprl: Uint8Array } | null {
    const i = findRun(this.fcs, fc);
    if (i < 0 || i >= this.pages.length) return null;
    const fkp = this.fkp(this.pages[i]!);
    if (!fkp) return null;
    const j = findRun(fkp.fcs, fc);
    return j >= 0 && j < fkp.runs.length ? fkp.runs[j]! : null;
  }

  private fkp(pn: number): Fkp | null {
    if (this.cache.has(pn)) return this.cache.get(pn)!;
    const fkp = this.readFkp(pn * FKP_SIZE);
    this.cache.set(pn, fkp);
    return fkp;
  }

  private readFkp(base: number): Fkp | null {
    const w = this.word;
    if (!w.has(base, FKP_SIZE)) return null;
    const crun = w.u8(base + FKP_SIZE - 1);
    const entrySize = this.kind === 'papx' ? 13 : 1;
    if (4 * (crun + 1) + entrySize * crun > FKP_SIZE - 1) return null;
    const fcs: number[] = [];
    for (let i = 0; i <= crun; i++) fcs.push(w.u32(base + 4 * i));
    const runs: Fkp['runs'] = [];
    for (let i = 0; i < crun; i++) {
      const offset = w.u8(base + 4 * (crun + 1) + entrySize * i) * 2;
      runs.push(offset === 0 ? null : this.readRun(base, offset));
    }
    return { fcs, runs };
  }

  private readRun(base: number, offset: number): { istd: number; grpprl: Uint8Array } | null {
    const w = this.word;
    let start: number;
    let size: number;
    if (this.kind === 'chpx') {
      start = offset + 1;
      size = w.u8(base + offset);
    } else {
      const cb = w.u8(base + offset);
      start = cb === 0 ? offset + 2 : offset + 1;
      size = cb === 0 ? 2 * w.u8(base + offset + 1) : 2 * cb - 1;
    }
    if (start + size > FKP_SIZE - 1) return null;
    if (this.kind === 'chpx') return { istd: -1, grpprl: w.sub(base + start, size) };
    if (size < 2) return null;
    return { istd: w.u16(base + start), grpprl: w.sub(base + start + 2, size - 2) };
  }
}

/** Index i with fcs[i] <= fc < fcs[i + 1], or -1. */
function findRun(fcs: number[], fc: number): number {
  let lo = 0;
  let hi = fcs.length - 2;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (fc < fcs[mid]!) hi = mid - 1;
    else if (fc >= fcs[mid + 1]!) lo = mid + 1;
    else return mid;
  }
  return -1;
}

const SPRM_TDEF_TABLE = 0xd608;
const SPRM_PCHG_TABS = 0xc615;

/** The (sprm, operand) pairs of a grpprl ([MS-DOC] 2.2.5.1); stops at the first one that overflows. */
export function* sprms(grpprl: Uint8Array): Generator<{ sprm: number; operand: Uint8Array }> {
  let p = 0;
  while (p + 2 <= grpprl.length) {
    const sprm = grpprl[p]! | (grpprl[p + 1]! << 8);
    p += 2;
    let size: number;
    switch (sprm >> 13) {
      case 2:
      case 4:
      case 5:
        size = 2;
        break;
      case 3:
        size = 4;
        break;
      case 7:
        size = 3;
        break;
      case 6:
        size = variableSize(grpprl, p, sprm);
        break;
      default:
        size = 1;
    }
    if (size < 0 || p + size > grpprl.length) return;
    yield { sprm, operand: grpprl.subarray(p, p + size) };
    p += size;
  }
}

function variableSize(g: Uint8Array, p: number, sprm: number): number {
  if (p >= g.length) return -1;
  if (sprm === SPRM_TDEF_TABLE) return p + 1 < g.length ? (g[p]! | (g[p + 1]! << 8)) + 1 : -1;
  if (sprm === SPRM_PCHG_TABS && g[p] === 255) {
    // PChgTabsPapxOperand with cb 255: the deleted tabs (2 × i16 each), then the added (i16 + byte).
    const del = g[p + 1];
    if (del === undefined) return -1;
    const add = g[p + 2 + 4 * del];
    return add === undefined ? -1 : 1 + 1 + 4 * del + 1 + 3 * add;
  }
  return 1 + g[p]!;
}

export function paragraphProps(run: { istd: number; grpprl: Uint8Array } | null): ParagraphProps {
  const props: ParagraphProps = { istd: run?.istd ?? 0, inTable: false, rowEnd: false, depth: 0, innerCell: false, innerRowEnd: false, pageBreakBefore: false };
  if (!run) return props;
  for (const { sprm, operand } of sprms(run.grpprl)) {
    switch (sprm) {
      case 0x2416: // sprmPFInTable
        props.inTable = operand[0] !== 0;
        break;
      case 0x2417: // sprmPFTtp
        props.rowEnd = operand[0] !== 0;
        break;
      case 0x6649: // sprmPItap
        props.depth = operand[0]! | (operand[1]! << 8);
        break;
      case 0x244b: // sprmPFInnerTableCell
        props.innerCell = operand[0] !== 0;
        break;
      case 0x244c: // sprmPFInnerTtp
        props.innerRowEnd = operand[0] !== 0;
        break;
      case 0x2407: // sprmPFPageBreakBefore
        props.pageBreakBefore = operand[0] !== 0;
        break;
    }
  }
  if (props.inTable && props.depth === 0) props.depth = 1;
  return props;
}

export function charProps(grpprl: Uint8Array | undefined): CharProps {
  const props: CharProps = {};
  if (!grpprl) return props;
  for (const { sprm, operand } of sprms(grpprl)) {
    switch (sprm) {
      case 0x0835: // sprmCFBold
        props.bold = operand[0] === 0 ? false : operand[0] === 1 ? true : operand[0] === 0x80 ? 'style' : 'toggle';
        break;
      case 0x4a43: // sprmCHps, half-points
        props.fontSize = (operand[0]! | (operand[1]! << 8)) / 2;
        break;
      case 0x4a30: // sprmCIstd
        props.istd = operand[0]! | (operand[1]! << 8);
        break;
      case 0x0800: // sprmCFRMarkDel: deleted in a tracked revision
        props.deleted = operand[0] !== 0;
        break;
    }
  }
  return props;
}
