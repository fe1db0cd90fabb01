import type { ApiKeyRecord, KeyStore } from '../storage/store.js';
import { generateAccountId, generateApiKey, generateKeyId, hashApiKey, isWellFormedApiKey } from './api-key-format.js';

/** The outcome of checking an `X-API-Key` header (spec 5). */
export type Authentication =
  | { ok: true; keyId: string; accountId: string }
  | { ok: false; reason: 'missing' | 'invalid' };

/** A freshly issued key: `key` is shown once and never stored. */
export interface IssuedKey {
  key: string;
  keyId: string;
  accountId: string;
}

/** Thrown by the administrative operations when the key given is malformed, unknown or revoked. */
export class UnknownApiKeyError extends Error {
  constructor() {
    super('unknown or revoked API key');
    this.name = 'UnknownApiKeyError';
  }
}

/**
 * API keys: issue, authenticate, rotate, revoke. An account holds the balance; keys belong to
 * an account, so rotation moves nothing but the key. Storage errors propagate unchanged: the
 * HTTP layer answers them with 503 and the CLI with a message.
 */
export class ApiKeys {
  constructor(
    private readonly store: KeyStore,
    private readonly now: () => Date,
  ) {}

  /** A new account holding `initialCredits` and its first key. */
  async create(initialCredits: number): Promise<IssuedKey> {
    const key = generateApiKey();
    const keyId = generateKeyId();
    const accountId = generateAccountId();
    await this.store.createAccountWithKey({ accountId, key: { id: keyId, hash: hashApiKey(key) }, initialCredits, at: this.timestamp() });
    return { key, keyId, accountId };
  }

  /**
   * `header` is the raw header value. An empty value counts as absent; several values, or a
   * value that is not exactly one well-formed key, are invalid.
   */
  async authenticate(header: string | string[] | undefined): Promise<Authentication> {
    if (header === undefined || header === '') return { ok: false, reason: 'missing' };
    if (typeof header !== 'string' || !isWellFormedApiKey(header)) return { ok: false, reason: 'invalid' };
    const record = await this.store.findKeyByHash(hashApiKey(header));
    if (!record || record.revokedAt !== null) return { ok: false, reason: 'invalid' };
    return { ok: true, keyId: record.id, accountId: record.accountId };
  }

  /** The active key record behind `key`; throws UnknownApiKeyError otherwise. */
  async resolve(key: string): Promise<ApiKeyRecord> {
    const record = isWellFormedApiKey(key) ? await this.store.findKeyByHash(hashApiKey(key)) : null;
    if (!record || record.revokedAt !== null) throw new UnknownApiKeyError();
    return record;
  }

  /** Issues a new key on the same account and revokes `oldKey` in the same transaction. */
  async rotate(oldKey: string): Promise<IssuedKey & { revokedKeyId: string }> {
    const old = await this.resolve(oldKey);
    const key = generateApiKey();
    const keyId = generateKeyId();
    const rotated = await this.store.rotateKey({ oldKeyId: old.id, newKey: { id: keyId, hash: hashApiKey(key) }, at: this.timestamp() });
    // Lost a race with another rotation or revocation of the same key.
    if (!rotated) throw new UnknownApiKeyError();
    return { key, keyId, accountId: old.accountId, revokedKeyId: old.id };
  }

  async revoke(key: string): Promise<{ keyId: string }> {
    const record = await this.resolve(key);
    if (!(await this.store.revokeKey({ keyId: record.id, at: this.timestamp() }))) throw new UnknownApiKeyError();
    return { keyId: record.id };
  }

  private timestamp(): string {
    return this.now().toISOString();
  }
}
