import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config/load-config.js';
import { buildDeps } from './deps.js';
import { schedulePurge } from './files/purge-schedule.js';
import { startParseJobs } from './jobs/run-parse-jobs.js';
import { serve } from './http/serve.js';

/** Entry point of `npm start`: loadConfig → buildDeps → buildApp → listen; graceful shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  const deps = await buildDeps(config);
  const app = buildApp(deps);
  const parseJobs = startParseJobs(deps);
  const stopPurge = schedulePurge(deps.blobs, { retentionDays: config.fileRetentionDays, now: deps.now, logger: deps.logger });
  const server = await serve(app, {
    port: config.port,
    host: config.host,
    releaseResources: async () => {
      stopPurge();
      await parseJobs.stop();
      await deps.engine.close?.();
      await deps.parser.close();
      await deps.photos.close();
      deps.store.close();
    },
  });

  const stop = (signal: NodeJS.Signals) => {
    // A second signal, or in-flight work outliving the longest call, ends the process anyway.
    const force = setTimeout(() => process.exit(1), config.shutdownGraceMs);
    force.unref();
    process.once(signal, () => process.exit(1));
    server.shutdown(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        deps.logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  // One line that says where this instance keeps its state: a CLI run against another data folder
  // (another working directory, another RECRUIT_DATA_DIR) creates keys this server never sees.
  deps.logger.info(
    {
      url: server.url,
      store: config.databaseUrl ? 'postgresql' : 'sqlite',
      data_dir: config.databaseUrl ? null : path.resolve(config.dataDir),
      engine: config.llm ? `openai-compatible (${config.llm.model}), fallback ${config.llm.fallback}` : 'builtin',
      parser_workers: config.parserThreads,
      engine_threads: config.engineThreads,
    },
    'recruit-api started',
  );
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  // Before the logger exists (bad configuration) or when listening fails.
  process.stderr.write(`recruit-api failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
