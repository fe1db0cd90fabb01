/**
 * Small binary Office files built in memory (DOC, XLS, PPT inside an OLE container written by the
 * `cfb` package), so that each construct the OLE readers handle — fields, cell and row marks, SST
 * continuations, slide order, outline text — is pinned independently of the generated fixtures.
 * Only the structures the readers read are written; Word or PowerPoint would want more.
 */
import CFB from 'cfb';

export function ole(streams: Record<string, Uint8Array>): Uint8Array {
  const container = CFB.utils.cfb_new();
  for (const [name, bytes] of Object.entries(streams)) CFB.utils.cfb_add(container, `/${name}`, Buffer.from(bytes));
  return new Uint8Array(CFB.write(container, { type: 'buffer' }) as Buffer);
}

/** Little-endian bytes: each number is written as a u8, u16 or u32 per `sizes`. */
function le(values: number[], size: 1 | 2 | 4): Buffer {
  const out = Buffer.alloc(values.length * size);
  values.forEach((v, i) => out.writeUIntLE(v >>> 0, i * size, size));
  return out;
}

// ─── DOC ───────────────────────────────────────────────────────────────────────────────────────

export interface DocParagraphProps {
  inTable?: boolean;
  rowEnd?: boolean;
}

const FIB_SIZE = 0x400;

/**
 * A Word 97 file whose text is `text` (control characters included: \r, \x07, \x13…): all main
 * text, or the stories of `stories` one after the other (main, headers, text boxes),
 * stored as one UTF-16 piece, or as a Windows-1252 one when `compressed`. With `paragraphs`, a
 * PAPX page gives each paragraph (in order of their marks) its table properties.
 */
export function doc(text: string, options: { compressed?: boolean; paragraphs?: DocParagraphProps[]; encrypted?: boolean; nFib?: number; stories?: { text: number; hdd?: number; txbx?: number } } = {}): Uint8Array {
  const width = options.compressed ? 1 : 2;
  const textBytes = options.compressed ? Buffer.from([...text].map((c) => CP1252_REVERSE.get(c) ?? c.charCodeAt(0))) : Buffer.from(text, 'utf16le');
  const fkpPn = Math.ceil((FIB_SIZE + textBytes.length) / 512);
  const word = Buffer.alloc(fkpPn * 512 + (options.paragraphs ? 512 : 0));
  textBytes.copy(word, FIB_SIZE);

  // Table stream: the Clx (one piece), then the PlcBtePapx (one page).
  const fcPiece = options.compressed ? (FIB_SIZE * 2) | 0x40000000 : FIB_SIZE;
  const plcPcd = Buffer.concat([le([0, text.length], 4), le([0], 2), le([fcPiece], 4), le([0], 2)]);
  const clx = Buffer.concat([Buffer.from([0x02]), le([plcPcd.length], 4), plcPcd]);
  const pairs: [number, number][] = Array.from({ length: 93 }, () => [0, 0]);
  pairs[33] = [0, clx.length];
  let table = clx;
  if (options.paragraphs) {
    writePapxPage(word, fkpPn, text, width, options.paragraphs);
    const plc = le([FIB_SIZE, FIB_SIZE + textBytes.length, fkpPn], 4);
    pairs[13] = [table.length, plc.length];
    table = Buffer.concat([table, plc]);
  }

  word.writeUInt16LE(0xa5ec, 0);
  word.writeUInt16LE(options.nFib ?? 0xc1, 2);
  word.writeUInt16LE(0x0200 | (options.encrypted ? 0x0100 : 0), 0x0a); // fWhichTblStm: 1Table
  word.writeUInt16LE(14, 0x20);
  word.writeUInt16LE(22, 0x3e);
  // Story lengths: ccpText, and when given, ccpHdd and ccpTxbx (the text holds the stories in that order).
  word.writeInt32LE(options.stories?.text ?? text.length, 0x40 + 4 * 3);
  word.writeInt32LE(options.stories?.hdd ?? 0, 0x40 + 4 * 5);
  word.writeInt32LE(options.stories?.txbx ?? 0, 0x40 + 4 * 9);
  word.writeUInt16LE(93, 0x98);
  pairs.forEach(([fc, lcb], i) => {
    word.writeUInt32LE(fc, 0x9a + 8 * i);
    word.writeUInt32LE(lcb, 0x9a + 8 * i + 4);
  });
  return ole({ WordDocument: word, '1Table': table });
}

