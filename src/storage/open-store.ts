import type { Config } from '../config/config.js';
import type { JobStore } from '../jobs/job-store.js';
import type { BlobStore } from './blob-store.js';
import { openFileBlobStore } from './files/file-blob-store.js';
import { openMemoryJobStore } from './memory/memory-job-store.js';
import { openSqliteStore, SqliteStore } from './sqlite/sqlite-store.js';
import { StoreUsageError, type Store } from './store.js';

type StoreConfig = Pick<Config, 'dataDir'> & Partial<Pick<Config, 'databaseUrl'>>;

/**
 * Picks the store adapter for a configuration; shared by the server and the CLI so that both
 * always open the same database: PostgreSQL when `RECRUIT_DATABASE_URL` is set, else SQLite in
 * `RECRUIT_DATA_DIR/recruit.db`. Async because connecting to PostgreSQL and migrating are.
 */
export async function openStoreAsync(config: StoreConfig): Promise<Store> {
  if (!config.databaseUrl) return openStore(config);
  // Loaded only when configured, so that a SQLite deployment never loads the pg driver.
  const { openPostgresStore } = await import('./postgres/postgres-store.js');
  return openPostgresStore({ url: config.databaseUrl });
}

/** The synchronous SQLite path, kept for existing callers; PostgreSQL needs `openStoreAsync`. */
export function openStore(config: StoreConfig): Store {
  if (config.databaseUrl) throw new StoreUsageError('RECRUIT_DATABASE_URL is set: open the store with openStoreAsync');
  return openSqliteStore({ dataDir: config.dataDir });
}

/** A store that keeps its own queue and blobs (SQLite: the queue; PostgreSQL: both). */
interface WithParts {
  jobs?(options?: { stepTimeoutSeconds: number }): JobStore;
  blobs?(): BlobStore;
}

const unwrap = (store: Store): Store & WithParts => ((store as { inner?: Store }).inner ?? store) as Store & WithParts;

/** The V2 job queue beside a store: on its database when it has one, else in memory (tests). */
export function openJobStore(store: Store, config?: Pick<Config, 'jobStepTimeoutSeconds'>): JobStore {
  const inner = unwrap(store);
  const options = config ? { stepTimeoutSeconds: config.jobStepTimeoutSeconds } : undefined;
  return inner instanceof SqliteStore || inner.kind === 'postgres' ? inner.jobs!(options) : openMemoryJobStore();
}

/** Stored files: in PostgreSQL beside the store when it is one (shared by every instance), else files under `dataDir`. */
export function openBlobStore(config: Pick<Config, 'dataDir'>, store: Store): BlobStore {
  const inner = unwrap(store);
  return inner.kind === 'postgres' && inner.blobs ? inner.blobs() : openFileBlobStore(config.dataDir);
}
