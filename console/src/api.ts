import type { Failure } from './error-advice.js';
import type { MatchResult, ParsedResume, RankResult, Criterion } from './types.js';

/** A call that did not answer 2xx, or did not answer at all. */
export class ApiFailure extends Error {
  constructor(readonly failure: Failure) {
    super(failure.networkError ?? `HTTP ${failure.status}`);
    this.name = 'ApiFailure';
  }
}

/**
 * The service's endpoints, relative to the console's own address (`/console/` → `/`), so the
 * console works behind a proxy that mounts the service under a prefix.
 */
const endpoint = (path: string) => new URL(`../${path}`, document.baseURI).href;

async function call<T>(path: string, key: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(endpoint(path), { ...init, headers: { ...(init.headers as Record<string, string>), 'x-api-key': key }, credentials: 'omit', cache: 'no-store' });
  } catch (error) {
    throw new ApiFailure({ status: null, body: null, retryAfter: null, requestId: null, networkError: error instanceof Error ? error.message : String(error) });
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): kept as text.
  }
  if (!response.ok) {
    throw new ApiFailure({
      status: response.status,
      body,
      retryAfter: response.headers.get('retry-after'),
      requestId: response.headers.get('x-parser-request-id') ?? response.headers.get('x-request-id'),
    });
  }
  return body as T;
}

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export function parseResume(key: string, file: File, doNotStore: boolean): Promise<ParsedResume> {
  const form = new FormData();
  form.append('file', file, file.name);
  if (doNotStore) form.append('do_not_store_data', 'true');
  return call<ParsedResume>('api/v3/parser', key, { method: 'POST', body: form });
}

export function extractCriteria(key: string, jobText: string): Promise<{ matching_criteria: Criterion[] }> {
  return call('api/v1/jobs/extract-criteria', key, json({ job_text: jobText }));
}

export function matchCandidate(key: string, jobText: string, candidateText: string, criteria: Criterion[]): Promise<MatchResult> {
  return call('api/v1/matching/job-candidate', key, json({ job_text: jobText, candidate_text: candidateText, matching_criteria: criteria }));
}

export function rankCandidates(key: string, jobText: string, candidates: Array<{ id: string; candidate_text: string }>): Promise<RankResult> {
  return call('api/v1/matching/job-candidates/rank', key, json({ job_text: jobText, candidates }));
}
