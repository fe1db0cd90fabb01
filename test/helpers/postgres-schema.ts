/**
 * The PostgreSQL switch of the contract suites: they run when RECRUIT_TEST_DATABASE_URL is set
 * (CI, or a developer with a database) and are skipped with this reason otherwise, so that
 * `npm test` stays hermetic. Each store gets a fresh schema, dropped when the test is done.
 */
import { randomBytes } from 'node:crypto';
import { dropPostgresSchema } from '../../src/storage/postgres/connect-pool.js';

export const POSTGRES_TEST_URL = process.env.RECRUIT_TEST_DATABASE_URL?.trim() || null;
export const POSTGRES_SKIP_REASON = POSTGRES_TEST_URL ? null : 'RECRUIT_TEST_DATABASE_URL is not set';

export function freshSchemaName(): string {
  return `recruit_test_${randomBytes(6).toString('hex')}`;
}

export async function dropSchema(schema: string): Promise<void> {
  if (POSTGRES_TEST_URL) await dropPostgresSchema(POSTGRES_TEST_URL, schema);
}
