import os from 'node:os';
import path from 'node:path';
import { LLM_FALLBACKS, LLM_RESPONSE_FORMATS, LOG_LEVELS, type Config, type LlmConfig, type LogLevel } from './config.js';

/** Thrown when an environment variable holds a value we cannot use; the message names it. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export const JSON_CALL_DEADLINE_MS = 60_000;
export const JSON_BODY_LIMIT_BYTES = 10 * 1024 * 1024;
/** Spec 4.1 and 8: the gateway waits 145 s; a document not parsed by then answers 504. */
export const PARSER_DEADLINE_MS = 145_000;

/**
 * Reads the environment into a typed Config. This module is the only reader of `process.env`
 * (STYLE: config/); everything else receives the Config object.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = readPort(env.PORT);
  const host = nonEmpty(env.HOST) ?? '0.0.0.0';
  const dataDir = path.resolve(nonEmpty(env.RECRUIT_DATA_DIR) ?? './data-local');
  const publicUrl = (nonEmpty(env.RECRUIT_PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s]+$/i.test(publicUrl)) {
    throw new ConfigError(`RECRUIT_PUBLIC_URL must be an http(s) URL, got ${JSON.stringify(publicUrl)}`);
  }
  return {
    port,
    host,
    dataDir,
    databaseUrl: readDatabaseUrl(env.RECRUIT_DATABASE_URL),
    publicUrl,
    webhookAllowPrivate: readBoolean('RECRUIT_WEBHOOK_ALLOW_PRIVATE', env.RECRUIT_WEBHOOK_ALLOW_PRIVATE, false),
    logLevel: readLogLevel(env.LOG_LEVEL),
    jsonCallDeadlineMs: JSON_CALL_DEADLINE_MS,
    jsonBodyLimitBytes: JSON_BODY_LIMIT_BYTES,
    shutdownGraceMs: PARSER_DEADLINE_MS + 10_000,
    engineThreads: readThreads(env.RECRUIT_ENGINE_THREADS),
    parserThreads: readParserThreads(env.RECRUIT_PARSER_THREADS),
    parserDeadlineMs: PARSER_DEADLINE_MS,
    jobStepTimeoutSeconds: readJobTimeout(env.RECRUIT_JOB_TIMEOUT_SECONDS),
    fileRetentionDays: readRetention(env.RECRUIT_FILE_RETENTION_DAYS),
    webhookSecret: readSecret(env.RECRUIT_WEBHOOK_SECRET),
    photos: readSwitch('RECRUIT_PHOTOS', env.RECRUIT_PHOTOS, true),
    llm: readLlm(env),
  };
}

/** Default budget of a model call: 15 s under the gateway's 60 s, left for the fallback and the answer. */
export const LLM_TIMEOUT_MS = 45_000;

function readLlm(env: NodeJS.ProcessEnv): LlmConfig | null {
  const base = nonEmpty(env.RECRUIT_LLM_BASE_URL);
  if (base === undefined) {
    // A model named without a server is a half-done configuration: refuse it rather than run the
    // built-in engine while the operator believes a model grades.
    for (const name of ['RECRUIT_LLM_MODEL', 'RECRUIT_LLM_API_KEY'] as const) {
      if (nonEmpty(env[name]) !== undefined) throw new ConfigError(`${name} is set but RECRUIT_LLM_BASE_URL is not`);
    }
    return null;
  }
  const baseUrl = base.replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s]+$/i.test(baseUrl)) throw new ConfigError(`RECRUIT_LLM_BASE_URL must be an http(s) URL, got ${JSON.stringify(base)}`);
  const model = nonEmpty(env.RECRUIT_LLM_MODEL);
  if (model === undefined) throw new ConfigError('RECRUIT_LLM_MODEL is required when RECRUIT_LLM_BASE_URL is set');
  return {
    baseUrl,
    apiKey: nonEmpty(env.RECRUIT_LLM_API_KEY) ?? null,
    model,
    responseFormat: readChoice('RECRUIT_LLM_RESPONSE_FORMAT', env.RECRUIT_LLM_RESPONSE_FORMAT, LLM_RESPONSE_FORMATS, 'json_object'),
    timeoutMs: readLlmTimeout(env.RECRUIT_LLM_TIMEOUT_MS),
    fallback: readChoice('RECRUIT_LLM_FALLBACK', env.RECRUIT_LLM_FALLBACK, LLM_FALLBACKS, 'builtin'),
  };
}

function readLlmTimeout(value: string | undefined): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return LLM_TIMEOUT_MS;
  // Past 58 s the gateway's 60 s deadline would answer before the model's own failure could.
  if (!/^\d+$/.test(raw) || Number(raw) < 1000 || Number(raw) > 58_000) {
    throw new ConfigError(`RECRUIT_LLM_TIMEOUT_MS must be an integer from 1000 to 58000, got ${JSON.stringify(raw)}`);
  }
  return Number(raw);
}

