import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { OpenApiDocument } from '../../src/openapi/build-openapi-document.js';
import type { TestApp } from './test-app.js';

const documents = new WeakMap<TestApp, Promise<OpenApiDocument>>();

/**
 * Asserts a whole error body with strict equality, and that the route's OpenAPI entry documents
 * exactly this body under this status: what the runtime answers is what the docs promise.
 */
export async function expectError(t: TestApp, res: LightMyRequestResponse, status: number, body: unknown): Promise<void> {
  expect({ status: res.statusCode, body: res.json() as unknown }).toStrictEqual({ status, body });
  expect(res.headers['x-request-id']).toEqual(expect.any(String));
  let document = documents.get(t);
  if (!document) {
    document = t.app.inject({ method: 'GET', url: '/openapi.json' }).then((r) => r.json() as OpenApiDocument);
    documents.set(t, document);
  }
  const path = new URL(res.raw.req.url ?? '/', 'http://x').pathname;
  const operation = (await document).paths[path]?.[res.raw.req.method?.toLowerCase() ?? ''];
  const examples = operation?.responses[String(status)]?.content?.['application/json']?.examples ?? {};
  expect(Object.values(examples).map((example) => example.value), `${status} ${JSON.stringify(body)} documented for ${path}`).toContainEqual(body);
}
