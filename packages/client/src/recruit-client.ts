import {
  OPERATIONS,
  type ExtractCriteriaRequest,
  type ExtractCriteriaResponse,
  type GetDocsResponse,
  type GetFilePathParams,
  type GetFileResponse,
  type GetHealthResponse,
  type GetMetricsResponse,
  type GetOpenApiDocumentResponse,
  type GetReadinessResponse,
  type GetStatusResponse,
  type MatchCandidateRequest,
  type MatchCandidateResponse,
  type NormalizeSkillsRequest,
  type NormalizeSkillsResponse,
  type OperationId,
  type OperationSpec,
  type OperationTypes,
  type ParseResumeParts,
  type ParseResumeResponse,
  type ParseResumeV2Parts,
  type ParseResumeV2Response,
  type RankCandidatesRequest,
  type RankCandidatesResponse,
} from './generated/api-types.js';
import { apiErrorOf, RecruitApiError, RecruitNetworkError, RecruitTimeoutError } from './recruit-errors.js';
import { DEFAULT_RETRY_POLICY, retryDelayMs, type RetryPolicy } from './retry-delay.js';

/** Spec 4.1 item 1 and section 8: the gateway gives up on a parse after 145 s, on the rest after 60 s. */
export const PARSE_TIMEOUT_MS = 150_000;
export const JSON_TIMEOUT_MS = 65_000;

export interface RecruitClientOptions {
  /** Where the service answers, e.g. `https://recruit.example.com` (a path prefix is kept). */
  baseUrl: string;
  /** Sent as `X-API-Key` to every operation that needs a key, never to the public ones. */
  apiKey?: string;
  /** Another fetch (a proxy agent, a test double); Node.js's own by default. */
  fetch?: typeof fetch;
  retries?: Partial<RetryPolicy>;
  /** Per operation and per attempt, in ms; defaults: 150 s for the parsers, 65 s for the rest. */
  timeouts?: Partial<Record<OperationId, number>>;
}

export interface CallOptions {
  /** Aborts the call, retries included; the call rejects with the signal's reason. */
  signal?: AbortSignal;
  /** This call's timeout per attempt, in ms. */
  timeoutMs?: number;
}

/** A multipart body as the client takes it: the document's parts, plus the name sent with the file. */
export type MultipartInput<Parts> = Parts & {
  /** Default: the File's own name, else `resume`. The service detects the type from the content. */
  filename?: string;
};

interface CallInput {
  pathParams?: object;
  body?: object;
}

/**
 * The Recruit API over HTTP: one method per operation of its OpenAPI document, typed from it
 * (src/generated/api-types.ts). 502, 503 and 504 are retried with exponential backoff honouring
 * `Retry-After`, a bounded number of times; a 4xx never is. Failures reject with a
 * RecruitApiError (an error answer), a RecruitTimeoutError or a RecruitNetworkError.
 */
export class RecruitClient {
  readonly #baseUrl: string;
  readonly #apiKey: string | undefined;
  readonly #fetch: typeof fetch;
  readonly #retry: RetryPolicy;
  readonly #timeouts: Partial<Record<OperationId, number>>;

