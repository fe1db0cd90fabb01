import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../../src/storage/sqlite/sqlite-store.js';
import { MATCH } from '../../helpers/endpoints.js';
import { runCliProcess } from '../../helpers/run-cli.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

/** The CLI as a real process, writing to the database of a server that is running (WAL). */
describe('recruit CLI (subprocess, server running)', () => {
  let dataDir: string;
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recruit-cli-process-'));
    t = await createTestApp({ store: openSqliteStore({ dataDir }) });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const match = (key: string) =>
    fetch(baseUrl + MATCH.url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify(MATCH.validBody) });

  it('issues a key the server accepts at once, and rotation locks the old key out at once', async () => {
    const env = { RECRUIT_DATA_DIR: dataDir };
    const created = await runCliProcess(['keys', 'create', '--credits', '2'], env);
    expect(created.code, created.stderr).toBe(0);
    const key = created.lastLine;
    expect((await match(key)).status).toBe(200);

    const shown = await runCliProcess(['credits', 'show', key], env);
    expect(shown.lastLine).toBe('1');

    const rotated = await runCliProcess(['keys', 'rotate', key], env);
    expect(rotated.code, rotated.stderr).toBe(0);
    expect((await match(key)).status).toBe(401);
    expect((await match(rotated.lastLine)).status).toBe(200);
    expect((await match(rotated.lastLine)).status).toBe(403);

    const failed = await runCliProcess(['credits', 'add', key, '1'], env);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toBe('recruit: unknown or revoked API key\n');
  });
});
