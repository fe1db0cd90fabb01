import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config/load-config.js';
import { API_VERSION, SERVICE_VERSION } from '../../../src/config/versions.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toStrictEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('./data-local'),
      databaseUrl: null,
      publicUrl: 'http://localhost:8080',
      webhookAllowPrivate: false,
      logLevel: 'info',
      jsonCallDeadlineMs: 60_000,
      jsonBodyLimitBytes: 10 * 1024 * 1024,
      shutdownGraceMs: 155_000,
      engineThreads: Math.max(1, Math.min(os.availableParallelism() - 1, 8)),
      parserThreads: Math.max(1, Math.min(os.availableParallelism() - 1, 8)),
      parserDeadlineMs: 145_000,
      jobStepTimeoutSeconds: 175,
      fileRetentionDays: null,
      webhookSecret: null,
      photos: true,
      llm: null,
    });
  });

  it('reads RECRUIT_PHOTOS as on/off, 1/0 or true/false, and refuses anything else', () => {
    for (const off of ['off', 'OFF', '0', 'false', ' False ']) expect(loadConfig({ RECRUIT_PHOTOS: off }).photos).toBe(false);
    for (const on of ['on', '1', 'true', 'TRUE', '']) expect(loadConfig({ RECRUIT_PHOTOS: on }).photos).toBe(true);
    for (const bad of ['maybe', 'yes', 'disabled', '2']) {
      expect(() => loadConfig({ RECRUIT_PHOTOS: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ RECRUIT_PHOTOS: bad })).toThrow(`RECRUIT_PHOTOS must be on or off (or 1/0, true/false), got "${bad}"`);
    }
  });

  it('reads RECRUIT_JOB_TIMEOUT_SECONDS from 5 to 3600 seconds', () => {
    expect(loadConfig({ RECRUIT_JOB_TIMEOUT_SECONDS: '30' }).jobStepTimeoutSeconds).toBe(30);
    for (const bad of ['4', '3601', '1.5', 'soon']) {
      expect(() => loadConfig({ RECRUIT_JOB_TIMEOUT_SECONDS: bad })).toThrow(`RECRUIT_JOB_TIMEOUT_SECONDS must be a whole number of seconds from 5 to 3600, got "${bad}"`);
    }
  });

  it('reads RECRUIT_DATABASE_URL and refuses what is not a PostgreSQL URL, without echoing it', () => {
    expect(loadConfig({ RECRUIT_DATABASE_URL: ' postgres://recruit:pw@db.example.com:5432/recruit ' }).databaseUrl).toBe('postgres://recruit:pw@db.example.com:5432/recruit');
    expect(loadConfig({ RECRUIT_DATABASE_URL: 'postgresql://127.0.0.1/test' }).databaseUrl).toBe('postgresql://127.0.0.1/test');
    for (const bad of ['mysql://u:secret@host/db', 'not a url', 'postgres:///db']) {
      expect(() => loadConfig({ RECRUIT_DATABASE_URL: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ RECRUIT_DATABASE_URL: bad })).not.toThrow(/secret/);
    }
  });

  it('configures the model engine from RECRUIT_LLM_*, with defaults', () => {
    expect(loadConfig({ RECRUIT_LLM_BASE_URL: 'http://127.0.0.1:11434/v1/', RECRUIT_LLM_MODEL: 'qwen2.5:7b' }).llm).toStrictEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: null,
      model: 'qwen2.5:7b',
      responseFormat: 'json_object',
      timeoutMs: 45_000,
      fallback: 'builtin',
    });
    expect(
      loadConfig({
        RECRUIT_LLM_BASE_URL: 'https://api.openai.com/v1',
        RECRUIT_LLM_MODEL: 'gpt-4o-mini',
        RECRUIT_LLM_API_KEY: 'sk-x',
        RECRUIT_LLM_RESPONSE_FORMAT: 'JSON_SCHEMA',
        RECRUIT_LLM_TIMEOUT_MS: '30000',
        RECRUIT_LLM_FALLBACK: 'none',
      }).llm,
    ).toStrictEqual({ baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-x', model: 'gpt-4o-mini', responseFormat: 'json_schema', timeoutMs: 30_000, fallback: 'none' });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      RECRUIT_DATA_DIR: '/tmp/recruit-x',
      RECRUIT_PUBLIC_URL: 'https://recruit.example.com/',
      RECRUIT_WEBHOOK_ALLOW_PRIVATE: 'true',
      LOG_LEVEL: 'DEBUG',
      RECRUIT_ENGINE_THREADS: '0',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/tmp/recruit-x',
      publicUrl: 'https://recruit.example.com',
      webhookAllowPrivate: true,
      logLevel: 'debug',
      engineThreads: 0,
    });
  });

  it('derives the public URL from the port', () => {
    expect(loadConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['RECRUIT_WEBHOOK_ALLOW_PRIVATE', { RECRUIT_WEBHOOK_ALLOW_PRIVATE: 'maybe' }],
    ['RECRUIT_PHOTOS', { RECRUIT_PHOTOS: 'maybe' }],
    ['RECRUIT_PUBLIC_URL', { RECRUIT_PUBLIC_URL: 'ftp://x' }],
    ['RECRUIT_ENGINE_THREADS', { RECRUIT_ENGINE_THREADS: 'many' }],
    ['RECRUIT_LLM_BASE_URL', { RECRUIT_LLM_BASE_URL: 'localhost:8000', RECRUIT_LLM_MODEL: 'm' }],
    ['RECRUIT_LLM_MODEL', { RECRUIT_LLM_BASE_URL: 'http://localhost:8000/v1' }],
    ['RECRUIT_LLM_BASE_URL', { RECRUIT_LLM_MODEL: 'm' }],
    ['RECRUIT_LLM_FALLBACK', { RECRUIT_LLM_BASE_URL: 'http://h/v1', RECRUIT_LLM_MODEL: 'm', RECRUIT_LLM_FALLBACK: 'retry' }],
    ['RECRUIT_LLM_RESPONSE_FORMAT', { RECRUIT_LLM_BASE_URL: 'http://h/v1', RECRUIT_LLM_MODEL: 'm', RECRUIT_LLM_RESPONSE_FORMAT: 'xml' }],
    ['RECRUIT_LLM_TIMEOUT_MS', { RECRUIT_LLM_BASE_URL: 'http://h/v1', RECRUIT_LLM_MODEL: 'm', RECRUIT_LLM_TIMEOUT_MS: '60000' }],
  ])('names %s when its value is unusable', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe('versions', () => {
  it('keeps SERVICE_VERSION equal to package.json', () => {
    const pkg = JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(SERVICE_VERSION).toBe(pkg.version);
  });

  it('describes the API version of the spec', () => {
    expect(API_VERSION).toBe('2026-10-01');
  });
});