function writePapxPage(word: Buffer, pn: number, text: string, width: number, props: DocParagraphProps[]): void {
  const base = pn * 512;
  const marks = [...text].flatMap((c, i) => (c === '\r' || c === '\x07' ? [i] : []));
  const runs = marks.slice(0, props.length);
  const crun = runs.length;
  const fcs = [FIB_SIZE, ...runs.map((m) => FIB_SIZE + (m + 1) * width)];
  fcs.forEach((fc, i) => word.writeUInt32LE(fc, base + 4 * i));
  let free = 511;
  runs.forEach((_, i) => {
    const p = props[i]!;
    const sprms = [...(p.inTable ? [0x16, 0x24, 1] : []), ...(p.rowEnd ? [0x17, 0x24, 1] : [])];
    const grpprl = Buffer.from([0, 0, ...sprms]); // istd 0, then the sprms
    const papx = grpprl.length % 2 === 1 ? Buffer.concat([Buffer.from([(grpprl.length + 1) / 2]), grpprl]) : Buffer.concat([Buffer.from([0, grpprl.length / 2]), grpprl]);
    free -= papx.length + ((free - papx.length) % 2);
    papx.copy(word, base + free);
    word[base + 4 * (crun + 1) + 13 * i] = free / 2;
  });
  word[base + 511] = crun;
}

const CP1252_REVERSE = new Map([
  ['€', 0x80], ['’', 0x92], ['“', 0x93], ['”', 0x94], ['–', 0x96], ['—', 0x97], ['œ', 0x9c], ['Œ', 0x8c],
]);

// ─── XLS ───────────────────────────────────────────────────────────────────────────────────────

export function biff(type: number, body: Uint8Array | number[]): Buffer {
  const b = Buffer.from(body);
  return Buffer.concat([le([type, b.length], 2), b]);
}

/** XLUnicodeString: count, option byte (UTF-16 when any character is over 0xFF), characters. */
export function xlString(text: string, countSize: 1 | 2 = 2): Buffer {
  const wide = [...text].some((c) => c.charCodeAt(0) > 0xff);
  return Buffer.concat([le([text.length], countSize), Buffer.from([wide ? 1 : 0]), Buffer.from(text, wide ? 'utf16le' : 'latin1')]);
}

export type XlsCell = [row: number, col: number, value: string | number | { rk: number } | { sst: number } | { date: number }];

export interface XlsSheet {
  name: string;
  cells: XlsCell[];
  hidden?: boolean;
}

/**
 * A BIFF8 workbook: strings as LABEL cells unless `sst` is given (LABELSST then refers to it by
 * index), numbers as NUMBER, `{ rk }` as RK, `{ date }` as a NUMBER with a date format (XF 1).
 */
export function xls(sheets: XlsSheet[], options: { sst?: Buffer[]; filepass?: boolean; stream?: 'Workbook' | 'Book' } = {}): Uint8Array {
  const bof = (dt: number): Buffer => biff(0x0809, [...le([0x0600, dt, 0x0dbb, 0x07cc], 2), ...le([0, 6], 4)]);
  const sheetStreams = sheets.map((s) =>
    Buffer.concat([
      bof(0x0010),
      ...s.cells.map(([row, col, value]) => {
        const head = le([row, col, typeof value === 'object' && 'date' in value ? 1 : 0], 2);
        if (typeof value === 'string') return biff(0x0204, Buffer.concat([head, xlString(value)]));
        if (typeof value === 'number') return biff(0x0203, Buffer.concat([head, f64(value)]));
        if ('rk' in value) return biff(0x027e, Buffer.concat([head, le([value.rk], 4)]));
        if ('sst' in value) return biff(0x00fd, Buffer.concat([head, le([value.sst], 4)]));
        return biff(0x0203, Buffer.concat([head, f64(value.date)]));
      }),
      biff(0x000a, []),
    ]),
  );
  const globalsWithout = (positions: number[]): Buffer =>
    Buffer.concat([
      bof(0x0005),
      ...(options.filepass ? [biff(0x002f, [0, 0])] : []),
      biff(0x041e, Buffer.concat([le([164], 2), xlString('dd/mm/yyyy')])),
      biff(0x00e0, [...le([0, 0], 2), ...Buffer.alloc(16)]),
      biff(0x00e0, [...le([0, 164], 2), ...Buffer.alloc(16)]),
      ...sheets.map((s, i) => biff(0x0085, Buffer.concat([le([positions[i] ?? 0], 4), Buffer.from([s.hidden ? 1 : 0, 0]), xlString(s.name, 1)]))),
      ...(options.sst ?? []),
      biff(0x000a, []),
    ]);
  const globalsLength = globalsWithout([]).length;
  const positions: number[] = [];
  let at = globalsLength;
  for (const s of sheetStreams) {
    positions.push(at);
    at += s.length;
  }
  return ole({ [options.stream ?? 'Workbook']: Buffer.concat([globalsWithout(positions), ...sheetStreams]) });
}

