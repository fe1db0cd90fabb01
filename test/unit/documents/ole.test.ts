import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectType } from '../../../src/documents/detect-type.js';
import { openOle } from '../../../src/documents/ole.js';
import { readPpt } from '../../../src/documents/read-ppt.js';
import { DEFAULT_READ_LIMITS, DocumentError } from '../../../src/documents/types.js';
import { ole } from './ole-builders.js';

const FIXTURES = join(import.meta.dirname, '../../fixtures/documents');

/** Edits a CFB v3 file in place: FAT entries and directory entries, found the way a reader finds them. */
class CfbEditor {
  readonly bytes: Buffer;

  constructor(file: Uint8Array) {
    this.bytes = Buffer.from(file);
  }

  private fatEntryOffset(sector: number): number {
    const fatSector = this.bytes.readInt32LE(76 + 4 * Math.floor(sector / 128));
    return 512 + fatSector * 512 + (sector % 128) * 4;
  }

  next(sector: number): number {
    return this.bytes.readInt32LE(this.fatEntryOffset(sector));
  }

  setNext(sector: number, next: number): void {
    this.bytes.writeInt32LE(next, this.fatEntryOffset(sector));
  }

  /** Offset of the directory entry named `name`. */
  entry(name: string): number {
    for (let sector = this.bytes.readInt32LE(48); sector >= 0; sector = this.next(sector)) {
      for (let k = 0; k < 4; k++) {
        const at = 512 + sector * 512 + k * 128;
        const length = this.bytes.readUInt16LE(at + 64);
        if (this.bytes.subarray(at, at + Math.max(0, length - 2)).toString('utf16le') === name) return at;
      }
    }
    throw new Error(`no entry ${name}`);
  }

  chain(name: string, count: number): number[] {
    const out = [this.bytes.readInt32LE(this.entry(name) + 116)];
    while (out.length < count) out.push(this.next(out[out.length - 1]!));
    return out;
  }
}

describe('openOle', () => {
  it('reads root streams from regular and mini sectors, names compared case-insensitively', () => {
    const big = Buffer.alloc(10_000, 0x61);
    const file = openOle(ole({ Small: Buffer.from('petit flux'), Big: big }));
    expect(Buffer.from(file.stream('small')!).toString()).toBe('petit flux');
    expect(file.stream('Big')).toEqual(new Uint8Array(big));
    expect(file.stream('Absent')).toBeNull();
    expect(file.names).toEqual(expect.arrayContaining(['Small', 'Big']));
  });

  it('refuses a sector chain that loops back into itself, where cfb 1.2.2 grows an array until V8 aborts', () => {
    // A PPT with two 4-byte edits: its document stream's chain loops, and its directory entry
    // starts in the middle of the loop. cfb follows such a chain without end (a fatal error that
    // kills the process); this reader must answer DOCUMENT_UNREADABLE at once.
    const editor = new CfbEditor(readFileSync(join(FIXTURES, 'en-resume.ppt')));
    const chain = editor.chain('PowerPoint Document', 7);
    editor.setNext(chain[6]!, chain[5]!);
    editor.bytes.writeInt32LE(chain[5]!, editor.entry('PowerPoint Document') + 116);
    const started = performance.now();
    expect(() => readPpt(editor.bytes, DEFAULT_READ_LIMITS)).toThrow(DocumentError);
    expect(() => openOle(editor.bytes).stream('PowerPoint Document')).toThrow(/loops/);
    // Detection goes through the same reader, never through cfb.
    expect(detectType(editor.bytes)).toBe('ppt');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses sectors past the end of the file and streams longer than their chain', () => {
    const editor = new CfbEditor(readFileSync(join(FIXTURES, 'en-resume.ppt')));
    const [first] = editor.chain('PowerPoint Document', 1);
    editor.setNext(first!, 0x7fff0000);
    expect(() => openOle(editor.bytes).stream('PowerPoint Document')).toThrow(/out of range/);

    const liar = new CfbEditor(readFileSync(join(FIXTURES, 'en-resume.ppt')));
    liar.bytes.writeUInt32LE(0x7ffffff0, liar.entry('PowerPoint Document') + 120);
    expect(() => openOle(liar.bytes).stream('PowerPoint Document')).toThrow(DocumentError);
  });

  it('answers DOCUMENT_UNREADABLE for what is not a compound file or is cut short', () => {
    const file = readFileSync(join(FIXTURES, 'en-resume.doc'));
    for (const bytes of [new Uint8Array(100), Buffer.alloc(1024, 0xd0), file.subarray(0, 600), file.subarray(0, file.length / 2)]) {
      let code = 'none';
      try {
        const o = openOle(bytes);
        for (const name of o.names) o.stream(name);
      } catch (err) {
        code = (err as DocumentError).code;
      }
      expect(code).toBe('DOCUMENT_UNREADABLE');
    }
  });
});
