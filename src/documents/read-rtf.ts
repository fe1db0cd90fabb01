/**
 * RTF: a tokenizer over control words, groups and text. `\'xx` bytes are decoded in the code page
 * of the current font's `\fcharset`, else the declared one (`\ansicpgN`, Windows-1252 by default),
 * `\uN` with its `\ucN` fallback skipped;
 * destinations that hold no body text (font and colour tables, styles, metadata, pictures, `\*`
 * unknowns) are skipped. `\par`/`\line` end lines, table cells become columns of one line, and
 * HYPERLINK field instructions are recorded as links.
 */
import { SyntheticLayout, type Segment } from './synthetic-layout.js';
import { CHARSET_CODE_PAGES, codePageDecoder } from './rtf-code-pages.js';
import { windows1252Decoder } from './windows-1252.js';
import { DEFAULT_READ_LIMITS, type EmbeddedImage, type ReadLimits, type ReadResult } from './types.js';

const SKIPPED_DESTINATIONS = new Set([
  'colortbl', 'stylesheet', 'info', 'pict', 'listtable', 'listoverridetable', 'revtbl',
  'rsidtbl', 'generator', 'xmlnstbl', 'themedata', 'colorschememapping', 'datastore', 'latentstyles',
  'objdata', 'pgdsctbl', 'filetbl', 'nonshppict', 'bkmkstart', 'bkmkend', 'sp', 'listtext',
  'pntext', 'userprops', 'docvar', 'falt', 'panose', 'mmathPr', 'template', 'company', 'operator',
]);

/** A run of raw text: everything up to the next group, control word or (ignored) line break. */
const RAW_TEXT = /[^{}\\\r\n]+/y;

const SYMBOLS: Record<string, string> = {
  emdash: '\u2014', endash: '\u2013', bullet: '\u2022', lquote: '\u2018', rquote: '\u2019',
  ldblquote: '\u201c', rdblquote: '\u201d', enspace: ' ', emspace: ' ', qmspace: ' ', tab: '\t',
};


interface PictState {
  depth: number;
  mime: string | null;
  width: number;
  height: number;
  hex: string[];
  hexLength: number;
  bin: Uint8Array | null;
}

interface GroupState {
  skip: boolean;
  /** Inside the font table: text is skipped but `\fN\fcharsetM` pairs are recorded. */
  fonttbl: boolean;
  font: number | undefined;
  /** Inside `{\sn name}` of a shape property: the name says whether the next picture is the shape's. */
  sn: boolean;
  /** Capturing a field instruction (for HYPERLINK targets). */
  fldinst: boolean;
  bold: boolean;
  fontSize: number | undefined;
  uc: number;
}

