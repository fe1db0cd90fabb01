import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { JobStore, LeasedJobs } from '../../jobs/job-store.js';
import { openSqliteJobStore } from './sqlite-job-store.js';
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
import { migrate } from './migrate.js';

export const SQLITE_FILE_NAME = 'recruit.db';

/**
 * Opens (and migrates) the SQLite store. `':memory:'` gives a private in-memory database, used by
 * tests. A file database runs in WAL mode so that the `recruit` CLI can write while the server
 * reads and writes, and waits (busy_timeout) rather than failing when the other holds the lock.
 */
export function openSqliteStore(location: { dataDir: string } | { memory: true }): SqliteStore {
  let db: Database.Database;
  if ('memory' in location) {
    db = new Database(':memory:');
  } else {
    fs.mkdirSync(location.dataDir, { recursive: true });
    db = new Database(path.join(location.dataDir, SQLITE_FILE_NAME));
    db.pragma('journal_mode = WAL');
    // NORMAL is durable across process crashes in WAL mode; only a power loss can forget the
    // last commits. The trade buys one fsync per checkpoint instead of one per debit.
    db.pragma('synchronous = NORMAL');
  }
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return new SqliteStore(db);
}

interface KeyRow {
  id: string;
  account_id: string;
  key_hash: string;
  created_at: string;
  revoked_at: string | null;
}

interface LedgerRow {
  account_id: string;
  kind: 'grant' | 'debit';
  delta: number;
  balance_after: number;
  operation: string | null;
  key_id: string | null;
  request_id: string | null;
  created_at: string;
}

export class SqliteStore implements Store {
  readonly kind = 'sqlite';
  private readonly statements;

  /** The job queue on the same database (one file, one WAL, one backup). */
  jobs(): JobStore & LeasedJobs {
    return openSqliteJobStore(this.db);
  }

  constructor(private readonly db: Database.Database) {
    this.statements = {
      insertAccount: db.prepare('INSERT INTO accounts (id, balance, created_at) VALUES (?, ?, ?)'),
      insertKey: db.prepare('INSERT INTO api_keys (id, account_id, key_hash, created_at) VALUES (?, ?, ?, ?)'),
      findKeyByHash: db.prepare('SELECT id, account_id, key_hash, created_at, revoked_at FROM api_keys WHERE key_hash = ?'),
      findActiveKey: db.prepare('SELECT account_id FROM api_keys WHERE id = ? AND revoked_at IS NULL'),
      revokeKey: db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL'),
      balance: db.prepare('SELECT balance FROM accounts WHERE id = ?'),
      // The whole of the credit check-and-debit: conditional, atomic, no prior read.
      debit: db.prepare('UPDATE accounts SET balance = balance - ? WHERE id = ? AND balance >= ? RETURNING balance'),
      grant: db.prepare('UPDATE accounts SET balance = balance + ? WHERE id = ? RETURNING balance'),
      insertLedger: db.prepare(
        `INSERT INTO credit_ledger (account_id, kind, delta, balance_after, operation, key_id, request_id, created_at)
         VALUES (@account_id, @kind, @delta, @balance_after, @operation, @key_id, @request_id, @created_at)`,
      ),
      ledger: db.prepare(
        'SELECT account_id, kind, delta, balance_after, operation, key_id, request_id, created_at FROM credit_ledger WHERE account_id = ? ORDER BY id',
      ),
      ping: db.prepare('SELECT 1'),
    };
  }

  async createAccountWithKey(input: { accountId: string; key: NewApiKey; initialCredits: number; at: string }): Promise<void> {
    assertCreditCount(input.initialCredits, 0, 'initialCredits');
    const s = this.statements;
    this.db.transaction(() => {
      s.insertAccount.run(input.accountId, input.initialCredits, input.at);
      if (input.initialCredits > 0) {
        s.insertLedger.run(ledgerRow(input.accountId, 'grant', input.initialCredits, input.initialCredits, input.at));
      }
      s.insertKey.run(input.key.id, input.accountId, input.key.hash, input.at);
    }).immediate();
  }

