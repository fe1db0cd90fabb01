import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Deps } from './deps.js';
import { createAccessGuard } from './http/access-guard.js';
import { handleError, handleFrameworkError, handleNotFound } from './http/error-handler.js';
import { registerJsonBodyParser } from './http/json-body-parser.js';
import { logResponse, recordResponse, tagResponse } from './http/response-hooks.js';
import type { ApiRoute } from './http/route-definition.js';
import { docsRoutes } from './http/routes/docs-routes.js';
import { consoleRoutes } from './http/routes/console-route.js';
import { extractCriteriaRoute } from './http/routes/extract-criteria-route.js';
import { healthRoute } from './http/routes/health-route.js';
import { matchCandidateRoute } from './http/routes/match-candidate-route.js';
import { metricsRoute } from './http/routes/metrics-route.js';
import { normalizeSkillsRoute } from './http/routes/normalize-skills-route.js';
import { parseResumeRoute } from './http/routes/parse-resume-route.js';
import { fileRoute } from './http/routes/file-route.js';
import { parseResumeV2Route } from './http/routes/parse-resume-v2-route.js';
import { rankCandidatesRoute } from './http/routes/rank-candidates-route.js';
import { readyRoute } from './http/routes/ready-route.js';
import { statusRoute } from './http/routes/status-route.js';

/**
 * Builds the HTTP app from its dependencies: hooks, the one error handler, and every route,
 * registered explicitly. No I/O here: listening is main.ts's business.
 */
export function buildApp(deps: Deps): FastifyInstance {
  const app = Fastify({
    // Typed as Fastify's base logger so the app is a plain FastifyInstance for routes and tests.
    loggerInstance: deps.logger as FastifyBaseLogger,
    // Our own one-line-per-request log (response-hooks.ts) replaces Fastify's two lines, which
    // carry the URL with its query string and no key id.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: () => randomUUID(),
    frameworkErrors: handleFrameworkError,
    // The JSON endpoints' limit (spec 8) is the default; a route with another limit declares it.
    bodyLimit: deps.config.jsonBodyLimitBytes,
  });

  app.decorateRequest('caller', null);
  app.decorateRequest('failure', null);
  // Text bodies are never accepted: without this parser a text/plain request is refused before
  // its body is read (400 on the JSON endpoints), whatever its size.
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);
  // Multipart bodies are streamed by the parser route itself (parts read as they arrive, sizes
  // counted while streaming); nothing is buffered before the route asks for it.
  void app.register(multipart, { throwFileSizeLimit: true });
  app.addHook('onRequest', createAccessGuard(deps));
  app.addHook('onSend', tagResponse);
  app.addHook('onResponse', logResponse);
  app.addHook('onResponse', recordResponse(deps.metrics));
  app.addHook('onClose', async () => deps.metrics.close());
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);

  const routes: ApiRoute[] = [
    healthRoute(),
    readyRoute(deps),
    metricsRoute(deps),
    statusRoute(deps),
    extractCriteriaRoute(deps),
    matchCandidateRoute(deps),
    rankCandidatesRoute(deps),
    normalizeSkillsRoute(deps),
    parseResumeRoute(deps),
    parseResumeV2Route(deps),
    fileRoute(deps),
  ];
  routes.push(...docsRoutes(() => routes.map((route) => route.definition), deps.config.publicUrl));
  for (const route of routes) registerRoute(app, route);
  consoleRoutes(app, { publicUrl: deps.config.publicUrl });
  return app;
}

function registerRoute(app: FastifyInstance, { definition, handler }: ApiRoute): void {
  app.route({
    method: definition.method,
    url: definition.path,
    config: { definition },
    ...(definition.bodyLimit !== undefined ? { bodyLimit: definition.bodyLimit } : {}),
    handler,
  });
}

