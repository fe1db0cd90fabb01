/** How the client retries 502, 503 and 504 (spec 4.1 item 5, 7.1). */
export interface RetryPolicy {
  /** Attempts in all, the first included; 1 disables retries. */
  maxAttempts: number;
  /** First backoff without `Retry-After`; doubles at each attempt. */
  baseDelayMs: number;
  /** Longest wait between attempts, `Retry-After` included. */
  maxDelayMs: number;
  /** Statuses retried; a 4xx never is (spec 7.1: "A 4xx is never retried unchanged"). */
  statuses: readonly number[];
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 3, baseDelayMs: 500, maxDelayMs: 30_000, statuses: [502, 503, 504] };

/** `Retry-After` in milliseconds: delay-seconds or an HTTP date (RFC 9110 10.2.3); null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * The wait before attempt `attempt + 1`: what `Retry-After` asks, else an exponential backoff with
 * jitter (half fixed, half random, so that clients failed together do not retry together);
 * never more than `maxDelayMs`.
 */
export function retryDelayMs(attempt: number, retryAfter: string | null, policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>, now: number = Date.now(), random: () => number = Math.random): number {
  const asked = parseRetryAfter(retryAfter, now);
  if (asked !== null) return Math.min(asked, policy.maxDelayMs);
  const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(backoff / 2 + (random() * backoff) / 2);
}
