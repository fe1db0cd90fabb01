import type Database from 'better-sqlite3';
import { MIGRATIONS, type Migration } from './migrations.js';

/**
 * Applies the migrations not yet recorded, each in its own IMMEDIATE transaction: when the server
 * and the CLI open the same file at once, one waits for the other and then skips what is done.
 */
export function migrate(db: Database.Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const isApplied = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?');
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    db.transaction(() => {
      if (isApplied.get(migration.version)) return;
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
      applied.push(migration.version);
    }).immediate();
  }
  return applied;
}
