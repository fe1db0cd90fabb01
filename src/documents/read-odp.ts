/** ODP: each `draw:page` of `content.xml`, in order, becomes one page; speaker notes are skipped. */
import { OdfReader } from './odf-reader.js';
import { childElements, firstChild, parseXml } from './xml.js';
import { openZip } from './zip.js';
import { DocumentError, type ReadLimits, type ReadResult } from './types.js';

export function readOdp(bytes: Uint8Array, limits: ReadLimits): ReadResult {
  const zip = openZip(bytes, limits);
  const contentXml = zip.readText('content.xml');
  if (contentXml === null) throw new DocumentError('DOCUMENT_UNREADABLE', 'no content.xml');
  const content = parseXml(contentXml, limits, 'content.xml');
  const stylesXml = zip.readText('styles.xml');
  const reader = new OdfReader(zip);
  if (stylesXml !== null) reader.addStyles(parseXml(stylesXml, limits, 'styles.xml'));
  reader.addStyles(content);

  const body = firstChild(content, 'body');
  const presentation = body ? firstChild(body, 'presentation') : null;
  if (!presentation) throw new DocumentError('DOCUMENT_UNREADABLE', 'no office:presentation body');
  const slides = childElements(presentation, 'page');
  if (slides.length > limits.maxPages) reader.warnings.push(`only the first ${limits.maxPages} of ${slides.length} slides read`);
  slides.slice(0, limits.maxPages).forEach((slide, i) => {
    if (i > 0) reader.layout.newPage();
    reader.readSlide(slide);
  });
  return { type: 'odp', pages: reader.layout.pages(), images: reader.images, links: reader.links, annotations: [], warnings: reader.warnings };
}
