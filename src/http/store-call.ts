import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors/api-error.js';

/**
 * Runs a call to the key/credit store; any failure becomes 503 `Credit service temporarily
 * unavailable` (spec 7): the client retries, nothing was consumed.
 */
export async function storeCall<T>(request: FastifyRequest, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    request.log.error({ err: error }, `credit store unreachable during ${what}`);
    throw new ApiError('CREDIT_SERVICE_UNAVAILABLE', {}, { cause: error });
  }
}
