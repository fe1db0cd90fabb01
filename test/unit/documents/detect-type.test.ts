import CFB from 'cfb';
import { describe, expect, it } from 'vitest';
import { detectType } from '../../../src/documents/detect-type.js';
import { DocumentError, type DocumentType } from '../../../src/documents/types.js';
import { docx, odp, odt, pptx, PNG_1X1, wp, zip } from './office-builders.js';

function ole(streams: string[]): Uint8Array {
  const cfb = CFB.utils.cfb_new();
  for (const name of streams) CFB.utils.cfb_add(cfb, `/${name}`, Buffer.from('x'.repeat(600)));
  return new Uint8Array(CFB.write(cfb, { type: 'buffer' }) as Buffer);
}

function bmp(): Uint8Array {
  const b = Buffer.alloc(58);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(58, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(1, 18);
  b.writeInt32LE(1, 22);
  return new Uint8Array(b);
}

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    return err instanceof DocumentError ? err.code : `not a DocumentError: ${(err as Error).message}`;
  }
  return undefined;
}

const samples: [DocumentType, () => Uint8Array][] = [
  ['pdf', () => Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj<<>>endobj\n')],
  ['docx', () => docx(wp('Bonjour'))],
  ['pptx', () => pptx([['Bonjour']])],
  ['odt', () => odt('<text:p>Bonjour</text:p>')],
  ['odp', () => odp('<draw:page/>')],
  ['doc', () => ole(['WordDocument', '1Table'])],
  ['xls', () => ole(['Workbook'])],
  ['xls', () => ole(['Book'])],
  ['ppt', () => ole(['PowerPoint Document', 'Current User'])],
  ['rtf', () => Buffer.from('{\\rtf1\\ansi Bonjour}')],
  ['jpg', () => Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46])],
  ['png', () => PNG_1X1],
  ['bmp', bmp],
  ['txt', () => Buffer.from('Jean Dupont\nDéveloppeur\n')],
  ['txt', () => Buffer.from('Expérience\tà Paris\f\r\n', 'latin1')],
  ['txt', () => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Déjà', 'utf16le')])],
];

describe('detectType', () => {
  it.each(samples.map(([type, make], i) => [`${type} #${i}`, type, make] as const))('detects %s from content', (_label, type, make) => {
    expect(detectType(make())).toBe(type);
  });

  it('finds %PDF- after leading junk within the first kilobyte', () => {
    expect(detectType(Buffer.concat([Buffer.alloc(500, 0x20), Buffer.from('%PDF-1.4\n')]))).toBe('pdf');
  });

  it('ignores names: only bytes are given, so a DOCX "renamed to .pdf" is still a DOCX', () => {
    expect(detectType(docx(wp('Bonjour')))).toBe('docx');
  });

  it('rejects empty input, binary junk and unknown containers as INVALID_FILE', () => {
    expect(codeOf(() => detectType(new Uint8Array()))).toBe('INVALID_FILE');
    expect(codeOf(() => detectType(Uint8Array.from({ length: 2048 }, (_, i) => (i * 7919 + 13) % 256)))).toBe('INVALID_FILE');
    expect(codeOf(() => detectType(zip({ 'readme.txt': 'hello' })))).toBe('INVALID_FILE');
    expect(codeOf(() => detectType(zip({ mimetype: 'application/vnd.oasis.opendocument.spreadsheet', 'content.xml': '<a/>' })))).toBe('INVALID_FILE');
    expect(codeOf(() => detectType(ole(['SomethingElse'])))).toBe('INVALID_FILE');
    expect(codeOf(() => detectType(Buffer.from('BMW série 3 à vendre\n')))).toBeUndefined();
  });

  it('rejects containers that cannot be opened as DOCUMENT_UNREADABLE', () => {
    const d = docx(wp('Bonjour'));
    expect(codeOf(() => detectType(d.subarray(0, d.length - 30)))).toBe('DOCUMENT_UNREADABLE');
    const o = ole(['WordDocument']);
    expect(codeOf(() => detectType(o.subarray(0, 600)))).toBe('DOCUMENT_UNREADABLE');
    // A password-protected OOXML file is an OLE wrapper around the encrypted package.
    expect(codeOf(() => detectType(ole(['EncryptionInfo', 'EncryptedPackage'])))).toBe('DOCUMENT_UNREADABLE');
  });
});
