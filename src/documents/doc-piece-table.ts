/**
 * The piece table of a Word 97–2003 document ([MS-DOC] 2.4.1, 2.9.38 Clx, 2.9.177 Pcd): the text
 * is not stored in order but as pieces, each a run of character positions (CPs) mapped to a file
 * offset (FC) in the WordDocument stream, either "compressed" (one Windows-1252 byte a character)
 * or UTF-16. Each character keeps its FC: paragraph and character properties are looked up by FC.
 */
import type { ByteView } from './byte-view.js';
import { unreadable } from './ole.js';
import { DocumentError } from './types.js';
import { decodeWindows1252 } from './windows-1252.js';

/** Characters of a CP range: UTF-16 code units and the FC each came from. */
export interface StoryChars {
  codes: Uint16Array;
  fcs: Int32Array;
}

/**
 * Pieces in typed arrays (a crafted table can list hundreds of thousands), looked up by binary
 * search: a document read as many stories (headers, text boxes…) costs the characters it reads,
 * not stories × pieces.
 */
export class PieceTable {
  readonly warnings: string[] = [];

  constructor(
    /** n + 1 CPs: piece i covers [cps[i], cps[i + 1]). */
    private readonly cps: Uint32Array,
    /** Byte offset of each piece's first character in the WordDocument stream. */
    private readonly fcs: Float64Array,
    private readonly compressed: Uint8Array,
    private readonly word: ByteView,
  ) {}

  /** The CP just past the last character. */
  get end(): number {
    return this.cps.length === 0 ? 0 : this.cps[this.cps.length - 1]!;
  }

  /** The characters of `[cpStart, cpEnd)`; more than `budget` of them is DOCUMENT_TOO_LARGE. */
  read(cpStart: number, cpEnd: number, budget: number): StoryChars {
    const from = Math.max(0, cpStart);
    const to = Math.min(cpEnd, this.end);
    const count = Math.max(0, to - from);
    if (count > budget) throw new DocumentError('DOCUMENT_TOO_LARGE', `${count} characters in one Word story`);
    const codes = new Uint16Array(count);
    const fcs = new Int32Array(count);
    let n = 0;
    for (let i = this.firstPiece(from); i >= 0 && i < this.cps.length - 1 && this.cps[i]! < to; i++) {
      const start = this.cps[i]!;
      const a = Math.max(from, start);
      const b = Math.min(to, this.cps[i + 1]!);
      if (a >= b) continue;
      const width = this.compressed[i] ? 1 : 2;
      const byteStart = this.fcs[i]! + (a - start) * width;
      const length = b - a;
      if (!this.word.has(byteStart, length * width)) {
        if (this.warnings.length < 10) this.warnings.push(`piece at CP ${start} points past the end of the WordDocument stream`);
        continue;
      }
      if (width === 1) {
        const text = decodeWindows1252(this.word.sub(byteStart, length));
        for (let k = 0; k < length; k++) {
          codes[n] = text.charCodeAt(k);
          fcs[n++] = byteStart + k;
        }
      } else {
        for (let k = 0; k < length; k++) {
          codes[n] = this.word.u16(byteStart + 2 * k);
          fcs[n++] = byteStart + 2 * k;
        }
      }
    }
    return { codes: codes.subarray(0, n), fcs: fcs.subarray(0, n) };
  }

  /** The last piece starting at or before `cp` (pieces are sorted and do not overlap). */
  private firstPiece(cp: number): number {
    let lo = 0;
    let hi = this.cps.length - 2;
    let found = 0;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.cps[mid]! <= cp) {
        found = mid;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return found;
  }
}

const CLXT_PRC = 0x01;
const CLXT_PCDT = 0x02;

/** Reads the Clx at `fc` in the table stream: Prc entries (skipped) then the PlcPcd. */
export function readPieceTable(table: ByteView, clx: { fc: number; lcb: number }, word: ByteView): PieceTable {
  if (clx.lcb === 0 || !table.has(clx.fc, clx.lcb)) throw unreadable('no piece table');
  const end = clx.fc + clx.lcb;
  let p = clx.fc;
  while (p < end && table.u8(p) === CLXT_PRC) {
    const cb = table.i16(p + 1);
    if (cb < 0) throw unreadable('negative Prc size');
    p += 3 + cb;
  }
  if (p >= end || table.u8(p) !== CLXT_PCDT) throw unreadable('no Pcdt in the Clx');
  const lcb = table.u32(p + 1);
  const plc = p + 5;
  if (lcb < 4 || (lcb - 4) % 12 !== 0 || !table.has(plc, lcb)) throw unreadable('malformed PlcPcd');
  const n = (lcb - 4) / 12;
  const cps = new Uint32Array(n + 1);
  const fcs = new Float64Array(n);
  const compressed = new Uint8Array(n);
  for (let i = 0; i <= n; i++) {
    cps[i] = table.u32(plc + 4 * i);
    if (i > 0 && cps[i]! < cps[i - 1]!) throw unreadable('piece table CPs out of order');
  }
  for (let i = 0; i < n; i++) {
    const fcCompressed = table.u32(plc + 4 * (n + 1) + 8 * i + 2);
    compressed[i] = fcCompressed & 0x40000000 ? 1 : 0;
    const fc = fcCompressed & 0x3fffffff;
    fcs[i] = compressed[i] ? fc / 2 : fc;
  }
  return new PieceTable(cps, fcs, compressed, word);
}
