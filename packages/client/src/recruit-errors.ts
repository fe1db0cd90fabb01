import { NAMED_ERRORS, type ErrorKind } from './generated/api-types.js';

/** Whatever the client throws (other than the caller's own abort reason). */
export class RecruitError extends Error {
  override name = 'RecruitError';
}

/**
 * The service answered with an error status (spec 7). `message` is the body's `error` string,
 * `code` the body's `code` (the spec's machine code, e.g. `INVALID_FILE` or `PARSER_UNAVAILABLE`;
 * null when the body has none, as for 401 and 403), and `kind` the name the OpenAPI document gives
 * this error (e.g. `INVALID_API_KEY`), found from the status and the exact message.
 */
export class RecruitApiError extends RecruitError {
  override name = 'RecruitApiError';
  readonly status: number;
  readonly code: string | null;
  readonly kind: ErrorKind | null;
  /** The decoded body (JSON when it was JSON, else its text). */
  readonly body: unknown;
  /** The `x-request-id` header, to quote when reporting a problem. */
  readonly requestId: string | null;
  /** The `Retry-After` header as sent (seconds or an HTTP date). */
  readonly retryAfter: string | null;
  /** How many attempts were made, this one included. */
  readonly attempts: number;

  constructor(init: { status: number; message: string; code: string | null; kind: ErrorKind | null; body: unknown; requestId: string | null; retryAfter: string | null; attempts: number }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.kind = init.kind;
    this.body = init.body;
    this.requestId = init.requestId;
    this.retryAfter = init.retryAfter;
    this.attempts = init.attempts;
  }
}

/** No HTTP answer: the connection failed or broke (`cause` holds the fetch error). */
export class RecruitNetworkError extends RecruitError {
  override name = 'RecruitNetworkError';
  readonly attempts: number;

  constructor(message: string, options: { cause?: unknown; attempts: number }) {
    super(message, { cause: options.cause });
    this.attempts = options.attempts;
  }
}

/** No complete answer within the operation's timeout (spec 4.1 and 4.2: 150 s parse, 65 s JSON). */
export class RecruitTimeoutError extends RecruitNetworkError {
  override name = 'RecruitTimeoutError';
  readonly timeoutMs: number;

  constructor(message: string, options: { timeoutMs: number; attempts: number }) {
    super(message, { attempts: options.attempts });
    this.timeoutMs = options.timeoutMs;
  }
}

/** The document's name for an error, from its status and exact `error` message. */
export function errorKindOf(status: number, message: string): ErrorKind | null {
  return NAMED_ERRORS.find((named) => named.status === status && named.error === message)?.kind ?? null;
}

/** Reads an error answer into a RecruitApiError; a body that is not ours keeps a generic message. */
export async function apiErrorOf(response: Response, what: string, attempts: number): Promise<RecruitApiError> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // A proxy's HTML page or an empty body: kept as text.
  }
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof fields.error === 'string' ? fields.error : `${what} answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  return new RecruitApiError({
    status: response.status,
    message,
    code: typeof fields.code === 'string' ? fields.code : null,
    kind: typeof fields.error === 'string' ? errorKindOf(response.status, message) : null,
    body,
    requestId: response.headers.get('x-request-id'),
    retryAfter: response.headers.get('retry-after'),
    attempts,
  });
}
