/**
 * The generated fixtures of test/fixtures/documents, driven by their manifests (manifest.json for
 * the 3 invented resumes in 13 formats, hostile/manifest.json for broken and hostile samples):
 * detection of every file from its bytes; for the formats that have a reader, the extracted text
 * against the expected text, loosely (whitespace normalized, most lines present), the embedded
 * images, and each hostile sample's outcome among those its manifest allows; images by the `ocr`
 * rule of expected/README.md (word recall, exact e-mail). Formats whose reader comes later are
 * checked for detection only, and reported skipped.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectType } from '../../../src/documents/detect-type.js';
import { closeSharedOcrService } from '../../../src/documents/ocr/shared-ocr-service.js';
import { pagesToText } from '../../../src/documents/pages-to-text.js';
import { readDocument } from '../../../src/documents/read-document.js';
import { DocumentError, NotImplementedYet, type ReadResult } from '../../../src/documents/types.js';
import { ocrWordRecall } from '../../helpers/ocr-word-recall.js';

const ROOT = join(import.meta.dirname, '../../fixtures/documents');

interface ManifestEntry {
  file: string;
  format: string;
  expect: string[];
  expected_text?: string;
  compare?: string;
  resume?: string;
  embedded_images?: number;
  what: string;
}

function manifest(path: string): ManifestEntry[] {
  const full = join(ROOT, path);
  return existsSync(full) ? (JSON.parse(readFileSync(full, 'utf8')) as ManifestEntry[]) : [];
}

const resumes = manifest('manifest.json').filter((e) => existsSync(join(ROOT, e.file)));
const hostile = manifest('hostile/manifest.json').filter((e) => existsSync(join(ROOT, e.file)));
/** Formats with a reader in this increment; the others throw NotImplementedYet. */
const IMPLEMENTED = new Set(['pdf', 'txt', 'rtf', 'docx', 'odt', 'pptx', 'odp', 'doc', 'xls', 'ppt', 'png', 'jpg', 'bmp']);
const implemented = (format: string): boolean => IMPLEMENTED.has(format);
/** PDF pages that need OCR wait for the OCR increment (the reader says NotImplementedYet). */
const needsOcr = (e: ManifestEntry): boolean => e.format === 'pdf' && (e.compare === 'ocr' || e.file.includes('garbage-text-layer'));

/**
 * OCR takes seconds a page: by default one image per resume and format family runs (a grey PNG, a
 * 1-bit BMP, a JPEG, the noisy scan); RECRUIT_OCR_FIXTURES=all runs every image fixture.
 */
const OCR_SAMPLE = new Set(['fr-one-column.png', 'fr-two-column-photo.bmp', 'en-resume.jpg', 'scan-fr-one-column.png']);
const ocrSkipped = (e: ManifestEntry): boolean =>
  e.compare === 'ocr' && ['png', 'jpg', 'bmp'].includes(e.format) && process.env.RECRUIT_OCR_FIXTURES !== 'all' && !OCR_SAMPLE.has(e.file);
const OCR_TIMEOUT_MS = 60_000;

afterAll(() => closeSharedOcrService());

function normalize(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

async function outcome(bytes: Uint8Array): Promise<{ code: string; result?: ReadResult }> {
  try {
    const result = await readDocument(bytes);
    return { code: 'text', result };
  } catch (err) {
    if (err instanceof DocumentError) return { code: err.code };
    if (err instanceof NotImplementedYet) return { code: 'NOT_IMPLEMENTED_YET' };
    throw err;
  }
}

describe.skipIf(resumes.length === 0)('fixture resumes', () => {
  it.each(resumes.map((e) => [e.file, e] as const))('detects %s from its content', (_file, entry) => {
    expect(detectType(readFileSync(join(ROOT, entry.file)))).toBe(entry.format);
  });

  const readable = resumes.filter((e) => implemented(e.format) && !needsOcr(e) && !ocrSkipped(e));
  it.each(readable.map((e) => [e.file, e] as const))('reads %s close to its expected text', async (_file, entry) => {
    const { code, result } = await outcome(readFileSync(join(ROOT, entry.file)));
    expect(code).toBe('text');
    const text = normalize(pagesToText(result!.pages));
    if (entry.compare === 'ocr' && entry.expected_text && existsSync(join(ROOT, entry.expected_text))) {
      // expected/README.md, `ocr`: word recall of at least 0.90, and the e-mail found exactly.
      const { recall, missing } = ocrWordRecall(readFileSync(join(ROOT, entry.expected_text), 'utf8'), text);
      expect(recall, `word recall ${(recall * 100).toFixed(1)} %, missing: ${JSON.stringify(missing.slice(0, 10))}`).toBeGreaterThanOrEqual(0.9);
      const facts = JSON.parse(readFileSync(join(ROOT, 'expected', `${entry.resume}.json`), 'utf8')) as { facts: { email: string } };
      expect(text).toContain(facts.facts.email);
    } else if (entry.expected_text && existsSync(join(ROOT, entry.expected_text))) {
      const lines = readFileSync(join(ROOT, entry.expected_text), 'utf8').split('\n').map(normalize).filter((l) => l.length > 0);
      const missing = lines.filter((l) => !text.includes(l));
      // Loose: line grouping may differ at the margins, and a few lines may be split differently.
      expect(missing.length / lines.length, `missing: ${JSON.stringify(missing.slice(0, 5))}`).toBeLessThanOrEqual(0.1);
    }
    if (entry.embedded_images !== undefined) expect(result!.images.length).toBe(entry.embedded_images);
  }, OCR_TIMEOUT_MS);

  const later = resumes.filter((e) => !implemented(e.format) || needsOcr(e));
  it.skip.each(later.map((e) => [e.file]))('reads %s (reader comes in a later increment)', () => {});
  it.skip.each(resumes.filter(ocrSkipped).map((e) => [e.file]))('reads %s by OCR (RECRUIT_OCR_FIXTURES=all)', () => {});
});

describe.skipIf(hostile.length === 0)('fixture hostile samples', () => {
  it.each(hostile.map((e) => [e.file, e] as const))('%s ends in an outcome its manifest allows, quickly', async (_file, entry) => {
    const bytes = readFileSync(join(ROOT, entry.file));
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const { code, result } = await outcome(bytes);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(400 * 1024 * 1024);
    if (code === 'NOT_IMPLEMENTED_YET') {
      expect(!implemented(entry.format) || needsOcr(entry)).toBe(true);
      return;
    }
    expect(entry.expect).toContain(code);
    // A UTF-8 file cut mid-character must not fall back to Windows-1252 (every accent would break).
    if (entry.format === 'txt' && result) expect(result.warnings.join(' ')).not.toMatch(/Windows-1252/);
  });
});
