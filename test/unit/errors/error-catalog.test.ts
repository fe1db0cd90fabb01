import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/errors/api-error.js';
import { ERROR_CATALOG, errorBody, type ErrorSpec } from '../../../src/errors/error-catalog.js';

describe('error catalog', () => {
  it('builds the two body shapes of spec 2.6', () => {
    expect(errorBody('JOB_TEXT_EMPTY')).toStrictEqual({ success: false, error: 'job_text cannot be empty' });
    expect(errorBody('INVALID_API_KEY')).toStrictEqual({ error: 'Invalid API Key' });
    expect(errorBody('INSUFFICIENT_CREDITS', { availableCredits: 0 })).toStrictEqual({ error: 'Insufficient credits available', availableCredits: 0 });
  });

  it('never puts availableCredits on a service error', () => {
    expect(errorBody('INTERNAL_SERVICE_ERROR', { availableCredits: 3 })).toStrictEqual({ success: false, error: 'Internal server error. Please try again later.' });
  });

  it('carries Retry-After: 1 on the credit 503', () => {
    const error = new ApiError('CREDIT_SERVICE_UNAVAILABLE');
    expect([error.status, error.headers(), error.body()]).toStrictEqual([503, { 'retry-after': '1' }, { error: 'Credit service temporarily unavailable' }]);
  });

  it('has one message per code (but the 502/503/504 of PARSER_UNAVAILABLE, which spec 7.1 gives one), none blank', () => {
    const specs: ErrorSpec[] = Object.values(ERROR_CATALOG);
    const messages = specs.map((spec) => `${spec.wireCode ?? spec.status}:${spec.message}`);
    expect(new Set(messages).size).toBe(messages.length - 2);
    expect(specs.filter((s) => s.wireCode === 'PARSER_UNAVAILABLE').map((s) => s.status)).toEqual([502, 503, 504]);
    for (const message of messages) expect(message.trim()).not.toBe('');
  });
});
