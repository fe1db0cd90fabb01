/**
 * Small office documents built in memory for reader tests, so that each construct (tables,
 * headers, text boxes, links, images) is pinned independently of the generated fixtures, and the
 * hostile archives (zip bomb, billion laughs, truncations) need no file on disk.
 */
import { zipSync, strToU8, type Zippable } from 'fflate';

export const PNG_1X1 = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64'),
);

export function zip(files: Record<string, string | Uint8Array>): Uint8Array {
  const entries: Zippable = {};
  for (const [name, content] of Object.entries(files)) entries[name] = typeof content === 'string' ? strToU8(content) : content;
  return zipSync(entries);
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export function docx(bodyXml: string, extra: Record<string, string | Uint8Array> = {}, rels = ''): Uint8Array {
  return zip({
    '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W}><w:body>${bodyXml}</w:body></w:document>`,
    'word/_rels/document.xml.rels': `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`,
    ...extra,
  });
}

export const wp = (text: string, bold = false): string =>
  `<w:p><w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

export function rel(id: string, type: string, target: string, external = false): string {
  return `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"${external ? ' TargetMode="External"' : ''}/>`;
}

export function headerPart(text: string): string {
  return `<?xml version="1.0"?><w:hdr ${W}>${wp(text)}</w:hdr>`;
}

export function footerPart(text: string): string {
  return `<?xml version="1.0"?><w:ftr ${W}>${wp(text)}</w:ftr>`;
}

const ODF_NS =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0"';

export function odt(bodyXml: string, stylesXml = '', extra: Record<string, string | Uint8Array> = {}, prolog = ''): Uint8Array {
  return zip({
    mimetype: 'application/vnd.oasis.opendocument.text',
    'content.xml': `<?xml version="1.0" encoding="UTF-8"?>${prolog}<office:document-content ${ODF_NS}><office:automatic-styles><style:style style:name="T1" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style></office:automatic-styles><office:body><office:text>${bodyXml}</office:text></office:body></office:document-content>`,
    'styles.xml': `<?xml version="1.0" encoding="UTF-8"?><office:document-styles ${ODF_NS}><office:master-styles>${stylesXml}</office:master-styles></office:document-styles>`,
    ...extra,
  });
}

export function odp(pagesXml: string): Uint8Array {
  return zip({
    mimetype: 'application/vnd.oasis.opendocument.presentation',
    'content.xml': `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${ODF_NS}><office:body><office:presentation>${pagesXml}</office:presentation></office:body></office:document-content>`,
  });
}

const P_NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';

/** Slides given in presentation order; stored under reversed file numbers to prove the order comes from sldIdLst.
 * `shapeTrees[i]`, when given, is slide i's shape tree as written (positioned text boxes). */
export function pptx(slides: string[][], shapeTrees: string[] = []): Uint8Array {
  const files: Record<string, string> = {};
  const ids: string[] = [];
  const rels: string[] = [];
  slides.forEach((paragraphs, i) => {
    const fileNo = slides.length - i;
    ids.push(`<p:sldId id="${256 + i}" r:id="rId${i + 1}"/>`);
    rels.push(rel(`rId${i + 1}`, 'slide', `slides/slide${fileNo}.xml`));
    const ps = paragraphs.map((t) => `<a:p><a:r><a:rPr lang="fr-FR"/><a:t>${t}</a:t></a:r></a:p>`).join('');
    const tree = shapeTrees[i] ?? `<p:sp><p:txBody><a:bodyPr/>${ps}</p:txBody></p:sp>`;
    files[`ppt/slides/slide${fileNo}.xml`] = `<?xml version="1.0"?><p:sld ${P_NS}><p:cSld><p:spTree>${tree}</p:spTree></p:cSld></p:sld>`;
  });
  return zip({
    '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'ppt/presentation.xml': `<?xml version="1.0"?><p:presentation ${P_NS}><p:sldIdLst>${ids.join('')}</p:sldIdLst></p:presentation>`,
    'ppt/_rels/presentation.xml.rels': `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`,
    ...files,
  });
}

/**
 * A raw deflate stream that inflates to about `bytes` zeros from a few hundred KB: fixed-Huffman
 * matches of length 258 at distance 1, 13 bits each. Built directly because compressing gigabytes
 * in a test would take seconds.
 */
export function deflateBomb(bytes: number): Uint8Array {
  const out: number[] = [];
  let acc = 0;
  let nbits = 0;
  const bits = (value: number, n: number): void => {
    for (let i = 0; i < n; i++) {
      acc |= ((value >> i) & 1) << nbits;
      if (++nbits === 8) {
        out.push(acc);
        acc = 0;
        nbits = 0;
      }
    }
  };
  const huff = (code: number, n: number): void => {
    for (let i = n - 1; i >= 0; i--) bits((code >> i) & 1, 1);
  };
  bits(1, 1); // BFINAL
  bits(1, 2); // fixed Huffman
  huff(0x30, 8); // literal 0
  for (let produced = 1; produced < bytes; produced += 258) {
    huff(0xc5, 8); // length code 285 = 258
    huff(0, 5); // distance code 0 = 1
  }
  huff(0, 7); // end of block
  if (nbits > 0) out.push(acc);
  return Uint8Array.from(out);
}

/** A zip with one deflated entry holding `data`, whose headers lie about its size. */
export function zipWithRawDeflate(entries: { name: string; deflated?: Uint8Array; stored?: Uint8Array }[]): Uint8Array {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const data = e.deflated ?? e.stored!;
    const method = e.deflated ? 8 : 0;
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(1000, 22); // a lie: the real size is only known by inflating
    local.writeUInt16LE(name.length, 26);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt16LE(20, 4);
    cd.writeUInt16LE(20, 6);
    cd.writeUInt16LE(method, 10);
    cd.writeUInt32LE(data.length, 20);
    cd.writeUInt32LE(1000, 24);
    cd.writeUInt16LE(name.length, 28);
    cd.writeUInt32LE(offset, 42);
    chunks.push(local, name, Buffer.from(data));
    central.push(cd, name);
    offset += 30 + name.length + data.length;
  }
  const cdBuf = Buffer.concat(central);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(entries.length, 8);
  eocd.writeUInt16LE(entries.length, 10);
  eocd.writeUInt32LE(cdBuf.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...chunks, cdBuf, eocd]));
}
