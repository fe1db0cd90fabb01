/**
 * The server's housekeeping of stored files: expired temporary photos and, with a retention
 * setting, originals and photos older than it, deleted at start (so an expiry that passed while
 * the server was down is honoured at once) and every minute.
 */
import type { Logger } from 'pino';
import type { BlobStore } from '../storage/blob-store.js';

const EVERY_MS = 60_000;

export function schedulePurge(blobs: BlobStore, options: { retentionDays: number | null; now: () => Date; logger: Logger }): () => void {
  const run = async () => {
    const now = options.now();
    const createdBefore = options.retentionDays === null ? undefined : new Date(now.getTime() - options.retentionDays * 86_400_000);
    try {
      const count = await blobs.purge({ now, createdBefore });
      if (count > 0) options.logger.info({ purged: count }, 'stored files purged');
    } catch (error) {
      options.logger.warn({ err: error }, 'purge of stored files failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