  constructor(options: RecruitClientOptions) {
    const base = new URL(options.baseUrl);
    if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new TypeError(`baseUrl must be an http(s) URL, got ${options.baseUrl}`);
    this.#baseUrl = base.href.replace(/\/+$/, '');
    this.#apiKey = options.apiKey;
    this.#fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.#retry = { ...DEFAULT_RETRY_POLICY, ...options.retries };
    if (!Number.isInteger(this.#retry.maxAttempts) || this.#retry.maxAttempts < 1) throw new RangeError('retries.maxAttempts must be an integer of at least 1');
    if (this.#retry.statuses.some((status) => status < 500)) throw new RangeError('retries.statuses: a 4xx is never retried unchanged (spec 7.1)');
    this.#timeouts = { ...options.timeouts };
  }

  /** GET /healthz: liveness. */
  getHealth(options?: CallOptions): Promise<GetHealthResponse> {
    return this.#call('getHealth', {}, options);
  }

  /** GET /readyz: readiness; a 503 rejects with the failing parts in `error.body`. */
  getReadiness(options?: CallOptions): Promise<GetReadinessResponse> {
    return this.#call('getReadiness', {}, options);
  }

  /** GET /metrics: Prometheus text. */
  getMetrics(options?: CallOptions): Promise<GetMetricsResponse> {
    return this.#call('getMetrics', {}, options);
  }

  /** GET /api/v1/status: the service, its engine and store, and the key's balance. */
  getStatus(options?: CallOptions): Promise<GetStatusResponse> {
    return this.#call('getStatus', {}, options);
  }

  /** POST /api/v1/jobs/extract-criteria (spec 4.2). */
  extractCriteria(body: ExtractCriteriaRequest, options?: CallOptions): Promise<ExtractCriteriaResponse> {
    return this.#call('extractCriteria', { body }, options);
  }

  /** POST /api/v1/matching/job-candidate (spec 4.3). */
  matchCandidate(body: MatchCandidateRequest, options?: CallOptions): Promise<MatchCandidateResponse> {
    return this.#call('matchCandidate', { body }, options);
  }

  /** POST /api/v1/matching/job-candidates/rank (spec 4.4): 1 to 10 candidates. */
  rankCandidates(body: RankCandidatesRequest, options?: CallOptions): Promise<RankCandidatesResponse> {
    return this.#call('rankCandidates', { body }, options);
  }

  /** POST /api/v1/skills/normalize: free-text skills to the reference catalog. */
  normalizeSkills(body: NormalizeSkillsRequest, options?: CallOptions): Promise<NormalizeSkillsResponse> {
    return this.#call('normalizeSkills', { body }, options);
  }

  /** POST /api/v3/parser (spec 4.1): a resume file (Blob, Uint8Array or Buffer) to a parsed resume. */
  parseResume(parts: MultipartInput<ParseResumeParts>, options?: CallOptions): Promise<ParseResumeResponse> {
    return this.#call('parseResume', { body: parts }, options);
  }

  /** POST /api/v2/parser (spec 4.5, legacy): queued; the result goes to `webhook_url`. */
  parseResumeV2(parts: MultipartInput<ParseResumeV2Parts>, options?: CallOptions): Promise<ParseResumeV2Response> {
    return this.#call('parseResumeV2', { body: parts }, options);
  }

  /** GET /files/{key}: a stored original or photo (the last segment of `info_resume.url`). No key is sent. */
  getFile(params: GetFilePathParams, options?: CallOptions): Promise<GetFileResponse> {
    return this.#call('getFile', { pathParams: params }, options);
  }

  /** GET /openapi.json: the document these types were generated from, as the service serves it now. */
  getOpenApiDocument(options?: CallOptions): Promise<GetOpenApiDocumentResponse> {
    return this.#call('getOpenApiDocument', {}, options);
  }

  /** GET /docs: the HTML reference. */
  getDocs(options?: CallOptions): Promise<GetDocsResponse> {
    return this.#call('getDocs', {}, options);
  }

  async #call<Id extends OperationId>(id: Id, input: CallInput, options: CallOptions = {}): Promise<OperationTypes[Id]['response']> {
    const spec: OperationSpec = OPERATIONS[id];
    const what = `${spec.method} ${spec.path}`;
    const url = this.#baseUrl + spec.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String((input.pathParams as Record<string, unknown>)[name])));
    const timeoutMs = options.timeoutMs ?? this.#timeouts[id] ?? (spec.request === 'multipart' ? PARSE_TIMEOUT_MS : JSON_TIMEOUT_MS);
    const makeBody = bodyMaker(spec, input.body);
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.#attempt(spec, url, makeBody, { what, timeoutMs, signal: options.signal, attempt });
      if (!(outcome instanceof RecruitApiError)) return outcome as OperationTypes[Id]['response'];
      if (attempt >= this.#retry.maxAttempts || !this.#retry.statuses.includes(outcome.status)) throw outcome;
      await sleep(retryDelayMs(attempt, outcome.retryAfter, this.#retry), options.signal);
    }
  }

  /** One request: the decoded answer, or the error answer for the caller to retry or throw. */
  async #attempt(spec: OperationSpec, url: string, makeBody: () => RequestBody, call: { what: string; timeoutMs: number; signal: AbortSignal | undefined; attempt: number }): Promise<unknown> {
    const { signal } = call;
    signal?.throwIfAborted();
    const controller = new AbortController();
    let timedOut = false;
    // The timer covers the whole answer, body included: a stalled body is a timeout too.
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, call.timeoutMs);
    const forwardAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', forwardAbort, { once: true });
    try {
      const { body, contentType } = makeBody();
      const headers: Record<string, string> = {};
      if (spec.access !== 'public' && this.#apiKey !== undefined) headers['x-api-key'] = this.#apiKey;
      if (contentType) headers['content-type'] = contentType;
      const response = await this.#fetch(url, { method: spec.method, headers, body, signal: controller.signal });
      if (!response.ok) return await apiErrorOf(response, call.what, call.attempt);
      return await readAnswer(response, spec, call.what, call.attempt);
    } catch (error) {
      if (error instanceof RecruitApiError) throw error;
      if (timedOut) throw new RecruitTimeoutError(`${call.what} did not answer within ${call.timeoutMs} ms`, { timeoutMs: call.timeoutMs, attempts: call.attempt });
      if (signal?.aborted) throw signal.reason;
      throw new RecruitNetworkError(`${call.what} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error, attempts: call.attempt });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }
}

interface RequestBody {
  body: string | FormData | undefined;
  /** Set for JSON; a FormData body sets its own, with the boundary. */
  contentType: string | undefined;
}

/**
 * A function giving a fresh body per attempt: a FormData (or a stream) may not be sendable
 * twice, so a retried upload rebuilds its form from the Blob made once here.
 */
function bodyMaker(spec: OperationSpec, input: object | undefined): () => RequestBody {
  if (spec.request === 'json') {
    const json = JSON.stringify(input);
    return () => ({ body: json, contentType: 'application/json' });
  }
  if (spec.request !== 'multipart') return () => ({ body: undefined, contentType: undefined });
  const { filename, ...parts } = input as Record<string, unknown> & { filename?: string };
  const entries = Object.entries(parts)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => {
      if (!spec.binaryParts.includes(name)) return { name, value: String(value) };
      const blob = toBlob(name, value);
      return { name, value: blob, filename: filename ?? fileNameOf(blob) ?? 'resume' };
    });
  return () => {
    const form = new FormData();
    for (const entry of entries) {
      if (typeof entry.value === 'string') form.append(entry.name, entry.value);
      else form.append(entry.name, entry.value, entry.filename);
    }
    return { body: form, contentType: undefined };
  };
}

function toBlob(name: string, value: unknown): Blob {
  if (value instanceof Blob) return value;
  // A copy into a fresh ArrayBuffer: a Buffer may be a view into Node's shared pool.
  if (value instanceof Uint8Array) return new Blob([new Uint8Array(value)]);
  throw new TypeError(`the part ${name} must be a Blob, a Uint8Array or a Buffer`);
}

function fileNameOf(blob: Blob): string | undefined {
  const name = (blob as Blob & { name?: unknown }).name;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

async function readAnswer(response: Response, spec: OperationSpec, what: string, attempt: number): Promise<unknown> {
  if (spec.response === 'text') return response.text();
  if (spec.response === 'binary') return response.blob();
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RecruitApiError({ status: response.status, message: `${what} answered ${response.status} with a body that is not JSON`, code: null, kind: null, body: text, requestId: response.headers.get('x-request-id'), retryAfter: null, attempts: attempt });
  }
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

type Assert<T extends true> = T;
type MissingMethods = Exclude<OperationId, keyof RecruitClient>;
/** Fails to compile, naming the operation, when the document gains one the client has no method for. */
export type EveryOperationHasAMethod = Assert<[MissingMethods] extends [never] ? true : { missing: MissingMethods }>;
