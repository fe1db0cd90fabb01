/**
 * Records in the binary Office layout shared by PowerPoint and OfficeArt drawings ([MS-PPT] 2.3.1,
 * [MS-ODRAW] 2.1): an 8-byte header (version and instance in one u16, type, length) and then the
 * body, containers (version 0xF) holding further records. Also the pictures: BLIP records, whose
 * JPEG and PNG bytes are found by scanning a stream for their headers — wherever a writer put them
 * (the PPT `Pictures` stream, the Word `Data` stream, or the WordDocument stream itself, where
 * LibreOffice writes them), without resolving the drawing's references to them.
 */
import type { ByteView } from './byte-view.js';

export interface RecordHeader {
  version: number;
  instance: number;
  type: number;
  /** Offset of the body. */
  start: number;
  /** Offset just past the body. */
  end: number;
}

export const CONTAINER_VERSION = 0xf;

/** The header at `offset`, or null when it or its body does not fit before `limit`. */
export function recordAt(view: ByteView, offset: number, limit: number): RecordHeader | null {
  if (!view.has(offset, 8) || offset + 8 > limit) return null;
  const verInstance = view.u16(offset);
  const length = view.u32(offset + 4);
  const end = offset + 8 + length;
  if (end > limit) return null;
  return { version: verInstance & 0xf, instance: verInstance >> 4, type: view.u16(offset + 2), start: offset + 8, end };
}

/** The records directly inside `[start, end)`, in order; stops at the first one that does not fit. */
export function* childRecords(view: ByteView, start: number, end: number): Generator<RecordHeader> {
  let offset = start;
  for (;;) {
    const record = recordAt(view, offset, end);
    if (!record) return;
    yield record;
    offset = record.end;
  }
}

/** The first record of `type` in a depth-first walk of `[start, end)`, depth-bounded. */
export function findRecord(view: ByteView, start: number, end: number, type: number, depth = 0): RecordHeader | null {
  if (depth > MAX_DEPTH) return null;
  for (const record of childRecords(view, start, end)) {
    if (record.type === type) return record;
    if (record.version === CONTAINER_VERSION) {
      const found = findRecord(view, record.start, record.end, type, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/** Containers nest a few levels in real files; a deeper nesting is a crafted one. */
export const MAX_DEPTH = 32;

export interface BlipImage {
  mime: 'image/jpeg' | 'image/png';
  bytes: Uint8Array;
  /** Where its record starts in its stream (what an FBSE's `foDelay` points at). */
  offset: number;
}

/**
 * [MS-ODRAW] 2.2.27–2.2.30: per BLIP type, the instance values with one UID and with two; the
 * picture bytes follow the UID(s) and a one-byte tag. Only JPEG and PNG are kept: the later steps
 * (photo detection, OCR) read nothing else, and EMF/WMF/PICT are vector metafiles.
 */
const BLIP_TYPES: Record<number, { mime: BlipImage['mime']; oneUid: number[]; twoUids: number[] }> = {
  0xf01d: { mime: 'image/jpeg', oneUid: [0x46a, 0x6e2], twoUids: [0x46b, 0x6e3] },
  0xf02a: { mime: 'image/jpeg', oneUid: [0x46a, 0x6e2], twoUids: [0x46b, 0x6e3] },
  0xf01e: { mime: 'image/png', oneUid: [0x6e0], twoUids: [0x6e1] },
};

/** JPEG and PNG BLIP records anywhere in `streams`, each distinct picture once, at most `max`. */
export function findBlipImages(streams: ByteView[], max: number): BlipImage[] {
  const out: BlipImage[] = [];
  for (const view of streams) {
    const b = view.bytes;
    for (let i = 0; i + 8 <= b.length && out.length < max; i++) {
      if (b[i + 3] !== 0xf0 || (b[i]! & 0xf) !== 0) continue;
      const blip = BLIP_TYPES[view.u16(i + 2)];
      if (!blip) continue;
      const instance = view.u16(i) >> 4;
      const uids = blip.oneUid.includes(instance) ? 1 : blip.twoUids.includes(instance) ? 2 : 0;
      if (uids === 0) continue;
      const dataStart = i + 8 + 16 * uids + 1;
      const end = i + 8 + view.u32(i + 4);
      if (end > b.length || dataStart + 8 > end || !hasMagic(b, dataStart, blip.mime)) continue;
      const bytes = b.slice(dataStart, end);
      if (!out.some((img) => sameBytes(img.bytes, bytes))) out.push({ mime: blip.mime, bytes, offset: i });
      i = end - 1;
    }
  }
  return out;
}

function hasMagic(b: Uint8Array, at: number, mime: BlipImage['mime']): boolean {
  if (mime === 'image/jpeg') return b[at] === 0xff && b[at + 1] === 0xd8 && b[at + 2] === 0xff;
  return b[at] === 0x89 && b[at + 1] === 0x50 && b[at + 2] === 0x4e && b[at + 3] === 0x47;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
