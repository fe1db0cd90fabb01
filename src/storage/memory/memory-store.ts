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

/**
 * In-memory adapter of the storage port: the second implementation STYLE principle 7 asks for,
 * held to the same contract suite as SQLite. Each method runs synchronously inside its promise,
 * so a debit is atomic with respect to other calls, as a transaction would make it.
 */
export class MemoryStore implements Store {
  readonly kind = 'memory';
  private readonly balances = new Map<string, number>();
  /** Request ids already debited: one debit per request id, as the databases' unique index makes it. */
  private readonly debited = new Set<string>();
  private readonly keysById = new Map<string, ApiKeyRecord>();
  private readonly keyIdByHash = new Map<string, string>();
  private readonly entries: LedgerEntry[] = [];
  private closed = false;

  async createAccountWithKey(input: { accountId: string; key: NewApiKey; initialCredits: number; at: string }): Promise<void> {
    this.assertOpen();
    assertCreditCount(input.initialCredits, 0, 'initialCredits');
    if (this.balances.has(input.accountId)) throw new StoreUsageError(`account ${input.accountId} exists`);
    this.assertNewKey(input.key);
    this.balances.set(input.accountId, input.initialCredits);
    if (input.initialCredits > 0) this.append(input.accountId, 'grant', input.initialCredits, input.at);
    this.addKey(input.key, input.accountId, input.at);
  }

  async findKeyByHash(hash: string): Promise<ApiKeyRecord | null> {
    this.assertOpen();
    const id = this.keyIdByHash.get(hash);
    const record = id === undefined ? undefined : this.keysById.get(id);
    return record ? { ...record } : null;
  }

  async rotateKey(input: { oldKeyId: string; newKey: NewApiKey; at: string }): Promise<boolean> {
    this.assertOpen();
    const old = this.keysById.get(input.oldKeyId);
    if (!old || old.revokedAt !== null) return false;
    this.assertNewKey(input.newKey);
    old.revokedAt = input.at;
    this.addKey(input.newKey, old.accountId, input.at);
    return true;
  }

  async revokeKey(input: { keyId: string; at: string }): Promise<boolean> {
    this.assertOpen();
    const key = this.keysById.get(input.keyId);
    if (!key || key.revokedAt !== null) return false;
    key.revokedAt = input.at;
    return true;
  }

  async balance(accountId: string): Promise<number | null> {
    this.assertOpen();
    return this.balances.get(accountId) ?? null;
  }

  async debit(request: DebitRequest): Promise<DebitResult> {
    this.assertOpen();
    assertCreditCount(request.amount, 1, 'amount');
    const balance = this.balances.get(request.accountId) ?? 0;
    if (this.debited.has(request.requestId)) return { ok: true, balance, repeated: true };
    if (!this.balances.has(request.accountId) || balance < request.amount) return { ok: false, balance };
    this.debited.add(request.requestId);
    this.balances.set(request.accountId, balance - request.amount);
    this.append(request.accountId, 'debit', -request.amount, request.at, request);
    return { ok: true, balance: balance - request.amount };
  }

  async grant(input: { accountId: string; amount: number; at: string }): Promise<number> {
    this.assertOpen();
    assertCreditCount(input.amount, 1, 'amount');
    const balance = this.balances.get(input.accountId);
    if (balance === undefined) throw new StoreUsageError(`unknown account ${input.accountId}`);
    this.balances.set(input.accountId, balance + input.amount);
    this.append(input.accountId, 'grant', input.amount, input.at);
    return balance + input.amount;
  }

  async ledger(accountId: string): Promise<LedgerEntry[]> {
    this.assertOpen();
    return this.entries.filter((entry) => entry.accountId === accountId).map((entry) => ({ ...entry }));
  }

  async ping(): Promise<void> {
    this.assertOpen();
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  private append(accountId: string, kind: 'grant' | 'debit', delta: number, at: string, debit?: DebitRequest): void {
    this.entries.push({
      accountId,
      kind,
      delta,
      balanceAfter: this.balances.get(accountId) ?? 0,
      operation: debit?.operation ?? null,
      keyId: debit?.keyId ?? null,
      requestId: debit?.requestId ?? null,
      createdAt: at,
    });
  }

  private addKey(key: NewApiKey, accountId: string, at: string): void {
    this.keysById.set(key.id, { id: key.id, accountId, hash: key.hash, createdAt: at, revokedAt: null });
    this.keyIdByHash.set(key.hash, key.id);
  }

  private assertNewKey(key: NewApiKey): void {
    if (this.keysById.has(key.id) || this.keyIdByHash.has(key.hash)) throw new StoreUsageError(`key ${key.id} exists`);
  }

  private assertOpen(): void {
    // Mirrors a closed database connection: every call after close() fails.
    if (this.closed) throw new Error('memory store is closed');
  }
}
