import { ERROR_CATALOG, errorBody, type ErrorBody, type ErrorCode, type ErrorExtras, type ErrorSpec } from './error-catalog.js';

/**
 * An error the client is meant to see, exactly as the catalog describes it. Thrown anywhere
 * below the HTTP layer; the one error handler turns it into a response unchanged.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly extras: ErrorExtras;

  constructor(code: ErrorCode, extras: ErrorExtras = {}, options?: { cause?: unknown }) {
    super(ERROR_CATALOG[code].message, options);
    this.name = 'ApiError';
    this.code = code;
    this.status = ERROR_CATALOG[code].status;
    this.extras = extras;
  }

  body(): ErrorBody {
    return errorBody(this.code, this.extras);
  }

  headers(): Readonly<Record<string, string>> {
    const spec: ErrorSpec = ERROR_CATALOG[this.code];
    return spec.headers ?? {};
  }
}
