import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  classChecklistSchema,
  EQUIPMENT_CLASSES,
  equipmentAssetRequestSchema,
  equipmentAssetResponseSchema,
  FIRE_SAFETY_TEXTS,
  fireSafetySettingsOutSchema,
  fireSafetySettingsSchema,
  listPendenciasQuerySchema,
  listPendenciasResponseSchema,
  PHOTO_MAX_BYTES,
} from '@portal/shared';
import { errorResponses } from '../../../lib/schemas.js';
import { removeUpload, uploadFolder } from '../../../lib/upload-files.js';
import { actorOf } from '../../../plugins/auth.js';
import { photoOf } from '../files-routes.js';
import { privatePhotoQuerySchema, sendPrivateFile, signedLinkOf } from '../../../lib/private-file-reply.js';

const uuid = z.uuid({ error: 'id inválido' });
const tagParamsSchema = z.object({ tagId: z.uuid({ error: 'tagId inválido' }) });
const base = { tags: ['tecnico'], security: [{ bearer: [] }] };
const checklistPhotoSchema = z.object({ id: z.string(), url: z.string(), thumbnailUrl: z.string() });

/** /api/tecnico/...: an equipment's class and extinguisher data, checklist photos and the open pendências. */
export const tecnicoFireSafetyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
  const staff = app.requireRole('TECHNICIAN', 'ADMIN');
  const { fireSafety } = app.services;

  app.get(
    '/equipment/:tagId/asset',
    {
      onRequest: staff,
      schema: {
        ...base,
        summary: 'Classe, dados do extintor, datas de cada nível, checklist e empresa de manutenção',
        params: tagParamsSchema,
        response: { 200: equipmentAssetResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => fireSafety.asset(request.params.tagId),
  );

  app.put(
    '/equipment/:tagId/asset',
    {
      onRequest: staff,
      schema: {
        ...base,
        summary: 'Salva a classe e os dados do extintor (técnicos e administradores)',
        params: tagParamsSchema,
        body: equipmentAssetRequestSchema,
        response: { 200: equipmentAssetResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => fireSafety.saveAsset(request.params.tagId, request.body),
  );

  app.post(
    '/equipment/:tagId/checklist-photos',
    {
      onRequest: staff,
      schema: {
        ...base,
        summary: 'Envia a foto de um item do checklist (multipart, campo photo) antes do registro que a usa',
        consumes: ['multipart/form-data'],
        params: tagParamsSchema,
        response: { 201: checklistPhotoSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const { tagId } = request.params;
      // The equipment is checked before the body is read: a refused upload costs no processing.
      await fireSafety.asset(tagId);
      const upload = await photoOf(request, uploadFolder(app.config.dataDir));
      try {
        const photo = await fireSafety.photos.upload(tagId, actorOf(request), {
          path: upload.file.path,
          fileName: upload.fileName,
        });
        return reply.status(201).send(photo);
      } finally {
        await removeUpload(upload.file);
      }
    },
  );

  app.get(
    '/checklist-photos/:id',
    {
      compress: false,
      schema: {
        tags: ['tecnico'],
        summary: 'Os bytes de uma foto de checklist (medium ou thumbnail)',
        params: z.object({ id: uuid }),
        querystring: privatePhotoQuerySchema,
        response: { 200: z.unknown(), 304: z.null(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const file = await fireSafety.photos.open(
        request.params.id,
        request.query.size,
        signedLinkOf(request.query, request),
      );
      return sendPrivateFile(request, reply, file);
    },
  );

  app.get(
    '/pendencias',
    {
      onRequest: staff,
      schema: {
        ...base,
        summary: 'Pendências abertas (itens Não conforme ainda não resolvidos), as mais novas primeiro',
        querystring: listPendenciasQuerySchema,
        response: { 200: listPendenciasResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => fireSafety.listPendencias(request.query),
  );
};

const classParamsSchema = z.object({ class: z.enum(EQUIPMENT_CLASSES, { error: FIRE_SAFETY_TEXTS.classInvalid }) });
const adminBase = { tags: ['admin'], security: [{ bearer: [] }] };

/** /api/admin/...: the service company, the extinguishers' intervals per level and each class's checklist. */
export const adminFireSafetyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('ADMIN'));
  const { fireSafety } = app.services;

  app.get(
    '/fire-safety/settings',
    {
      schema: {
        ...adminBase,
        summary: 'Empresa de manutenção e intervalos de cada nível dos extintores',
        response: { 200: fireSafetySettingsOutSchema, ...errorResponses(401, 403) },
      },
    },
    async () => fireSafety.settings(),
  );

  app.put(
    '/fire-safety/settings',
    {
      schema: {
        ...adminBase,
        summary: 'Salva a empresa de manutenção (CNPJ com dígitos verificadores) e os intervalos em meses',
        body: fireSafetySettingsSchema,
        response: { 200: fireSafetySettingsOutSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => fireSafety.saveSettings(request.body),
  );

  app.get(
    '/equipment-classes/:class/checklist',
    {
      schema: {
        ...adminBase,
        summary: 'Itens do checklist de uma classe, em ordem',
        params: classParamsSchema,
        response: { 200: classChecklistSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ items: await fireSafety.checklist(request.params.class) }),
  );

  app.put(
    '/equipment-classes/:class/checklist',
    {
      schema: {
        ...adminBase,
        summary: 'Substitui os itens do checklist de uma classe (registros antigos guardam o texto de cada item)',
        params: classParamsSchema,
        body: classChecklistSchema,
        response: { 200: classChecklistSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ items: await fireSafety.saveChecklist(request.params.class, request.body.items) }),
  );
};
