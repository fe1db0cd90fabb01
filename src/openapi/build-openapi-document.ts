import { z } from 'zod';
import { API_VERSION, SERVICE_VERSION } from '../config/versions.js';
import { ERROR_CATALOG, errorBody, type ErrorCode, type ErrorSpec } from '../errors/error-catalog.js';
import type { RouteDefinition } from '../http/route-definition.js';
import { ERROR_SCHEMAS } from '../http/schemas/error-schemas.js';

/** A JSON value of the document; the OpenAPI types would be a dependency for little gain. */
export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, OpenApiOperation>> };
export type OpenApiOperation = Record<string, unknown> & { responses: Record<string, OpenApiResponse> };
export interface OpenApiResponse {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: unknown; example?: unknown; examples?: Record<string, { summary: string; value: unknown }> }>;
}

const INTRO = [
  'Recruit API: resume parsing, job criteria extraction, candidate matching and ranking, skills normalization.',
  '',
  'Every endpoint except `/healthz`, `/readyz`, `/metrics`, `/openapi.json` and `/docs` needs the `X-API-Key` header (`Authorization: Bearer` is not accepted). Every successful call to a billed endpoint costs 1 credit; failed calls are free.',
  '',
  'Checks run in this order on every endpoint: key (401), credits (403, or 503 when the credit store cannot be reached), content type and body (400/500), validation (400, first problem only), the operation (502 on engine failure or after 60 s), the debit (403 if concurrent calls emptied the account meanwhile, 503 if the store failed).',
  '',
  'An unknown method or path answers 404 `{"error":"Not Found"}`, with or without a key.',
].join('\n');

/**
 * The OpenAPI 3.1 document, generated from the route declarations, their zod schemas and the
 * error catalog: the same objects the runtime uses, so the document cannot drift from it.
 */
export function buildOpenApiDocument(routes: readonly RouteDefinition[], options: { serverUrl?: string } = {}): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    // Fastify's `:key` is OpenAPI's `{key}`.
    (paths[route.path.replace(/:(\w+)/g, '{$1}')] ??= {})[route.method.toLowerCase()] = operationOf(route);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Recruit API', version: API_VERSION, description: INTRO, 'x-service-version': SERVICE_VERSION },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } },
      schemas: { GatewayError: jsonSchemaOf(ERROR_SCHEMAS.gateway), ServiceError: jsonSchemaOf(ERROR_SCHEMAS.service) },
    },
  };
}

function operationOf(route: RouteDefinition): OpenApiOperation {
  const operation: OpenApiOperation = {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    description: route.description,
    security: route.access === 'public' ? [] : [{ ApiKey: [] }],
    'x-access': route.access,
    'x-credits-per-call': route.access === 'billed' ? 1 : 0,
    responses: {
      [String(route.response.status ?? 200)]: {
        description: route.response.description,
        content: { [route.response.contentType]: { ...(route.response.schema ? { schema: jsonSchemaOf(route.response.schema, 'output') } : {}), ...(route.response.example !== undefined ? { example: route.response.example } : {}) } },
      },
      ...otherResponsesOf(route),
      ...errorResponsesOf(route),
    },
  };
  const parameters = [...route.path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
  if (parameters.length > 0) operation.parameters = parameters;
  if (route.multipart) {
    operation.requestBody = {
      required: true,
      description: 'Content-Type `multipart/form-data`; the encoded upload at most 6 MiB (6,291,456 bytes).',
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: route.multipart.parts.filter((p) => p.required).map((p) => p.name),
            properties: Object.fromEntries(
              route.multipart.parts.map((p) => [p.name, { type: 'string', ...(p.type === 'file' ? { format: 'binary' } : {}), description: p.description }]),
            ),
          },
        },
      },
    };
  } else if (route.request) {
    operation.requestBody = {
      required: true,
      description: 'Content-Type `application/json` (a charset parameter is accepted); at most 10 MB (10,485,760 bytes).',
      content: { 'application/json': { schema: jsonSchemaOf(route.request.schema, 'input'), example: route.request.example } },
    };
  }
  return operation;
}

/** The route's own non-200 answers, shaped like the error responses (named examples) so /docs lists them alike. */
function otherResponsesOf(route: RouteDefinition): Record<string, OpenApiResponse> {
  return Object.fromEntries(
    (route.otherResponses ?? []).map((other) => [
      String(other.status),
      {
        description: other.description,
        content: { 'application/json': { schema: jsonSchemaOf(other.schema, 'output'), examples: { [other.name]: { summary: other.description, value: other.example } } } },
      },
    ]),
  );
}

/** One response per status, one named example per catalog error, in the route's order. */
function errorResponsesOf(route: RouteDefinition): Record<string, OpenApiResponse> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of route.errors) {
    const status = ERROR_CATALOG[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, OpenApiResponse> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const specs: ErrorSpec[] = codes.map((code) => ERROR_CATALOG[code]);
    const shapes = [...new Set(specs.map((spec) => spec.shape))];
    const refs = shapes.map((shape) => ({ $ref: `#/components/schemas/${shape === 'gateway' ? 'GatewayError' : 'ServiceError'}` }));
    const headers = Object.assign({}, ...specs.map((spec) => spec.headers ?? {})) as Record<string, string>;
    responses[String(status)] = {
      description: specs.map((spec) => `\`${spec.message}\`: ${spec.condition}`).join('\n\n'),
      ...(Object.keys(headers).length
        ? { headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [headerName(name), { description: `Always \`${value}\`.`, schema: { type: 'string', const: value } }])) }
        : {}),
      content: {
        'application/json': {
          schema: refs.length === 1 ? refs[0] : { oneOf: refs },
          examples: Object.fromEntries(
            codes.map((code) => [code, { summary: ERROR_CATALOG[code].condition, value: exampleBody(route, code) }]),
          ),
        },
      },
    };
  }
  return responses;
}

function exampleBody(route: RouteDefinition, code: ErrorCode): unknown {
  return errorBody(code, code === 'INSUFFICIENT_CREDITS' && route.reportsAvailableCredits ? { availableCredits: 0 } : {});
}

function headerName(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
}

/** JSON Schema 2020-12 of a zod schema, as OpenAPI 3.1 embeds it (without `$schema`). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io }) as Record<string, unknown>;
  return rest;
}
