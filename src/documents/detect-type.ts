/**
 * The document type from its bytes alone (spec 4.1: "Type detected from content"): the API never
 * sees a file name. Magic numbers first, then a look inside containers: a ZIP is told apart by its
 * entries, an OLE compound file by its streams.
 *
 * Magic that matches but a container that cannot be opened (truncated zip, broken OLE directory,
 * password-protected OOXML) is DOCUMENT_UNREADABLE; content of no supported format is INVALID_FILE.
 */
import { openOle } from './ole.js';
import { openZip } from './zip.js';
import { DocumentError, withDefaults, type DocumentType, type ReadLimits } from './types.js';

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** BITMAPINFOHEADER and its variants: guards against a text file that happens to start with "BM". */
const BMP_DIB_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

const ODF_MIMETYPES: Record<string, DocumentType> = {
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.presentation': 'odp',
};

export function detectType(bytes: Uint8Array, limits?: Partial<ReadLimits>): DocumentType {
  if (bytes.length === 0) throw invalid('empty file');
  if (hasPdfMagic(bytes)) return 'pdf';
  if (startsWith(bytes, ZIP_MAGIC)) return detectZip(bytes, withDefaults(limits));
  if (startsWith(bytes, OLE_MAGIC)) return detectOle(bytes);
  const image = imageSignature(bytes);
  if (image) return image;
  if (isRtf(bytes)) return 'rtf';
  if (isText(bytes)) return 'txt';
  throw invalid('unsupported or binary content');
}

/** PNG, JPEG or BMP by their signature (what detectType says of them, without reading further), else null. */
export function imageTypeOf(bytes: Uint8Array): 'png' | 'jpg' | 'bmp' | null {
  return hasPdfMagic(bytes) ? null : imageSignature(bytes);
}

function imageSignature(bytes: Uint8Array): 'png' | 'jpg' | 'bmp' | null {
  if (startsWith(bytes, PNG_MAGIC)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return isBmp(bytes) ? 'bmp' : null;
}

/** `%PDF-` anywhere in the first KB, as readers accept leading junk before the header. */
function hasPdfMagic(b: Uint8Array): boolean {
  const end = Math.min(b.length, 1024) - 5;
  for (let i = 0; i <= end; i++) {
    if (b[i] === 0x25 && b[i + 1] === 0x50 && b[i + 2] === 0x44 && b[i + 3] === 0x46 && b[i + 4] === 0x2d) return true;
  }
  return false;
}

function detectZip(bytes: Uint8Array, limits: ReadLimits): DocumentType {
  const zip = openZip(bytes, limits);
  if (zip.has('word/document.xml')) return 'docx';
  if (zip.has('ppt/presentation.xml')) return 'pptx';
  if (zip.has('mimetype')) {
    const mime = new TextDecoder().decode(zip.read('mimetype') ?? new Uint8Array()).trim();
    const type = ODF_MIMETYPES[mime];
    if (type) return type;
  }
  throw invalid('zip archive of no supported office format');
}

function detectOle(bytes: Uint8Array): DocumentType {
  let names: Set<string>;
  try {
    // Our own bounded reader: cfb's can loop until V8 aborts on a crafted sector chain.
    names = new Set(openOle(bytes).names);
  } catch (err) {
    if (err instanceof DocumentError) throw err;
    throw new DocumentError('DOCUMENT_UNREADABLE', `OLE directory: ${(err as Error).message}`);
  }
  if (names.has('WordDocument')) return 'doc';
  if (names.has('Workbook') || names.has('Book')) return 'xls';
  if (names.has('PowerPoint Document')) return 'ppt';
  // A password-protected DOCX/XLSX/PPTX is an OLE file wrapping the encrypted package.
  if (names.has('EncryptedPackage')) throw new DocumentError('DOCUMENT_UNREADABLE', 'encrypted office document');
  throw invalid('OLE compound file of no supported format');
}

function isBmp(b: Uint8Array): boolean {
  if (b.length < 26 || b[0] !== 0x42 || b[1] !== 0x4d) return false;
  const dib = b[14]! | (b[15]! << 8) | (b[16]! << 16) | (b[17]! << 24);
  const dataOffset = (b[10]! | (b[11]! << 8) | (b[12]! << 16) | (b[13]! << 24)) >>> 0;
  return BMP_DIB_HEADER_SIZES.has(dib) && dataOffset >= 14 + dib && dataOffset <= b.length;
}

function isRtf(b: Uint8Array): boolean {
  const start = startsWith(b, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  return startsWith(b.subarray(start), [0x7b, 0x5c, 0x72, 0x74, 0x66]); // {\rtf
}

/**
 * Text: a BOM (UTF-8, UTF-16), or valid UTF-8, or Windows-1252 — in both of the latter, no control
 * byte other than tab, CR, LF and form feed, and (for 1252) none of its five unassigned bytes.
 */
export function isText(b: Uint8Array): boolean {
  if (startsWith(b, [0xef, 0xbb, 0xbf]) || startsWith(b, [0xff, 0xfe]) || startsWith(b, [0xfe, 0xff])) return true;
  let utf8: boolean | null = null;
  for (let i = 0; i < b.length; i++) {
    const c = b[i]!;
    if (c < 0x20 ? !(c === 9 || c === 10 || c === 12 || c === 13) : c === 0x7f) return false;
    if (c === 0x81 || c === 0x8d || c === 0x8f || c === 0x90 || c === 0x9d) {
      // Unassigned in Windows-1252, yet legal as UTF-8 continuation bytes.
      utf8 ??= isUtf8(b);
      if (!utf8) return false;
    }
  }
  return true;
}

export function isUtf8(b: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b);
    return true;
  } catch {
    return false;
  }
}

function startsWith(b: Uint8Array, magic: number[]): boolean {
  if (b.length < magic.length) return false;
  for (let i = 0; i < magic.length; i++) if (b[i] !== magic[i]) return false;
  return true;
}

function invalid(detail: string): DocumentError {
  return new DocumentError('INVALID_FILE', detail);
}
