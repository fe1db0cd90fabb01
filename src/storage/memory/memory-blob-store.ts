/** Blobs in a Map: the second adapter of the blob port, for tests. */
import { BLOB_KEY, type Blob, type BlobStore } from '../blob-store.js';

export function openMemoryBlobStore(): BlobStore {
  const blobs = new Map<string, Blob>();
  return {
    async put(key, bytes, meta) {
      if (!BLOB_KEY.test(key)) throw new RangeError('invalid blob key');
      blobs.set(key, { ...meta, bytes: Uint8Array.from(bytes) });
    },
    async get(key, now) {
      const blob = blobs.get(key);
      if (!blob) return null;
      if (blob.expiresAt !== null && Date.parse(blob.expiresAt) <= now.getTime()) {
        blobs.delete(key);
        return null;
      }
      return blob;
    },
    async delete(key) {
      blobs.delete(key);
    },
    async purge({ now, createdBefore }) {
      let count = 0;
      for (const [key, blob] of blobs) {
        const expired = blob.expiresAt !== null && Date.parse(blob.expiresAt) <= now.getTime();
        const old = createdBefore !== undefined && Date.parse(blob.createdAt) < createdBefore.getTime();
        if (expired || old) {
          blobs.delete(key);
          count++;
        }
      }
      return count;
    },
  };
}
