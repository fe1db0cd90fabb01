/**
 * Fuzz suite (issue 3): for each of the 13 formats, mutated copies of real documents (byte flips,
 * truncations, spliced blocks, shuffled ZIP entries) go through the production read pool, and each
 * must end in a result or a spec document error within the deadline: never a crashed worker, a
 * timeout or an unhandled rejection. `FUZZ_CASES` per format: 300 in `npm test` (CI), 2,000 with
 * `npm run fuzz`. A failure names the format, original, seed and mutation to replay.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createReadPool } from '../../src/documents/pool/create-read-pool.js';
import { DocumentError } from '../../src/documents/types.js';
import { mutate } from './mutate.js';
import { fuzzOriginals, ZIP_FORMATS } from './fuzz-originals.js';

const CASES = Number(process.env.FUZZ_CASES ?? 300);
/** Far above any real read of these small documents, far below the 145 s of the spec. */
const DEADLINE_MS = 20_000;
const pool = createReadPool({ deadlineMs: DEADLINE_MS, maxQueue: 1_000 });
afterAll(() => pool.close());

const originals = fuzzOriginals();
const formats = [...new Set(originals.map((o) => o.format))];

describe('fuzz: mutated documents of every format', () => {
  it('covers the 13 formats', () => {
    expect(formats.sort()).toEqual(['bmp', 'doc', 'docx', 'jpg', 'odp', 'odt', 'pdf', 'png', 'ppt', 'pptx', 'rtf', 'txt', 'xls']);
  });

  it.each(formats)(`%s: ${CASES} mutations each end in a result or a spec error`, async (format) => {
    const sources = originals.filter((o) => o.format === format);
    const outcomes = new Map<string, number>();
    const failures: string[] = [];
    const cases = Array.from({ length: CASES }, (_, seed) => seed);
    // Two at a time per core keeps the pool busy without queueing hundreds of documents.
    const batch = pool.threads * 2;
    for (let start = 0; start < cases.length; start += batch) {
      await Promise.all(
        cases.slice(start, start + batch).map(async (seed) => {
          const source = sources[seed % sources.length]!;
          const { bytes, mutation } = mutate(source.bytes, seed, ZIP_FORMATS.has(format));
          try {
            await pool.read(bytes);
            outcomes.set('text', (outcomes.get('text') ?? 0) + 1);
          } catch (error) {
            if (error instanceof DocumentError) outcomes.set(error.code, (outcomes.get(error.code) ?? 0) + 1);
            else failures.push(`${source.name} seed ${seed} (${mutation}): ${(error as Error)?.name}: ${(error as Error)?.message}`);
          }
        }),
      );
    }
    expect(failures).toEqual([]);
    expect([...outcomes.values()].reduce((a, b) => a + b, 0)).toBe(CASES);
  }, 900_000);
});
