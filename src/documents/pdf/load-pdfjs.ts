/**
 * pdfjs-dist, loaded once per thread. Its "worker" runs in this same thread (a fake worker): the
 * parse pool already gives each document its own thread, and a second hop would only copy bytes.
 * Importing the worker module ourselves (`globalThis.pdfjsWorker`) spares pdfjs from resolving a
 * worker URL. The first load costs about a second (a 2 MB module); every later document is warm.
 *
 * Load it in worker threads only (the read pool): its polyfills also install globals such as
 * `DOMMatrix` and `navigator`, which the HTTP thread has no use for.
 *
 * The worker module is loaded with three small changes (`WORKER_PATCHES`), so that a page's text
 * content tells what reading it needed a second and a third pass over the page's content for:
 * - `styles` carry each font's PostScript name and pdfjs's bold/black flags (for bold: without
 *   them the font's name only reaches us through the operator list);
 * - the text pass marks where an image XObject is painted (`{ recruitImage: ctm, recruitJpeg }`
 *   among the items, which carry no `str`; `recruitJpeg`: a plain JPEG's own bytes), so that the
 *   operator list, which decodes images, is asked for only on the pages where a photo may be,
 *   and not even there when the photo is a JPEG file;
 * - `getAnnotations` no longer extracts the whole page's text again to fill the text under each
 *   link (`overlaidText`, which we never read): a page with links was read three times.
 * Each change replaces one exact passage of the pinned version's source; one that no longer
 * matches (another pdfjs version) is left out, `pdfjsFeatures()` says so, and the reader falls
 * back on the operator list for what it would have told. The patched module is written once per
 * machine to the temporary folder (named by its content's hash) and imported from there; if that
 * folder cannot be written, the module is loaded unpatched.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

export interface PdfjsFeatures {
  /** Text content styles carry `fontName`, `bold` and `black`. */
  fontNames: boolean;
  /** Text content items include `{ recruitImage: ctm }` where an image XObject is painted. */
  imageMarks: boolean;
  /** `getAnnotations` does not read the page's text again for the text under links. */
  linksWithoutText: boolean;
}

interface WorkerPatch {
  feature: keyof PdfjsFeatures;
  find: string;
  replace: string;
}

/**
 * In the worker's scope (`xobj`, `xref`, `JpegStream`, `Name`, `Dict`): an image XObject that is a
 * plain JPEG file — DCT-encoded, 8 bits, gray or RGB (device or ICC), no mask, no soft mask, no
 * Decode array, no ColorTransform overriding the file's own (a decoder of the file alone would not
 * know it) — as its own bytes and pixel size, so that a photo is taken as the file it was rather than
 * decoded by pdfjs (in JavaScript) and encoded again; null for any other image.
 */
const JPEG_OF_XOBJECT = `() => {
  try {
    if (!(xobj instanceof JpegStream)) return null;
    const d = xobj.dict;
    if (d.has("SMask") || d.has("Mask") || d.has("Decode") || d.has("D") || d.get("ImageMask", "IM") === true) return null;
    if (xobj.params instanceof Dict && xobj.params.has("ColorTransform")) return null;
    const bpc = d.get("BitsPerComponent", "BPC");
    if (bpc !== undefined && bpc !== 8) return null;
    const cs = d.get("ColorSpace", "CS");
    let n = 0;
    if (cs instanceof Name) n = cs.name === "DeviceRGB" ? 3 : cs.name === "DeviceGray" ? 1 : 0;
    else if (Array.isArray(cs) && cs.length === 2 && cs[0] instanceof Name && cs[0].name === "ICCBased") {
      const profile = xref.fetchIfRef(cs[1]);
      const components = profile && profile.dict ? profile.dict.get("N") : 0;
      n = components === 1 || components === 3 ? components : 0;
    }
    const width = d.get("Width", "W");
    const height = d.get("Height", "H");
    if (n === 0 || !Number.isInteger(width) || !Number.isInteger(height)) return null;
    const bytes = xobj.bytes;
    if (!bytes || bytes.length > 8388608) return null;
    let start = 0;
    while (start < bytes.length - 1 && !(bytes[start] === 0xff && bytes[start + 1] === 0xd8)) start++;
    return start < bytes.length - 1 ? { bytes: bytes.slice(start), width, height } : null;
  } catch {
    return null;
  }
}`.replace(/\n\s*/g, ' ');

