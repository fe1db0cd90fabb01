/**
 * The common form every reader meets at (STYLE principle 3): pages of positioned text items,
 * embedded images, links and annotations, plus warnings as data (principle 2). Steps after the
 * reader never know which file format the text came from.
 *
 * Pure domain code: no HTTP here. The http layer maps `DocumentError.code` to the spec 7.1 bodies.
 */

export type DocumentType =
  | 'pdf'
  | 'doc'
  | 'docx'
  | 'odt'
  | 'ppt'
  | 'pptx'
  | 'odp'
  | 'xls'
  | 'rtf'
  | 'txt'
  | 'jpg'
  | 'png'
  | 'bmp';

/** One run of text with its box in points, origin at the top left of its page, y growing down. */
export interface TextItem {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
  bold: boolean;
}

export interface Page {
  width: number;
  height: number;
  items: TextItem[];
}

export interface EmbeddedImage {
  /** Index of the page (0-based) the image is anchored on. */
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  mime: string;
  bytes: Uint8Array;
}

export interface ReadResult {
  type: DocumentType;
  pages: Page[];
  images: EmbeddedImage[];
  /** Hyperlink targets, recorded only: nothing is ever fetched while reading. */
  links: string[];
  annotations: string[];
  warnings: string[];
}

/** The spec 7.1 document errors; the only ways a whole document fails. */
export type DocumentErrorCode =
  | 'INVALID_FILE'
  | 'DOCUMENT_UNREADABLE'
  | 'DOCUMENT_TEXT_EMPTY'
  | 'DOCUMENT_TOO_LARGE';

export class DocumentError extends Error {
  readonly code: DocumentErrorCode;

  /** `detail` is for logs only; the API answers with the catalog's exact message for `code`. */
  constructor(code: DocumentErrorCode, detail?: string) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'DocumentError';
    this.code = code;
  }
}

/** Ceilings that keep a hostile file from exhausting memory or time (issue 3, "Safety"). */
export interface ReadLimits {
  /** Decompressed bytes of one archive entry, enforced while inflating. */
  maxEntryBytes: number;
  /** Decompressed bytes of all entries read from one archive, enforced while inflating. */
  maxTotalBytes: number;
  /** Entries in one archive's central directory. */
  maxEntries: number;
  /** Element nesting depth of one XML part. */
  maxXmlDepth: number;
  /** Elements in one XML part: bounds the memory of its tree (a 32 MB part of `<a/>` would be millions). */
  maxXmlElements: number;
  /** Pages (or slides) read from one document. */
  maxPages: number;
  /** Pixels (width × height) of one image. */
  maxImagePixels: number;
  /** Extracted characters; more is DOCUMENT_TOO_LARGE (spec 8). */
  maxChars: number;
}

export const DEFAULT_READ_LIMITS: Readonly<ReadLimits> = Object.freeze({
  maxEntryBytes: 32 * 1024 * 1024,
  maxTotalBytes: 64 * 1024 * 1024,
  maxEntries: 5_000,
  maxXmlDepth: 256,
  maxXmlElements: 1_000_000,
  maxPages: 1_000,
  maxImagePixels: 50_000_000,
  maxChars: 100_000,
});

export function withDefaults(limits?: Partial<ReadLimits>): ReadLimits {
  return { ...DEFAULT_READ_LIMITS, ...limits };
}
