import os from 'node:os';
import pg from 'pg';
import { queueSchemaOf, quoteIdent } from './migrate.js';

// bigint columns (balances, ledger deltas) come back as numbers: assertCreditCount keeps every
// amount a safe integer, so a balance past 2^53 would need 2^53 grants of the largest amount.
const BIGINT_OID = 20;

/**
 * A connection pool whose sessions all work in `schema` (search_path), so that the SQL of the
 * adapters never names it and tests can use a fresh schema per run.
 */
export function connectPool(options: { url: string; schema: string; max?: number }): pg.Pool {
  const url = new URL(options.url);
  // libpq (psql) falls back to the OS user when the URL names none; node-postgres reads $USER,
  // which services and containers often lack, and the URL's empty user overrides a `user` option.
  if (!url.username) url.username = encodeURIComponent(process.env.PGUSER ?? os.userInfo().username);
  const pool = new pg.Pool({
    connectionString: url.toString(),
    options: `-c search_path=${quoteIdent(options.schema)}`,
    max: options.max ?? 10,
    types: {
      getTypeParser: (oid: number, format?: string) =>
        oid === BIGINT_OID ? (value: string) => Number(value) : (pg.types.getTypeParser as (o: number, f?: string) => unknown)(oid, format),
    } as pg.CustomTypesConfig,
  });
  // An idle connection the server ends (a restart, an administrator's termination, a dropped
  // network) is reported on the pool, which then drops it and opens another for the next query.
  // Without a listener that 'error' event would end the process (node-postgres's own advice).
  pool.on('error', (error) => process.emitWarning(`PostgreSQL: an idle connection was lost (${error.message}); the pool opens another`));
  return pool;
}

/** Runs `work` in one transaction on one pooled connection; rolls back when it throws. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Drops a schema and everything in it, with its job queue's schema (`queueSchemaOf`): the
 * clean-up of tests that each ran in a fresh schema.
 */
export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  const pool = connectPool({ url, schema: 'public', max: 1 });
  try {
    await pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
    await pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(queueSchemaOf(schema))} CASCADE`);
  } finally {
    await pool.end();
  }
}
