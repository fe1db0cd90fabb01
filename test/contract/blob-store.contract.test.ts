/**
 * The blob port's contract, run against each adapter: bytes and content type back as stored,
 * expiry honoured on read (and the blob gone), purge by age and by expiry, keys that are not
 * tokens refused (no path outside the store), a file store surviving a reopen.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../src/storage/blob-store.js';
import { openFileBlobStore } from '../../src/storage/files/file-blob-store.js';
import { openMemoryBlobStore } from '../../src/storage/memory/memory-blob-store.js';
import { openPostgresStore, type PostgresStore } from '../../src/storage/postgres/postgres-store.js';
import { dropSchema, freshSchemaName, POSTGRES_SKIP_REASON, POSTGRES_TEST_URL } from '../helpers/postgres-schema.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'recruit-blobs-'));
  dirs.push(d);
  return d;
};

// PostgreSQL: one fresh schema per test, every store closed and the schemas dropped at the end.
const pgOpened: { store: PostgresStore; schema: string }[] = [];
afterAll(async () => {
  for (const { store, schema } of pgOpened.splice(0)) {
    await store.close();
    await dropSchema(schema);
  }
});
const postgresBlobs = async () => {
  const schema = freshSchemaName();
  const store = await openPostgresStore({ url: POSTGRES_TEST_URL!, schema });
  pgOpened.push({ store, schema });
  return store.blobs();
};

const adapters: [string, () => BlobStore | Promise<BlobStore>][] = [
  ['memory', () => openMemoryBlobStore()],
  ['files', () => openFileBlobStore(tempDir())],
  ...(POSTGRES_SKIP_REASON ? [] : [['postgres', postgresBlobs] as [string, () => Promise<BlobStore>]]),
];
const KEY = 'aB3_dEf-GhIjKlMnOpQrStUv';
const KEY2 = 'zZ9_yYx-WwVvUuTtSsRrQqPp';
const t0 = new Date('2026-11-21T10:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

describe.each(adapters)('BlobStore (%s)', (_name, open) => {
  it('gives back the bytes and content type it was given', async () => {
    const store = await open();
    await store.put(KEY, Buffer.from('%PDF-1.7 body'), { contentType: 'application/pdf', createdAt: t0.toISOString(), expiresAt: null });
    const blob = await store.get(KEY, at(1));
    expect(Buffer.from(blob!.bytes).toString()).toBe('%PDF-1.7 body');
    expect(blob).toMatchObject({ contentType: 'application/pdf', expiresAt: null });
    expect(await store.get(KEY2, at(1))).toBeNull();
  });

  it('answers nothing once a blob has expired, and forgets it', async () => {
    const store = await open();
    await store.put(KEY, Buffer.from('face'), { contentType: 'image/jpeg', createdAt: t0.toISOString(), expiresAt: at(10).toISOString() });
    expect(await store.get(KEY, at(9))).not.toBeNull();
    expect(await store.get(KEY, at(10))).toBeNull();
    expect(await store.get(KEY, at(1))).toBeNull();
  });

  it('purges by age and by expiry', async () => {
    const store = await open();
    await store.put(KEY, Buffer.from('old'), { contentType: 'text/plain', createdAt: t0.toISOString(), expiresAt: null });
    await store.put(KEY2, Buffer.from('temp'), { contentType: 'image/jpeg', createdAt: at(30).toISOString(), expiresAt: at(40).toISOString() });
    expect(await store.purge({ now: at(35), createdBefore: at(20) })).toBe(1);
    expect(await store.get(KEY2, at(35))).not.toBeNull();
    expect(await store.purge({ now: at(41) })).toBe(1);
    expect(await store.get(KEY2, at(35))).toBeNull();
  });

  it('refuses keys that are not tokens', async () => {
    const store = await open();
    await expect(store.put('../../etc/passwd', Buffer.from('x'), { contentType: 'text/plain', createdAt: t0.toISOString(), expiresAt: null })).rejects.toThrow(RangeError);
    expect(await store.get('../recruit.db', at(0))).toBeNull();
  });
});

describe.skipIf(POSTGRES_SKIP_REASON !== null)(`BlobStore (postgres)${POSTGRES_SKIP_REASON ? `: skipped, ${POSTGRES_SKIP_REASON}` : ''}`, () => {
  it('keeps blobs across a reopen of the store', async () => {
    const schema = freshSchemaName();
    const first = await openPostgresStore({ url: POSTGRES_TEST_URL!, schema });
    pgOpened.push({ store: first, schema });
    await first.blobs().put(KEY, Buffer.from('cv'), { contentType: 'text/plain', createdAt: t0.toISOString(), expiresAt: null });
    const second = await openPostgresStore({ url: POSTGRES_TEST_URL!, schema });
    pgOpened.push({ store: second, schema });
    expect(Buffer.from((await second.blobs().get(KEY, at(1)))!.bytes).toString()).toBe('cv');
  });
});

describe('file BlobStore', () => {
  it('keeps blobs across a reopen, and leaves no temporary file behind', async () => {
    const dir = tempDir();
    await openFileBlobStore(dir).put(KEY, Buffer.from('cv'), { contentType: 'text/plain', createdAt: t0.toISOString(), expiresAt: null });
    expect(Buffer.from((await openFileBlobStore(dir).get(KEY, at(1)))!.bytes).toString()).toBe('cv');
    expect(readdirSync(join(dir, 'files')).sort()).toEqual([KEY, `${KEY}.json`]);
  });
});
