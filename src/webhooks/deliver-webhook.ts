/**
 * Posts a parse result to the caller's webhook (spec 6): JSON, 2 s per attempt, up to 3 attempts
 * on timeouts, network errors, 429 and 5xx, none on other 4xx. The SSRF guard runs at connection
 * time (address-guard.ts). Every delivery carries a `webhook-id`, the same for every attempt
 * of one message (a V2 job's id: also across restarts and instances), so a receiver can drop a
 * repeat. Unsigned by default, as the spec says; with a secret, the other Standard Webhooks
 * headers (`webhook-timestamp`, `webhook-signature: v1,…`).
 * Never throws: the outcome is data, and it never changes the HTTP answer.
 */
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { guardedLookup, isPrivateAddress } from './address-guard.js';

export interface WebhookOptions {
  allowPrivate: boolean;
  secret: string | null;
  attemptTimeoutMs?: number;
  attempts?: number;
  /** Between attempts; the wait grows linearly. */
  retryDelayMs?: number;
  /** The `webhook-id` of the message; a fresh one by default. */
  messageId?: string;
}

export interface DeliveryOutcome {
  delivered: boolean;
  attempts: number;
  /** Last status or error, for the logs. */
  last: string;
}

export async function deliverWebhook(url: string, payload: unknown, options: WebhookOptions): Promise<DeliveryOutcome> {
  const attempts = options.attempts ?? 3;
  const body = Buffer.from(JSON.stringify(payload));
  const id = options.messageId ?? `msg_${randomUUID()}`;
  let last = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const result = await postOnce(url, body, id, options);
    last = result.status !== undefined ? `HTTP ${result.status}` : (result.error ?? 'unknown');
    if (result.status !== undefined && result.status >= 200 && result.status < 300) return { delivered: true, attempts: attempt, last };
    const retryable = result.status === undefined ? !result.blocked : result.status === 429 || result.status >= 500;
    if (!retryable || attempt === attempts) return { delivered: false, attempts: attempt, last };
    await new Promise((r) => setTimeout(r, (options.retryDelayMs ?? 200) * attempt));
  }
  return { delivered: false, attempts, last };
}

function postOnce(url: string, body: Buffer, id: string, options: WebhookOptions): Promise<{ status?: number; error?: string; blocked?: boolean }> {
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return resolve({ error: 'invalid URL', blocked: true });
    }
    const hostname = target.hostname.replace(/^\[|\]$/g, '');
    // A literal IP never goes through `lookup`: checked here.
    if (net.isIP(hostname) && !options.allowPrivate && isPrivateAddress(hostname)) {
      return resolve({ error: `private address ${hostname}`, blocked: true });
    }
    const headers: Record<string, string | number> = { 'content-type': 'application/json', 'content-length': body.length, 'user-agent': 'recruit-api-webhook', 'webhook-id': id };
    if (options.secret) Object.assign(headers, signatureHeaders(options.secret, id, body));
    const transport = target.protocol === 'https:' ? https : http;
    const request = transport.request(
      target,
      { method: 'POST', headers, lookup: guardedLookup(options.allowPrivate) as never, timeout: options.attemptTimeoutMs ?? 2_000 },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode }));
        response.on('error', () => resolve({ status: response.statusCode }));
      },
    );
    const deadline = setTimeout(() => request.destroy(new Error('timeout')), options.attemptTimeoutMs ?? 2_000);
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve({ error: error.message, blocked: error.name === 'BlockedAddressError' }));
    request.on('close', () => clearTimeout(deadline));
    request.end(body);
  });
}

/** Standard Webhooks: HMAC-SHA256 of `id.timestamp.body` with the base64 secret after `whsec_`. */
export function signatureHeaders(secret: string, id: string, body: Buffer, now = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}

/** Spec 6: the payload is the answer, but `status` is `partial` and `upstream_status` absent when steps were skipped. */
export function webhookPayload(answer: { status: string; upstream_status?: string }): Record<string, unknown> {
  const { upstream_status: upstream, ...rest } = answer;
  return { ...rest, status: upstream === 'partial' ? 'partial' : answer.status };
}
