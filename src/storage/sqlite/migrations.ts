/**
 * Numbered schema migrations of the SQLite store, applied in order on open and recorded in
 * `schema_migrations`. Kept as TypeScript strings (not .sql files) so that `tsc` ships them in
 * dist/ without a copy step. Never edit a released migration: add the next number.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'accounts, api keys and credit ledger',
    sql: `
      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        balance INTEGER NOT NULL CHECK (balance >= 0),
        created_at TEXT NOT NULL
      );
      CREATE TABLE api_keys (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        key_hash TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        revoked_at TEXT
      );
      CREATE INDEX api_keys_account ON api_keys(account_id);
      CREATE TABLE credit_ledger (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        kind TEXT NOT NULL CHECK (kind IN ('grant', 'debit')),
        delta INTEGER NOT NULL CHECK (delta <> 0),
        balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
        operation TEXT,
        key_id TEXT,
        request_id TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX credit_ledger_account ON credit_ledger(account_id, id);
      -- The ledger is the audit trail of every credit: rows are appended, never changed.
      CREATE TRIGGER credit_ledger_no_update BEFORE UPDATE ON credit_ledger
        BEGIN SELECT RAISE(ABORT, 'credit_ledger is append-only'); END;
      CREATE TRIGGER credit_ledger_no_delete BEFORE DELETE ON credit_ledger
        BEGIN SELECT RAISE(ABORT, 'credit_ledger is append-only'); END;
    `,
  },
  {
    version: 2,
    name: 'durable V2 parse jobs',
    sql: `
      CREATE TABLE parse_jobs (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        key_id TEXT NOT NULL,
        file_key TEXT NOT NULL,
        application_id TEXT,
        webhook_url TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('queued', 'delivering', 'done', 'failed')),
        payload TEXT,
        attempts INTEGER NOT NULL DEFAULT 0,
        due_at TEXT NOT NULL,
        created_at TEXT NOT NULL,
        error TEXT
      );
      CREATE INDEX parse_jobs_due ON parse_jobs(status, due_at);
    `,
  },
  {
    version: 3,
    name: 'one debit per request id',
    sql: `
      CREATE UNIQUE INDEX credit_ledger_one_debit ON credit_ledger(request_id) WHERE kind = 'debit' AND request_id IS NOT NULL;
    `,
  },
];
