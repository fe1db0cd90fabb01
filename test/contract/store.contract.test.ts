import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../src/storage/memory/memory-store.js';
import { openSqliteStore } from '../../src/storage/sqlite/sqlite-store.js';
import type { DebitRequest, Store } from '../../src/storage/store.js';
import { openPostgresStore } from '../../src/storage/postgres/postgres-store.js';
import { dropSchema, freshSchemaName, POSTGRES_SKIP_REASON, POSTGRES_TEST_URL } from '../helpers/postgres-schema.js';

/**
 * One contract, every adapter of the storage port (STYLE principle 7). An adapter opens a fresh,
 * empty store and disposes of it; `second` opens another connection to the same data, where the
 * adapter has such a thing (two processes: the server and the CLI).
 */
interface Adapter {
  name: string;
  /** Why the adapter is skipped, or null when it runs. */
  skip: string | null;
  open(): Promise<{ store: Store; second?: () => Store; dispose(): Promise<void> }>;
}

const ADAPTERS: Adapter[] = [
  {
    name: 'memory',
    skip: null,
    async open() {
      const store = new MemoryStore();
      return { store, dispose: () => store.close() };
    },
  },
  {
    name: 'sqlite (:memory:)',
    skip: null,
    async open() {
      const store = openSqliteStore({ memory: true });
      return { store, dispose: () => store.close() };
    },
  },
  {
    name: 'sqlite (file, WAL)',
    skip: null,
    async open() {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recruit-contract-'));
      const opened: Store[] = [];
      const open = () => {
        const store = openSqliteStore({ dataDir });
        opened.push(store);
        return store;
      };
      return {
        store: open(),
        second: open,
        async dispose() {
          for (const store of opened) await store.close();
          fs.rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    // Switched on by RECRUIT_TEST_DATABASE_URL so that `npm test` stays hermetic on a laptop.
    name: 'postgres',
    skip: POSTGRES_SKIP_REASON,
    async open() {
      const url = POSTGRES_TEST_URL!;
      const schema = freshSchemaName();
      const store = await openPostgresStore({ url, schema });
      // Another store on the already migrated schema: a second instance of the service.
      const other = await openPostgresStore({ url, schema });
      const opened: Store[] = [store, other];
      const second = () => other;
      return {
        store,
        second,
        async dispose() {
          for (const each of opened) await each.close();
          await dropSchema(schema);
        },
      };
    },
  },
];

const at = '2026-10-01T00:00:00.000Z';
let sequence = 0;
const newKey = () => {
  sequence++;
  return { id: `key_${sequence}`, hash: `hash_${sequence}`.padEnd(64, '0') };
};
const debitOf = (accountId: string, amount = 1): DebitRequest => ({ accountId, amount, operation: 'test', keyId: 'key_x', requestId: `req_${++sequence}`, at });

for (const adapter of ADAPTERS) {
  describe(`store contract: ${adapter.name}`, () => {
    if (adapter.skip !== null) {
      it.skip(`skipped: ${adapter.skip}`, () => {});
      return;
    }
    let opened: Awaited<ReturnType<Adapter['open']>>;
    let store: Store;
    beforeEach(async () => {
      opened = await adapter.open();
      store = opened.store;
    });
    afterEach(async () => {
      await opened.dispose();
    });

    async function account(credits: number) {
      const accountId = `acc_${++sequence}`;
      const key = newKey();
      await store.createAccountWithKey({ accountId, key, initialCredits: credits, at });
      return { accountId, key };
    }

    it('creates an account with its key and opening balance, recorded as one grant', async () => {
      const { accountId, key } = await account(5);
      expect(await store.findKeyByHash(key.hash)).toStrictEqual({ id: key.id, accountId, hash: key.hash, createdAt: at, revokedAt: null });
      expect(await store.balance(accountId)).toBe(5);
      expect(await store.ledger(accountId)).toStrictEqual([
        { accountId, kind: 'grant', delta: 5, balanceAfter: 5, operation: null, keyId: null, requestId: null, createdAt: at },
      ]);
    });

    it('writes no ledger row for an empty opening balance', async () => {
      const { accountId } = await account(0);
      expect(await store.balance(accountId)).toBe(0);
      expect(await store.ledger(accountId)).toStrictEqual([]);
    });

    it('answers null for an unknown key or account', async () => {
      expect(await store.findKeyByHash('f'.repeat(64))).toBeNull();
      expect(await store.balance('acc_unknown')).toBeNull();
    });

    it('refuses a duplicate key hash', async () => {
      const { key } = await account(0);
      await expect(store.createAccountWithKey({ accountId: 'acc_dup', key: { id: 'key_other', hash: key.hash }, initialCredits: 0, at })).rejects.toThrow();
      expect(await store.balance('acc_dup')).toBeNull();
    });

    it('debits atomically with one ledger row per debit', async () => {
      const { accountId } = await account(2);
      const request = debitOf(accountId);
      expect(await store.debit(request)).toStrictEqual({ ok: true, balance: 1 });
      expect((await store.ledger(accountId)).at(-1)).toStrictEqual({
        accountId,
        kind: 'debit',
        delta: -1,
        balanceAfter: 1,
        operation: 'test',
        keyId: 'key_x',
        requestId: request.requestId,
        createdAt: at,
      });
    });

    it('refuses a debit above the balance and writes nothing', async () => {
      const { accountId } = await account(1);
      expect(await store.debit(debitOf(accountId, 2))).toStrictEqual({ ok: false, balance: 1 });
      expect(await store.debit(debitOf(accountId))).toStrictEqual({ ok: true, balance: 0 });
      expect(await store.debit(debitOf(accountId))).toStrictEqual({ ok: false, balance: 0 });
      expect(await store.ledger(accountId)).toHaveLength(2);
      expect(await store.debit(debitOf('acc_unknown'))).toStrictEqual({ ok: false, balance: 0 });
    });

    it('never lets concurrent debits overdraw', async () => {
      const { accountId } = await account(5);
      const results = await Promise.all(Array.from({ length: 20 }, () => store.debit(debitOf(accountId))));
      expect(results.filter((result) => result.ok)).toHaveLength(5);
      expect(await store.balance(accountId)).toBe(0);
    });

    it('lets exactly 100 of 200 concurrent one-credit debits pass on 100 credits', async () => {
      const { accountId } = await account(100);
      const results = await Promise.all(Array.from({ length: 200 }, () => store.debit(debitOf(accountId))));
      expect(results.filter((result) => result.ok)).toHaveLength(100);
      expect(await store.balance(accountId)).toBe(0);
      const debits = (await store.ledger(accountId)).filter((entry) => entry.kind === 'debit');
      expect(debits).toHaveLength(100);
      expect(new Set(debits.map((entry) => entry.balanceAfter)).size).toBe(100);
    });

    it('keeps debits exact across two connections to the same data', async () => {
      if (!opened.second) return;
      const { accountId } = await account(6);
      const other = opened.second();
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? store : other).debit(debitOf(accountId))));
      expect(results.filter((result) => result.ok)).toHaveLength(6);
      expect(await other.balance(accountId)).toBe(0);
    });

    it('debits a request id once, even when the same debit comes at once from two connections', async () => {
      const { accountId } = await account(5);
      const request = debitOf(accountId);
      const other = opened.second?.() ?? store;
      const results = await Promise.all([store.debit(request), other.debit(request), store.debit(request), other.debit(request)]);
      expect(results.every((result) => result.ok)).toBe(true);
      expect(results.filter((result) => result.ok && !result.repeated)).toHaveLength(1);
      expect(await store.balance(accountId)).toBe(4);
      expect((await store.ledger(accountId)).filter((entry) => entry.kind === 'debit')).toHaveLength(1);
      expect(await store.debit(request)).toStrictEqual({ ok: true, balance: 4, repeated: true });
    });

    it('grants credits with a ledger row, and refuses an unknown account or a non-positive amount', async () => {
      const { accountId } = await account(1);
      expect(await store.grant({ accountId, amount: 4, at })).toBe(5);
      expect((await store.ledger(accountId)).at(-1)).toMatchObject({ kind: 'grant', delta: 4, balanceAfter: 5 });
      await expect(store.grant({ accountId: 'acc_unknown', amount: 1, at })).rejects.toThrow();
      await expect(store.grant({ accountId, amount: 0, at })).rejects.toThrow();
      await expect(store.debit(debitOf(accountId, 0))).rejects.toThrow();
      expect(await store.balance(accountId)).toBe(5);
    });

    it('keeps the ledger summing to the balance', async () => {
      const { accountId } = await account(3);
      await store.debit(debitOf(accountId));
      await store.grant({ accountId, amount: 2, at });
      await store.debit(debitOf(accountId));
      const entries = await store.ledger(accountId);
      expect(entries.reduce((sum, entry) => sum + entry.delta, 0)).toBe(await store.balance(accountId));
    });

    it('rotates a key onto the same account and revokes the old one in one step', async () => {
      const { accountId, key } = await account(3);
      const replacement = newKey();
      expect(await store.rotateKey({ oldKeyId: key.id, newKey: replacement, at })).toBe(true);
      expect(await store.findKeyByHash(key.hash)).toMatchObject({ revokedAt: at });
      expect(await store.findKeyByHash(replacement.hash)).toMatchObject({ accountId, revokedAt: null });
      expect(await store.rotateKey({ oldKeyId: key.id, newKey: newKey(), at })).toBe(false);
      expect(await store.rotateKey({ oldKeyId: 'key_unknown', newKey: newKey(), at })).toBe(false);
      expect(await store.balance(accountId)).toBe(3);
    });

    it('revokes a key once', async () => {
      const { key } = await account(0);
      expect(await store.revokeKey({ keyId: key.id, at })).toBe(true);
      expect(await store.revokeKey({ keyId: key.id, at })).toBe(false);
      expect(await store.revokeKey({ keyId: 'key_unknown', at })).toBe(false);
    });

    it('pings while open and fails once closed', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
      await store.close();
      await expect(store.ping()).rejects.toThrow();
      await expect(store.balance('acc_any')).rejects.toThrow();
    });
  });
}
