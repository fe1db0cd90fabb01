/**
 * OLE compound files (MS-CFB), the container of DOC, XLS and PPT: the streams at the root of the
 * directory, by name. Why our own reader rather than the `cfb` package's: cfb follows a sector
 * chain without a cycle check when a directory entry starts in the middle of another chain, and a
 * real PPT with two 4-byte edits made it grow an array until V8 aborted the whole process (a fatal
 * error, not an exception anyone could catch). Here every chain is walked with a visited set, every
 * sector number is checked against the file, and no stream is ever larger than the file itself.
 */
import { ByteView } from './byte-view.js';
import { DocumentError } from './types.js';

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const END_OF_CHAIN = 0xfffffffe;
const FREE_SECTOR = 0xffffffff;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_SIZE = 128;
const MINI_SECTOR_SIZE = 64;
const STREAM = 2;
const ROOT = 5;
const NO_ENTRY = 0xffffffff;

interface DirectoryEntry {
  name: string;
  type: number;
  left: number;
  right: number;
  child: number;
  start: number;
  size: number;
}

export interface OleFile {
  /** Names of the streams at the root of the directory. */
  readonly names: string[];
  /** A root-level stream's bytes (names compare case-insensitively, as MS-CFB says), or null. */
  stream(name: string): Uint8Array | null;
}

export function openOle(bytes: Uint8Array): OleFile {
  return new CompoundFile(bytes);
}

class CompoundFile implements OleFile {
  private readonly file: ByteView;
  private readonly sectorSize: number;
  private readonly sectorCount: number;
  private readonly miniCutoff: number;
  private readonly fat: Uint32Array;
  private readonly entries: DirectoryEntry[];
  private readonly streams = new Map<string, DirectoryEntry>();
  private mini: { fat: Uint32Array; data: Uint8Array } | null = null;

  constructor(bytes: Uint8Array) {
    this.file = new ByteView(bytes, 'OLE header');
    if (bytes.length < 512 || SIGNATURE.some((b, i) => bytes[i] !== b)) throw unreadable('not an OLE compound file');
    const major = this.file.u16(26);
    if (major !== 3 && major !== 4) throw unreadable(`OLE major version ${major}`);
    this.sectorSize = major === 3 ? 512 : 4096;
    if (this.file.u16(30) !== (major === 3 ? 9 : 12) || this.file.u16(32) !== 6) throw unreadable('OLE sector shifts');
    this.sectorCount = Math.ceil((bytes.length - this.sectorSize) / this.sectorSize);
    this.miniCutoff = this.file.u32(56);
    this.fat = this.readFat();
    this.entries = this.readDirectory();
    this.indexRootStreams();
  }

  get names(): string[] {
    return [...this.streams.values()].map((e) => e.name);
  }

  stream(name: string): Uint8Array | null {
    const entry = this.streams.get(name.toUpperCase());
    if (!entry) return null;
    if (entry.size === 0) return new Uint8Array(0);
    if (entry.size < this.miniCutoff) {
      const mini = this.miniStream();
      const blocks = chain(mini.fat, entry.start, Math.ceil(mini.data.length / MINI_SECTOR_SIZE), entry.name, Math.ceil(entry.size / MINI_SECTOR_SIZE));
      return gather(mini.data, blocks, MINI_SECTOR_SIZE, entry.size, entry.name);
    }
    return this.regular(entry.start, entry.size, entry.name);
  }

  /** The sector allocation table, from the header's 109 DIFAT slots and the DIFAT chain after them. */
  private readFat(): Uint32Array {
    const perSector = this.sectorSize / 4;
    const fatSectors = this.file.u32(44);
    if (fatSectors > this.sectorCount) throw unreadable(`${fatSectors} FAT sectors in a file of ${this.sectorCount}`);
    const locations: number[] = [];
    for (let i = 0; i < HEADER_DIFAT_ENTRIES && locations.length < fatSectors; i++) locations.push(this.file.u32(76 + 4 * i));
    let next = this.file.u32(68);
    const seen = new Set<number>();
    while (locations.length < fatSectors && next !== END_OF_CHAIN && next !== FREE_SECTOR) {
      if (next >= this.sectorCount || seen.has(next)) throw unreadable('broken DIFAT chain');
      seen.add(next);
      const at = this.sectorOffset(next);
      for (let i = 0; i < perSector - 1 && locations.length < fatSectors; i++) locations.push(this.file.u32(at + 4 * i));
      next = this.file.u32(at + this.sectorSize - 4);
    }
    if (locations.length < fatSectors) throw unreadable('DIFAT shorter than the FAT');
    const fat = new Uint32Array(fatSectors * perSector);
    locations.forEach((sector, i) => {
      if (sector >= this.sectorCount) throw unreadable(`FAT sector ${sector} past the end of the file`);
      const at = this.sectorOffset(sector);
      for (let k = 0; k < perSector; k++) fat[i * perSector + k] = this.file.u32(at + 4 * k);
    });
    return fat;
  }

