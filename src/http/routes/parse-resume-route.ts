import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.js';
import { ReaderFailure } from '../../documents/pool/create-read-pool.js';
import { DocumentError } from '../../documents/types.js';
import { ApiError } from '../../errors/api-error.js';
import type { ErrorCode } from '../../errors/error-catalog.js';
import { chargeForCall } from '../charge-for-call.js';
import { CREDIT_CHECK_ERRORS, KEY_ERRORS, type ApiRoute } from '../route-definition.js';
import { ParsedResumeSchema } from '../schemas/parsed-resume-schema.js';
import { storeParseFiles } from '../../files/store-parse-files.js';
import { beginPhotoStep } from '../../photos/photo-step.js';
import type { ImagesRead } from '../../parsing/resume-parser.js';
import { deliverWebhook, webhookPayload } from '../../webhooks/deliver-webhook.js';

/** Spec 8: an encoded upload over 6 MiB is 413. */
export const MAX_UPLOAD_BYTES = 6 * 1024 * 1024;

/** Multipart and body errors of the framework, mapped to spec 7.1. */
export const PARSER_FRAMEWORK_ERRORS: Readonly<Record<string, ErrorCode>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'UPLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'UPLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'NOT_MULTIPART',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'NOT_MULTIPART',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_FILE',
  FST_PARTS_LIMIT: 'INVALID_FILE',
  FST_FILES_LIMIT: 'INVALID_FILE',
  FST_FIELDS_LIMIT: 'INVALID_FILE',
  FST_PROTO_VIOLATION: 'INVALID_FILE',
};

const DOCUMENT_ERRORS: Record<DocumentError['code'], ErrorCode> = {
  INVALID_FILE: 'INVALID_FILE',
  DOCUMENT_UNREADABLE: 'DOCUMENT_UNREADABLE',
  DOCUMENT_TEXT_EMPTY: 'DOCUMENT_TEXT_EMPTY',
  DOCUMENT_TOO_LARGE: 'DOCUMENT_TOO_LARGE',
};
const READER_FAILURES: Record<ReaderFailure['kind'], ErrorCode> = {
  crashed: 'PARSER_FAILED',
  busy: 'PARSER_BUSY',
  timeout: 'PARSER_TIMEOUT',
};

interface ParserRequest {
  file: Buffer;
  applicationId: string | null;
  doNotStoreData: boolean;
  webhookUrl: string | null;
}

/**
 * Spec 4.1: POST /api/v3/parser. Order of checks (our reading of 7.1, documented in docs/api-guide.md):
 * key (401), credits (403/503) — both before the body is read —, content type (415), declared size
 * (413, from Content-Length before reading), then the parts as they stream in (413 past 6 MiB,
 * 400 no file, 400 application_id as a file, 400 do_not_store_data), then the document (400/422),
 * then the resume judgement (422). One credit, after success only.
 */
