/** Helpers shared by the OOXML and ODF readers: relationship parts, image MIME types, paths. */
import { parseXml, childElements, attr } from './xml.js';
import type { ZipArchive } from './zip.js';
import type { ReadLimits } from './types.js';

export interface Relationship {
  id: string;
  type: string;
  target: string;
  external: boolean;
}

/** `word/_rels/document.xml.rels` and friends: id → relationship; targets resolved against `base`. */
export function readRelationships(zip: ZipArchive, relsPath: string, base: string, limits: ReadLimits): Map<string, Relationship> {
  const out = new Map<string, Relationship>();
  const xml = zip.readText(relsPath);
  if (xml === null) return out;
  const root = parseXml(xml, limits, relsPath);
  for (const rel of childElements(root, 'Relationship')) {
    const id = attr(rel, 'Id');
    const target = attr(rel, 'Target');
    if (!id || target === null) continue;
    const external = attr(rel, 'TargetMode') === 'External';
    out.set(id, {
      id,
      type: (attr(rel, 'Type') ?? '').replace(/^.*\//, ''),
      target: external ? target : resolvePath(base, target),
      external,
    });
  }
  return out;
}

/** `resolvePath('word/', '../media/a.png')` → `media/a.png`; a leading `/` is the package root. */
export function resolvePath(base: string, target: string): string {
  const parts = target.startsWith('/') ? [] : base.split('/').filter(Boolean);
  for (const seg of target.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') parts.pop();
    else parts.push(seg);
  }
  return parts.join('/');
}

const MIME_BY_EXTENSION: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', bmp: 'image/bmp',
  tif: 'image/tiff', tiff: 'image/tiff', emf: 'image/emf', wmf: 'image/wmf', svg: 'image/svg+xml',
  webp: 'image/webp',
};

export function imageMime(path: string): string {
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return MIME_BY_EXTENSION[ext] ?? 'application/octet-stream';
}

/** EMU (English Metric Units) to points. */
export function emuToPt(value: string | null): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n / 12700 : 0;
}

/** ODF lengths (`2.5cm`, `1in`, `12pt`, `30mm`) to points. */
export function odfLengthToPt(value: string | null): number {
  if (!value) return 0;
  const m = /^([\d.]+)\s*(cm|mm|in|pt|pc|px)?$/.exec(value.trim());
  if (!m) return 0;
  const n = Number(m[1]);
  const factor: Record<string, number> = { cm: 28.3465, mm: 2.83465, in: 72, pt: 1, pc: 12, px: 0.75 };
  return n * (factor[m[2] ?? 'pt'] ?? 1);
}

/** Adds `link` unless already there (links keep their first-seen order). */
export function pushUnique(list: string[], link: string): void {
  if (link && !list.includes(link)) list.push(link);
}
