import { beforeEach, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../../src/auth/api-key-format.js';
import { ApiKeys, UnknownApiKeyError } from '../../../src/auth/api-keys.js';
import { MemoryStore } from '../../../src/storage/memory/memory-store.js';

describe('ApiKeys', () => {
  let store: MemoryStore;
  let keys: ApiKeys;
  beforeEach(() => {
    store = new MemoryStore();
    keys = new ApiKeys(store, () => new Date('2026-10-01T00:00:00Z'));
  });

  it('stores only the hash of a created key', async () => {
    const issued = await keys.create(3);
    const record = await store.findKeyByHash(hashApiKey(issued.key));
    expect(record).toMatchObject({ id: issued.keyId, accountId: issued.accountId, revokedAt: null });
    expect(JSON.stringify(record)).not.toContain(issued.key);
    expect(await store.balance(issued.accountId)).toBe(3);
  });

  it('authenticates: missing, invalid, or the key and its account', async () => {
    const issued = await keys.create(0);
    expect(await keys.authenticate(undefined)).toStrictEqual({ ok: false, reason: 'missing' });
    expect(await keys.authenticate('')).toStrictEqual({ ok: false, reason: 'missing' });
    expect(await keys.authenticate('garbage')).toStrictEqual({ ok: false, reason: 'invalid' });
    expect(await keys.authenticate([issued.key, issued.key])).toStrictEqual({ ok: false, reason: 'invalid' });
    expect(await keys.authenticate(issued.key)).toStrictEqual({ ok: true, keyId: issued.keyId, accountId: issued.accountId });
  });

  it('does not touch the store for a malformed key', async () => {
    await store.close();
    expect(await keys.authenticate('garbage')).toStrictEqual({ ok: false, reason: 'invalid' });
  });

  it('rotates onto the same account and revokes the old key at once', async () => {
    const issued = await keys.create(4);
    const rotated = await keys.rotate(issued.key);
    expect(rotated).toMatchObject({ accountId: issued.accountId, revokedKeyId: issued.keyId });
    expect(rotated.key).not.toBe(issued.key);
    expect(await keys.authenticate(issued.key)).toStrictEqual({ ok: false, reason: 'invalid' });
    expect(await keys.authenticate(rotated.key)).toMatchObject({ ok: true, accountId: issued.accountId });
    await expect(keys.rotate(issued.key)).rejects.toBeInstanceOf(UnknownApiKeyError);
  });

  it('revokes once; unknown and revoked keys cannot be administered', async () => {
    const issued = await keys.create(0);
    expect(await keys.revoke(issued.key)).toStrictEqual({ keyId: issued.keyId });
    await expect(keys.revoke(issued.key)).rejects.toBeInstanceOf(UnknownApiKeyError);
    await expect(keys.resolve(issued.key)).rejects.toBeInstanceOf(UnknownApiKeyError);
    await expect(keys.resolve('nope')).rejects.toBeInstanceOf(UnknownApiKeyError);
  });
});
