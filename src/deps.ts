import { pino, type Logger } from 'pino';
import { ApiKeys } from './auth/api-keys.js';
import type { Config } from './config/config.js';
import { catalogSkillNormalizer, type SkillNormalizer } from './catalogs/skill-normalizer.js';
import { Credits } from './credits/credits.js';
import type { Engine } from './engines/engine.js';
import type { ResumeParser } from './parsing/resume-parser.js';
import type { BlobStore } from './storage/blob-store.js';
import type { JobStore } from './jobs/job-store.js';
import { createMetrics, type Metrics } from './metrics/create-metrics.js';
import { timeParseSteps } from './metrics/time-parse-steps.js';
import { noPhotoFinder, type PhotoFinder } from './photos/photo-finder.js';
import { openBlobStore, openJobStore, openStoreAsync } from './storage/open-store.js';
import type { Store } from './storage/store.js';

/** Everything the app is built from; tests assemble their own with fakes. */
export interface Deps {
  config: Config;
  logger: Logger;
  store: Store;
  engine: Engine;
  parser: ResumeParser;
  blobs: BlobStore;
  jobs: JobStore;
  photos: PhotoFinder;
  /** The skills normalization of the normalize endpoint: on the engine threads when there are some. */
  skills: SkillNormalizer;
  apiKeys: ApiKeys;
  credits: Credits;
  /** This instance's Prometheus metrics, on a registry of its own (GET /metrics). */
  metrics: Metrics;
  now: () => Date;
  startedAt: Date;
}

/** Wires the services that sit on the ports; shared by production and tests so both wire alike. */
export function assembleDeps(parts: {
  config: Config;
  logger: Logger;
  store: Store;
  engine: Engine;
  parser: ResumeParser;
  blobs: BlobStore;
  jobs?: JobStore;
  photos: PhotoFinder;
  skills?: SkillNormalizer;
  now?: () => Date;
}): Deps {
  const now = parts.now ?? (() => new Date());
  const jobs = parts.jobs ?? openJobStore(parts.store, parts.config);
  const metrics = createMetrics({ jobs });
  const timed = timeParseSteps({ parser: parts.parser, photos: parts.photos }, metrics);
  return {
    config: parts.config,
    logger: parts.logger,
    store: parts.store,
    engine: parts.engine,
    parser: timed.parser,
    blobs: parts.blobs,
    jobs,
    // RECRUIT_PHOTOS=off: the finder is never asked, so the detector never loads, and face_url is
    // null as for a resume without a photo.
    photos: parts.config.photos ? timed.photos : noPhotoFinder,
    skills: parts.skills ?? catalogSkillNormalizer(),
    apiKeys: new ApiKeys(parts.store, now),
    credits: new Credits(parts.store, now, (operation, amount) => metrics.creditsCharged(operation, amount)),
    metrics,
    now,
    startedAt: now(),
  };
}

/** The composition root: picks the store, the engine and the logger for a configuration. */
export async function buildDeps(config: Config): Promise<Deps> {
  // Loaded here rather than at the top of the module: the engine's module graph and catalogs are
  // start-up work of the service, and tests that assemble their own deps never pay for them.
  const logger = createLogger(config);
  const { engine, skills } = await createEngines(config, logger);
  const parser = await createParser(config);
  const photos = config.photos ? (await import('./photos/pool/create-pooled-photo-finder.js')).createPooledPhotoFinder() : noPhotoFinder;
  const store = await openStoreAsync(config);
  return assembleDeps({ config, logger, store, engine, parser, blobs: openBlobStore(config, store), photos, skills });
}

async function createParser(config: Config): Promise<ResumeParser> {
  if (config.parserThreads > 0) {
    const { createPooledParser } = await import('./parsing/pool/create-pooled-parser.js');
    // Scans are OCR'd in a lane of their own, half as wide as the parsing lane (at least one worker).
    return createPooledParser({ threads: config.parserThreads, ocrThreads: Math.max(1, Math.floor(config.parserThreads / 2)), deadlineMs: config.parserDeadlineMs });
  }
  const { createInProcessParser } = await import('./parsing/create-in-process-parser.js');
  return createInProcessParser();
}

/**
 * The built-in engine (pooled or on the HTTP thread); with RECRUIT_LLM_BASE_URL, the model engine
 * in front of it, the built-in one kept as the fallback unless RECRUIT_LLM_FALLBACK=none.
 */
export async function createEngine(config: Config, logger: Logger): Promise<Engine> {
  return (await createEngines(config, logger)).engine;
}

/**
 * The engine, and the skills normalization: on the built-in engine's threads when it has some
 * (their catalogs serve both), else on this thread's catalog, loaded by the first call.
 */
export async function createEngines(config: Config, logger: Logger): Promise<{ engine: Engine; skills: SkillNormalizer }> {
  const builtin = config.llm?.fallback === 'none' ? null : await createBuiltin(config);
  const skills = builtin && 'skills' in builtin ? (builtin.skills as SkillNormalizer) : catalogSkillNormalizer();
  return { engine: await createModelEngine(config, logger, builtin), skills };
}

async function createModelEngine(config: Config, logger: Logger, builtin: Engine | null): Promise<Engine> {
  if (!config.llm) return builtin!;
  const { createOpenAiCompatibleEngine } = await import('./engines/openai-compatible/create-openai-compatible-engine.js');
  const model = createOpenAiCompatibleEngine(config.llm);
  logger.info({ engine: model.name, model: config.llm.model, host: new URL(config.llm.baseUrl).host, fallback: config.llm.fallback }, 'model engine configured');
  if (!builtin) return model;
  const { withBuiltinFallback } = await import('./engines/openai-compatible/with-builtin-fallback.js');
  return withBuiltinFallback(model, builtin, logger);
}

async function createBuiltin(config: Config): Promise<Engine> {
  if (config.engineThreads > 0) {
    const { createPooledEngine } = await import('./engines/pooled/create-pooled-engine.js');
    return createPooledEngine({ threads: config.engineThreads });
  }
  const { createBuiltinEngine } = await import('./engines/builtin/create-builtin-engine.js');
  return createBuiltinEngine();
}

/** JSON logs on stdout. Keys and bodies are never logged; the redaction is a second guard. */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    base: { service: 'recruit-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers["x-api-key"]', 'req.headers.authorization', 'headers["x-api-key"]'], censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}
