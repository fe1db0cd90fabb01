/**
 * The generated fixtures of test/fixtures/documents, driven by their manifests (manifest.json for
 * the 3 invented resumes in 13 formats, hostile/manifest.json for broken and hostile samples), by
 * the comparison rules of expected/README.md: detection of every file from its bytes; for text
 * formats (`lines`) every expected line found, exactly and in order, the reading blocks (header
 * band, sidebar, main column) not interleaved, no icon glyph left, the links and the embedded
 * images; for images and scans (`ocr`) word recall ≥ 0.90 and the e-mail exactly; and each
 * hostile sample's outcome among those its manifest allows.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectType } from '../../../src/documents/detect-type.js';
import { closeSharedOcrService } from '../../../src/documents/ocr/shared-ocr-service.js';
import { pagesToText } from '../../../src/documents/pages-to-text.js';
import { readDocument } from '../../../src/documents/read-document.js';
import { DocumentError, type ReadResult } from '../../../src/documents/types.js';
import { blocksSeparated, orderedMatches, type Block } from '../../helpers/compare-extracted-text.js';
import { ocrWordRecall } from '../../helpers/ocr-word-recall.js';

const ROOT = join(import.meta.dirname, '../../fixtures/documents');

interface ManifestEntry {
  hyperlinks?: string[];
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

/**
 * OCR takes seconds a page: by default one image per resume and format family runs (a grey PNG, a
 * 1-bit BMP, a JPEG, the noisy scan); RECRUIT_OCR_FIXTURES=all runs every image fixture.
 */
const OCR_SAMPLE = new Set(['fr-one-column.png', 'fr-two-column-photo.bmp', 'en-resume.jpg', 'scan-fr-one-column.png']);
const ocrSkipped = (e: ManifestEntry): boolean =>
  e.compare === 'ocr' && ['png', 'jpg', 'bmp'].includes(e.format) && process.env.RECRUIT_OCR_FIXTURES !== 'all' && !OCR_SAMPLE.has(e.file);
const OCR_TIMEOUT_MS = 60_000;

afterAll(() => closeSharedOcrService());

function expectedFacts(resume: string): { blocks: Block[]; facts: { email: string } } {
  return JSON.parse(readFileSync(join(ROOT, 'expected', `${resume}.json`), 'utf8')) as { blocks: Block[]; facts: { email: string } };
}

function normalize(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

async function outcome(bytes: Uint8Array): Promise<{ code: string; result?: ReadResult }> {
  try {
    const result = await readDocument(bytes);
    return { code: 'text', result };
  } catch (err) {
    if (err instanceof DocumentError) return { code: err.code };
    throw err;
  }
}

describe.skipIf(resumes.length === 0)('fixture resumes', () => {
  it.each(resumes.map((e) => [e.file, e] as const))('detects %s from its content', (_file, entry) => {
    expect(detectType(readFileSync(join(ROOT, entry.file)))).toBe(entry.format);
  });

  const readable = resumes.filter((e) => !ocrSkipped(e));
  it.each(readable.map((e) => [e.file, e] as const))('reads %s: its expected text, by its rule', async (_file, entry) => {
    const { code, result } = await outcome(readFileSync(join(ROOT, entry.file)));
    expect(code).toBe('text');
    const text = pagesToText(result!.pages);
    const facts = entry.resume ? expectedFacts(entry.resume) : null;
    if (entry.compare === 'ocr' && entry.expected_text) {
      // expected/README.md, `ocr`: word recall of at least 0.90, and the e-mail found exactly.
      const { recall, missing } = ocrWordRecall(readFileSync(join(ROOT, entry.expected_text), 'utf8'), normalize(text));
      expect(recall, `word recall ${(recall * 100).toFixed(1)} %, missing: ${JSON.stringify(missing.slice(0, 10))}`).toBeGreaterThanOrEqual(0.9);
      expect(normalize(text)).toContain(facts!.facts.email);
    } else if (entry.expected_text) {
      // expected/README.md, `lines`: every line, in order (recall 100 %); blocks not interleaved.
      const expected = readFileSync(join(ROOT, entry.expected_text), 'utf8').split('\n');
      // Blocks may come in any order (sidebar before or after the main column); inside a block,
      // every line in order.
      for (const block of facts!.blocks) {
        expect(orderedMatches(expected.slice(block.first_line - 1, block.last_line), text).missing, `block ${block.name}`).toEqual([]);
      }
      const { separated, spans } = blocksSeparated(expected, facts!.blocks, text);
      expect(separated, `blocks interleaved: ${JSON.stringify(spans)}`).toBe(true);
      expect(text).not.toMatch(/[\uE000-\uF8FF]/);
    }
    if (entry.hyperlinks) expect(result!.links).toEqual(expect.arrayContaining(entry.hyperlinks));
    if (entry.embedded_images !== undefined) expect(result!.images.length).toBe(entry.embedded_images);
  }, OCR_TIMEOUT_MS);

  it.skip.each(resumes.filter(ocrSkipped).map((e) => [e.file]))('reads %s by OCR (RECRUIT_OCR_FIXTURES=all)', () => {});
});

describe.skipIf(hostile.length === 0)('fixture hostile samples', () => {
  it.each(hostile.map((e) => [e.file, e] as const))('%s ends in an outcome its manifest allows, quickly', async (_file, entry) => {
    const bytes = readFileSync(join(ROOT, entry.file));
    const rssBefore = process.memoryUsage().rss;
    const started = process.cpuUsage();
    const { code, result } = await outcome(bytes);
    // Quickly: refused from headers and limits, not after the work; a page that must be OCR'd
    // (the garbage text layer) takes the seconds OCR takes. CPU time of this process, not wall
    // time, so that other work on the machine does not fail the test; a bound against runaway
    // work (a hang, a quadratic pass), not a speed measure (that is `npm run bench`).
    const cpu = process.cpuUsage(started);
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(entry.file.includes('garbage-text-layer') ? 30_000 : 2_000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(400 * 1024 * 1024);
    expect(entry.expect).toContain(code);
    // A UTF-8 file cut mid-character must not fall back to Windows-1252 (every accent would break).
    if (entry.format === 'txt' && result) expect(result.warnings.join(' ')).not.toMatch(/Windows-1252/);
    if (entry.file.includes('garbage-text-layer')) {
      const page1 = readFileSync(join(ROOT, 'expected/fr-one-column.page1.txt'), 'utf8');
      expect(ocrWordRecall(page1, normalize(pagesToText(result!.pages))).recall).toBeGreaterThanOrEqual(0.9);
    }
  }, OCR_TIMEOUT_MS);
});
