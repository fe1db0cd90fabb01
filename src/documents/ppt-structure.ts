/**
 * Where things are in a PowerPoint 97–2003 stream ([MS-PPT] 2.1.2, 2.3): the Current User stream
 * points at the newest UserEditAtom; edits chain back through older ones, and their persist
 * directories map persist ids to stream offsets (newest edit wins, which is how an incrementally
 * saved file hides the superseded copies of its slides). The document container's slide list gives
 * the slides in presentation order, each with the outline text (titles, bullets) PowerPoint keeps
 * there; the drawing group's picture store maps picture indexes to offsets in the `Pictures` stream.
 *
 * When that chain is broken, the slide containers are taken in stream order instead, with a warning.
 */
import type { ByteView } from './byte-view.js';
import { childRecords, findRecord, recordAt, type RecordHeader } from './office-art.js';
import { pushUnique } from './office-common.js';
import { unreadable } from './ole.js';

export const RT = {
  Document: 0x03e8,
  Slide: 0x03ee,
  SlideListWithText: 0x0ff0,
  SlidePersistAtom: 0x03f3,
  OutlineTextRefAtom: 0x0f9e,
  TextHeaderAtom: 0x0f9f,
  TextCharsAtom: 0x0fa0,
  TextBytesAtom: 0x0fa8,
  UserEditAtom: 0x0ff5,
  PersistDirectoryAtom: 0x1772,
  CryptSession10Container: 0x2f14,
  DrawingGroup: 0x040b,
  BStoreContainer: 0xf001,
  FBSE: 0xf007,
  ExObjList: 0x0409,
  ExHyperlinkContainer: 0x0fd7,
  CString: 0x0fba,
} as const;
/** CString instance holding an ExHyperlink's target ([MS-PPT] 2.10.16 ExHyperlinkContainer). */
const HYPERLINK_TARGET = 1;

/** CurrentUserAtom.headerToken of an encrypted presentation ([MS-PPT] 2.3.2). */
const ENCRYPTED_TOKEN = 0xf3d1c4df;
/** An edit chain longer than this is a loop or a crafted file; real files have a few edits. */
const MAX_EDITS = 1000;

export interface SlideRef {
  /** Offset of the Slide container record. */
  offset: number;
  /** Texts stored with the slide in the slide list, referenced from shapes by index. */
  outline: string[];
}

export interface PptStructure {
  /** The first `maxSlides` slides, in presentation order. */
  slides: SlideRef[];
  /** How many slides the presentation has. */
  slideCount: number;
  /** Per picture index − 1 (a shape's `pib` property), the BLIP's offset in the Pictures stream. */
  pictureOffsets: number[];
  /** Hyperlink targets of the document's external objects, recorded, never fetched. */
  links: string[];
  warnings: string[];
}

export function readPptStructure(doc: ByteView, currentUser: ByteView | null, maxSlides: number): PptStructure {
  const warnings: string[] = [];
  const edits = currentUser ? readEdits(doc, currentUser) : null;
  const document = edits ? recordAt(doc, edits.persist.get(edits.documentRef) ?? -1, doc.length) : null;
  const slides: SlideRef[] = [];
  let slideCount = 0;
  if (!document || document.type !== RT.Document) {
    warnings.push('no valid edit chain: slides taken in stream order');
    let fallback: RecordHeader | null = null;
    for (const r of childRecords(doc, 0, doc.length)) {
      if (r.type === RT.Document) fallback ??= r;
      if (r.type === RT.Slide && slideCount++ < maxSlides) slides.push({ offset: r.start - 8, outline: [] });
    }
    if (slideCount === 0) throw unreadable('no slide found, no valid edit chain');
    return { slides, slideCount, pictureOffsets: fallback ? pictureOffsets(doc, fallback) : [], links: fallback ? hyperlinks(doc, fallback) : [], warnings };
  }
  for (const list of childRecords(doc, document.start, document.end)) {
    if (list.type !== RT.SlideListWithText || list.instance !== 0) continue;
    let current: SlideRef | null = null;
    for (const atom of childRecords(doc, list.start, list.end)) {
      if (atom.type === RT.SlidePersistAtom && atom.end - atom.start >= 4) {
        const offset = edits!.persist.get(doc.u32(atom.start));
        const slide = offset === undefined ? null : recordAt(doc, offset, doc.length);
        current = null;
        if (slide?.type !== RT.Slide) warnings.push('a slide of the slide list was not found');
        else if (slideCount++ < maxSlides) slides.push((current = { offset: offset!, outline: [] }));
      } else if (current && (atom.type === RT.TextCharsAtom || atom.type === RT.TextBytesAtom)) {
        current.outline.push(textOf(doc, atom));
      }
    }
  }
  return { slides, slideCount, pictureOffsets: pictureOffsets(doc, document), links: hyperlinks(doc, document), warnings };
}

