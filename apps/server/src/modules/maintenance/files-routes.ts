import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminMessageSchema,
  idempotencyHeadersSchema,
  listMessagesQuerySchema,
  PHOTO_MAX_BYTES,
  PHOTO_TEXTS,
  recordAttachmentSchema,
  TEXTS,
} from '@portal/shared';
import { AppError, badRequest } from '../../lib/errors.js';
import { idempotentCall, sendAnswer } from '../../lib/idempotency/idempotency.js';
import { errorResponses } from '../../lib/schemas.js';
import { emptyFile } from '../../lib/upload-errors.js';
import { receiveUpload, removeUpload, uploadFolder, type ReceivedUpload } from '../../lib/upload-files.js';
import { actorOf, currentUser } from '../../plugins/auth.js';
import { attachmentName, attachmentTooLarge } from './attachment-images.js';
import { todayInSaoPaulo } from '../../lib/dates.js';
import { renderServiceReport } from './report-pdf.js';
import { privatePhotoQuerySchema, sendPrivateFile, signedLinkOf } from '../../lib/private-file-reply.js';

const uuid = z.uuid({ error: 'id inválido' });
const noFile = () => badRequest(PHOTO_TEXTS.noFile, { field: 'photo' }, 'PHOTO_NO_FILE');
const base = { tags: ['tecnico'], security: [{ bearer: [] }] };

/**
 * A photo upload as sent: the temp file the photo was streamed to (its SHA-256 for an Idempotency-Key's hash), its
 * name, and the text fields beside it.
 */
type PhotoUpload = { file: ReceivedUpload; fileName: string; fields: Record<string, string> };

/**
 * The one photo of a multipart request (field `photo`, at most 10 MB) and its text fields, read to the end: the photo
 * streamed to a temp file in `folder` (never whole in memory), or the 400/413 why not. On an error no file is left;
 * otherwise the caller removes it.
 */
export async function photoOf(request: FastifyRequest, folder: string): Promise<PhotoUpload> {
  if (!request.isMultipart()) throw noFile();
  const parts = request.parts({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10 } });
  const fields: Record<string, string> = {};
  let photo: Omit<PhotoUpload, 'fields'> | undefined;
  let received: ReceivedUpload | undefined;
  try {
    // One part at a time, as the photos' upload reads them; the first file of the field `photo` is the one.
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (photo || part.fieldname !== 'photo') {
        // Another field's file is skipped, but read to its end: the parser waits for it before the next part.
        part.file.resume();
        continue;
      }
      received = await receiveUpload(part.file, folder);
      const fileName = attachmentName(part.filename ?? '');
      if (received.truncated) throw attachmentTooLarge(fileName);
      if (received.bytes === 0) throw emptyFile(fileName);
      photo = { file: received, fileName };
    }
  } catch (error) {
    if (received) await removeUpload(received);
    if (error instanceof AppError) throw error;
    // Malformed multipart, a second file, a client that went away: the request, not the server, is wrong.
    throw badRequest(TEXTS.http.validation, {}, 'INVALID_MULTIPART');
  }
  if (!photo) throw noFile();
  return { ...photo, fields };
}

/**
 * /api/tecnico/...: a record's photos, their bytes, an equipment's service report (PDF) and the technician's
 * in-app messages (the reminder digest). Technicians and admins; the bytes also to a signed URL.
 */
export const tecnicoFileRoutes: FastifyPluginAsyncZod = async (app) => {
  // A file cut at 10 MB is answered 413 by photoOf, not by the plugin.
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
  const staff = app.requireRole('TECHNICIAN', 'ADMIN');

  app.post(
    '/records/:id/attachments',
    {
      onRequest: staff,
      schema: {
        ...base,
        summary: 'Anexa uma foto a um registro de manutenção (multipart, campo photo)',
        description: 'Com Idempotency-Key, o mesmo envio repetido responde a primeira resposta e não anexa de novo.',
        consumes: ['multipart/form-data'],
        headers: idempotencyHeadersSchema,
        params: z.object({ id: uuid }),
        response: { 201: recordAttachmentSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { attachments, idempotency } = app.services;
      const recordId = request.params.id;
      // Refused before the body is read; a repeat of a key is answered from the key, whatever the record became.
      if (!request.headers['idempotency-key']) await attachments.assertCanAttach(actor, recordId);
      const upload = await photoOf(request, uploadFolder(app.config.dataDir));
      let answer: Awaited<ReturnType<typeof idempotency.runPrepared>>;
      try {
        const call = idempotentCall(request, actor.id, {
          recordId,
          fields: upload.fields,
          fileName: upload.fileName,
          file: upload.file.sha256,
        });
        answer = await idempotency.runPrepared(call, {
          prepare: () =>
            attachments.prepareUpload(actor, recordId, { path: upload.file.path, fileName: upload.fileName }),
          save: async (tx, prepared) => ({ status: 201, body: await attachments.saveUpload(prepared, tx) }),
          discard: attachments.discardUpload,
        });
      } finally {
        // Before the answer goes out: a client that reads it finds no temp file left.
        await removeUpload(upload.file);
      }
      return sendAnswer(reply, answer);
    },
  );

  /** The bytes: to a valid signature of an open session (an <img> cannot send the token) or a signed-in technician or admin. */
  app.get(
    '/attachments/:id',
    {
      compress: false,
      schema: {
        tags: ['tecnico'],
        summary: 'Os bytes de uma foto de um registro (medium ou thumbnail)',
        params: z.object({ id: uuid }),
        querystring: privatePhotoQuerySchema,
        response: { 200: z.unknown(), 304: z.null(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const file = await app.services.attachments.openAttachment(
        request.params.id,
        request.query.size,
        signedLinkOf(request.query, request),
      );
      return sendPrivateFile(request, reply, file);
    },
  );

  app.get(
    '/equipment/:tagId/report.pdf',
    {
      onRequest: staff,
      compress: false,
      schema: {
        ...base,
        summary: 'Relatório de serviço (PDF) de um equipamento',
        params: z.object({ tagId: uuid }),
        response: { 200: z.unknown(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const generatedAt = new Date();
      const detail = await app.services.maintenance.serviceReportDetail(request.params.tagId, actorOf(request));
      const pdf = await renderServiceReport(detail, {
        appName: app.config.appName,
        generatedAt,
        timeZone: app.config.timeZone,
      });
      const fileName = `relatorio-servico-${detail.equipment.code}-${todayInSaoPaulo(generatedAt)}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  /** The technician's bell: the role's messages and the account's own (the reminder digest), newest first. */
  app.get(
    '/messages',
    {
      onRequest: staff,
      schema: {
        ...base,
        summary: 'Mensagens do técnico (polling como /admin/messages)',
        querystring: listMessagesQuerySchema.pick({ since: true }),
        response: { 200: z.array(adminMessageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return app.services.messages.listMessages(user.role, request.query.since, user.id);
    },
  );
};
