import { ApiError } from '../errors/api-error.js';

/**
 * Runs `work` with an AbortSignal that fires after `ms`; past the deadline the call answers the
 * gateway's 502 `Upstream API unavailable` (spec 4.2 item 5) whether or not the work listens to
 * the signal. Work that finishes later is dropped, and never charged. `work` also gets the
 * deadline itself (epoch ms), to plan within it.
 */
export async function callWithDeadline<T>(ms: number, work: (signal: AbortSignal, deadline: number) => Promise<T>): Promise<T> {
  const ends = Date.now() + ms;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Reject first, abort second: the race must settle on the deadline, not on the
      // AbortError the work may throw once it sees the signal.
      const reason = new Error(`deadline of ${ms} ms exceeded`);
      reject(new ApiError('UPSTREAM_UNAVAILABLE', {}, { cause: reason }));
      controller.abort(reason);
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal, ends), deadline]);
  } catch (error) {
    if (controller.signal.aborted && !(error instanceof ApiError)) throw new ApiError('UPSTREAM_UNAVAILABLE', {}, { cause: error });
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