function readChoice<T extends string>(name: string, value: string | undefined, choices: readonly T[], fallback: T): T {
  const raw = nonEmpty(value)?.toLowerCase();
  if (raw === undefined) return fallback;
  if ((choices as readonly string[]).includes(raw)) return raw as T;
  throw new ConfigError(`${name} must be one of ${choices.join(', ')}, got ${JSON.stringify(value)}`);
}

/** Checked here so that a typo fails at start with the variable's name, not at the first query. */
function readDatabaseUrl(value: string | undefined): string | null {
  const raw = nonEmpty(value);
  if (raw === undefined) return null;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  // The message never repeats the value: a connection URL may carry a password.
  if (!url || !['postgres:', 'postgresql:'].includes(url.protocol) || !url.hostname) {
    throw new ConfigError('RECRUIT_DATABASE_URL must be a postgres:// or postgresql:// URL with a host');
  }
  return raw;
}

/** The parse deadline and 30 s for the photo and storage steps. */
export const JOB_STEP_TIMEOUT_SECONDS = PARSER_DEADLINE_MS / 1000 + 30;

function readJobTimeout(value: string | undefined): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return JOB_STEP_TIMEOUT_SECONDS;
  if (!/^\d+$/.test(raw) || Number(raw) < 5 || Number(raw) > 3600) {
    throw new ConfigError(`RECRUIT_JOB_TIMEOUT_SECONDS must be a whole number of seconds from 5 to 3600, got ${JSON.stringify(raw)}`);
  }
  return Number(raw);
}

function readRetention(value: string | undefined): number | null {
  const raw = nonEmpty(value);
  if (raw === undefined) return null;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new ConfigError(`RECRUIT_FILE_RETENTION_DAYS must be a whole number of days, at least 1, got ${JSON.stringify(raw)}`);
  return Number(raw);
}

/** Standard Webhooks secrets: `whsec_` and base64 of at least 24 bytes. */
function readSecret(value: string | undefined): string | null {
  const raw = nonEmpty(value);
  if (raw === undefined) return null;
  const body = raw.startsWith('whsec_') ? raw.slice(6) : '';
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body) || Buffer.from(body, 'base64').length < 24) {
    throw new ConfigError('RECRUIT_WEBHOOK_SECRET must be whsec_ followed by base64 of at least 24 bytes');
  }
  return raw;
}

function readParserThreads(value: string | undefined): number {
  const raw = nonEmpty(value);
  // Like the engine's: one core is left to the HTTP thread. Each parsing thread holds its own
  // catalogs (about 220 MB): on 2 cores, one thread keeps the server under 700 MB (bench: 507 MB)
  // and still parses about 40 text documents a second.
  if (raw === undefined) return Math.max(1, Math.min(os.availableParallelism() - 1, 8));
  if (!/^\d+$/.test(raw) || Number(raw) > 256) throw new ConfigError(`RECRUIT_PARSER_THREADS must be an integer from 0 to 256, got ${JSON.stringify(raw)}`);
  return Number(raw);
}

function readThreads(value: string | undefined): number {
  const raw = nonEmpty(value);
  // One core is left to the HTTP thread, the store and the OS.
  if (raw === undefined) return Math.max(1, Math.min(os.availableParallelism() - 1, 8));
  if (!/^\d+$/.test(raw) || Number(raw) > 64) throw new ConfigError(`RECRUIT_ENGINE_THREADS must be an integer from 0 to 64, got ${JSON.stringify(raw)}`);
  return Number(raw);
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function readPort(value: string | undefined): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return 8080;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65_535) throw new ConfigError(`PORT must be an integer from 0 to 65535, got ${JSON.stringify(raw)}`);
  return port;
}

function readBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  const raw = nonEmpty(value)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got ${JSON.stringify(value)}`);
}

/** A feature switch: on/off, 1/0 or true/false, any case; nothing else, so a typo stops the start. */
function readSwitch(name: string, value: string | undefined, fallback: boolean): boolean {
  const raw = nonEmpty(value)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['on', '1', 'true'].includes(raw)) return true;
  if (['off', '0', 'false'].includes(raw)) return false;
  throw new ConfigError(`${name} must be on or off (or 1/0, true/false), got ${JSON.stringify(value)}`);
}

function readLogLevel(value: string | undefined): LogLevel {
  const raw = nonEmpty(value)?.toLowerCase();
  if (raw === undefined) return 'info';
  if ((LOG_LEVELS as readonly string[]).includes(raw)) return raw as LogLevel;
  throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${JSON.stringify(value)}`);
}
