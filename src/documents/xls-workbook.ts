/**
 * The cells of an Excel 97–2003 workbook stream (BIFF8, [MS-XLS]), or of an Excel 5/95 one (BIFF5,
 * 8-bit strings and no shared string table): the globals substream gives the sheet names and
 * positions (BOUNDSHEET), the shared strings (SST), the number formats (FORMAT, XF) and the date
 * system; each worksheet substream gives its cells. Charts, macro sheets and hidden sheets are
 * left out. A record that cannot be decoded costs its cell and a warning, not the workbook.
 */
import { ByteView } from './byte-view.js';
import { dateParts, formatDate, formatNumber, rkValue } from './xls-numbers.js';
import { unreadable } from './ole.js';
import { BiffRecords, StringCursor } from './xls-records.js';
import { DocumentError, type ReadLimits } from './types.js';
import { decodeWindows1252 } from './windows-1252.js';

export interface Sheet {
  name: string;
  /** row → column → text; only non-empty cells. */
  rows: Map<number, Map<number, string>>;
}

export interface Workbook {
  sheets: Sheet[];
  warnings: string[];
}

const R = {
  BOF: 0x0809, EOF: 0x000a, FILEPASS: 0x002f, BOUNDSHEET: 0x0085, SST: 0x00fc, FORMAT: 0x041e, FORMAT_BIFF5: 0x001e, XF: 0x00e0,
  DATEMODE: 0x0022, LABELSST: 0x00fd, LABEL: 0x0204, RSTRING: 0x00d6, NUMBER: 0x0203, RK: 0x027e,
  MULRK: 0x00bd, FORMULA: 0x0006, STRING: 0x0207, BOOLERR: 0x0205,
} as const;
const BIFF8 = 0x0600;
const BIFF5 = 0x0500;
const WORKSHEET = 0x0010;

interface BoundSheet {
  name: string;
  hidden: boolean;
  worksheet: boolean;
}

export function readWorkbook(stream: ByteView, limits: ReadLimits): Workbook {
  const records = new BiffRecords(stream);
  const truncated = records.truncated;
  const warnings: string[] = truncated ? ['workbook stream truncated: last record incomplete'] : [];
  if (records.count === 0 || records.type(0) !== R.BOF || records.body(0).length < 4) throw unreadable('no BIFF5/BIFF8 BOF record');
  const version = new ByteView(records.body(0)).u16(0);
  if (version !== BIFF8 && version !== BIFF5) throw unreadable(`BIFF version 0x${version.toString(16)} not supported`);
  const sheets = new WorkbookReader(records, version === BIFF8, limits, warnings).read();
  // Records cut off before any cell: the workbook is broken, not empty.
  if (truncated && sheets.every((s) => s.rows.size === 0)) throw unreadable('BIFF records broken before any cell');
  return { sheets, warnings };
}

class WorkbookReader {
  private strings: string[] = [];
  private readonly formats = new Map<number, string>();
  private readonly xfFormats: number[] = [];
  private date1904 = false;
  private readonly bound = new Map<number, BoundSheet>();
  private chars = 0;

  constructor(
    private readonly records: BiffRecords,
    private readonly biff8: boolean,
    private readonly limits: ReadLimits,
    private readonly warnings: string[],
  ) {}

  read(): Sheet[] {
    let i = this.readGlobals();
    const sheets: Sheet[] = [];
    while (i < this.records.count) {
      if (this.records.type(i) !== R.BOF) {
        i++;
        continue;
      }
      const body = this.records.body(i);
      const kind = body.length >= 4 ? body[2]! | (body[3]! << 8) : 0;
      const bound = this.bound.get(this.records.offset(i));
      const sheet: Sheet = { name: bound?.name ?? `Sheet${sheets.length + 1}`, rows: new Map() };
      const wanted = kind === WORKSHEET && !bound?.hidden && bound?.worksheet !== false;
      if (bound?.hidden) this.warnings.push(`hidden sheet "${bound.name}" not read`);
      i = this.readSubstream(i + 1, wanted ? sheet : null);
      if (!wanted) continue;
      if (sheets.length >= this.limits.maxPages) {
        this.warnings.push(`only the first ${this.limits.maxPages} sheets read`);
        break;
      }
      sheets.push(sheet);
    }
    return sheets;
  }

  /** Globals up to their EOF; returns the index of the record after it. */
  private readGlobals(): number {
    let i = 1;
    for (; i < this.records.count; i++) {
      const type = this.records.type(i);
      const body = this.records.body(i);
      const v = new ByteView(body, 'BIFF record');
      if (type === R.EOF) return i + 1;
      if (type === R.FILEPASS) throw unreadable('encrypted workbook (FILEPASS)');
      this.tolerant(`globals record 0x${type.toString(16)}`, () => {
        if (type === R.BOUNDSHEET) {
          const name = this.biff8 ? new StringCursor((k) => (k === 0 ? body : null), 8).chars(v.u8(6), (v.u8(7) & 1) !== 0) : decodeWindows1252(v.sub(7, v.u8(6)));
          this.bound.set(v.u32(0), { name, hidden: v.u8(4) !== 0, worksheet: v.u8(5) === 0 });
        } else if (type === R.SST && this.biff8) {
          this.strings = this.readSst(i);
        } else if (type === R.FORMAT || type === R.FORMAT_BIFF5) {
          const code = this.biff8 ? new StringCursor((k) => (k === 0 ? body : null), 5).chars(v.u16(2), (v.u8(4) & 1) !== 0) : decodeWindows1252(v.sub(3, v.u8(2)));
          this.formats.set(v.u16(0), code);
        } else if (type === R.XF) {
          this.xfFormats.push(v.u16(2));
        } else if (type === R.DATEMODE) {
          this.date1904 = v.u16(0) === 1;
        }
      });
    }
    return i;
  }

