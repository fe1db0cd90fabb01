/**
 * Blobs as files under `<dataDir>/files/`: `<key>` holds the bytes, `<key>.json` the metadata.
 * Written to a temporary name, then renamed, so a crash never leaves half a file behind a valid
 * key. Keys are checked against BLOB_KEY before any path is built: nothing outside the folder.
 */
import { mkdirSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BLOB_KEY, type Blob, type BlobMeta, type BlobStore } from '../blob-store.js';

export function openFileBlobStore(dataDir: string): BlobStore {
  const dir = join(dataDir, 'files');
  mkdirSync(dir, { recursive: true });
  const paths = (key: string) => {
    if (!BLOB_KEY.test(key)) throw new RangeError('invalid blob key');
    return { data: join(dir, key), meta: join(dir, `${key}.json`) };
  };
  const remove = async (key: string) => {
    const p = paths(key);
    await Promise.all([rm(p.data, { force: true }), rm(p.meta, { force: true })]);
  };
  const readMeta = async (key: string): Promise<BlobMeta | null> => {
    try {
      return JSON.parse(await readFile(paths(key).meta, 'utf8')) as BlobMeta;
    } catch {
      return null;
    }
  };
  return {
    async put(key, bytes, meta) {
      const p = paths(key);
      await writeFile(`${p.data}.tmp`, bytes);
      await rename(`${p.data}.tmp`, p.data);
      // The metadata last: a key is visible only once its bytes are complete.
      await writeFile(`${p.meta}.tmp`, JSON.stringify(meta));
      await rename(`${p.meta}.tmp`, p.meta);
    },
    async get(key, now) {
      if (!BLOB_KEY.test(key)) return null;
      const meta = await readMeta(key);
      if (!meta) return null;
      if (meta.expiresAt !== null && Date.parse(meta.expiresAt) <= now.getTime()) {
        await remove(key);
        return null;
      }
      try {
        return { ...meta, bytes: new Uint8Array(await readFile(paths(key).data)) } satisfies Blob;
      } catch {
        return null;
      }
    },
    delete: remove,
    async purge({ now, createdBefore }) {
      let count = 0;
      for (const name of await readdir(dir)) {
        if (!name.endsWith('.json')) continue;
        const key = name.slice(0, -'.json'.length);
        if (!BLOB_KEY.test(key)) continue;
        const meta = await readMeta(key);
        const expired = meta?.expiresAt != null && Date.parse(meta.expiresAt) <= now.getTime();
        const old = createdBefore !== undefined && meta !== null && Date.parse(meta.createdAt) < createdBefore.getTime();
        if (meta === null || expired || old) {
          await remove(key);
          count++;
        }
      }
      return count;
    },
  };
}
