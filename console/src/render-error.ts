import { ApiFailure } from './api.js';
import { fill, h, type Child } from './dom.js';
import { adviceFor, type Advice } from './error-advice.js';

/** A problem the console finds before calling the service (no criteria, no resume…). */
export class ConsoleProblem extends Error {
  constructor(readonly advice: Advice) {
    super(advice.message);
    this.name = 'ConsoleProblem';
  }
}

/** `run `npx x`` → text and <code> pieces. */
function withCode(text: string): Child[] {
  return text.split('`').map((piece, i) => (i % 2 === 1 ? h('code', {}, piece) : piece));
}

function adviceOf(error: unknown): Advice {
  if (error instanceof ApiFailure) return adviceFor(error.failure);
  if (error instanceof ConsoleProblem) return error.advice;
  return { title: 'The console failed', message: error instanceof Error ? error.message : String(error), action: 'Reload the page and try again.' };
}

/**
 * Shows a failure in its section: what was being done, the service's message as it wrote it,
 * what to do, and the request id to quote.
 */
export function showError(slot: HTMLElement, error: unknown, context?: string): void {
  const advice = adviceOf(error);
  const requestId = error instanceof ApiFailure ? error.failure.requestId : null;
  fill(
    slot,
    h(
      'div',
      { class: 'error', role: 'alert' },
      h('p', { class: 'error-title' }, context ? `${context} — ${advice.title}` : advice.title),
      h('p', { class: 'error-message' }, advice.message),
      h('p', { class: 'error-action' }, ...withCode(advice.action)),
      requestId ? h('p', { class: 'hint' }, 'Request id: ', h('code', {}, requestId)) : null,
    ),
  );
}

export function clearError(slot: HTMLElement): void {
  slot.replaceChildren();
}
