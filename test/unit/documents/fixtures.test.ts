/**
 * The generated fixtures of test/fixtures/documents (3 invented resumes in 13 formats, expected
 * texts, hostile samples): detection for every file, and, for the formats that have a reader, the
 * extracted text against expected/<name>.txt, loosely (whitespace normalized, most lines present).
 * Files appear as the fixture generator commits them; absent ones are skipped, not faked.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectType } from '../../../src/documents/detect-type.js';
import { pagesToText } from '../../../src/documents/pages-to-text.js';
import { readDocument } from '../../../src/documents/read-document.js';
import { DocumentError, NotImplementedYet, type DocumentType } from '../../../src/documents/types.js';

const ROOT = join(import.meta.dirname, '../../fixtures/documents');
const EXPECTED = join(ROOT, 'expected');
const TYPE_BY_EXTENSION: Record<string, DocumentType> = {
  pdf: 'pdf', doc: 'doc', docx: 'docx', odt: 'odt', ppt: 'ppt', pptx: 'pptx', odp: 'odp', xls: 'xls',
  rtf: 'rtf', txt: 'txt', jpg: 'jpg', jpeg: 'jpg', png: 'png', bmp: 'bmp',
};
const IMPLEMENTED = new Set<DocumentType>(['txt', 'rtf', 'docx', 'odt', 'pptx', 'odp']);
const HOSTILE = /hostile|bomb|laugh|truncat|broken|corrupt|garbage|random|empty|huge|10000|20000/i;

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? (path === EXPECTED ? [] : listFiles(path)) : [path];
  });
}

const files = listFiles(ROOT);
const regular = files.filter((f) => TYPE_BY_EXTENSION[extname(f).slice(1).toLowerCase()] && !HOSTILE.test(relative(ROOT, f)));
const hostile = files.filter((f) => HOSTILE.test(relative(ROOT, f)) && !f.endsWith('.md') && !f.endsWith('.json'));

function normalize(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

function expectedFor(file: string): string | null {
  const stem = basename(file, extname(file));
  for (const candidate of [`${stem}.txt`, `${stem}.${extname(file).slice(1)}.txt`, `${stem.replace(/[-_.](scan|scanned)$/, '')}.txt`]) {
    const path = join(EXPECTED, candidate);
    if (existsSync(path)) return readFileSync(path, 'utf8');
  }
  return null;
}

describe.skipIf(regular.length === 0)('fixture documents', () => {
  it.each(regular.map((f) => [relative(ROOT, f), f]))('detects %s from its content', (_name, file) => {
    const type = TYPE_BY_EXTENSION[extname(file).slice(1).toLowerCase()]!;
    expect(detectType(readFileSync(file))).toBe(type);
  });

  const readable = regular.filter((f) => IMPLEMENTED.has(TYPE_BY_EXTENSION[extname(f).slice(1).toLowerCase()]!));
  it.each(readable.map((f) => [relative(ROOT, f), f]))('reads %s close to its expected text', async (_name, file) => {
    const result = await readDocument(readFileSync(file));
    const text = normalize(pagesToText(result.pages));
    expect(text.length).toBeGreaterThan(0);
    const expected = expectedFor(file);
    if (expected === null) return; // no expected text committed for this one (yet)
    const lines = expected.split('\n').map(normalize).filter((l) => l.length > 0 && !l.startsWith('['));
    const missing = lines.filter((l) => !text.includes(l));
    // Loose: reading order and line grouping may differ from the expected text at the margins.
    expect(missing.length / Math.max(1, lines.length), `missing lines: ${JSON.stringify(missing.slice(0, 10))}`).toBeLessThanOrEqual(0.2);
  });
});

describe.skipIf(hostile.length === 0)('fixture hostile samples', () => {
  it.each(hostile.map((f) => [relative(ROOT, f), f]))('%s ends in a result or a spec error, quickly', async (name, file) => {
    const bytes = readFileSync(file);
    const started = performance.now();
    let outcome: string;
    try {
      await readDocument(bytes);
      outcome = 'OK';
    } catch (err) {
      if (err instanceof DocumentError) outcome = err.code;
      else if (err instanceof NotImplementedYet) outcome = 'NOT_IMPLEMENTED_YET';
      else throw err;
    }
    expect(performance.now() - started).toBeLessThan(2000);
    const type = TYPE_BY_EXTENSION[extname(file).slice(1).toLowerCase()];
    if (/bomb|laugh/i.test(name)) expect(outcome).toBe('DOCUMENT_UNREADABLE');
    if (bytes.length === 0 || (/random/i.test(name) && !type)) expect(outcome).toBe('INVALID_FILE');
    if (/truncat/i.test(name) && type && ['docx', 'odt', 'pptx', 'odp'].includes(type)) expect(outcome).toBe('DOCUMENT_UNREADABLE');
  });
});
