/**
 * One POST {base}/chat/completions, retried on what is worth retrying (429, 5xx, network errors,
 * timeouts) with backoff, inside a budget that ends at the call's deadline. Everything else, and
 * a budget spent, is an EngineFailure: spec 4.2 item 5 ("transient model errors are retried
 * inside the service"), spec 7.2 (502 after the internal retries).
 */
import { EngineFailure } from '../engine.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatClientOptions {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** Injected so that tests and a future proxy can stand in for the network (STYLE 7). */
  fetch?: typeof fetch;
  /** Backoff of the first transient retry; doubled each time. Tests shorten it. */
  baseBackoffMs?: number;
}

export interface ChatRequest {
  messages: ChatMessage[];
  responseFormat: Record<string, unknown> | null;
  /** Epoch milliseconds past which no attempt starts and the running one is cut off. */
  deadline: number;
  /** The caller's signal (the gateway deadline, a closed connection): its abort is rethrown as is. */
  signal?: AbortSignal;
}

export interface ChatAnswer {
  content: string;
  /** `length` means the answer was cut off: incomplete, to be asked again. */
  finishReason: string | null;
}

const MAX_TRANSIENT_RETRIES = 4;
const MAX_BACKOFF_MS = 8_000;

export type ChatClient = (request: ChatRequest) => Promise<ChatAnswer>;

export function createChatClient(options: ChatClientOptions): ChatClient {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl}/chat/completions`;
  const baseBackoff = options.baseBackoffMs ?? 500;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

  return async ({ messages, responseFormat, deadline, signal }) => {
    const body = JSON.stringify({
      model: options.model,
      messages,
      temperature: 0,
      ...(responseFormat ? { response_format: responseFormat } : {}),
    });
    for (let attempt = 0; ; attempt++) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new EngineFailure('model call budget exceeded');
      const budget = AbortSignal.timeout(remaining);
      const combined = signal ? AbortSignal.any([signal, budget]) : budget;
      let retryAfterMs: number | null = null;
      let problem: string;
      try {
        const res = await doFetch(url, { method: 'POST', headers, body, signal: combined });
        const text = await res.text();
        const answer = res.ok ? readAnswer(text) : null;
        if (answer) return answer;
        // A 200 whose body is not a completion is a proxy's or a server's hiccup: asked again as is.
        problem = res.ok ? 'model server answered a body that is not a completion' : `model server answered ${res.status}`;
        if (!res.ok && res.status !== 429 && res.status < 500) throw new EngineFailure(problem);
        retryAfterMs = parseRetryAfter(res.headers.get('retry-after'));
      } catch (error) {
        if (signal?.aborted) throw signal.reason ?? error;
        if (error instanceof EngineFailure) throw error;
        if (budget.aborted) throw new EngineFailure('model call budget exceeded', { cause: error });
        // fetch rejects with a TypeError on refused or reset connections: transient.
        problem = `model server unreachable: ${(error as Error).message}`;
      }
      if (attempt >= MAX_TRANSIENT_RETRIES) throw new EngineFailure(`${problem} after ${attempt + 1} attempts`);
      const backoff = Math.min(MAX_BACKOFF_MS, baseBackoff * 2 ** attempt) * (0.75 + Math.random() * 0.5);
      const wait = Math.max(retryAfterMs ?? 0, backoff);
      // A wait that ends past the budget cannot lead to an answer: fail now rather than later.
      if (Date.now() + wait >= deadline) throw new EngineFailure(`${problem}; no time left to retry`);
      await sleep(wait, signal);
    }
  };
}

function readAnswer(text: string): ChatAnswer | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const choice = (parsed as { choices?: { message?: { content?: unknown }; finish_reason?: unknown }[] } | null)?.choices?.[0];
  if (!choice) return null;
  const content = choice.message?.content;
  return {
    content: typeof content === 'string' ? content : '',
    finishReason: typeof choice.finish_reason === 'string' ? choice.finish_reason : null,
  };
}

/** Retry-After in seconds or as an HTTP date (RFC 9110 10.2.3); null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
