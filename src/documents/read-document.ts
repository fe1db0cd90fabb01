/**
 * The documents/ entry point (STYLE principle 3): detect the type from content, dispatch to its
 * reader, then apply the document-level rules of spec 7.1 and 8 — no text at all is
 * DOCUMENT_TEXT_EMPTY, more than 100,000 extracted characters is DOCUMENT_TOO_LARGE.
 */
import { detectType } from './detect-type.js';
import { oversizeImageWarning } from './image-size.js';
import { readDoc } from './read-doc.js';
import { readDocx } from './read-docx.js';
import { readBmp, readJpg, readPng } from './read-image.js';
import { readOdp } from './read-odp.js';
import { readOdt } from './read-odt.js';
import { readPdf } from './pdf/read-pdf.js';
import { readPpt } from './read-ppt.js';
import { readPptx } from './read-pptx.js';
import { readRtf } from './read-rtf.js';
import { readTxt } from './read-txt.js';
import { readXls } from './read-xls.js';
import {
  DocumentError,
  withDefaults,
  type DocumentType,
  type ReadLimits,
  type ReadResult,
} from './types.js';

type Reader = (bytes: Uint8Array, limits: ReadLimits) => ReadResult | Promise<ReadResult>;

/** One reader per detected type; every one meets at ReadResult. */
export const READERS: Record<DocumentType, Reader> = {
  txt: readTxt,
  rtf: readRtf,
  docx: readDocx,
  odt: readOdt,
  pptx: readPptx,
  odp: readOdp,
  pdf: readPdf,
  doc: readDoc,
  xls: readXls,
  ppt: readPpt,
  jpg: readJpg,
  png: readPng,
  bmp: readBmp,
};

export async function readDocument(bytes: Uint8Array, limits?: Partial<ReadLimits>): Promise<ReadResult> {
  const effective = withDefaults(limits);
  const type = detectType(bytes, effective);
  const result = await READERS[type](bytes, effective);
  return enforceDocumentRules(result, effective);
}

function enforceDocumentRules(result: ReadResult, limits: ReadLimits): ReadResult {
  let chars = 0;
  let visible = false;
  for (const page of result.pages) {
    for (const item of page.items) {
      chars += item.text.length;
      if (!visible && /\S/.test(item.text)) visible = true;
    }
  }
  if (!visible) throw new DocumentError('DOCUMENT_TEXT_EMPTY', `no text in ${result.type}`);
  if (chars > limits.maxChars) throw new DocumentError('DOCUMENT_TOO_LARGE', `${chars} characters`);
  // Embedded images are only passed along here, but whoever decodes them next (photo, OCR) must
  // not meet a pixel bomb: an oversize one is left out, with a warning, and the document stands.
  const warnings = [...result.warnings];
  const images = result.images.filter((image, i) => {
    const warning = oversizeImageWarning(image.bytes, limits.maxImagePixels, `#${i + 1} (${image.mime})`);
    if (warning) warnings.push(warning);
    return warning === null;
  });
  return { ...result, images, warnings };
}
