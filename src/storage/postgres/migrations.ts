/**
 * Numbered schema migrations of the PostgreSQL store, the same tables as the SQLite ones
 * (`../sqlite/migrations.ts`) in PostgreSQL types. Applied in order on open under an advisory
 * lock and recorded in `schema_migrations`. Never edit a released migration: add the next number.
 *
 * Times are `timestamptz` (compared by the database: job due times, blob expiry); balances are
 * `bigint` so that no grant can overflow the column before it overflows a JavaScript number.
 */
export interface PgMigration {
  version: number;
  name: string;
  sql: string;
}

export const PG_MIGRATIONS: readonly PgMigration[] = [
  {
    version: 1,
    name: 'accounts, api keys and credit ledger',
    sql: `
      CREATE TABLE accounts (
        id text PRIMARY KEY,
        balance bigint NOT NULL CHECK (balance >= 0),
        created_at timestamptz NOT NULL
      );
      CREATE TABLE api_keys (
        id text PRIMARY KEY,
        account_id text NOT NULL REFERENCES accounts(id),
        key_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        revoked_at timestamptz
      );
      CREATE INDEX api_keys_account ON api_keys(account_id);
      CREATE TABLE credit_ledger (
        id bigserial PRIMARY KEY,
        account_id text NOT NULL REFERENCES accounts(id),
        kind text NOT NULL CHECK (kind IN ('grant', 'debit')),
        delta bigint NOT NULL CHECK (delta <> 0),
        balance_after bigint NOT NULL CHECK (balance_after >= 0),
        operation text,
        key_id text,
        request_id text,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX credit_ledger_account ON credit_ledger(account_id, id);
      -- The ledger is the audit trail of every credit: rows are appended, never changed. A
      -- trigger rather than a GRANT, so that it holds for the owner of the tables too.
      CREATE FUNCTION credit_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'credit_ledger is append-only'; END $$;
      CREATE TRIGGER credit_ledger_no_change BEFORE UPDATE OR DELETE ON credit_ledger
        FOR EACH ROW EXECUTE FUNCTION credit_ledger_append_only();
      CREATE TRIGGER credit_ledger_no_truncate BEFORE TRUNCATE ON credit_ledger
        FOR EACH STATEMENT EXECUTE FUNCTION credit_ledger_append_only();
    `,
  },
  {
    version: 2,
    name: 'durable V2 parse jobs',
    sql: `
      CREATE TABLE parse_jobs (
        id text PRIMARY KEY,
        account_id text NOT NULL REFERENCES accounts(id),
        key_id text NOT NULL,
        file_key text NOT NULL,
        application_id text,
        webhook_url text NOT NULL,
        status text NOT NULL CHECK (status IN ('queued', 'delivering', 'done', 'failed')),
        payload text,
        attempts integer NOT NULL DEFAULT 0,
        due_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL,
        error text
      );
      CREATE INDEX parse_jobs_due ON parse_jobs(status, due_at);
    `,
  },
  {
    version: 3,
    name: 'blobs',
    sql: `
      CREATE TABLE blobs (
        key text PRIMARY KEY,
        bytes bytea NOT NULL,
        content_type text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz
      );
      CREATE INDEX blobs_created ON blobs(created_at);
      CREATE INDEX blobs_expires ON blobs(expires_at) WHERE expires_at IS NOT NULL;
    `,
  },
  {
    version: 4,
    name: 'one debit per request id',
    sql: `
      -- A V2 job taken up again on another instance charges its credit once: the second debit of
      -- the same request id breaks this index and rolls back with its balance update.
      CREATE UNIQUE INDEX credit_ledger_one_debit ON credit_ledger(request_id) WHERE kind = 'debit' AND request_id IS NOT NULL;
    `,
  },
];
