import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import { openFileBlobStore } from '../../../src/storage/files/file-blob-store.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function io() {
  let out = '';
  let err = '';
  return { io: { stdout: { write: (t: string) => (out += t) }, stderr: { write: (t: string) => (err += t) } }, out: () => out, err: () => err };
}

describe('recruit files purge', () => {
  it('deletes stored files older than --older-than, then all of them without it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'recruit-purge-'));
    dirs.push(dir);
    const blobs = openFileBlobStore(dir);
    const day = 86_400_000;
    await blobs.put('oldoldoldoldoldoldoldo', Buffer.from('a'), { contentType: 'text/plain', createdAt: new Date(Date.now() - 40 * day).toISOString(), expiresAt: null });
    await blobs.put('newnewnewnewnewnewnewn', Buffer.from('b'), { contentType: 'text/plain', createdAt: new Date().toISOString(), expiresAt: null });
    const first = io();
    expect(await main(['files', 'purge', '--older-than', '30d'], first.io, { RECRUIT_DATA_DIR: dir })).toBe(0);
    expect(first.out()).toBe('Deleted 1 stored file older than 30 days.\n');
    expect(await blobs.get('newnewnewnewnewnewnewn', new Date())).not.toBeNull();
    const all = io();
    expect(await main(['files', 'purge'], all.io, { RECRUIT_DATA_DIR: dir })).toBe(0);
    expect(all.out()).toBe('Deleted 1 stored file.\n');
  });

  it('refuses a malformed age', async () => {
    const bad = io();
    expect(await main(['files', 'purge', '--older-than', 'soon'], bad.io, {})).toBe(2);
    expect(bad.err()).toContain('--older-than Nd');
  });
});
