import type pg from 'pg';
import type { BlobStore } from '../blob-store.js';
import type { JobStore } from '../../jobs/job-store.js';
import {
  assertCreditCount,
  StoreUsageError,
  type ApiKeyRecord,
  type DebitRequest,
  type DebitResult,
  type LedgerEntry,
  type NewApiKey,
  type Store,
} from '../store.js';
import { connectPool, inTransaction } from './connect-pool.js';
import { JOB_STEP_TIMEOUT_SECONDS } from '../../config/load-config.js';
import { migrate, queueSchemaOf } from './migrate.js';
import { openPostgresBlobStore } from './postgres-blob-store.js';
import { openPostgresJobStore, StepQueue, type PostgresJobOptions } from './postgres-job-store.js';

export interface PostgresLocation {
  /** `postgres://…` connection URL (RECRUIT_DATABASE_URL). */
  url: string;
  /** Schema holding the tables, created when missing; `public` by default. */
  schema?: string;
  /** Pool size; 10 by default. */
  maxConnections?: number;
}

/**
 * Opens (and migrates) the PostgreSQL store. Async, unlike the SQLite one: connecting and
 * migrating are network round trips. Fails (and closes the pool) when the database is unreachable.
 */
export async function openPostgresStore(location: PostgresLocation): Promise<PostgresStore> {
  const pool = connectPool({ url: location.url, schema: location.schema ?? 'public', max: location.maxConnections });
  try {
    await migrate(pool, location.schema ?? 'public');
  } catch (error) {
    await pool.end();
    throw error;
  }
  return new PostgresStore(pool, new StepQueue(pool, queueSchemaOf(location.schema ?? 'public')));
}

interface KeyRow {
  id: string;
  account_id: string;
  key_hash: string;
  created_at: Date;
  revoked_at: Date | null;
}

interface LedgerRow {
  account_id: string;
  kind: 'grant' | 'debit';
  delta: number;
  balance_after: number;
  operation: string | null;
  key_id: string | null;
  request_id: string | null;
  created_at: Date;
}

const INSERT_LEDGER = `INSERT INTO credit_ledger (account_id, kind, delta, balance_after, operation, key_id, request_id, created_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`;
const UNIQUE_VIOLATION = '23505';
const DEBIT = `WITH debited AS (
    UPDATE accounts SET balance = balance - $1 WHERE id = $2 AND balance >= $1 RETURNING balance
  )
  INSERT INTO credit_ledger (account_id, kind, delta, balance_after, operation, key_id, request_id, created_at)
  SELECT $2, 'debit', -$1::bigint, balance, $3, $4, $5, $6 FROM debited
  RETURNING balance_after AS balance`;
const INSERT_KEY = 'INSERT INTO api_keys (id, account_id, key_hash, created_at) VALUES ($1, $2, $3, $4)';

export class PostgresStore implements Store {
  readonly kind = 'postgres';

