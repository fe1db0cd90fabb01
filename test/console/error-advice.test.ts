import { describe, expect, it } from 'vitest';
import { adviceFor, type Failure } from '../../console/src/error-advice.js';
import { errorBody } from '../../src/errors/error-catalog.js';

const failure = (status: number | null, body: unknown, extra: Partial<Failure> = {}): Failure => ({ status, body, retryAfter: null, requestId: null, ...extra });

describe('what the console says when a call fails', () => {
  it('shows the service message as written, with what to do', () => {
    expect(adviceFor(failure(401, errorBody('INVALID_API_KEY')))).toMatchObject({ title: 'HTTP 401', message: 'Invalid API Key', action: expect.stringContaining('Check the API key') });
    expect(adviceFor(failure(401, errorBody('MISSING_API_KEY'))).message).toBe('Missing API Key');
  });

  it('tells how to add credits, on 403 (this service) as on 402', () => {
    const advice = adviceFor(failure(403, errorBody('INSUFFICIENT_CREDITS', { availableCredits: 0 })));
    expect(advice.message).toBe('Insufficient credits available');
    expect(advice.action).toContain('`npx recruit credits add KEY N`');
    expect(advice.action).toContain('Credits left: 0.');
    expect(adviceFor(failure(402, { error: 'Payment required' })).action).toContain('npx recruit credits add KEY N');
  });

  it('names a document error by its code and keeps its message', () => {
    const advice = adviceFor(failure(422, errorBody('DOCUMENT_NOT_A_RESUME')));
    expect(advice.title).toBe('HTTP 422 · DOCUMENT_NOT_A_RESUME');
    expect(advice.message).toBe('This document does not appear to be a CV or resume. Please upload a CV or resume and try again.');
    expect(adviceFor(failure(413, errorBody('UPLOAD_TOO_LARGE'))).action).toContain('6 MiB');
  });

  it.each([502, 503, 504])('asks to retry later on %i', (status) => {
    expect(adviceFor(failure(status, errorBody('PARSER_BUSY'), { retryAfter: '1' })).action).toBe('A temporary failure: retry later (the service asks to wait 1 s).');
  });

  it('reads a service-shaped body and a body that is not JSON', () => {
    expect(adviceFor(failure(400, errorBody('JOB_TEXT_EMPTY'))).message).toBe('job_text cannot be empty');
    expect(adviceFor(failure(500, '<html>proxy</html>')).message).toBe('The service answered HTTP 500.');
  });

  it('says when the service could not be reached', () => {
    expect(adviceFor(failure(null, null, { networkError: 'Failed to fetch' }))).toMatchObject({ title: 'The service could not be reached', message: 'Failed to fetch' });
  });
});
