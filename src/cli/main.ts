import path from 'node:path';
import { ApiKeys, UnknownApiKeyError } from '../auth/api-keys.js';
import { ConfigError, loadConfig } from '../config/load-config.js';
import { Credits } from '../credits/credits.js';
import { openBlobStore, openStoreAsync } from '../storage/open-store.js';
import type { Store } from '../storage/store.js';
import type { Config } from '../config/config.js';
import { CommandFailure } from './command-failure.js';
import { isPipelineCommand, parseCommand, UsageError, type Command, type PipelineCommand } from './parse-command.js';
import type { Stdin } from './read-input.js';
import { isHelpTopic, usageOf } from './usage.js';

/** Where the CLI reads and writes; process streams in production, buffers in tests. */
export interface CliIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  /** Read when a FILE argument is `-`. */
  stdin?: Stdin;
}

/**
 * The `recruit` command (bin/recruit.js calls it). Same environment as the server. The key,
 * credit and file commands use its store: SQLite in WAL mode lets them write while the server
 * runs. The pipeline commands (parse, criteria, match, rank) open no store. Returns the exit
 * code: 0 done, 1 failed (unknown key, store error, a document the service refuses), 2 bad
 * command line. Keys go to stdout only when created.
 */
export async function main(argv: readonly string[], io: CliIo = process, env?: NodeJS.ProcessEnv): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    const topic = argv[0] !== undefined && isHelpTopic(argv[0]) ? argv[0] : undefined;
    io.stderr.write(`recruit: ${error.message}\n\n${usageOf(topic)}\n`);
    return 2;
  }
  if (command.name === 'help') {
    io.stdout.write(`${usageOf(command.topic)}\n`);
    return 0;
  }
  if (isPipelineCommand(command)) return runWithoutStore(command, io, env);

  let store: Store | undefined;
  try {
    const config = loadConfig(env);
    store = await openStoreAsync(config);
    if (command.name === 'files purge') {
      await purgeFiles(config, store, command.olderThanDays, io);
      return 0;
    }
    await run(command, store, io, storeLocation(config));
    return 0;
  } catch (error) {
    if (error instanceof UnknownApiKeyError) io.stderr.write('recruit: unknown or revoked API key\n');
    else if (error instanceof ConfigError) io.stderr.write(`recruit: ${error.message}\n`);
    else io.stderr.write(`recruit: store error: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await store?.close();
  }
}

/** The pipeline commands: loaded only for them (the readers and the engine are a large module graph). */
async function runWithoutStore(command: PipelineCommand, io: CliIo, env: NodeJS.ProcessEnv | undefined): Promise<number> {
  try {
    const config = loadConfig(env);
    const { runPipelineCommand } = await import('./run-pipeline-command.js');
    await runPipelineCommand(command, config, io);
    return 0;
  } catch (error) {
    if (error instanceof CommandFailure) io.stderr.write(error.line());
    else if (error instanceof ConfigError) io.stderr.write(`recruit: ${error.message}\n`);
    else io.stderr.write(`recruit: unexpected error: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

/** Data-protection requests and retention: stored originals and photos deleted from the data directory. */
async function purgeFiles(config: Config, store: Store, olderThanDays: number | null, io: CliIo): Promise<void> {
  const now = new Date();
  const createdBefore = olderThanDays === null ? new Date(now.getTime() + 1) : new Date(now.getTime() - olderThanDays * 86_400_000);
  const count = await openBlobStore(config, store).purge({ now, createdBefore });
  io.stdout.write(`Deleted ${count} stored file${count === 1 ? '' : 's'}${olderThanDays === null ? '' : ` older than ${olderThanDays} days`}.\n`);
}

/** Where keys and credits are kept: a server must use the same place to see them. */
function storeLocation(config: Config): string {
  return config.databaseUrl ? 'PostgreSQL (RECRUIT_DATABASE_URL)' : `SQLite in ${path.resolve(config.dataDir)} (RECRUIT_DATA_DIR)`;
}

async function run(command: Exclude<Command, PipelineCommand | { name: 'help' | 'files purge' }>, store: Store, io: CliIo, where: string): Promise<void> {
  const now = () => new Date();
  const keys = new ApiKeys(store, now);
  const credits = new Credits(store, now);
  const out = (line: string) => io.stdout.write(`${line}\n`);
  switch (command.name) {
    case 'keys create': {
      const issued = await keys.create(command.credits);
      out(`Created account ${issued.accountId} with ${command.credits} credits and key ${issued.keyId}, kept in ${where}: the server must use the same.`);
      out('Store the key now: it is shown once and cannot be recovered.');
      out(issued.key);
      return;
    }
    case 'keys rotate': {
      const issued = await keys.rotate(command.key);
      out(`Revoked key ${issued.revokedKeyId}; new key ${issued.keyId} on account ${issued.accountId} keeps its balance.`);
      out('Store the key now: it is shown once and cannot be recovered.');
      out(issued.key);
      return;
    }
    case 'keys revoke': {
      const { keyId } = await keys.revoke(command.key);
      out(`Revoked key ${keyId}.`);
      return;
    }
    case 'credits add': {
      const { accountId } = await keys.resolve(command.key);
      const balance = await credits.add(accountId, command.amount);
      out(`Added ${command.amount} credits to account ${accountId}. Balance:`);
      out(String(balance));
      return;
    }
    case 'credits show': {
      const { accountId } = await keys.resolve(command.key);
      out(String(await credits.available(accountId)));
      return;
    }
  }
}