  async findKeyByHash(hash: string): Promise<ApiKeyRecord | null> {
    const row = this.statements.findKeyByHash.get(hash) as KeyRow | undefined;
    return row ? toKeyRecord(row) : null;
  }

  async rotateKey(input: { oldKeyId: string; newKey: NewApiKey; at: string }): Promise<boolean> {
    const s = this.statements;
    return this.db.transaction(() => {
      const old = s.findActiveKey.get(input.oldKeyId) as { account_id: string } | undefined;
      if (!old) return false;
      s.revokeKey.run(input.at, input.oldKeyId);
      s.insertKey.run(input.newKey.id, old.account_id, input.newKey.hash, input.at);
      return true;
    }).immediate();
  }

  async revokeKey(input: { keyId: string; at: string }): Promise<boolean> {
    return this.statements.revokeKey.run(input.at, input.keyId).changes === 1;
  }

  async balance(accountId: string): Promise<number | null> {
    const row = this.statements.balance.get(accountId) as { balance: number } | undefined;
    return row ? row.balance : null;
  }

  async debit(request: DebitRequest): Promise<DebitResult> {
    assertCreditCount(request.amount, 1, 'amount');
    const s = this.statements;
    // IMMEDIATE takes the write lock first, so two processes never deadlock upgrading a read lock.
    const once = this.db.transaction((): DebitResult => {
      const row = s.debit.get(request.amount, request.accountId, request.amount) as { balance: number } | undefined;
      if (!row) {
        const current = s.balance.get(request.accountId) as { balance: number } | undefined;
        return { ok: false, balance: current?.balance ?? 0 };
      }
      s.insertLedger.run({
        ...ledgerRow(request.accountId, 'debit', -request.amount, row.balance, request.at),
        operation: request.operation,
        key_id: request.keyId,
        request_id: request.requestId,
      });
      return { ok: true, balance: row.balance };
    });
    try {
      return once.immediate();
    } catch (error) {
      // The unique index of migration 3: this request id was charged already; the transaction,
      // balance update included, rolled back.
      if ((error as { code?: string }).code !== 'SQLITE_CONSTRAINT_UNIQUE') throw error;
      const current = s.balance.get(request.accountId) as { balance: number } | undefined;
      return { ok: true, balance: current?.balance ?? 0, repeated: true };
    }
  }

  async grant(input: { accountId: string; amount: number; at: string }): Promise<number> {
    assertCreditCount(input.amount, 1, 'amount');
    const s = this.statements;
    return this.db.transaction(() => {
      const row = s.grant.get(input.amount, input.accountId) as { balance: number } | undefined;
      if (!row) throw new StoreUsageError(`unknown account ${input.accountId}`);
      s.insertLedger.run(ledgerRow(input.accountId, 'grant', input.amount, row.balance, input.at));
      return row.balance;
    }).immediate();
  }

  async ledger(accountId: string): Promise<LedgerEntry[]> {
    return (this.statements.ledger.all(accountId) as LedgerRow[]).map((row) => ({
      accountId: row.account_id,
      kind: row.kind,
      delta: row.delta,
      balanceAfter: row.balance_after,
      operation: row.operation,
      keyId: row.key_id,
      requestId: row.request_id,
      createdAt: row.created_at,
    }));
  }

  async ping(): Promise<void> {
    this.statements.ping.get();
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}

function ledgerRow(accountId: string, kind: 'grant' | 'debit', delta: number, balanceAfter: number, at: string): LedgerRow {
  return { account_id: accountId, kind, delta, balance_after: balanceAfter, operation: null, key_id: null, request_id: null, created_at: at };
}

function toKeyRecord(row: KeyRow): ApiKeyRecord {
  return { id: row.id, accountId: row.account_id, hash: row.key_hash, createdAt: row.created_at, revokedAt: row.revoked_at };
}
