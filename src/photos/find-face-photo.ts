/**
 * findFacePhoto (issue 5, spec 2.1 `face_url`): the candidate's photo, cropped to the face.
 *
 *   findFacePhoto({ type, images, originalBytes }, { signal }) → FacePhoto | null
 *
 * - Documents (PDF, DOCX, ODT, PPTX, ODP, DOC, PPT, RTF): the embedded images of the first pages,
 *   read by the tiny detector (face-detector.ts `findFacesQuickly`, 15–35 ms an image).
 * - Image resumes ('png' | 'jpg' | 'bmp'): the page itself, `originalBytes` (a scanned resume's
 *   photo is a region of the page), read by SSD (`detectFaces`, about 0.3 s).
 * - 'txt', 'xls', no image, no face, or a damaged image: null. It never throws for an image; it
 *   rejects only when the detector cannot load (a broken install) or `signal` aborts.
 *
 * Among faces scoring at least MIN_SCORE, the largest wins (a group photo's biggest face, not a
 * logo's false positive); ties go to the higher score. CPU-bound: call it off the event loop (the
 * document-reading threads) in a server.
 */
import type { Image } from '@napi-rs/canvas';
import { decodePhoto } from './decode-photo.js';
import { detectFaces, findFacesQuickly, loadFaceDetector } from './face-detector.js';
import { encodeCrop, portraitBox } from './crop-face.js';
import type { FaceBox, FacePhoto, FindFacePhotoInput, FindFacePhotoOptions } from './types.js';

/**
 * The least score of a face kept: the tiny detector's on an embedded image (a real Europass photo
 * 0.98, our invented portrait 0.82, a cartoon avatar 0.45), SSD's on a page (the portrait 0.98,
 * the same portrait in a 300 dpi scan 0.87).
 */
export const MIN_SCORE = 0.6;
const MIN_PAGE_SCORE = 0.7;
/** Logos, icons, bullets: smaller than this on either side is not a photo. */
const MIN_IMAGE_SIDE = 64;
/** A face under this many pixels across gives a crop too blurred to show. */
const MIN_FACE_SIDE = 24;
/** A photo belongs to the head of a resume: pages (or slides) past these are not searched. */
const PAGES_SEARCHED = 2;
/** Bounds the work on a document full of pictures (a portfolio). */
const MAX_IMAGES = 8;

const IMAGE_TYPES = new Set(['png', 'jpg', 'bmp']);
const PHOTO_MIMES = new Set(['image/jpeg', 'image/png', 'image/bmp']);

interface Candidate {
  image: Image;
  face: FaceBox;
}

export async function findFacePhoto(input: FindFacePhotoInput, options: FindFacePhotoOptions = {}): Promise<FacePhoto | null> {
  // An embedded image is the photo itself when it is one: the tiny detector sees that. A scanned
  // page holds the photo as a small region: SSD alone reads it.
  const embedded = !IMAGE_TYPES.has(input.type);
  const sources = IMAGE_TYPES.has(input.type)
    ? [input.originalBytes]
    : input.images
        .filter((img) => img.page < PAGES_SEARCHED && PHOTO_MIMES.has(img.mime))
        .slice(0, MAX_IMAGES)
        .map((img) => img.bytes);

  if (!sources.length) return null;
  // Outside the per-image guard: a detector that cannot load is a broken install, not a no-photo.
  await loadFaceDetector();

  let best: Candidate | null = null;
  for (const bytes of sources) {
    options.signal?.throwIfAborted();
    const candidate = await bestFaceIn(bytes, embedded);
    if (candidate && (!best || isBetter(candidate.face, best.face))) best = candidate;
  }
  options.signal?.throwIfAborted();
  if (!best) return null;
  try {
    const crop = await encodeCrop(best.image, portraitBox(best.face, best.image.width, best.image.height));
    return { ...crop, mime: 'image/jpeg', score: best.face.score };
  } catch {
    return null;
  }
}

async function bestFaceIn(bytes: Uint8Array, embedded: boolean): Promise<Candidate | null> {
  const image = await decodePhoto(bytes);
  if (!image || image.width < MIN_IMAGE_SIDE || image.height < MIN_IMAGE_SIDE) return null;
  let faces: FaceBox[];
  try {
    faces = embedded ? await findFacesQuickly(image) : await detectFaces(image);
  } catch {
    // An image the detector chokes on (a degenerate size, a tensor error) is no photo.
    return null;
  }
  const floor = embedded ? MIN_SCORE : MIN_PAGE_SCORE;
  const usable = faces.filter((f) => f.score >= floor && Math.min(f.width, f.height) >= MIN_FACE_SIDE);
  if (!usable.length) return null;
  return { image, face: usable.reduce((a, b) => (isBetter(b, a) ? b : a)) };
}

function isBetter(a: FaceBox, b: FaceBox): boolean {
  const areaA = a.width * a.height;
  const areaB = b.width * b.height;
  return areaA !== areaB ? areaA > areaB : a.score > b.score;
}
