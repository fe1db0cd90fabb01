import type { Config } from '../config/config.js';
import type { JobStore } from '../jobs/job-store.js';
import { openMemoryJobStore } from './memory/memory-job-store.js';
import { openSqliteStore, SqliteStore } from './sqlite/sqlite-store.js';
import type { Store } from './store.js';

/**
 * Picks the store adapter for a configuration; shared by the server and the CLI so that both
 * always open the same database. Today: SQLite in `RECRUIT_DATA_DIR/recruit.db`. The PostgreSQL
 * adapter (issue 7) plugs in here, chosen by `RECRUIT_DATABASE_URL`.
 */
export function openStore(config: Pick<Config, 'dataDir'>): Store {
  return openSqliteStore({ dataDir: config.dataDir });
}

/** The V2 job queue beside a store: on its database when it has one, else in memory (tests). */
export function openJobStore(store: Store): JobStore {
  const inner = (store as { inner?: Store }).inner ?? store;
  return inner instanceof SqliteStore ? inner.jobs() : openMemoryJobStore();
}
