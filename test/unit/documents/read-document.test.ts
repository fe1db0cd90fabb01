import CFB from 'cfb';
import { describe, expect, it } from 'vitest';
import { pagesToText } from '../../../src/documents/pages-to-text.js';
import { readDocument } from '../../../src/documents/read-document.js';
import { DocumentError } from '../../../src/documents/types.js';
import { docx, odp, odt, PNG_1X1, pptx, wp } from './office-builders.js';

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected a failure');
}

describe('readDocument', () => {
  it.each([
    ['txt', Buffer.from('Jean Dupont — développeur')],
    ['rtf', Buffer.from(String.raw`{\rtf1 Jean Dupont \'97 d\'e9veloppeur}`, 'latin1')],
    ['docx', docx(wp('Jean Dupont — développeur'))],
    ['odt', odt('<text:p>Jean Dupont — développeur</text:p>')],
    ['pptx', pptx([['Jean Dupont — développeur']])],
    ['odp', odp('<draw:page><draw:frame><draw:text-box><text:p>Jean Dupont — développeur</text:p></draw:text-box></draw:frame></draw:page>')],
  ])('dispatches %s to its reader and meets at the common form', async (type, bytes) => {
    const result = await readDocument(new Uint8Array(bytes));
    expect(result.type).toBe(type);
    expect(pagesToText(result.pages)).toBe('Jean Dupont — développeur');
    expect(result).toMatchObject({ images: [], annotations: [], warnings: [] });
  });

  it('answers DOCUMENT_TEXT_EMPTY when there is no text at all', async () => {
    for (const bytes of [Buffer.from(' \n\t\r\n'), docx('<w:p/>'), Buffer.from('{\\rtf1 {\\fonttbl Arial;}}')]) {
      expect(await failure(readDocument(new Uint8Array(bytes)))).toMatchObject({ code: 'DOCUMENT_TEXT_EMPTY' });
    }
  });

  it('answers DOCUMENT_TOO_LARGE past 100,000 extracted characters, and accepts exactly 100,000', async () => {
    const line = 'x'.repeat(99) + '\n';
    expect(await failure(readDocument(Buffer.from(line.repeat(1100))))).toMatchObject({ code: 'DOCUMENT_TOO_LARGE' });
    await expect(readDocument(Buffer.from('x'.repeat(100_000)))).resolves.toMatchObject({ type: 'txt' });
    expect(await failure(readDocument(Buffer.from('x'.repeat(100_001))))).toMatchObject({ code: 'DOCUMENT_TOO_LARGE' });
  });

  it('answers INVALID_FILE for empty input and random bytes', async () => {
    expect(await failure(readDocument(new Uint8Array()))).toMatchObject({ code: 'INVALID_FILE' });
    const random = Uint8Array.from({ length: 4096 }, (_, i) => (i * 2654435761) >>> 24);
    const err = await failure(readDocument(random));
    expect(err).toBeInstanceOf(DocumentError);
    expect(err).toMatchObject({ code: 'INVALID_FILE' });
  });

  it('answers DOCUMENT_UNREADABLE for an OLE file whose WordDocument stream is no Word document', async () => {
    const cfb = CFB.utils.cfb_new();
    CFB.utils.cfb_add(cfb, '/WordDocument', Buffer.alloc(600, 1));
    const doc = new Uint8Array(CFB.write(cfb, { type: 'buffer' }) as Buffer);
    expect(await failure(readDocument(doc))).toMatchObject({ code: 'DOCUMENT_UNREADABLE' });
  });

  it('answers DOCUMENT_TEXT_EMPTY for an image without text (blank pixels never reach OCR)', async () => {
    expect(await failure(readDocument(new Uint8Array(PNG_1X1)))).toMatchObject({ code: 'DOCUMENT_TEXT_EMPTY' });
  });
});