function f64(value: number): Buffer {
  const b = Buffer.alloc(8);
  b.writeDoubleLE(value);
  return b;
}

// ─── PPT ───────────────────────────────────────────────────────────────────────────────────────

export function record(type: number, body: Uint8Array | Uint8Array[], options: { version?: number; instance?: number } = {}): Buffer {
  const b = Array.isArray(body) ? Buffer.concat(body) : Buffer.from(body);
  const head = Buffer.alloc(8);
  head.writeUInt16LE(((options.instance ?? 0) << 4) | (options.version ?? (Array.isArray(body) ? 0xf : 0)));
  head.writeUInt16LE(type, 2);
  head.writeUInt32LE(b.length, 4);
  return Buffer.concat([head, b]);
}

export const container = (type: number, children: Uint8Array[], instance = 0): Buffer => record(type, children, { version: 0xf, instance });

/** A shape holding a text box with `text` (UTF-16), or with a reference to outline text `ref`;
 * `anchor` its rectangle in points (top, left, right, bottom). */
export function textShape(text: string | { ref: number }, anchor?: [number, number, number, number]): Buffer {
  const box =
    typeof text === 'string'
      ? [record(0x0f9f, le([4], 4)), record(0x0fa0, Buffer.from(text, 'utf16le'))]
      : [record(0x0f9f, le([1], 4)), record(0x0f9e, le([text.ref], 4))];
  const rect = anchor ? [record(0xf010, Buffer.from(Int16Array.from(anchor.map((v) => v * 8)).buffer))] : [];
  return container(0xf004, [...rect, container(0xf00d, box)]);
}

export interface PptSlide {
  shapes: Buffer[];
  /** Texts stored in the slide list after the slide's persist atom (outline text). */
  outline?: string[];
}

/**
 * A presentation whose slides are given in presentation order but written to the stream in
 * reverse, so that a reader following the stream instead of the slide list gets them wrong.
 */
export function ppt(slides: PptSlide[], options: { encrypted?: boolean; currentUser?: boolean; pictures?: Uint8Array } = {}): Uint8Array {
  const parts: Buffer[] = [];
  const slideOffsets: number[] = new Array(slides.length);
  let at = 0;
  for (let i = slides.length - 1; i >= 0; i--) {
    const slide = container(0x03ee, [container(0x040c, [container(0xf002, [container(0xf003, slides[i]!.shapes)])])]);
    slideOffsets[i] = at;
    parts.push(slide);
    at += slide.length;
  }
  const list = container(
    0x0ff0,
    slides.flatMap((s, i) => [
      record(0x03f3, le([i + 2, 0, 0, 256 + i, 0], 4)),
      ...(s.outline ?? []).flatMap((t) => [record(0x0f9f, le([1], 4)), record(0x0fa0, Buffer.from(t, 'utf16le'))]),
    ]),
  );
  const documentOffset = at;
  const document = container(0x03e8, [list]);
  parts.push(document);
  at += document.length;
  const directoryOffset = at;
  const directory = record(0x1772, le([(1 | ((slides.length + 1) << 20)) >>> 0, documentOffset, ...slideOffsets], 4));
  parts.push(directory);
  at += directory.length;
  const editOffset = at;
  parts.push(record(0x0ff5, Buffer.concat([le([0], 4), le([0], 2), Buffer.from([0, 3]), le([0, directoryOffset, 1, slides.length + 2], 4), le([1, 0], 2)])));
  const token = options.encrypted ? 0xf3d1c4df : 0xe391c05f;
  const streams: Record<string, Uint8Array> = { 'PowerPoint Document': Buffer.concat(parts) };
  if (options.currentUser !== false) streams['Current User'] = record(0x0ff6, le([20, token, editOffset, 0, 0], 4));
  if (options.pictures) streams.Pictures = options.pictures;
  return ole(streams);
}
