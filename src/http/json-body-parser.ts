import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/api-error.js';

/**
 * Fastify's JSON parser, except for one answer: a body with a `__proto__` or
 * `constructor.prototype` key is refused by it as if it were not JSON (our 500, spec 7.2), while
 * it is valid JSON with a field no endpoint accepts: 400 `The request contains unsupported
 * fields`. The keys are still refused (never parsed into an object), only the answer changes.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    parseJson(request, body as string, (error, value) => {
      if (error && isValidJson(body as string)) done(new ApiError('UNSUPPORTED_FIELDS', {}, { cause: 'a __proto__ or constructor.prototype key' }), undefined);
      else done(error, value);
    }),
  );
}

/** Valid JSON that Fastify's parser refused: its prototype keys are the only reason it can have. */
function isValidJson(body: string): boolean {
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}
