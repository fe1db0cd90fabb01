import type { Deps } from '../../deps.js';
import { ApiError } from '../../errors/api-error.js';
import type { ApiRoute } from '../route-definition.js';

/**
 * `GET /files/:key`: a stored original or face photo behind its capability URL (spec 2.1:
 * "anyone with the link can open it"), no key needed. An unknown, purged or expired link is 404.
 */
export function fileRoute(deps: Pick<Deps, 'blobs' | 'now'>): ApiRoute {
  return {
    definition: {
      method: 'GET',
      path: '/files/:key',
      operationId: 'getFile',
      tag: 'Parser',
      summary: 'A stored original or face photo',
      description:
        'The link returned in `info_resume.url` or `face_url`: the bytes with their Content-Type. Whoever has the link can open it; the key is 256 random bits. A temporary photo link (`do_not_store_data=true`) answers 404 once `face_url_expires_at` has passed, and the image is deleted.',
      access: 'public',
      reportsAvailableCredits: false,
      response: { description: 'The file.', contentType: 'application/octet-stream' },
      errors: ['NOT_FOUND'],
      frameworkErrors: {},
      unexpectedError: 'INTERNAL_GATEWAY_ERROR',
    },
    async handler(request, reply) {
      const { key } = request.params as { key: string };
      const blob = await deps.blobs.get(key, deps.now());
      if (!blob) throw new ApiError('NOT_FOUND');
      return reply
        .header('content-type', blob.contentType)
        .header('cache-control', blob.expiresAt ? 'no-store' : 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(Buffer.from(blob.bytes.buffer, blob.bytes.byteOffset, blob.bytes.byteLength));
    },
  };
}
