/**
 * The blob port (STYLE principle 7): stored originals and face photos, each under an
 * unguessable key that is also its capability URL's last segment. Adapters: files under the
 * data directory (the default), memory (tests); an object store or PostgreSQL can follow.
 */
export interface BlobMeta {
  contentType: string;
  /** ISO time the blob was stored. */
  createdAt: string;
  /** ISO time after which the blob is gone (temporary photo links); null: kept until purged. */
  expiresAt: string | null;
}

export interface Blob extends BlobMeta {
  bytes: Uint8Array;
}

export interface BlobStore {
  put(key: string, bytes: Uint8Array, meta: BlobMeta): Promise<void>;
  /** The blob, or null when absent or expired at `now` (an expired one is deleted on the way). */
  get(key: string, now: Date): Promise<Blob | null>;
  delete(key: string): Promise<void>;
  /** Deletes blobs created before `before` and blobs expired at `now`; answers how many. */
  purge(options: { now: Date; createdBefore?: Date }): Promise<number>;
}

/** Keys are base64url tokens (capability URLs): nothing else may reach the file system. */
export const BLOB_KEY = /^[A-Za-z0-9_-]{22,64}$/;
