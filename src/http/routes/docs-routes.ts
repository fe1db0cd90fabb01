import { buildOpenApiDocument, type OpenApiDocument } from '../../openapi/build-openapi-document.js';
import { renderDocsHtml } from '../../openapi/render-docs-html.js';
import type { ApiRoute, RouteDefinition } from '../route-definition.js';

/**
 * GET /openapi.json and GET /docs. Public, like most API references: they describe the contract,
 * reveal nothing about accounts and cost nothing. Built on first use from the registered routes,
 * then cached, since they never change while the process runs.
 */
export function docsRoutes(registered: () => readonly RouteDefinition[], publicUrl: string): ApiRoute[] {
  let document: OpenApiDocument | undefined;
  let html: string | undefined;
  const getDocument = () => (document ??= buildOpenApiDocument(registered(), { serverUrl: publicUrl }));
  const common = { method: 'GET', tag: 'Platform', access: 'public', reportsAvailableCredits: false, errors: [], frameworkErrors: {}, unexpectedError: 'INTERNAL_GATEWAY_ERROR' } as const;
  return [
    {
      definition: {
        ...common,
        path: '/openapi.json',
        operationId: 'getOpenApiDocument',
        summary: 'This reference as OpenAPI 3.1',
        description: 'The OpenAPI 3.1 document of every endpoint, generated from the schemas and the error catalog the service runs with. No key, no credit.',
        response: { description: 'The OpenAPI document.', contentType: 'application/json' },
      },
      async handler() {
        return getDocument();
      },
    },
    {
      definition: {
        ...common,
        path: '/docs',
        operationId: 'getDocs',
        summary: 'This reference as a web page',
        description: 'A readable HTML page rendered from the OpenAPI document, without scripts or external resources. No key, no credit.',
        response: { description: 'The HTML reference.', contentType: 'text/html' },
      },
      async handler(_request, reply) {
        html ??= renderDocsHtml(getDocument(), { baseUrl: publicUrl });
        return reply.type('text/html; charset=utf-8').send(html);
      },
    },
  ];
}
