/**
 * BIFF records of an Excel 97–2003 (BIFF8) or Excel 5/95 (BIFF5) workbook stream ([MS-XLS] 2.1.4):
 * a type, a length of at most 8,224 bytes and the body. Longer data goes on in CONTINUE records,
 * and a string cut by a CONTINUE carries a fresh option byte (8-bit or 16-bit characters) at the
 * start of the continuation ([MS-XLS] 2.5.293 XLUnicodeRichExtendedString): `StringCursor` reads
 * across those cuts.
 */
import type { ByteView } from './byte-view.js';

export const CONTINUE = 0x003c;

/**
 * The records of a stream, indexed by their offsets only (4 bytes each): a hostile stream of
 * millions of empty records must not become millions of objects.
 */
export class BiffRecords {
  readonly count: number;
  /** A record's length runs past the end of the stream: the records stop before it. */
  readonly truncated: boolean;
  private readonly offsets: Uint32Array;

  constructor(private readonly stream: ByteView) {
    let count = 0;
    let p = 0;
    for (; p + 4 <= stream.length && stream.has(p + 4, stream.u16(p + 2)); p += 4 + stream.u16(p + 2)) count++;
    this.truncated = p < stream.length;
    this.count = count;
    this.offsets = new Uint32Array(count);
    for (let i = 0, at = 0; i < count; i++, at += 4 + stream.u16(at + 2)) this.offsets[i] = at;
  }

  type(i: number): number {
    return this.stream.u16(this.offsets[i]!);
  }

  /** Offset of the record header in the stream (BOUNDSHEET positions point at these). */
  offset(i: number): number {
    return this.offsets[i]!;
  }

  body(i: number): Uint8Array {
    const at = this.offsets[i]!;
    return this.stream.sub(at + 4, this.stream.u16(at + 2));
  }

  /** Record `i`'s body, then those of the CONTINUE records right after it, on demand. */
  withContinuations(i: number): (k: number) => Uint8Array | null {
    return (k) => (k === 0 ? this.body(i) : i + k < this.count && this.type(i + k) === CONTINUE ? this.body(i + k) : null);
  }
}

/** Reads bytes and strings over a record body and its CONTINUE bodies as if they were one. */
export class StringCursor {
  private segment = 0;
  private pos = 0;

  private current: Uint8Array | null;

  /** `segments(k)`: the k-th body (0 the record's own, then its CONTINUEs), null past the last. */
  constructor(
    private readonly segments: (k: number) => Uint8Array | null,
    offset = 0,
  ) {
    this.pos = offset;
    this.current = segments(0);
  }

  get done(): boolean {
    this.settle();
    return this.current === null;
  }

  u8(): number {
    this.settle();
    if (!this.current) throw new RangeError('BIFF string past the end of its records');
    return this.current[this.pos++]!;
  }

  u16(): number {
    return this.u8() | (this.u8() << 8);
  }

  u32(): number {
    return (this.u16() | (this.u16() << 16)) >>> 0;
  }

  skip(n: number): void {
    for (let left = n; left > 0; ) {
      this.settle();
      if (!this.current) throw new RangeError('BIFF string past the end of its records');
      const take = Math.min(left, this.current.length - this.pos);
      this.pos += take;
      left -= take;
    }
  }

  /** XLUnicodeRichExtendedString (BIFF8): count, options, [runs], [ext size], characters, runs, ext. */
  richString(): string {
    const cch = this.u16();
    const options = this.u8();
    const runs = options & 0x08 ? this.u16() : 0;
    const ext = options & 0x04 ? this.u32() : 0;
    const text = this.chars(cch, (options & 0x01) !== 0);
    this.skip(runs * 4 + ext);
    return text;
  }

  /** `count` characters; at a CONTINUE boundary the width comes from the new segment's option byte. */
  chars(count: number, wide: boolean): string {
    const codes: number[] = [];
    let sixteen = wide;
    let out = '';
    for (let i = 0; i < count; i++) {
      if (this.current && this.pos >= this.current.length) {
        this.next();
        if (this.current) sixteen = (this.u8() & 0x01) !== 0;
      }
      if (sixteen) codes.push(this.u16());
      else codes.push(this.u8()); // BIFF8 "compressed" characters are UTF-16 units without their zero high byte
      if (codes.length === 4096) {
        out += String.fromCharCode(...codes);
        codes.length = 0;
      }
    }
    return out + String.fromCharCode(...codes);
  }

  private settle(): void {
    while (this.current && this.pos >= this.current.length) this.next();
  }

  private next(): void {
    this.segment++;
    this.pos = 0;
    this.current = this.segments(this.segment);
  }
}
