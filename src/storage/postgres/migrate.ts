import type pg from 'pg';
import { PG_MIGRATIONS, type PgMigration } from './migrations.js';

/**
 * Creates the schema and applies the migrations not yet recorded, holding a session-level
 * advisory lock keyed on the schema: when two instances start at once, the second waits for the
 * first to finish and then finds every version recorded. Each migration runs in its own
 * transaction with its record, so a failed one leaves nothing half-applied.
 */
export async function migrate(pool: pg.Pool, schema: string, migrations: readonly PgMigration[] = PG_MIGRATIONS): Promise<number[]> {
  const applied: number[] = [];
  await withAdvisoryLock(pool, `recruit-migrate:${schema}`, async (client) => {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL)');
    const done = new Set((await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, now())', [migration.version, migration.name]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
      applied.push(migration.version);
    }
  });
  return applied;
}

/**
 * Runs `work` holding a session-level advisory lock named `key`: instances doing the same work
 * at the same time (installing a schema) take turns. The lock's session is `work`'s client.
 */
export async function withAdvisoryLock<T>(pool: pg.Pool, key: string, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    // hashtext gives the int4 key; the prefix of `key` keeps it apart from other users of advisory locks.
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
    try {
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
    }
  } finally {
    client.release();
  }
}

/** Schema names are identifiers we put into SQL text: only plain lower-case ones are accepted. */
export const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function quoteIdent(name: string): string {
  if (!SCHEMA_NAME.test(name)) throw new RangeError(`invalid schema name ${JSON.stringify(name)}`);
  return `"${name}"`;
}

/** pg-boss's schema beside ours: `recruit_queue` beside `public`, `<schema>_queue` beside another. */
export function queueSchemaOf(schema: string): string {
  return schema === 'public' ? 'recruit_queue' : `${schema}_queue`;
}
