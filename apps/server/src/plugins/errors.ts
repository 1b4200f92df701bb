import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { TEXTS } from '@portal/shared';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError, RETRY_AFTER_SECONDS, serviceUnavailable } from '../lib/errors.js';
import { diskFull, isDiskFull, rememberDiskFull } from '../lib/storage/full-disk.js';

type Issue = { field: string; message: string };

/** Every error leaves as HTTP status + { code, message, ...details }; never a stack trace. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (isDiskFull(error) || (error instanceof AppError && error.statusCode === 507)) {
        // No room in DATA_DIR (a file, an upload, the outbox): logged, remembered for /api/health, and the request
        // ended now: the rest of an upload's body is not waited for.
        request.log.error({ err: error, event: 'disk_full', dataDir: app.config.dataDir }, 'no room to write');
        rememberDiskFull(app.config.dataDir);
        const full = diskFull();
        return reply.status(507).header('connection', 'close').send({ code: full.code, message: full.message });
      }
      if (error instanceof AppError) {
        if (error.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return reply.status(error.statusCode).send({ code: error.code, message: error.message, ...error.details });
      }
      if (isDatabaseUnavailable(error)) {
        // Logged without the query's parameters: the logger's error serializer drops them.
        request.log.warn({ err: error }, 'database unavailable');
        const unavailable = serviceUnavailable();
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ code: unavailable.code, message: unavailable.message });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues: Issue[] = error.validation.map((item) => ({
          field: fieldName(item.instancePath, error.validationContext),
          message: item.message ?? TEXTS.http.validation,
        }));
        return reply.status(400).send({
          code: 'VALIDATION_ERROR',
          message: issues[0]?.message ?? TEXTS.http.validation,
          field: issues[0]?.field,
          issues,
        });
      }
      const status = error.statusCode ?? 500;
      if (status === 413) {
        return reply.status(413).send({ code: 'PAYLOAD_TOO_LARGE', message: tooLargeMessage(error, request) });
      }
      if (status === 429) {
        return reply.status(429).send({ code: 'RATE_LIMITED', message: TEXTS.http.tooManyRequests });
      }
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (malformed JSON, wrong content type, ...).
        return reply.status(status).send({ code: error.code ?? 'BAD_REQUEST', message: clientErrorMessage(error) });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ code: 'INTERNAL_ERROR', message: TEXTS.http.generic });
    });
  },
  { name: 'errors' },
);

/**
 * Fastify's own router errors, before any route or error handler runs (an address that cannot be decoded, a parameter
 * over its length): the app's `{ code, message }` in pt-BR instead of Fastify's English one. `buildApp` passes it as
 * Fastify's `frameworkErrors`.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send({ code: 'BAD_URL', message: TEXTS.http.badUrl });
}

/**
 * A body over the route's limit says what it is (a request, its limit in KB/MB, or the route's own text: the finder's
 * message); a file over the multipart limit keeps the file text.
 */
export function tooLargeMessage(error: FastifyError, request: FastifyRequest): string {
  if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') return TEXTS.http.payloadTooLarge;
  const own = request.routeOptions.config?.tooLargeMessage;
  if (own) return own;
  return `${TEXTS.http.requestTooLarge} Tamanho máximo: ${sizeText(request.routeOptions.bodyLimit ?? 1024 * 1024)}.`;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`
    : `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }).format(bytes / 1024)} KB`;

function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path || context || 'body';
}

/** Fastify's own client errors in pt-BR (the API's and the public pages' handlers alike). */
export function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'O corpo do pedido não é um JSON válido.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Tipo de conteúdo não suportado.';
    default:
      return TEXTS.http.validation;
  }
}