/** The passages of pdfjs-dist 5.6.205's legacy pdf.worker.mjs that are changed, each found exactly once. */
export const WORKER_PATCHES: readonly WorkerPatch[] = [
  {
    feature: 'fontNames',
    find: '          fontFamily: font.fallbackName,\n',
    replace: '          fontFamily: font.fallbackName,\n          fontName: font.name,\n          bold: font.bold,\n          black: font.black,\n',
  },
  {
    feature: 'imageMarks',
    find: '              if (type.name !== "Form") {\n                emptyXObjectCache.set(name, dict.objId, true);\n',
    replace:
      '              if (type.name !== "Form") {\n                if (type.name === "Image") textContent.items.push({ recruitImage: stateManager.state.ctm.slice(), recruitJpeg: (' +
      JPEG_OF_XOBJECT +
      ')() });\n                emptyXObjectCache.set(name, dict.objId, true);\n',
  },
  {
    // An image already in the document-wide cache (painted on several pages) is an image too.
    feature: 'imageMarks',
    find: '                const globalImage = self.globalImageCache.getData(xobj, self.pageIndex);\n                if (globalImage) {\n',
    replace:
      '                const globalImage = self.globalImageCache.getData(xobj, self.pageIndex);\n                if (globalImage) {\n                  textContent.items.push({ recruitImage: stateManager.state.ctm.slice() });\n',
  },
  {
    feature: 'linksWithoutText',
    find: '} else if (annotation.overlaysTextContent && isVisible) {',
    replace: '} else if (false) {',
  },
];

let loading: Promise<Pdfjs> | null = null;
let features: PdfjsFeatures = { fontNames: false, imageMarks: false, linksWithoutText: false };

export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    const natives = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify };
    try {
      const patched = patchedWorker();
      // A copy that cannot be imported (removed from the temporary folder meanwhile) leaves pdfjs unpatched.
      let worker: unknown = patched ? await import(patched.url).catch(() => null) : null;
      if (worker !== null && patched) features = patched.features;
      worker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
      (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
      return await import('pdfjs-dist/legacy/build/pdf.mjs');
    } finally {
      // The legacy build's core-js replaces a few built-ins that Node 20 already has right, for
      // spec corner cases no document reaches; the replacements are several times slower and
      // would slow every other line of code in this thread. The natives go back.
      Object.defineProperty(Array.prototype, 'push', { value: natives.push, writable: true, configurable: true, enumerable: false });
      JSON.parse = natives.parse;
      JSON.stringify = natives.stringify;
    }
  })();
  return loading;
}

/** What the loaded worker module's text content and annotations tell (after `loadPdfjs`). */
export function pdfjsFeatures(): Readonly<PdfjsFeatures> {
  return features;
}

/** The source with every patch that matches exactly once applied, and the features they give. */
export function applyWorkerPatches(source: string): { source: string; features: PdfjsFeatures } {
  const matches = (p: WorkerPatch) => source.split(p.find).length === 2;
  const out: PdfjsFeatures = { fontNames: false, imageMarks: false, linksWithoutText: false };
  for (const feature of Object.keys(out) as (keyof PdfjsFeatures)[]) {
    const patches = WORKER_PATCHES.filter((p) => p.feature === feature);
    // A feature is all its passages or none of them.
    if (!patches.every(matches)) continue;
    for (const p of patches) source = source.replace(p.find, () => p.replace);
    out[feature] = true;
  }
  return { source, features: out };
}

function patchedWorker(): { url: string; features: PdfjsFeatures } | null {
  try {
    const original = createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.mjs');
    // Its source map stays with the package: a copy elsewhere names a map that is not beside it.
    const { source, features: found } = applyWorkerPatches(readFileSync(original, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n'));
    if (!Object.values(found).some(Boolean)) return null;
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
    const folder = join(os.tmpdir(), `recruit-pdfjs-${os.userInfo().uid}`);
    const file = join(folder, `pdf.worker.${hash}.mjs`);
    // The temporary folder is shared: ours alone (this user's, writable by nobody else), and a file
    // already there is used only if it is exactly this source.
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const owner = statSync(folder);
    if (owner.uid !== os.userInfo().uid || (owner.mode & 0o022) !== 0) return null;
    if (!existsSync(file) || readFileSync(file, 'utf8') !== source) {
      // Written aside then renamed: a process starting meanwhile never imports half a file.
      const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      writeFileSync(partial, source, { mode: 0o600 });
      renameSync(partial, file);
    }
    return { url: pathToFileURL(file).href, features: found };
  } catch {
    return null;
  }
}

let dataPaths: { cMapUrl: string; standardFontDataUrl: string } | null = null;

/** Local folders of the CMaps and standard fonts pdfjs needs for CJK and non-embedded fonts (resolved once). */
export function pdfjsDataPaths(): { cMapUrl: string; standardFontDataUrl: string } {
  if (dataPaths === null) {
    const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
    dataPaths = { cMapUrl: join(root, 'cmaps') + '/', standardFontDataUrl: join(root, 'standard_fonts') + '/' };
  }
  return { ...dataPaths };
}
