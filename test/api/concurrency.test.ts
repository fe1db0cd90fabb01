import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../src/storage/sqlite/sqlite-store.js';
import { MATCH } from '../helpers/endpoints.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * STYLE principle 9 under load: 50 parallel calls over real HTTP on a key holding 10 credits,
 * against the file-backed SQLite store the service runs with.
 */
describe('concurrent billed calls', () => {
  let t: TestApp;
  let dataDir: string;
  let baseUrl: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recruit-concurrency-'));
    t = await createTestApp({ store: openSqliteStore({ dataDir }) });
    // Long enough for all 50 calls to be in flight together, past the precheck, before any debit.
    t.engine.delayMs = 20;
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives exactly 10 successes and 40 answers of 403, leaving 0 credits', async () => {
    const key = await t.issueKey(10);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        fetch(baseUrl + MATCH.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': key },
          body: JSON.stringify(MATCH.validBody),
        }).then(async (res) => ({ status: res.status, body: (await res.json()) as unknown })),
      ),
    );
    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 403)).toHaveLength(40);
    for (const res of responses.filter((r) => r.status === 403)) {
      expect(res.body).toStrictEqual({ error: 'Insufficient credits available', availableCredits: 0 });
    }
    expect(await t.balanceOf(key)).toBe(0);
    const { accountId } = await t.deps.apiKeys.resolve(key);
    const debits = (await t.deps.store.ledger(accountId)).filter((entry) => entry.kind === 'debit');
    expect(debits.map((entry) => entry.balanceAfter).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
