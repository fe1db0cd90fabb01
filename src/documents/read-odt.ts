/**
 * ODT: page headers from `styles.xml` (master pages), then the body of `content.xml`, then page
 * footers. Shared ODF block reading lives in odf-reader.ts.
 */
import { OdfReader } from './odf-reader.js';
import { descendants, firstChild, parseXml, type XmlElement } from './xml.js';
import { openZip } from './zip.js';
import { DocumentError, type ReadLimits, type ReadResult } from './types.js';

const HEADERS = new Set(['header', 'header-first', 'header-left']);
const FOOTERS = new Set(['footer', 'footer-first', 'footer-left']);

export function readOdt(bytes: Uint8Array, limits: ReadLimits): ReadResult {
  const zip = openZip(bytes, limits);
  const contentXml = zip.readText('content.xml');
  if (contentXml === null) throw new DocumentError('DOCUMENT_UNREADABLE', 'no content.xml');
  const content = parseXml(contentXml, limits, 'content.xml');
  const stylesXml = zip.readText('styles.xml');
  const styles = stylesXml === null ? null : parseXml(stylesXml, limits, 'styles.xml');

  const reader = new OdfReader(zip);
  if (styles) reader.addStyles(styles);
  reader.addStyles(content);

  const masterParts = (names: Set<string>): XmlElement[] =>
    styles ? descendants(styles, 'master-page').flatMap((m) => m.children.filter((c): c is XmlElement => typeof c !== 'string' && names.has(c.name))) : [];
  const seen = new Set<string>();
  for (const header of masterParts(HEADERS)) reader.readBlocks(header, 0, seen);
  const body = firstChild(content, 'body');
  const text = body ? firstChild(body, 'text') : null;
  if (!text) throw new DocumentError('DOCUMENT_UNREADABLE', 'no office:text body');
  reader.readBlocks(text);
  for (const footer of masterParts(FOOTERS)) reader.readBlocks(footer, 0, seen);

  return { type: 'odt', pages: reader.layout.pages(), images: reader.images, links: reader.links, annotations: [], warnings: reader.warnings };
}
