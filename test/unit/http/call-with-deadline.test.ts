import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/errors/api-error.js';
import { callWithDeadline } from '../../../src/http/call-with-deadline.js';

describe('callWithDeadline', () => {
  it('returns the result of work that finishes in time', async () => {
    await expect(callWithDeadline(1000, async () => 42)).resolves.toBe(42);
  });

  it('answers Upstream API unavailable past the deadline and aborts the signal', async () => {
    let seen: AbortSignal | undefined;
    const error = await callWithDeadline(20, (signal) => {
      seen = signal;
      return new Promise<never>(() => {});
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('UPSTREAM_UNAVAILABLE');
    expect(seen?.aborted).toBe(true);
  });

  it('answers the deadline, not the AbortError, when the work listens to the signal', async () => {
    const error = await callWithDeadline(
      20,
      (signal) =>
        new Promise<never>((_, reject) => {
          signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    ).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('passes other failures through', async () => {
    await expect(callWithDeadline(1000, async () => Promise.reject(new TypeError('boom')))).rejects.toThrow('boom');
  });
});
