/**
 * Bounds-checked little-endian reads for the binary office formats (OLE, DOC, XLS, PPT). Every
 * offset in those files comes from the file itself, so every read is checked: one past the end
 * is DOCUMENT_UNREADABLE, never `undefined` arithmetic or a RangeError leaking out of a reader.
 */
import { DocumentError } from './types.js';

export class ByteView {
  private readonly view: DataView;

  constructor(
    readonly bytes: Uint8Array,
    /** Named in error details, to tell which stream was broken. */
    private readonly name = 'stream',
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  get length(): number {
    return this.bytes.length;
  }

  /** True when `length` bytes from `offset` are inside the view. */
  has(offset: number, length: number): boolean {
    return Number.isInteger(offset) && offset >= 0 && length >= 0 && offset + length <= this.bytes.length;
  }

  u8(offset: number): number {
    this.check(offset, 1);
    return this.bytes[offset]!;
  }

  u16(offset: number): number {
    this.check(offset, 2);
    return this.view.getUint16(offset, true);
  }

  i16(offset: number): number {
    this.check(offset, 2);
    return this.view.getInt16(offset, true);
  }

  u32(offset: number): number {
    this.check(offset, 4);
    return this.view.getUint32(offset, true);
  }

  i32(offset: number): number {
    this.check(offset, 4);
    return this.view.getInt32(offset, true);
  }

  f64(offset: number): number {
    this.check(offset, 8);
    return this.view.getFloat64(offset, true);
  }

  /** A window on the same bytes (no copy). */
  sub(offset: number, length: number): Uint8Array {
    this.check(offset, length);
    return this.bytes.subarray(offset, offset + length);
  }

  /** UTF-16 LE code units from `offset`. */
  utf16(offset: number, chars: number): string {
    this.check(offset, chars * 2);
    let out = '';
    for (let i = 0; i < chars; i++) out += String.fromCharCode(this.view.getUint16(offset + 2 * i, true));
    return out;
  }

  private check(offset: number, length: number): void {
    if (!this.has(offset, length)) throw new DocumentError('DOCUMENT_UNREADABLE', `${this.name}: read of ${length} bytes at ${offset} past its end (${this.bytes.length})`);
  }
}