  private jobStore: JobStore | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly queue: StepQueue,
  ) {}

  /**
   * The V2 job queue on the same database, shared by every instance (pg-boss, started on first
   * use). One per store: its workers are signalled when this instance queues a step.
   */
  jobs(options: PostgresJobOptions = { stepTimeoutSeconds: JOB_STEP_TIMEOUT_SECONDS }): JobStore {
    this.jobStore ??= openPostgresJobStore(this.pool, this.queue, options);
    return this.jobStore;
  }

  /** Stored originals and photos on the same database, so every instance sees them. */
  blobs(): BlobStore {
    return openPostgresBlobStore(this.pool);
  }

  async createAccountWithKey(input: { accountId: string; key: NewApiKey; initialCredits: number; at: string }): Promise<void> {
    assertCreditCount(input.initialCredits, 0, 'initialCredits');
    await inTransaction(this.pool, async (c) => {
      await c.query('INSERT INTO accounts (id, balance, created_at) VALUES ($1, $2, $3)', [input.accountId, input.initialCredits, input.at]);
      if (input.initialCredits > 0) {
        await c.query(INSERT_LEDGER, [input.accountId, 'grant', input.initialCredits, input.initialCredits, null, null, null, input.at]);
      }
      await c.query(INSERT_KEY, [input.key.id, input.accountId, input.key.hash, input.at]);
    });
  }

  async findKeyByHash(hash: string): Promise<ApiKeyRecord | null> {
    const { rows } = await this.pool.query<KeyRow>('SELECT id, account_id, key_hash, created_at, revoked_at FROM api_keys WHERE key_hash = $1', [hash]);
    const row = rows[0];
    return row
      ? { id: row.id, accountId: row.account_id, hash: row.key_hash, createdAt: row.created_at.toISOString(), revokedAt: row.revoked_at?.toISOString() ?? null }
      : null;
  }

  async rotateKey(input: { oldKeyId: string; newKey: NewApiKey; at: string }): Promise<boolean> {
    return inTransaction(this.pool, async (c) => {
      // The conditional revoke is the check: two rotations of one key cannot both pass it.
      const { rows } = await c.query<{ account_id: string }>(
        'UPDATE api_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL RETURNING account_id',
        [input.at, input.oldKeyId],
      );
      if (rows.length === 0) return false;
      await c.query(INSERT_KEY, [input.newKey.id, rows[0]!.account_id, input.newKey.hash, input.at]);
      return true;
    });
  }

  async revokeKey(input: { keyId: string; at: string }): Promise<boolean> {
    const result = await this.pool.query('UPDATE api_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL', [input.at, input.keyId]);
    return result.rowCount === 1;
  }

  async balance(accountId: string): Promise<number | null> {
    const { rows } = await this.pool.query<{ balance: number }>('SELECT balance FROM accounts WHERE id = $1', [accountId]);
    return rows[0]?.balance ?? null;
  }

  async debit(request: DebitRequest): Promise<DebitResult> {
    assertCreditCount(request.amount, 1, 'amount');
    try {
      return await this.debitOnce(request);
    } catch (error) {
      // The unique index of migration 4: this request id was charged already; the transaction,
      // balance update included, rolled back.
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      return { ok: true, balance: (await this.balance(request.accountId)) ?? 0, repeated: true };
    }
  }

  private async debitOnce(request: DebitRequest): Promise<DebitResult> {
    // The whole of the check-and-debit (STYLE 9) in one statement, so one round trip and its own
    // transaction: the account row stays locked only while the statement runs, not across the
    // network waits of a BEGIN … COMMIT (with one key shared by several instances, those waits
    // queued every call on that row). Concurrent debits queue on the row lock and READ COMMITTED
    // re-checks `balance >= $1` against the row as the previous one left it; the ledger row
    // comes from the same statement, so both are written or neither.
    const { rows } = await this.pool.query<{ balance: number }>(DEBIT, [
      request.amount,
      request.accountId,
      request.operation,
      request.keyId,
      request.requestId,
      request.at,
    ]);
    if (rows.length === 1) return { ok: true, balance: rows[0]!.balance };
    // Refused: the balance is read only to report it; nothing was written.
    return { ok: false, balance: (await this.balance(request.accountId)) ?? 0 };
  }

  async grant(input: { accountId: string; amount: number; at: string }): Promise<number> {
    assertCreditCount(input.amount, 1, 'amount');
    return inTransaction(this.pool, async (c) => {
      const { rows } = await c.query<{ balance: number }>('UPDATE accounts SET balance = balance + $1 WHERE id = $2 RETURNING balance', [input.amount, input.accountId]);
      if (rows.length === 0) throw new StoreUsageError(`unknown account ${input.accountId}`);
      await c.query(INSERT_LEDGER, [input.accountId, 'grant', input.amount, rows[0]!.balance, null, null, null, input.at]);
      return rows[0]!.balance;
    });
  }

  async ledger(accountId: string): Promise<LedgerEntry[]> {
    const { rows } = await this.pool.query<LedgerRow>(
      'SELECT account_id, kind, delta, balance_after, operation, key_id, request_id, created_at FROM credit_ledger WHERE account_id = $1 ORDER BY id',
      [accountId],
    );
    return rows.map((row) => ({
      accountId: row.account_id,
      kind: row.kind,
      delta: row.delta,
      balanceAfter: row.balance_after,
      operation: row.operation,
      keyId: row.key_id,
      requestId: row.request_id,
      createdAt: row.created_at.toISOString(),
    }));
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    await this.queue.stop();
    if (!this.pool.ended) await this.pool.end();
  }
}
