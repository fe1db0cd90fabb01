import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/storage/sqlite/migrate.js';
import { MIGRATIONS } from '../../../../src/storage/sqlite/migrations.js';
import { openSqliteStore, SQLITE_FILE_NAME } from '../../../../src/storage/sqlite/sqlite-store.js';

describe('SQLite store specifics', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recruit-sqlite-'));
    dirs.push(dir);
    return path.join(dir, 'nested', 'data');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('creates the data folder and a WAL database with every migration recorded', async () => {
    const dataDir = tempDir();
    const store = openSqliteStore({ dataDir });
    await store.close();
    const db = new Database(path.join(dataDir, SQLITE_FILE_NAME));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.prepare('SELECT version FROM schema_migrations ORDER BY version').all()).toEqual(MIGRATIONS.map((m) => ({ version: m.version })));
    db.close();
  });

  it('applies migrations once, however often it opens', () => {
    const db = new Database(':memory:');
    expect(migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(migrate(db)).toEqual([]);
    db.close();
  });

  it('keeps the credit ledger append-only', async () => {
    const dataDir = tempDir();
    const store = openSqliteStore({ dataDir });
    await store.createAccountWithKey({ accountId: 'acc_1', key: { id: 'key_1', hash: 'h1' }, initialCredits: 3, at: 'now' });
    await store.close();
    const db = new Database(path.join(dataDir, SQLITE_FILE_NAME));
    expect(() => db.prepare('UPDATE credit_ledger SET delta = 100').run()).toThrow('append-only');
    expect(() => db.prepare('DELETE FROM credit_ledger').run()).toThrow('append-only');
    expect(() => db.prepare("UPDATE accounts SET balance = -1 WHERE id = 'acc_1'").run()).toThrow(/CHECK/);
    db.close();
  });
});
