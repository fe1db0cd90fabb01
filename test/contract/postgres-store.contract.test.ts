/**
 * What only the PostgreSQL adapter promises beyond the shared contracts: instances opening
 * (and migrating) one fresh schema at once all succeed, and so do their job queues (pg-boss,
 * installed under its own lock); the ledger refuses change even to SQL that bypasses the adapter.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { connectPool } from '../../src/storage/postgres/connect-pool.js';
import { queueSchemaOf } from '../../src/storage/postgres/migrate.js';
import { V2_STEP_QUEUE } from '../../src/storage/postgres/postgres-job-store.js';
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
      expect(rows.map((row) => row.version)).toEqual([1, 2, 3, 4]);
    } finally {
      await pool.end();
    }
  });

  it('installs the job queue (pg-boss) once when several instances start it at the same time', async () => {
    const schema = freshSchemaName();
    schemas.push(schema);
    const four = await Promise.all(Array.from({ length: 4 }, () => openPostgresStore({ url: POSTGRES_TEST_URL!, schema })));
    stores.push(...four);
    await four[0]!.createAccountWithKey({ accountId: 'acc_1', key: { id: 'key_1', hash: 'h'.repeat(64) }, initialCredits: 1, at: '2026-10-01T00:00:00.000Z' });
    const at = '2026-10-01T00:00:01.000Z';
    await Promise.all(
      four.map((store, i) => store.jobs().enqueue({ id: `req_${i}`, accountId: 'acc_1', keyId: 'key_1', fileKey: 'f', applicationId: null, webhookUrl: 'http://127.0.0.1:9/', createdAt: at })),
    );
    const pool = connectPool({ url: POSTGRES_TEST_URL!, schema, max: 1 });
    try {
      const queue = queueSchemaOf(schema);
      expect((await pool.query(`SELECT count(*)::int AS n FROM ${queue}.version`)).rows[0].n).toBe(1);
      const { rows } = await pool.query<{ id: string }>(`SELECT data->>'id' AS id FROM ${queue}.job WHERE name = $1 ORDER BY 1`, [V2_STEP_QUEUE]);
      expect(rows.map((row) => row.id)).toEqual(['req_0', 'req_1', 'req_2', 'req_3']);
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