/** Text of a TextCharsAtom (UTF-16) or TextBytesAtom (the low bytes of UTF-16, i.e. Latin-1). */
export function textOf(doc: ByteView, atom: RecordHeader): string {
  const length = atom.end - atom.start;
  if (atom.type === RT.TextCharsAtom) return doc.utf16(atom.start, Math.floor(length / 2));
  let out = '';
  for (let i = 0; i < length; i++) out += String.fromCharCode(doc.u8(atom.start + i));
  return out;
}

interface Edits {
  persist: Map<number, number>;
  documentRef: number;
}

/** The persist directory merged over the edit chain, newest first; null when the chain is unusable. */
function readEdits(doc: ByteView, currentUser: ByteView): Edits | null {
  if (currentUser.length < 20) return null;
  if (currentUser.u32(12) === ENCRYPTED_TOKEN) throw unreadable('encrypted presentation');
  const persist = new Map<number, number>();
  const seen = new Set<number>();
  let documentRef = -1;
  let cryptRef = 0;
  for (let offset = currentUser.u32(16); !seen.has(offset) && seen.size < MAX_EDITS; ) {
    seen.add(offset);
    const edit = recordAt(doc, offset, doc.length);
    if (!edit || edit.type !== RT.UserEditAtom || edit.end - edit.start < 28) break;
    if (documentRef < 0) {
      documentRef = doc.u32(edit.start + 16);
      if (edit.end - edit.start >= 32) cryptRef = doc.u32(edit.start + 28);
    }
    const directory = recordAt(doc, doc.u32(edit.start + 12), doc.length);
    if (directory?.type === RT.PersistDirectoryAtom) {
      for (let p = directory.start; p + 4 <= directory.end; ) {
        const head = doc.u32(p);
        p += 4;
        for (let k = 0; k < head >>> 20 && p + 4 <= directory.end; k++, p += 4) {
          const id = (head & 0xfffff) + k;
          if (!persist.has(id)) persist.set(id, doc.u32(p));
        }
      }
    }
    const previous = doc.u32(edit.start + 8);
    if (previous === 0) break;
    offset = previous;
  }
  if (documentRef < 0) return null;
  if (cryptRef !== 0 && recordAt(doc, persist.get(cryptRef) ?? -1, doc.length)?.type === RT.CryptSession10Container) {
    throw unreadable('encrypted presentation');
  }
  return { persist, documentRef };
}

/** FBSE entries of the picture store, in order: each one's `foDelay`, its BLIP's Pictures offset. */
function pictureOffsets(doc: ByteView, document: RecordHeader): number[] {
  const group = findRecord(doc, document.start, document.end, RT.DrawingGroup);
  const store = group ? findRecord(doc, group.start, group.end, RT.BStoreContainer) : null;
  if (!store) return [];
  return [...childRecords(doc, store.start, store.end)].map((fbse) => (fbse.type === RT.FBSE && fbse.end - fbse.start >= 32 ? doc.u32(fbse.start + 28) : -1));
}

function hyperlinks(doc: ByteView, document: RecordHeader): string[] {
  const links: string[] = [];
  const list = findRecord(doc, document.start, document.end, RT.ExObjList);
  if (!list) return links;
  for (const link of childRecords(doc, list.start, list.end)) {
    if (link.type !== RT.ExHyperlinkContainer) continue;
    for (const s of childRecords(doc, link.start, link.end)) {
      if (s.type === RT.CString && s.instance === HYPERLINK_TARGET) pushUnique(links, doc.utf16(s.start, Math.floor((s.end - s.start) / 2)).trim());
    }
  }
  return links;
}
