import type { Config } from '../config/config.js';
import { openSqliteStore } from './sqlite/sqlite-store.js';
import type { Store } from './store.js';

/**
 * Picks the store adapter for a configuration; shared by the server and the CLI so that both
 * always open the same database. Today: SQLite in `RECRUIT_DATA_DIR/recruit.db`. The PostgreSQL
 * adapter (issue 7) plugs in here, chosen by `RECRUIT_DATABASE_URL`.
 */
export function openStore(config: Pick<Config, 'dataDir'>): Store {
  return openSqliteStore({ dataDir: config.dataDir });
}
