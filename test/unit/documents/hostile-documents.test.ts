/**
 * Hostile and broken inputs (issue 3, "Safety"): each ends in a spec error, quickly, without
 * allocating what the file asks for.
 */
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../src/documents/read-document.js';
import { parseXml } from '../../../src/documents/xml.js';
import { deflateBomb, docx, odp, odt, PNG_1X1, pptx, rel, wp, zip, zipWithRawDeflate } from './office-builders.js';

async function code(bytes: Uint8Array, limits?: Parameters<typeof readDocument>[1]): Promise<string> {
  try {
    await readDocument(bytes, limits);
    return 'OK';
  } catch (err) {
    return (err as { code?: string }).code ?? `unexpected: ${(err as Error).message}`;
  }
}

const CONTENT_TYPES = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

describe('hostile documents', () => {
  it('stops a zip bomb DOCX while inflating: DOCUMENT_UNREADABLE, fast, without gigabytes', async () => {
    // 400 MB of zeros in ~2.5 MB of deflate, headers claiming 1,000 bytes.
    const bomb = zipWithRawDeflate([
      { name: '[Content_Types].xml', stored: Buffer.from(CONTENT_TYPES) },
      { name: 'word/document.xml', deflated: deflateBomb(400_000_000) },
    ]);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    expect(await code(bomb)).toBe('DOCUMENT_UNREADABLE');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(300 * 1024 * 1024);
  });

  it('caps the whole archive too: many entries each under the entry cap', async () => {
    const part = deflateBomb(3_000_000);
    const entries = [
      { name: 'word/document.xml', stored: Buffer.from(`<w:document xmlns:w="w"><w:body>${wp('x')}</w:body></w:document>`) },
      { name: 'word/_rels/document.xml.rels', stored: Buffer.from('<Relationships>' + Array.from({ length: 10 }, (_, i) => `<Relationship Id="h${i}" Type="x/header" Target="header${i}.xml"/>`).join('') + '</Relationships>') },
      ...Array.from({ length: 10 }, (_, i) => ({ name: `word/header${i}.xml`, deflated: part })),
    ];
    expect(await code(zipWithRawDeflate(entries), { maxEntryBytes: 4_000_000, maxTotalBytes: 10_000_000 })).toBe('DOCUMENT_UNREADABLE');
  });

  it('never expands a billion-laughs ODT', async () => {
    const dtd =
      '<!DOCTYPE office:document-content [<!ENTITY lol "lol">' +
      Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('') +
      ']>';
    const started = performance.now();
    expect(await code(odt('<text:p>&lol9;</text:p>', '', {}, dtd))).toBe('DOCUMENT_UNREADABLE');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses external entities and caps element depth', () => {
    expect(() => parseXml('<!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>', { maxXmlDepth: 10 })).toThrow(/DOCUMENT_UNREADABLE/);
    expect(() => parseXml('<a>&undefined;</a>', { maxXmlDepth: 10 })).toThrow(/DOCUMENT_UNREADABLE/);
    const deep = '<a>'.repeat(100) + '</a>'.repeat(100);
    expect(() => parseXml(deep, { maxXmlDepth: 50 })).toThrow(/depth/);
    expect(parseXml(deep, { maxXmlDepth: 200 }).name).toBe('a');
    expect(parseXml('<a>&lt;&amp;&#233;</a>', { maxXmlDepth: 5 }).children).toEqual(['<&é']);
  });

  it.each([
    ['docx', docx(wp('Jean Dupont, développeur, Paris. '.repeat(50)))],
    ['odt', odt(`<text:p>${'Jean Dupont, développeur, Paris. '.repeat(50)}</text:p>`)],
    ['pptx', pptx([['Jean Dupont, développeur, Paris. '.repeat(50)]])],
    ['odp', odp(`<draw:page><draw:frame><draw:text-box><text:p>${'Jean Dupont. '.repeat(50)}</text:p></draw:text-box></draw:frame></draw:page>`)],
  ])('answers DOCUMENT_UNREADABLE for a truncated %s, whatever the cut', async (_type, bytes) => {
    for (const keep of [0.1, 0.5, 0.9, 0.99]) {
      expect(await code(bytes.subarray(0, Math.floor(bytes.length * keep)))).toBe('DOCUMENT_UNREADABLE');
    }
  });

  it('answers DOCUMENT_UNREADABLE for encrypted entries, unknown compression and broken XML', async () => {
    const encrypted = zipWithRawDeflate([{ name: 'word/document.xml', stored: Buffer.from('<w:document/>') }]);
    const cd = Buffer.from(encrypted).lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    encrypted[cd + 8] = 1; // general purpose flag bit 0: encrypted
    expect(await code(encrypted)).toBe('DOCUMENT_UNREADABLE');
    const weird = zipWithRawDeflate([{ name: 'word/document.xml', stored: Buffer.from('<w:document/>') }]);
    const cd2 = Buffer.from(weird).lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    weird[cd2 + 10] = 14; // LZMA
    expect(await code(weird)).toBe('DOCUMENT_UNREADABLE');
    expect(await code(zip({ 'word/document.xml': '<w:document><w:body><w:p>' }))).toBe('DOCUMENT_UNREADABLE');
  });

  it('caps the number of entries', async () => {
    const files: Record<string, string> = { 'word/document.xml': `<w:document xmlns:w="w"><w:body>${wp('x')}</w:body></w:document>` };
    for (let i = 0; i < 50; i++) files[`junk/${i}`] = '';
    expect(await code(zip(files), { maxEntries: 20 })).toBe('DOCUMENT_UNREADABLE');
    expect(await code(zip(files))).toBe('OK');
  });
});

describe('XML size', () => {
  it('caps the number of elements of a part', async () => {
    const body = '<w:p/>'.repeat(5000) + wp('texte');
    expect(await code(docx(body), { maxXmlElements: 1000 })).toBe('DOCUMENT_UNREADABLE');
    expect(await code(docx(body))).toBe('OK');
  });
});

describe('embedded pixel bombs', () => {
  it('leaves out an embedded image over the pixel limit, with a warning, and keeps the document', async () => {
    const huge = Uint8Array.from(PNG_1X1);
    new DataView(huge.buffer).setUint32(16, 20_000);
    new DataView(huge.buffer).setUint32(20, 20_000);
    const bytes = docx(
      wp('Camille Durand') + '<w:p><w:r><w:drawing><a:blip xmlns:a="a" r:embed="rId1"/></w:drawing></w:r></w:p><w:p><w:r><w:drawing><a:blip xmlns:a="a" r:embed="rId2"/></w:drawing></w:r></w:p>',
      { 'word/media/huge.png': huge, 'word/media/ok.png': PNG_1X1 },
      rel('rId1', 'image', 'media/huge.png') + rel('rId2', 'image', 'media/ok.png'),
    );
    const result = await readDocument(bytes);
    expect(result.images).toHaveLength(1);
    expect(result.warnings).toEqual(['image #1 (image/png) left out: 20000×20000 pixels is over the limit of 50000000']);
  });
});
