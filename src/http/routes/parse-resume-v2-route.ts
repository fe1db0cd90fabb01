import type { Deps } from '../../deps.js';
import { detectType } from '../../documents/detect-type.js';
import { DocumentError } from '../../documents/types.js';
import { ApiError } from '../../errors/api-error.js';
import { newCapability } from '../../files/store-parse-files.js';
import { callerOf } from '../request-context.js';
import { ParseV2AcceptedSchema } from '../schemas/platform-schemas.js';
import { CREDIT_CHECK_ERRORS, KEY_ERRORS, type ApiRoute } from '../route-definition.js';
import { checkEnvelope, MAX_UPLOAD_BYTES, PARSER_FRAMEWORK_ERRORS, readParts } from './parse-resume-route.js';

/**
 * Spec 4.5: POST /api/v2/parser, the legacy asynchronous parser. The upload is checked (key,
 * credits, multipart, size, parts, a `webhook_url`, a file of a supported type), stored, and a
 * job written to the durable queue before the answer: 202 `{"status": "processing",
 * "request_id"}`. The result goes to the webhook (jobs/run-parse-jobs.ts); the credit is taken
 * when the parse succeeds.
 */
export function parseResumeV2Route(deps: Pick<Deps, 'jobs' | 'blobs' | 'now'>): ApiRoute {
  return {
    definition: {
      method: 'POST',
      path: '/api/v2/parser',
      operationId: 'parseResumeV2',
      tag: 'Parser',
      summary: 'Legacy: parse a resume asynchronously, result to a webhook',
      description:
        'Multipart with `file`, `webhook_url` (required) and `application_id`. Answers 202 `{"status":"processing","request_id":…}` at once; the job is durable (a restart resumes it) and its result is posted to `webhook_url` with the V2 fields of spec 6, retried with backoff for about a day. 1 credit, on success only.',
      access: 'billed',
      reportsAvailableCredits: false,
      multipart: {
        parts: [
          { name: 'file', type: 'file', required: true, description: 'The resume (13 formats, detected from content).' },
          { name: 'webhook_url', type: 'string', required: true, description: 'HTTP(S) URL receiving the result.' },
          { name: 'application_id', type: 'string', required: false, description: 'Echoed in the result.' },
        ],
      },
      response: {
        status: 202,
        description: 'Accepted: the job is queued.',
        contentType: 'application/json',
        schema: ParseV2AcceptedSchema,
        example: { status: 'processing', request_id: 'req_…' },
      },
      errors: [
        ...KEY_ERRORS,
        ...CREDIT_CHECK_ERRORS,
        'NOT_MULTIPART',
        'UPLOAD_TOO_LARGE',
        'MISSING_FILE_FIELD',
        'APPLICATION_ID_NOT_STRING',
        'INVALID_FILE',
        'INVALID_WEBHOOK_URL',
        'V2_NOT_QUEUED',
      ],
      frameworkErrors: PARSER_FRAMEWORK_ERRORS,
      unexpectedError: 'V2_NOT_QUEUED',
      bodyLimit: MAX_UPLOAD_BYTES,
    },
    async handler(request, reply) {
      checkEnvelope(request);
      const upload = await readParts(request);
      if (!upload.webhookUrl) throw new ApiError('INVALID_WEBHOOK_URL');
      try {
        detectType(upload.file);
      } catch (error) {
        if (error instanceof DocumentError && error.code === 'INVALID_FILE') throw new ApiError('INVALID_FILE', {}, { cause: error });
        // An unreadable document is the job's outcome, told to the webhook.
      }
      const caller = callerOf(request);
      const at = deps.now().toISOString();
      const fileKey = newCapability();
      try {
        await deps.blobs.put(fileKey, upload.file, { contentType: 'application/octet-stream', createdAt: at, expiresAt: null });
        await deps.jobs.enqueue({ id: request.id, accountId: caller.accountId, keyId: caller.keyId, fileKey, applicationId: upload.applicationId, webhookUrl: upload.webhookUrl, createdAt: at });
      } catch (error) {
        throw new ApiError('V2_NOT_QUEUED', {}, { cause: error });
      }
      return reply.code(202).send({ status: 'processing', request_id: request.id });
    },
  };
}
