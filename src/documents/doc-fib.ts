/**
 * The File Information Block at the start of a Word 97–2003 WordDocument stream ([MS-DOC] 2.5):
 * which table stream to use, whether the file is encrypted, the character counts of each story
 * and the (offset, size) pairs that locate every other structure in the table stream.
 */
import type { ByteView } from './byte-view.js';
import { unreadable } from './ole.js';

const WORD_IDENT = 0xa5ec;
/** nFib of Word 97; Word 6 and 95 files have another FIB layout and no piece table of this form. */
const WORD_97 = 0xc1;

/** Indexes of the FibRgFcLcb97 pairs this reader uses ([MS-DOC] 2.5.6). */
export const FC = {
  plcfHdd: 11,
  plcfBteChpx: 12,
  plcfBtePapx: 13,
  stshf: 1,
  clx: 33,
} as const;

export interface Fib {
  tableStream: '0Table' | '1Table';
  /** Story lengths in CPs, in their order in the CP space: main, footnotes, headers, …, text boxes. */
  ccp: { text: number; ftn: number; hdd: number; mcr: number; atn: number; edn: number; txbx: number; hdrTxbx: number };
  /** The offset and byte count of FibRgFcLcb pair `index` in the table stream; zero when absent. */
  fcLcb(index: number): { fc: number; lcb: number };
}

export function readFib(word: ByteView): Fib {
  if (word.length < 0x22 || word.u16(0) !== WORD_IDENT) throw unreadable('no Word FIB');
  const nFib = word.u16(2);
  const flags = word.u16(0x0a);
  if (flags & 0x0100) throw unreadable('encrypted Word document');
  if (nFib < WORD_97) throw unreadable(`Word 6/95 document (nFib ${nFib})`);
  const csw = word.u16(0x20);
  const rgLw = 0x22 + csw * 2 + 2;
  const cslw = word.u16(rgLw - 2);
  const lw = (i: number): number => (i < cslw ? Math.max(0, word.i32(rgLw + 4 * i)) : 0);
  const rgFcLcb = rgLw + cslw * 4 + 2;
  const pairs = word.u16(rgFcLcb - 2);
  return {
    tableStream: flags & 0x0200 ? '1Table' : '0Table',
    ccp: { text: lw(3), ftn: lw(4), hdd: lw(5), mcr: lw(6), atn: lw(7), edn: lw(8), txbx: lw(9), hdrTxbx: lw(10) },
    fcLcb(index: number) {
      if (index >= pairs) return { fc: 0, lcb: 0 };
      return { fc: word.u32(rgFcLcb + 8 * index), lcb: word.u32(rgFcLcb + 8 * index + 4) };
    },
  };
}
