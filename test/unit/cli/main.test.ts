import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isWellFormedApiKey } from '../../../src/auth/api-key-format.js';
import { runCli } from '../../helpers/run-cli.js';

describe('recruit CLI (in-process)', () => {
  let env: NodeJS.ProcessEnv;
  beforeEach(() => {
    env = { RECRUIT_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'recruit-cli-')) };
  });
  afterEach(() => {
    fs.rmSync(env.RECRUIT_DATA_DIR ?? '', { recursive: true, force: true });
  });

  it('creates a key, adds and shows credits, rotates and revokes', async () => {
    const created = await runCli(['keys', 'create', '--credits', '10'], env);
    expect(created.code).toBe(0);
    expect(isWellFormedApiKey(created.lastLine)).toBe(true);
    expect(created.stderr).toBe('');
    const key = created.lastLine;

    expect((await runCli(['credits', 'show', key], env)).stdout).toBe('10\n');
    const added = await runCli(['credits', 'add', key, '5'], env);
    expect([added.code, added.lastLine]).toEqual([0, '15']);

    const rotated = await runCli(['keys', 'rotate', key], env);
    expect(rotated.code).toBe(0);
    const newKey = rotated.lastLine;
    expect(isWellFormedApiKey(newKey)).toBe(true);
    expect(newKey).not.toBe(key);
    expect((await runCli(['credits', 'show', newKey], env)).lastLine).toBe('15');

    const stale = await runCli(['credits', 'show', key], env);
    expect([stale.code, stale.stdout, stale.stderr]).toEqual([1, '', 'recruit: unknown or revoked API key\n']);

    expect((await runCli(['keys', 'revoke', newKey], env)).code).toBe(0);
    expect((await runCli(['credits', 'show', newKey], env)).code).toBe(1);
    expect((await runCli(['keys', 'revoke', newKey], env)).code).toBe(1);
  });

  it('creates a key with no credits by default', async () => {
    const created = await runCli(['keys', 'create'], env);
    expect((await runCli(['credits', 'show', created.lastLine], env)).lastLine).toBe('0');
  });

  it('prints usage to stdout for help and to stderr with exit 2 for a bad command line', async () => {
    const help = await runCli(['help'], env);
    expect([help.code, help.stdout.startsWith('Usage: recruit')]).toEqual([0, true]);
    const bad = await runCli(['credits', 'add', 'K', 'lots'], env);
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toContain('N must be a whole number');
  });

  it('reports a bad configuration on stderr with exit 1', async () => {
    const res = await runCli(['keys', 'create'], { ...env, LOG_LEVEL: 'shout' });
    expect([res.code, res.stdout]).toEqual([1, '']);
    expect(res.stderr).toContain('LOG_LEVEL');
  });
});
