/**
 * A small, deterministic taste of the fuzz test the issue asks for in CI: mutated copies of each
 * implemented format (byte flips, truncations) end in a result or a spec DocumentError, never in
 * another exception. The long run (`npm run fuzz`) comes with the worker pool.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openOle } from '../../../src/documents/ole.js';
import { readDocument } from '../../../src/documents/read-document.js';
import { DocumentError } from '../../../src/documents/types.js';
import { ole } from './ole-builders.js';
import { docx, odp, odt, PNG_1X1, pptx, rel, wp } from './office-builders.js';

const CASES_PER_FORMAT = 150;

const originals: [string, Uint8Array][] = [
  ['docx', docx(wp('Jean Dupont', true) + `<w:tbl><w:tr><w:tc>${wp('2020')}</w:tc><w:tc>${wp('Ingénieur')}</w:tc></w:tr></w:tbl>`, { 'word/media/a.png': PNG_1X1 }, rel('rId1', 'image', 'media/a.png'))],
  ['odt', odt('<text:h>Marie Exemple</text:h><text:list><text:list-item><text:p>Python</text:p></text:list-item></text:list>')],
  ['pptx', pptx([['Profil', 'Lyon'], ['Expérience']])],
  ['odp', odp('<draw:page><draw:frame><draw:text-box><text:p>Profil</text:p></draw:text-box></draw:frame></draw:page>')],
  ['rtf', Buffer.from(String.raw`{\rtf1\ansi{\fonttbl{\f0 Arial;}}\f0\b Jos\'e9\b0\par D\u233?veloppeur\cell 2020\cell\row}`, 'latin1')],
  ['txt', Buffer.from('Hélène Lefèvre\nDéveloppeuse\n')],
  // The OLE formats: the real fixtures, the PPT without its 440 KB of document properties so that
  // flips land in the container and the slide records rather than in a stream no reader reads.
  ['fr-two-column-photo.doc', fixture('fr-two-column-photo.doc')],
  ['en-resume.doc', fixture('en-resume.doc')],
  ['fr-one-column.xls', fixture('fr-one-column.xls')],
  ['fr-two-column-photo.ppt', rebuilt('fr-two-column-photo.ppt', {})],
];

function fixture(file: string): Uint8Array {
  return readFileSync(join(import.meta.dirname, '../../fixtures/documents', file));
}

/** A fixture's reader streams in a fresh OLE container, `changed` ones replaced. */
function rebuilt(file: string, changed: Record<string, Uint8Array>): Uint8Array {
  const source = openOle(fixture(file));
  const keep = ['WordDocument', '1Table', '0Table', 'Data', 'Workbook', 'PowerPoint Document', 'Current User', 'Pictures'];
  const streams: Record<string, Uint8Array> = {};
  for (const name of source.names) if (keep.includes(name)) streams[name] = changed[name] ?? source.stream(name)!;
  return ole(streams);
}

/** Mutations inside one stream, the container kept valid: every flip reaches the format's own structures. */
const streamCases: [string, string][] = [
  ['fr-two-column-photo.doc', 'WordDocument'],
  ['fr-two-column-photo.doc', '1Table'],
  ['en-resume.doc', '1Table'],
  ['en-resume.xls', 'Workbook'],
  ['fr-two-column-photo.ppt', 'PowerPoint Document'],
  ['en-resume.ppt', 'Current User'],
];

function mutate(bytes: Uint8Array, seed: number): Uint8Array {
  let s = seed * 2654435761 + 1;
  const rnd = (): number => ((s = (s * 1103515245 + 12345) >>> 0) / 2 ** 32);
  const copy = Uint8Array.from(bytes);
  if (seed % 3 === 1) return copy.subarray(0, Math.floor(rnd() * copy.length));
  const flips = 1 + Math.floor(rnd() * 8);
  for (let k = 0; k < flips; k++) copy[Math.floor(rnd() * copy.length)] = Math.floor(rnd() * 256);
  return copy;
}

describe('mutated documents', () => {
  it.each(originals)('%s: every mutation ends in a result or a spec error', async (_type, original) => {
    for (let seed = 0; seed < CASES_PER_FORMAT; seed++) {
      try {
        await readDocument(mutate(original, seed));
      } catch (err) {
        if (!(err instanceof DocumentError)) expect.fail(`seed ${seed}: ${(err as Error).stack}`);
      }
    }
  });
});

describe('mutated OLE streams', () => {
  it.each(streamCases)('%s, stream %s: every mutation ends in a result or a spec error', async (file, stream) => {
    const original = openOle(fixture(file)).stream(stream)!;
    for (let seed = 0; seed < CASES_PER_FORMAT; seed++) {
      try {
        await readDocument(rebuilt(file, { [stream]: mutate(original, seed) }));
      } catch (err) {
        if (!(err instanceof DocumentError)) expect.fail(`seed ${seed}: ${(err as Error).stack}`);
      }
    }
  });
});