export function parseResumeRoute(deps: Pick<Deps, 'parser' | 'config' | 'credits' | 'now' | 'blobs' | 'photos'>): ApiRoute {
  return {
    definition: {
      method: 'POST',
      path: '/api/v3/parser',
      operationId: 'parseResume',
      tag: 'Parser',
      summary: 'Parse a resume file into a candidate profile',
      description:
        'Multipart upload with a `file` part (PDF, DOC, DOCX, ODT, PPT, PPTX, ODP, XLS, RTF, TXT, JPG/JPEG, PNG or BMP, detected from content; keep it under 4.5 MB, the encoded upload at most 6 MiB), an optional `application_id` (echoed), `do_not_store_data` (`true`/`false`, any case) and `webhook_url`. Synchronous: text documents answer in tens of milliseconds, scans within seconds a page (OCR of the first 4 pages); past 145 s the answer is 504. Error responses repeat the request id in `x-parser-request-id`.',
      access: 'billed',
      reportsAvailableCredits: false,
      multipart: {
        parts: [
          { name: 'file', type: 'file', required: true, description: 'The resume. Type detected from content, never from the name.' },
          { name: 'application_id', type: 'string', required: false, description: 'Echoed in `info_resume.application_id`. A file part here is an error.' },
          { name: 'do_not_store_data', type: 'string', required: false, description: '`true` or `false`, case-insensitive; default `false`. Anything else is 400 `INVALID_FILE`.' },
          { name: 'webhook_url', type: 'string', required: false, description: 'HTTP(S) URL that also receives the result (spec 6).' },
        ],
      },
      response: { description: 'Success; 1 credit debited.', contentType: 'application/json', schema: ParsedResumeSchema },
      errors: [
        ...KEY_ERRORS,
        ...CREDIT_CHECK_ERRORS,
        'NOT_MULTIPART',
        'UPLOAD_TOO_LARGE',
        'MISSING_FILE_FIELD',
        'APPLICATION_ID_NOT_STRING',
        'INVALID_FILE',
        'INVALID_WEBHOOK_URL',
        'DOCUMENT_UNREADABLE',
        'DOCUMENT_TEXT_EMPTY',
        'DOCUMENT_TOO_LARGE',
        'DOCUMENT_NOT_A_RESUME',
        'INTERNAL_GATEWAY_ERROR',
        'PARSER_FAILED',
        'PARSER_BUSY',
        'PARSER_TIMEOUT',
      ],
      frameworkErrors: PARSER_FRAMEWORK_ERRORS,
      unexpectedError: 'INTERNAL_GATEWAY_ERROR',
      errorRequestIdHeader: 'x-parser-request-id',
      bodyLimit: MAX_UPLOAD_BYTES,
    },
    async handler(request, reply) {
      const started = deps.now();
      checkEnvelope(request);
      const upload = await readParts(request);
      const photoStep = beginPhotoStep(deps.photos, upload.file);
      const outcome = await parse(deps, upload, request.id, started, photoStep.imagesRead);
      if (outcome.kind === 'not-a-resume') throw new ApiError('DOCUMENT_NOT_A_RESUME', {}, { cause: outcome.reason });
      const checked = ParsedResumeSchema.safeParse(outcome.resume);
      if (!checked.success) {
        request.log.error({ issues: checked.error.issues.slice(0, 5) }, 'parser returned an invalid result');
        throw new ApiError('PARSER_FAILED');
      }
      const photo = await photoStep.result({ type: outcome.documentType, images: outcome.images, found: outcome.photo });
      const files = await storeParseFiles(deps.blobs, {
        original: upload.file,
        type: outcome.documentType,
        photo: photo.photo,
        doNotStoreData: upload.doNotStoreData,
        now: started,
        publicUrl: deps.config.publicUrl,
      });
      const answer = {
        ...outcome.resume,
        ...(photo.warning ? { upstream_status: 'partial' as const, warnings: [...outcome.resume.warnings, photo.warning] } : {}),
        info_resume: { ...outcome.resume.info_resume, url: files.url, face_url: files.faceUrl, face_url_expires_at: files.faceUrlExpiresAt },
      };
      // Spec 6: posted before the answer, whatever the debit then says; its failure changes nothing.
      if (upload.webhookUrl) {
        const delivery = await deliverWebhook(upload.webhookUrl, webhookPayload(answer), {
          allowPrivate: deps.config.webhookAllowPrivate,
          secret: deps.config.webhookSecret,
        });
        request.log.info({ webhook: { delivered: delivery.delivered, attempts: delivery.attempts, last: delivery.last } }, 'webhook');
      }
      await chargeForCall(request, deps);
      return reply.send(answer);
    },
  };
}

/** 415 and the declared-size 413, before a byte of the body is read. */
export function checkEnvelope(request: FastifyRequest): void {
  if (!request.isMultipart()) throw new ApiError('NOT_MULTIPART');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES) throw new ApiError('UPLOAD_TOO_LARGE');
}

export async function readParts(request: FastifyRequest): Promise<ParserRequest> {
  let file: Buffer | null = null;
  let fileFieldAsText = false;
  const fields = new Map<string, string>();
  let applicationIdAsFile = false;
  for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 20, parts: 25 } })) {
    if (part.type === 'file') {
      const buffer = await (part as MultipartFile).toBuffer();
      if (part.fieldname === 'file' && file === null) file = buffer;
      else if (part.fieldname === 'application_id') applicationIdAsFile = true;
    } else {
      if (part.fieldname === 'file') fileFieldAsText = true;
      else if (!fields.has(part.fieldname)) fields.set(part.fieldname, String(part.value));
    }
  }
  if (file === null) {
    void fileFieldAsText; // a `file` sent as plain text is no file either
    throw new ApiError('MISSING_FILE_FIELD');
  }
  if (applicationIdAsFile) throw new ApiError('APPLICATION_ID_NOT_STRING');
  const store = fields.get('do_not_store_data');
  if (store !== undefined && !/^(?:true|false)$/i.test(store.trim())) throw new ApiError('INVALID_FILE');
  const webhook = fields.get('webhook_url');
  if (webhook !== undefined && !isHttpUrl(webhook)) throw new ApiError('INVALID_WEBHOOK_URL');
  if (file.length === 0) throw new ApiError('INVALID_FILE');
  return {
    file,
    applicationId: fields.get('application_id') ?? null,
    doNotStoreData: store !== undefined && store.trim().toLowerCase() === 'true',
    webhookUrl: webhook?.trim() || null,
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

async function parse(deps: Pick<Deps, 'parser' | 'config'>, upload: ParserRequest, requestId: string, started: Date, onImagesRead: (read: ImagesRead) => void) {
  try {
    return await deps.parser.parse(upload.file, {
      requestId,
      applicationId: upload.applicationId,
      now: started.toISOString(),
      deadlineMs: deps.config.parserDeadlineMs,
      onImagesRead,
    });
  } catch (error) {
    if (error instanceof DocumentError) throw new ApiError(DOCUMENT_ERRORS[error.code], {}, { cause: error });
    if (error instanceof ReaderFailure) throw new ApiError(READER_FAILURES[error.kind], {}, { cause: error });
    throw error;
  }
}
