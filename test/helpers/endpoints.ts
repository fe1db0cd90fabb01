import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.js';

/** An endpoint under test, with a body that succeeds against the fake engine. */
export interface EndpointCase {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  access: 'key' | 'billed';
  /** Spec 2.6: the JSON endpoints add `availableCredits` to their 403. */
  reportsAvailableCredits: boolean;
  validBody?: Record<string, unknown>;
  /** False for endpoints that answer without the engine: the engine's failure cases do not apply. */
  usesEngine?: boolean;
}

export const EXTRACT: EndpointCase = {
  name: 'extract-criteria',
  method: 'POST',
  url: '/api/v1/jobs/extract-criteria',
  access: 'billed',
  reportsAvailableCredits: true,
  validBody: { job_text: 'Développeur Python, anglais courant, Docker apprécié.' },
};

export const MATCH: EndpointCase = {
  name: 'job-candidate',
  method: 'POST',
  url: '/api/v1/matching/job-candidate',
  access: 'billed',
  reportsAvailableCredits: true,
  validBody: {
    job_text: 'Développeur Python.',
    candidate_text: 'Jeanne Exemple, développeuse Python.',
    matching_criteria: [{ id: 'crit_1', label: 'Python', weight: 3, is_mandatory: true, rationale: 'Le poste l’exige.' }],
  },
};

export const RANK: EndpointCase = {
  name: 'job-candidates/rank',
  method: 'POST',
  url: '/api/v1/matching/job-candidates/rank',
  access: 'billed',
  reportsAvailableCredits: true,
  validBody: {
    job_text: 'Développeur Python, anglais courant.',
    candidates: [
      { id: 'a', candidate_text: 'Python et anglais.' },
      { id: 'b', candidate_text: 'Comptable.' },
    ],
  },
};

export const SKILLS: EndpointCase = {
  name: 'skills/normalize',
  method: 'POST',
  url: '/api/v1/skills/normalize',
  access: 'billed',
  reportsAvailableCredits: true,
  validBody: { skills: ['JS', 'gestion de projet'] },
  usesEngine: false,
};

export const STATUS: EndpointCase = { name: 'status', method: 'GET', url: '/api/v1/status', access: 'key', reportsAvailableCredits: false };

export const JSON_ENDPOINTS = [EXTRACT, MATCH, RANK] as const;
export const KEYED_ENDPOINTS = [...JSON_ENDPOINTS, SKILLS, STATUS] as const;

export interface CallOptions {
  key?: string;
  /** JSON-encoded unless `payload` is given. */
  body?: unknown;
  /** Raw payload, sent as is. */
  payload?: string | Buffer;
  headers?: Record<string, string>;
  /** Sends the body without any Content-Type header. */
  omitContentType?: boolean;
}

/** Calls an endpoint in-process; JSON content type by default when there is a body. */
export function call(t: TestApp, endpoint: Pick<EndpointCase, 'method' | 'url'>, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  const hasBody = options.body !== undefined || options.payload !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';
  if (options.key !== undefined) headers['x-api-key'] = options.key;
  Object.assign(headers, options.headers);
  if (options.omitContentType) delete headers['content-type'];
  const request: InjectOptions = { method: endpoint.method, url: endpoint.url, headers };
  if (options.payload !== undefined) request.payload = options.payload;
  else if (options.body !== undefined) request.payload = JSON.stringify(options.body);
  return t.app.inject(request);
}
