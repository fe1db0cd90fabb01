/**
 * A small, defensive ZIP reader for office containers. Why our own directory parsing: the sizes in
 * zip headers are attacker-controlled, so they are used only to bound the *compressed* input; the
 * decompressed size is capped while inflating (node:zlib's `maxOutputLength`, which aborts the
 * stream as soon as the output passes it) and never trusted from the headers. Nothing touches the
 * disk. (fflate was tried first: correct, but ~35 MB/s on the long runs a zip bomb is made of.)
 */
import { inflateRawSync } from 'node:zlib';
import { DocumentError, type ReadLimits } from './types.js';

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_EOCD_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  localOffset: number;
}

export class ZipArchive {
  private readonly entries = new Map<string, ZipEntry>();
  private totalRead = 0;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly limits: ReadLimits,
  ) {
    this.readCentralDirectory();
  }

  get names(): string[] {
    return [...this.entries.keys()];
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** Decompressed bytes of an entry, or null if absent; DOCUMENT_UNREADABLE past a cap. */
  read(name: string): Uint8Array | null {
    const entry = this.entries.get(name);
    if (!entry) return null;
    if (entry.flags & 1) throw unreadable(`encrypted entry ${name}`);
    const data = this.compressedData(entry);
    const cap = Math.min(this.limits.maxEntryBytes, this.limits.maxTotalBytes - this.totalRead);
    let out: Uint8Array;
    if (entry.method === 0) {
      if (data.length > cap) throw unreadable(`entry ${name} over the size cap`);
      out = data;
    } else if (entry.method === 8) {
      out = inflateCapped(data, cap, name);
    } else {
      throw unreadable(`entry ${name} uses compression method ${entry.method}`);
    }
    this.totalRead += out.length;
    return out;
  }

  /** An entry decoded as UTF-8 (the encoding of every XML part in OOXML and ODF in practice). */
  readText(name: string): string | null {
    const bytes = this.read(name);
    if (!bytes) return null;
    return decodeXmlBytes(bytes);
  }

  private compressedData(entry: ZipEntry): Uint8Array {
    const b = this.bytes;
    const at = entry.localOffset;
    if (at + 30 > b.length || u32(b, at) !== LOCAL_SIGNATURE) throw unreadable('bad local header');
    const start = at + 30 + u16(b, at + 26) + u16(b, at + 28);
    const end = start + entry.compressedSize;
    if (end > b.length) throw unreadable(`entry ${entry.name} is truncated`);
    return b.subarray(start, end);
  }

  private readCentralDirectory(): void {
    const b = this.bytes;
    const eocd = findEocd(b);
    if (eocd < 0) throw unreadable('no end of central directory (truncated or not a zip)');
    let count = u16(b, eocd + 10);
    let cdSize = u32(b, eocd + 12);
    let cdOffset = u32(b, eocd + 16);
    if (count === 0xffff || cdOffset === 0xffffffff || cdSize === 0xffffffff) {
      const loc = eocd - 20;
      if (loc < 0 || u32(b, loc) !== ZIP64_EOCD_LOCATOR) throw unreadable('bad zip64 locator');
      const z = Number(u64(b, loc + 8));
      if (z + 56 > b.length || u32(b, z) !== ZIP64_EOCD) throw unreadable('bad zip64 directory');
      count = Number(u64(b, z + 32));
      cdSize = Number(u64(b, z + 40));
      cdOffset = Number(u64(b, z + 48));
    }
    if (count > this.limits.maxEntries) throw unreadable(`${count} entries`);
    if (cdOffset + cdSize > b.length) throw unreadable('central directory out of bounds');
    const names = new TextDecoder('utf-8');
    let p = cdOffset;
    for (let i = 0; i < count; i++) {
      if (p + 46 > b.length || u32(b, p) !== CENTRAL_SIGNATURE) throw unreadable('bad central entry');
      const flags = u16(b, p + 8);
      const method = u16(b, p + 10);
      let compressedSize = u32(b, p + 20);
      const uncompressedSize = u32(b, p + 24);
      const nameLen = u16(b, p + 28);
      const extraLen = u16(b, p + 30);
      const commentLen = u16(b, p + 32);
      let localOffset = u32(b, p + 42);
      const nameEnd = p + 46 + nameLen;
      if (nameEnd + extraLen + commentLen > b.length) throw unreadable('central entry out of bounds');
      const name = names.decode(b.subarray(p + 46, nameEnd));
      if (compressedSize === 0xffffffff || localOffset === 0xffffffff) {
        // Zip64 extra field: the 64-bit values appear in a fixed order, only for fields set to ~0.
        let e = nameEnd;
        while (e + 4 <= nameEnd + extraLen) {
          const id = u16(b, e);
          const size = u16(b, e + 2);
          if (id === 1) {
            let q = e + 4;
            if (uncompressedSize === 0xffffffff) q += 8;
            if (compressedSize === 0xffffffff) (compressedSize = Number(u64(b, q))), (q += 8);
            if (localOffset === 0xffffffff) localOffset = Number(u64(b, q));
            break;
          }
          e += 4 + size;
        }
      }
      // Keep the first of duplicate names, as the directory order is the writer's intent.
      if (!this.entries.has(name)) {
        this.entries.set(name, { name, method, flags, compressedSize, localOffset });
      }
      p = nameEnd + extraLen + commentLen;
    }
  }
}

export function openZip(bytes: Uint8Array, limits: ReadLimits): ZipArchive {
  return new ZipArchive(bytes, limits);
}

function inflateCapped(data: Uint8Array, cap: number, name: string): Uint8Array {
  if (cap < 1) throw unreadable(`entry ${name}: archive size cap already reached`);
  try {
    // zlib checks maxOutputLength after each output chunk and stops there: the cap holds while
    // inflating, whatever the headers declare.
    return inflateRawSync(data, { maxOutputLength: cap });
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'ERR_BUFFER_TOO_LARGE') throw unreadable(`entry ${name} inflates past the size cap`);
    throw unreadable(`entry ${name}: ${(err as Error).message}`);
  }
}

function findEocd(b: Uint8Array): number {
  const stop = Math.max(0, b.length - 22 - 0xffff);
  for (let i = b.length - 22; i >= stop; i--) {
    if (b[i] === 0x50 && b[i + 1] === 0x4b && u32(b, i) === EOCD_SIGNATURE) return i;
  }
  return -1;
}

/** XML parts are UTF-8 unless they carry a UTF-16 byte order mark. */
export function decodeXmlBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes);
}

function unreadable(detail: string): DocumentError {
  return new DocumentError('DOCUMENT_UNREADABLE', detail);
}

function u16(b: Uint8Array, i: number): number {
  return b[i]! | (b[i + 1]! << 8);
}

function u32(b: Uint8Array, i: number): number {
  return (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;
}

function u64(b: Uint8Array, i: number): bigint {
  return BigInt(u32(b, i)) | (BigInt(u32(b, i + 4)) << 32n);
}
