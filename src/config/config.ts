/** Typed configuration of the service and the CLI. Built only by `loadConfig`. */
export interface Config {
  /** TCP port of the HTTP server. */
  port: number;
  /** Interface the HTTP server binds to. */
  host: string;
  /** Folder holding the SQLite database (and, later, stored files); created on start. */
  dataDir: string;
  /**
   * PostgreSQL connection URL (RECRUIT_DATABASE_URL, `postgres://…`); null keeps the SQLite
   * database in `dataDir`. Set, accounts, credits, jobs and stored files live in PostgreSQL.
   */
  databaseUrl: string | null;
  /** Base of the public file URLs the parser returns (issue of the parser); no trailing slash. */
  publicUrl: string;
  /** Whether webhooks may target private/loopback addresses (parser issue; off by default). */
  webhookAllowPrivate: boolean;
  /** pino level: fatal, error, warn, info, debug, trace or silent. */
  logLevel: LogLevel;
  /**
   * Gateway wait of the JSON endpoints (spec 4.2 item 5, section 8): past it the call answers
   * 502 `Upstream API unavailable`. Not an environment variable: the contract fixes it at 60 s;
   * tests shorten it through the config object.
   */
  jsonCallDeadlineMs: number;
  /**
   * Largest JSON request body in bytes (spec 8: "10 MB"). We read MB as MiB, 10 × 1024 × 1024,
   * the larger of the two readings, so that no body a client considers "10 MB" is refused.
   */
  jsonBodyLimitBytes: number;
  /**
   * Worker threads running the engine (RECRUIT_ENGINE_THREADS). Default: one per core but one
   * (at least one), so the engine's CPU work leaves the HTTP thread free and a call past its
   * deadline can be cut off; 0 runs the engine on the HTTP thread.
   */
  engineThreads: number;
  /**
   * Worker threads reading and parsing documents (RECRUIT_PARSER_THREADS). Default: one per core
   * but one (at least one, at most 8); 0 parses on the HTTP thread (tests), without a deadline.
   */
  parserThreads: number;
  /**
   * Deadline of one document (spec 4.1: the gateway waits 145 s, then 504). Not an environment
   * variable; tests shorten it through the config object.
   */
  parserDeadlineMs: number;
  /**
   * On PostgreSQL, seconds after which a V2 job step still running is taken for one whose
   * instance died and is handed to another (RECRUIT_JOB_TIMEOUT_SECONDS). Default: the parse
   * deadline plus 30 s. Lower, a document slower than it would be parsed twice (charged once).
   */
  jobStepTimeoutSeconds: number;
  /**
   * Days a stored original or photo is kept (RECRUIT_FILE_RETENTION_DAYS); null keeps them until
   * `recruit files purge`. Expired temporary photos are deleted whatever this says.
   */
  fileRetentionDays: number | null;
  /** Signing secret of webhook deliveries (RECRUIT_WEBHOOK_SECRET, `whsec_…`); null: unsigned. */
  webhookSecret: string | null;
  /**
   * Whether the parser looks for the candidate's photo (RECRUIT_PHOTOS, on by default). Off, the
   * face detector is never loaded (it holds about 500 MB once it has run) and `face_url` is null,
   * as for a resume without a photo.
   */
  photos: boolean;
  /** How long a graceful shutdown waits for in-flight requests before giving up. */
  shutdownGraceMs: number;
  /**
   * The OpenAI-compatible model engine (RECRUIT_LLM_*); null when RECRUIT_LLM_BASE_URL is unset,
   * and the built-in engine alone grades.
   */
  llm: LlmConfig | null;
}

export const LLM_FALLBACKS = ['builtin', 'none'] as const;
export const LLM_RESPONSE_FORMATS = ['json_schema', 'json_object', 'none'] as const;

export interface LlmConfig {
  /** Base of the API, e.g. `https://api.openai.com/v1`; `/chat/completions` is appended. No trailing slash. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` when set; local servers often need none. */
  apiKey: string | null;
  model: string;
  /**
   * How the model is told to answer JSON: `json_schema` (OpenAI, vLLM, recent llama.cpp and
   * Ollama), `json_object` (the widest support, the default) or `none` (the prompt alone).
   */
  responseFormat: (typeof LLM_RESPONSE_FORMATS)[number];
  /**
   * Budget of one engine call, retries included (RECRUIT_LLM_TIMEOUT_MS). Below the 60 s gateway
   * deadline so that a slow model still leaves time to answer from the fallback or with the 502.
   */
  timeoutMs: number;
  /** What grades when the model fails: the built-in engine (default) or nothing (502). */
  fallback: (typeof LLM_FALLBACKS)[number];
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
