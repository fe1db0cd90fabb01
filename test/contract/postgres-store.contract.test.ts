/**
 * What only the PostgreSQL adapter promises beyond the shared contracts: two instances opening
 * (and migrating) one fresh schema at once both succeed, and the ledger refuses change even to
 * SQL that bypasses the adapter.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { connectPool } from '../../src/storage/postgres/connect-pool.js';
import { openPostgresStore, type PostgresStore } from '../../src/storage/postgres/postgres-store.js';
import { dropSchema, freshSchemaName, POSTGRES_SKIP_REASON, POSTGRES_TEST_URL } from '../helpers/postgres-schema.js';

const schemas: string[] = [];
const stores: PostgresStore[] = [];
afterAll(async () => {
  for (const store of stores.splice(0)) await store.close();
  for (const schema of schemas.splice(0)) await dropSchema(schema);
});

describe.skipIf(POSTGRES_SKIP_REASON !== null)(`postgres store${POSTGRES_SKIP_REASON ? `: skipped, ${POSTGRES_SKIP_REASON}` : ''}`, () => {
  it('migrates once when several instances open a fresh schema at the same time', async () => {
    const schema = freshSchemaName();
    schemas.push(schema);
    stores.push(...(await Promise.all(Array.from({ length: 4 }, () => openPostgresStore({ url: POSTGRES_TEST_URL!, schema })))));
    const pool = connectPool({ url: POSTGRES_TEST_URL!, schema, max: 1 });
    try {
      const { rows } = await pool.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows.map((row) => row.version)).toEqual([1, 2, 3]);
    } finally {
      await pool.end();
    }
  });

  it('keeps the ledger append-only against direct SQL', async () => {
    const schema = freshSchemaName();
    schemas.push(schema);
    const store = await openPostgresStore({ url: POSTGRES_TEST_URL!, schema });
    stores.push(store);
    await store.createAccountWithKey({ accountId: 'acc_1', key: { id: 'key_1', hash: 'h'.repeat(64) }, initialCredits: 3, at: '2026-10-01T00:00:00.000Z' });
    const pool = connectPool({ url: POSTGRES_TEST_URL!, schema, max: 1 });
    try {
      await expect(pool.query('UPDATE credit_ledger SET delta = 1000')).rejects.toThrow(/append-only/);
      await expect(pool.query('DELETE FROM credit_ledger')).rejects.toThrow(/append-only/);
      await expect(pool.query('TRUNCATE credit_ledger')).rejects.toThrow(/append-only/);
    } finally {
      await pool.end();
    }
    expect(await store.ledger('acc_1')).toHaveLength(1);
  });
});
