/**
 * Storage ports (STYLE principle 7). Narrow on purpose: accounts hold the balance, keys belong
 * to an account, the ledger is append-only. Adapters live in `storage/<dialect>/` and are the
 * only code importing a driver; every adapter passes `test/contract/store.contract.test.ts`.
 *
 * Methods are async although SQLite is synchronous, so that a PostgreSQL adapter (issue 7) fits
 * the same port. Adapters throw on any storage failure; callers treat that as "store unreachable".
 */

export interface ApiKeyRecord {
  /** Public identifier, safe to log (`key_…`). Never the key itself. */
  id: string;
  accountId: string;
  /** SHA-256 of the key, hex. The key itself is never stored. */
  hash: string;
  createdAt: string;
  revokedAt: string | null;
}

export interface NewApiKey {
  id: string;
  hash: string;
}

export interface KeyStore {
  /** Creates an account holding `initialCredits` (one grant row when > 0) and its first key, atomically. */
  createAccountWithKey(input: { accountId: string; key: NewApiKey; initialCredits: number; at: string }): Promise<void>;
  /** The key with this hash, revoked or not; null when unknown. */
  findKeyByHash(hash: string): Promise<ApiKeyRecord | null>;
  /**
   * Adds `newKey` to the old key's account and revokes the old key, in one transaction.
   * False (and nothing written) when the old key is unknown or already revoked.
   */
  rotateKey(input: { oldKeyId: string; newKey: NewApiKey; at: string }): Promise<boolean>;
  /** Revokes a key; false when unknown or already revoked. */
  revokeKey(input: { keyId: string; at: string }): Promise<boolean>;
}

export type LedgerKind = 'grant' | 'debit';

export interface LedgerEntry {
  accountId: string;
  kind: LedgerKind;
  /** Positive for a grant, negative for a debit. */
  delta: number;
  balanceAfter: number;
  operation: string | null;
  keyId: string | null;
  requestId: string | null;
  createdAt: string;
}

export interface DebitRequest {
  accountId: string;
  amount: number;
  operation: string;
  keyId: string;
  requestId: string;
  at: string;
}

/**
 * `ok: false` means the balance was below the amount: nothing was written. `repeated` means a
 * debit of this request id was already in the ledger: nothing was written either (a V2 job run
 * again after its instance died is charged once).
 */
export type DebitResult = { ok: true; balance: number; repeated?: true } | { ok: false; balance: number };

export interface CreditLedger {
  /** Current balance; null when the account does not exist. */
  balance(accountId: string): Promise<number | null>;
  /**
   * Atomic conditional debit (STYLE principle 9): one `UPDATE … WHERE balance >= amount
   * RETURNING` plus one ledger row, in one transaction. Never read-then-write. Idempotent by
   * request id: one debit per request id, enforced by a unique index where there is a database.
   */
  debit(request: DebitRequest): Promise<DebitResult>;
  /** Adds credits (amount > 0) with a grant row, atomically; returns the new balance. */
  grant(input: { accountId: string; amount: number; at: string }): Promise<number>;
  /** The account's ledger rows, oldest first. */
  ledger(accountId: string): Promise<LedgerEntry[]>;
}

export interface Store extends KeyStore, CreditLedger {
  /** `sqlite`, `memory`, later `postgres`; reported by the status endpoint. */
  readonly kind: string;
  /** Resolves when the store answers; throws otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Thrown by adapters for calls that break the port's preconditions (a bug in the caller). */
export class StoreUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreUsageError';
  }
}

/** Port precondition shared by the adapters: credit amounts are whole numbers of at least `min`. */
export function assertCreditCount(value: number, min: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < min) throw new StoreUsageError(`${name} must be an integer >= ${min}, got ${value}`);
}