export function readRtf(bytes: Uint8Array, limits: Pick<ReadLimits, 'maxEntryBytes'> = DEFAULT_READ_LIMITS): ReadResult {
  const src = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const warnings: string[] = [];
  const links: string[] = [];
  const layout = new SyntheticLayout();
  type Decoder = { decode(b: Uint8Array): string };
  let documentDecoder: Decoder = windows1252Decoder;
  const fontDecoders = new Map<number, Decoder>();
  let fontBeingDefined: number | undefined;
  const decoderNow = (): Decoder => (state.font !== undefined ? fontDecoders.get(state.font) : undefined) ?? documentDecoder;

  let state: GroupState = { skip: false, fonttbl: false, font: undefined, sn: false, fldinst: false, bold: false, fontSize: undefined, uc: 1 };
  const stack: GroupState[] = [];
  let segments: Segment[] = [];
  let cells: string[] | null = null;
  let pendingBytes: number[] = [];
  let fallbackToSkip = 0;
  let starPending = false;
  let fieldInstruction = '';
  const images: EmbeddedImage[] = [];
  /** The picture being read: its hex (or \bin) data sits directly in the \pict group. */
  let pict = null as PictState | null;
  let shapeProperty = '';
  const endPicture = (): void => {
    if (!pict) return;
    const { mime, width, height } = pict;
    const data = pict.bin ?? Buffer.from(pict.hex.join('').replace(/[^0-9a-fA-F]/g, ''), 'hex');
    pict = null;
    if (!mime || data.length === 0) return; // device-dependent bitmaps carry no usable image
    const at = layout.position;
    // Writers mislabel blips (a JPEG under \pngblip): the bytes decide.
    const sniffed = data[0] === 0xff && data[1] === 0xd8 ? 'image/jpeg' : data[0] === 0x89 && data[1] === 0x50 ? 'image/png' : mime;
    images.push({ page: at.page, x: at.x, y: at.y, width, height, mime: sniffed, bytes: new Uint8Array(data) });
  };

  const emit = (text: string): void => {
    if (state.skip || text === '') return;
    if (state.fldinst) {
      fieldInstruction += text;
      return;
    }
    segments.push({ text, bold: state.bold, fontSize: state.fontSize });
  };
  const flushBytes = (): void => {
    if (pendingBytes.length === 0) return;
    emit(decoderNow().decode(new Uint8Array(pendingBytes)));
    pendingBytes = [];
  };
  /** A paragraph ended inside the current cell: a layout table (a sidebar), not a data row. */
  let paragraphsInCell = false;
  /** `\intbl` since the last `\pard`: the current paragraph is inside a table cell. */
  let inTable = false;
  const endLine = (): void => {
    flushBytes();
    if (segments.length === 0) layout.addBlank();
    else layout.addLine({ segments });
    segments = [];
    if (inTable) paragraphsInCell = true;
  };
  const endCell = (): void => {
    flushBytes();
    if (paragraphsInCell) {
      // The cell's last paragraph is a line of its column, in its place, not a cell of a row line.
      if (segments.length > 0) layout.addLine({ segments });
      (cells ??= []).push('');
    } else {
      (cells ??= []).push(segments.map((s) => s.text).join(''));
    }
    segments = [];
    paragraphsInCell = false;
  };
  const endRow = (): void => {
    flushBytes();
    if (segments.length > 0) endCell();
    if (cells && cells.some((c) => c.trim() !== '')) {
      layout.addLine({ segments: cells.map((text) => ({ text })), cells: true });
    }
    cells = null;
    paragraphsInCell = false;
  };

  let i = 0;
  const n = src.length;
  while (i < n) {
    const ch = src[i]!;
    if (ch === '{') {
      flushBytes();
      stack.push(state);
      state = { ...state };
      fallbackToSkip = 0;
      i++;
    } else if (ch === '}') {
      flushBytes();
      if (pict && stack.length === pict.depth) endPicture();
      if (state.fldinst && !(stack[stack.length - 1]?.fldinst ?? false)) {
        const m = /HYPERLINK\s+"([^"]+)"/.exec(fieldInstruction);
        if (m) links.push(m[1]!);
        fieldInstruction = '';
      }
      state = stack.pop() ?? state;
      fallbackToSkip = 0;
      i++;
    } else if (ch === '\\') {
      const next = src[i + 1];
      if (next === undefined) break;
      if (/[a-zA-Z]/.test(next)) {
        let j = i + 1;
        while (j < n && isLetter(src.charCodeAt(j))) j++;
        const word = src.slice(i + 1, j);
        let k = j;
        if (src[k] === '-' || isDigit(src.charCodeAt(k))) {
          k++;
          while (k < n && isDigit(src.charCodeAt(k))) k++;
        }
        const param = k > j ? Number(src.slice(j, k)) : null;
        if (src[k] === ' ') k++;
        i = k;
        if (word === 'bin' && param !== null && param > 0) {
          if (pict && stack.length === pict.depth) pict.bin = bytes.subarray(i, Math.min(i + param, bytes.length));
          i += param;
          continue;
        }
        if (pict) {
          if (word === 'pngblip') pict.mime = 'image/png';
          else if (word === 'jpegblip') pict.mime = 'image/jpeg';
          else if (word === 'emfblip') pict.mime = 'image/emf';
          else if (word === 'wmetafile') pict.mime = 'image/wmf';
          else if (word === 'picwgoal' && param !== null) pict.width = param / 20;
          else if (word === 'pichgoal' && param !== null) pict.height = param / 20;
        }
        if (starPending) {
          starPending = false;
          if (word === 'fldinst') {
            state.fldinst = true;
            continue;
          }
          // The picture proper lives in \*\shppict; \nonshppict holds a duplicate for old readers.
          if (word === 'shppict') continue;
          state.skip = true;
          continue;
        }
        if (word !== 'u' && fallbackToSkip > 0) {
          fallbackToSkip--;
          continue;
        }
        if (word !== 'u') flushBytes();
        if (state.fonttbl) {
          if (word === 'f' && param !== null) fontBeingDefined = param;
          else if (word === 'fcharset' && param !== null && fontBeingDefined !== undefined) {
            const cp = CHARSET_CODE_PAGES[param];
            if (cp) fontDecoders.set(fontBeingDefined, codePageDecoder(cp, warnings));
          }
          continue;
        }
        if (word === 'sn') state.sn = true;
        // A picture in the text, or a shape's own picture (`pib`); not its fill, nor a duplicate.
        if (word === 'pict' && !pict && (!state.skip || shapeProperty === 'pib')) {
          pict = { depth: stack.length, mime: null, width: 0, height: 0, hex: [], hexLength: 0, bin: null };
          state.skip = true;
          shapeProperty = '';
          continue;
        }
        if (word === 'fonttbl') (state.fonttbl = true), (state.skip = true);
        else if (SKIPPED_DESTINATIONS.has(word)) state.skip = true;
        else if (word === 'f' && param !== null) state.font = param;
        else if (word === 'fldinst') state.fldinst = true;
        else if (word === 'u' && param !== null) {
          flushBytes();
          emit(String.fromCharCode(param < 0 ? param + 65536 : param));
          fallbackToSkip = state.uc;
        } else if (word === 'uc' && param !== null) state.uc = param;
        else if (word === 'ansicpg' && param !== null) documentDecoder = codePageDecoder(param, warnings);
        else if (word === 'par' || word === 'line' || word === 'sect') endLine();
        else if (word === 'intbl') inTable = true;
        else if (word === 'pard') inTable = false;
        else if (word === 'page') {
          endLine();
          layout.newPage();
        } else if (word === 'cell') endCell();
        else if (word === 'row') endRow();
        else if (word === 'b') state.bold = param !== 0;
        else if (word === 'plain') (state.bold = false), (state.fontSize = undefined);
        else if (word === 'fs' && param !== null && param > 0) state.fontSize = param / 2;
        else if (SYMBOLS[word] !== undefined) emit(SYMBOLS[word]);
      } else if (next === "'") {
        const code = parseInt(src.slice(i + 2, i + 4), 16);
        i += 4;
        if (fallbackToSkip > 0) {
          fallbackToSkip--;
          continue;
        }
        if (!Number.isNaN(code) && !state.skip) pendingBytes.push(code);
      } else {
        i += 2;
        flushBytes();
        if (next === '*') starPending = true;
        else if (next === '\\' || next === '{' || next === '}') emit(next);
        else if (next === '~') emit('\u00a0');
        else if (next === '_') emit('-');
        else if (next === '\n' || next === '\r') endLine();
        // `\-` (optional hyphen) and other control symbols carry no text.
      }
    } else if (ch === '\r' || ch === '\n') {
      i++;
    } else {
      // Raw text; bytes above 0x7F are in the document's code page, like `\'xx`.
      RAW_TEXT.lastIndex = i;
      RAW_TEXT.test(src);
      const j = Math.max(RAW_TEXT.lastIndex, i + 1);
      let run = src.slice(i, j);
      i = j;
      if (fallbackToSkip > 0) {
        const dropped = Math.min(fallbackToSkip, run.length);
        run = run.slice(dropped);
        fallbackToSkip -= dropped;
      }
      if (pict && stack.length === pict.depth) {
        // Hex digits, two per byte; a picture larger than an archive entry may be is dropped.
        pict.hexLength += run.length;
        if (pict.hexLength <= 2 * limits.maxEntryBytes) pict.hex.push(run);
        else if (pict.mime) (pict.mime = null), warnings.push('RTF picture over the size cap skipped');
        continue;
      }
      if (state.sn) shapeProperty = run.trim();
      if (state.skip || run === '') continue;
      if (/[\x80-\xff]/.test(run)) {
        for (let q = 0; q < run.length; q++) pendingBytes.push(run.charCodeAt(q));
      } else {
        flushBytes();
        emit(run);
      }
    }
  }
  endRow();
  if (segments.length > 0) endLine();
  // RTF has no length or checksum: a truncated file still gives the text before the cut.
  if (stack.length > 0) warnings.push(`RTF ends inside ${stack.length} open group(s): the file may be truncated`);
  return { type: 'rtf', pages: layout.pages(), images, links, annotations: [], warnings };
}


function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