  /** The shared strings; a broken table keeps the strings before the break. */
  private readSst(index: number): string[] {
    const cursor = new StringCursor(this.records.withContinuations(index), 8);
    const count = new ByteView(this.records.body(index)).u32(4);
    const out: string[] = [];
    try {
      // Each string takes at least 3 bytes, which bounds a lying count.
      while (out.length < count && !cursor.done) out.push(cursor.richString());
    } catch {
      this.warnings.push(`shared strings table broken after ${out.length} strings`);
    }
    return out;
  }

  /** A worksheet's records up to the EOF matching its BOF (charts embedded in it nest their own). */
  private readSubstream(start: number, sheet: Sheet | null): number {
    let depth = 0;
    let pendingFormula: [number, number] | null = null;
    for (let i = start; i < this.records.count; i++) {
      const type = this.records.type(i);
      if (type === R.BOF) depth++;
      if (type === R.EOF && depth-- === 0) return i + 1;
      if (!sheet || depth > 0) continue;
      const body = this.records.body(i);
      const v = new ByteView(body, 'BIFF cell');
      this.tolerant(`cell record 0x${type.toString(16)}`, () => {
        const put = (text: string, col = v.u16(2)): void => this.put(sheet, v.u16(0), col, text);
        switch (type) {
          case R.LABELSST:
            put(this.strings[v.u32(6)] ?? '');
            break;
          case R.LABEL:
          case R.RSTRING:
            put(this.cellString(body, i, 6));
            break;
          case R.NUMBER:
            put(this.number(v.f64(6), v.u16(4)));
            break;
          case R.RK:
            put(this.number(rkValue(v.u32(6)), v.u16(4)));
            break;
          case R.MULRK:
            for (let k = 0; 6 + 6 * k + 6 <= body.length; k++) put(this.number(rkValue(v.u32(6 + 6 * k)), v.u16(4 + 6 * k)), v.u16(2) + k);
            break;
          case R.BOOLERR:
            put(v.u8(7) ? ERRORS[v.u8(6)] ?? '#ERR' : v.u8(6) ? 'TRUE' : 'FALSE');
            break;
          case R.FORMULA:
            pendingFormula = null;
            if (v.u16(12) !== 0xffff) put(this.number(v.f64(6), v.u16(4)));
            else if (v.u8(6) === 0) pendingFormula = [v.u16(0), v.u16(2)];
            else if (v.u8(6) === 1) put(v.u8(8) ? 'TRUE' : 'FALSE');
            break;
          case R.STRING:
            if (pendingFormula) this.put(sheet, pendingFormula[0], pendingFormula[1], this.cellString(body, i, 0));
            pendingFormula = null;
            break;
        }
      });
    }
    return this.records.count;
  }

  /** A cell's own string: XLUnicodeString in BIFF8 (continued if long), 8-bit in BIFF5. */
  private cellString(body: Uint8Array, index: number, at: number): string {
    const v = new ByteView(body, 'BIFF string');
    if (!this.biff8) return decodeWindows1252(v.sub(at + 2, v.u16(at)));
    return new StringCursor(this.records.withContinuations(index), at + 3).chars(v.u16(at), (v.u8(at + 2) & 1) !== 0);
  }

  private number(value: number, xf: number): string {
    const ifmt = this.xfFormats[xf];
    const parts = ifmt === undefined ? null : dateParts(ifmt, this.formats.get(ifmt));
    return parts ? formatDate(value, this.date1904, parts) : formatNumber(value);
  }

  private put(sheet: Sheet, row: number, col: number, text: string): void {
    if (text.trim() === '') return;
    this.chars += text.length;
    if (this.chars > this.limits.maxChars) throw new DocumentError('DOCUMENT_TOO_LARGE', `over ${this.limits.maxChars} characters of cells`);
    let cells = sheet.rows.get(row);
    if (!cells) sheet.rows.set(row, (cells = new Map()));
    cells.set(col, text);
  }

  /** Runs one record's decoding; a record too short for its fields is skipped with a warning. */
  private tolerant(what: string, decode: () => void): void {
    try {
      decode();
    } catch (err) {
      if (err instanceof DocumentError && err.code !== 'DOCUMENT_UNREADABLE') throw err;
      if (this.warnings.length < 20) this.warnings.push(`${what} skipped: ${(err as Error).message}`);
    }
  }
}

const ERRORS: Record<number, string> = { 0x00: '#NULL!', 0x07: '#DIV/0!', 0x0f: '#VALUE!', 0x17: '#REF!', 0x1d: '#NAME?', 0x24: '#NUM!', 0x2a: '#N/A' };