  private readDirectory(): DirectoryEntry[] {
    const sectors = chain(this.fat, this.file.u32(48), this.sectorCount, 'directory');
    const entries: DirectoryEntry[] = [];
    for (const sector of sectors) {
      const base = this.sectorOffset(sector);
      for (let at = base; at + DIRECTORY_ENTRY_SIZE <= base + this.sectorSize; at += DIRECTORY_ENTRY_SIZE) {
        const nameBytes = Math.min(this.file.u16(at + 64), 64);
        entries.push({
          name: this.file.utf16(at, Math.max(0, nameBytes / 2 - 1) | 0),
          type: this.file.u8(at + 66),
          left: this.file.u32(at + 68),
          right: this.file.u32(at + 72),
          child: this.file.u32(at + 76),
          start: this.file.u32(at + 116),
          // Version 3 files may leave garbage in the high half of the size (MS-CFB 2.6.3).
          size: this.sectorSize === 512 || this.file.u32(at + 124) === 0 ? this.file.u32(at + 120) : Number.MAX_SAFE_INTEGER,
        });
      }
    }
    if (entries[0]?.type !== ROOT) throw unreadable('no root directory entry');
    return entries;
  }

  /** The root storage's children form a red-black tree of siblings; walked once each, iteratively. */
  private indexRootStreams(): void {
    const stack = [this.entries[0]!.child];
    const seen = new Set<number>();
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (id === NO_ENTRY || seen.has(id)) continue;
      const entry = this.entries[id];
      if (!entry) throw unreadable(`directory entry ${id} does not exist`);
      seen.add(id);
      if (entry.type === STREAM && !this.streams.has(entry.name.toUpperCase())) this.streams.set(entry.name.toUpperCase(), entry);
      stack.push(entry.left, entry.right);
    }
  }

  private miniStream(): { fat: Uint32Array; data: Uint8Array } {
    if (this.mini) return this.mini;
    const root = this.entries[0]!;
    const data = root.size === 0 ? new Uint8Array(0) : this.regular(root.start, root.size, 'mini stream');
    const sectors = chain(this.fat, this.file.u32(60), this.sectorCount, 'mini FAT');
    const fat = new Uint32Array(sectors.length * (this.sectorSize / 4));
    sectors.forEach((sector, i) => {
      const at = this.sectorOffset(sector);
      for (let k = 0; k < this.sectorSize / 4; k++) fat[i * (this.sectorSize / 4) + k] = this.file.u32(at + 4 * k);
    });
    this.mini = { fat, data };
    return this.mini;
  }

  private regular(start: number, size: number, name: string): Uint8Array {
    const sectors = chain(this.fat, start, this.sectorCount, name, Math.ceil(size / this.sectorSize));
    return gather(this.file.bytes, sectors.map((s) => s + 1), this.sectorSize, size, name);
  }

  private sectorOffset(sector: number): number {
    return (sector + 1) * this.sectorSize;
  }
}

/**
 * The sectors of a chain, in order, at most `needed` of them; a cycle, a sector past the end or a
 * free sector is an error.
 */
function chain(table: Uint32Array, start: number, count: number, name: string, needed = Infinity): number[] {
  const out: number[] = [];
  const visited = new Uint8Array(count);
  let sector = start;
  while (sector !== END_OF_CHAIN && out.length < needed) {
    if (sector >= count || sector >= table.length) throw unreadable(`${name}: sector ${sector} out of range`);
    if (visited[sector]) throw unreadable(`${name}: sector chain loops`);
    visited[sector] = 1;
    out.push(sector);
    sector = table[sector]!;
  }
  return out;
}

/** Copies `size` bytes from the listed blocks of `source` (block i at `blocks[i] * blockSize`). */
function gather(source: Uint8Array, blocks: number[], blockSize: number, size: number, name: string): Uint8Array {
  if (blocks.length * blockSize < size) throw unreadable(`${name}: ${size} bytes declared, chain holds ${blocks.length * blockSize}`);
  const out = new Uint8Array(size);
  let filled = 0;
  for (const block of blocks) {
    if (filled >= size) break;
    const from = block * blockSize;
    const take = Math.min(blockSize, size - filled, source.length - from);
    if (take <= 0 || (take < blockSize && filled + take < size)) throw unreadable(`${name}: truncated`);
    out.set(source.subarray(from, from + take), filled);
    filled += take;
  }
  if (filled < size) throw unreadable(`${name}: truncated`);
  return out;
}

/** The one way a binary document's broken structure fails (spec 7.1). */
export function unreadable(detail: string): DocumentError {
  return new DocumentError('DOCUMENT_UNREADABLE', detail);
}

/**
 * Runs a binary reader so that it fails only as the spec says: our own DocumentErrors pass, and
 * anything else a corrupt file provokes (a RangeError from a typed array, an impossible length) is
 * that file being unreadable, never another exception type.
 */
export function readingBinary<T>(format: string, read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (err instanceof DocumentError) throw err;
    throw new DocumentError('DOCUMENT_UNREADABLE', `${format}: ${(err as Error)?.message ?? String(err)}`);
  }
}
