/**
 * Blobs in the `blobs` table (migration 3): bytes as bytea beside their metadata, so that every
 * instance behind a load balancer serves every capability URL. Expiry is compared by the
 * database; an expired blob is deleted by the read that finds it, like the other adapters.
 */
import type pg from 'pg';
import { BLOB_KEY, type BlobStore } from '../blob-store.js';

interface BlobRow {
  bytes: Buffer;
  content_type: string;
  created_at: Date;
  expires_at: Date | null;
  expired: boolean;
}

export function openPostgresBlobStore(pool: pg.Pool): BlobStore {
  return {
    async put(key, bytes, meta) {
      if (!BLOB_KEY.test(key)) throw new RangeError('invalid blob key');
      // One statement: the row appears complete or not at all, as the file store's rename does.
      await pool.query(
        `INSERT INTO blobs (key, bytes, content_type, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (key) DO UPDATE SET bytes = EXCLUDED.bytes, content_type = EXCLUDED.content_type,
           created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at`,
        [key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), meta.contentType, meta.createdAt, meta.expiresAt],
      );
    },
    async get(key, now) {
      if (!BLOB_KEY.test(key)) return null;
      const { rows } = await pool.query<BlobRow>(
        'SELECT bytes, content_type, created_at, expires_at, expires_at IS NOT NULL AND expires_at <= $2 AS expired FROM blobs WHERE key = $1',
        [key, now],
      );
      const row = rows[0];
      if (!row) return null;
      if (row.expired) {
        await pool.query('DELETE FROM blobs WHERE key = $1 AND expires_at <= $2', [key, now]);
        return null;
      }
      return {
        bytes: new Uint8Array(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength),
        contentType: row.content_type,
        createdAt: row.created_at.toISOString(),
        expiresAt: row.expires_at?.toISOString() ?? null,
      };
    },
    async delete(key) {
      if (!BLOB_KEY.test(key)) throw new RangeError('invalid blob key');
      await pool.query('DELETE FROM blobs WHERE key = $1', [key]);
    },
    async purge({ now, createdBefore }) {
      const result = await pool.query('DELETE FROM blobs WHERE expires_at <= $1 OR created_at < $2', [now, createdBefore ?? null]);
      return result.rowCount ?? 0;
    },
  };
}
