/**
 * What the console tells the user when a call fails: the service's own message (the `error` of
 * its body, spec 2.6) and what to do about it. DOM-free, so the unit tests pin it.
 */

export interface Failure {
  /** HTTP status; null when the service could not be reached at all. */
  status: number | null;
  body: unknown;
  retryAfter: string | null;
  requestId: string | null;
  /** The network error, when there was no answer. */
  networkError?: string;
}

export interface Advice {
  title: string;
  /** The message as the service wrote it. */
  message: string;
  /** What to do next. */
  action: string;
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

export function adviceFor(failure: Failure): Advice {
  if (failure.status === null) {
    return {
      title: 'The service could not be reached',
      message: failure.networkError ?? 'No answer.',
      action: 'Check that the service is running and that this page comes from it, then try again.',
    };
  }
  const error = field(failure.body, 'error');
  const code = field(failure.body, 'code');
  const message = typeof error === 'string' ? error : `The service answered HTTP ${failure.status}.`;
  const title = `HTTP ${failure.status}${typeof code === 'string' ? ` · ${code}` : ''}`;
  return { title, message, action: actionFor(failure, message) };
}

function actionFor(failure: Failure, message: string): string {
  const status = failure.status!;
  const wait = failure.retryAfter ? ` (the service asks to wait ${failure.retryAfter} s)` : '';
  if (status === 401) return 'Check the API key at the top of the page: paste a valid, unrevoked key (an administrator creates one with `npx recruit keys create --credits 100`).';
  if (status === 402 || (status === 403 && /credit/i.test(message))) {
    const balance = field(failure.body, 'availableCredits');
    const left = typeof balance === 'number' ? ` Credits left: ${balance}.` : '';
    return `Add credits to this key with \`npx recruit credits add KEY N\`, then try again.${left}`;
  }
  if (status === 413) return 'Upload a smaller file: at most 6 MiB (keep it under 4.5 MB).';
  if (status === 415) return 'Send the file through the upload area of this page.';
  if (status === 422) return 'The document itself is the problem, as the message says: try another file or another format of the resume.';
  if (status === 400) return 'Correct what the message names and try again.';
  if (status === 404) return 'This service does not have that endpoint: check that the console and the service come from the same version.';
  if (status === 502 || status === 503 || status === 504) return `A temporary failure: retry later${wait}.`;
  if (status >= 500) return 'Retry; if it happens again, give the request id below to the administrator (it is in the service logs).';
  return 'Try again.';
}
