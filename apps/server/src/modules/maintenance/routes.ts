import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createRecordRequestSchema,
  createRecordResponseSchema,
  equipmentDetailResponseSchema,
  equipmentStatusRequestSchema,
  equipmentSummarySchema,
  idempotencyHeadersSchema,
  listEquipmentQuerySchema,
  listEquipmentResponseSchema,
  listRecordsQuerySchema,
  listRecordsResponseSchema,
  maintenanceRecordSchema,
  offlineEquipmentResponseSchema,
  paginationQuerySchema,
  servicePlanRequestSchema,
  updateRecordRequestSchema,
} from '@portal/shared';
import { idempotentCall, sendAnswer } from '../../lib/idempotency/idempotency.js';
import { errorResponses, idParamsSchema } from '../../lib/schemas.js';
import { actorOf } from '../../plugins/auth.js';

const tagParamsSchema = z.object({ tagId: z.uuid({ error: 'tagId inválido' }) });

/** /api/tecnico/...: the technician area's equipment, plans, records and status (technicians and admins). */
export const tecnicoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('TECHNICIAN', 'ADMIN'));
  const { maintenance, idempotency } = app.services;
  const base = { tags: ['tecnico'], security: [{ bearer: [] }] };

  app.get(
    '/equipment',
    {
      schema: {
        ...base,
        summary: 'Equipamentos (tags B2B) por próxima manutenção, com as contagens do painel',
        querystring: listEquipmentQuerySchema,
        response: { 200: listEquipmentResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => maintenance.listEquipment(request.query, actorOf(request)),
  );

  app.get(
    '/offline',
    {
      schema: {
        ...base,
        summary: 'Todos os equipamentos com plano e últimos registros (a cópia offline do técnico), por páginas',
        querystring: paginationQuerySchema,
        response: { 200: offlineEquipmentResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => maintenance.offlineEquipment(request.query, actorOf(request)),
  );

  app.get(
    '/equipment/:tagId',
    {
      schema: {
        ...base,
        summary: 'Ficha técnica, plano, histórico e documentos de um equipamento',
        params: tagParamsSchema,
        response: { 200: equipmentDetailResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => maintenance.equipmentDetail(request.params.tagId, actorOf(request)),
  );

  app.put(
    '/equipment/:tagId/plan',
    {
      schema: {
        ...base,
        summary: 'Salva o plano de manutenção (intervalo e técnico responsável)',
        params: tagParamsSchema,
        body: servicePlanRequestSchema,
        response: { 200: equipmentDetailResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => maintenance.savePlan(request.params.tagId, request.body, actorOf(request)),
  );

  app.post(
    '/equipment/:tagId/records',
    {
      schema: {
        ...base,
        summary: 'Registra uma manutenção (a próxima manutenção segue o plano)',
        description:
          'Com Idempotency-Key (8 a 200 de A-Z, a-z, 0-9, _ e -), o mesmo envio repetido pela mesma conta responde a ' +
          'primeira resposta e não registra de novo; a mesma chave com outro conteúdo é 409.',
        headers: idempotencyHeadersSchema,
        params: tagParamsSchema,
        body: createRecordRequestSchema,
        response: { 201: createRecordResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { tagId } = request.params;
      const call = idempotentCall(request, actor.id, { tagId, body: request.body });
      const answer = await idempotency.run(call, async (tx) => ({
        status: 201,
        body: await maintenance.createRecord(tagId, request.body, actor, tx),
      }));
      // After the commit, once per record (a repeated key was told already): a LOST equipment's owner is told.
      if (!answer.replayed) await maintenance.afterRecordCreated(answer.body);
      return sendAnswer(reply, answer);
    },
  );

  app.patch(
    '/equipment/:tagId/status',
    {
      schema: {
        ...base,
        summary: 'Fora de serviço (BROKEN) ou reparado (ACTIVE)',
        params: tagParamsSchema,
        body: equipmentStatusRequestSchema,
        response: { 200: equipmentSummarySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => maintenance.setStatus(request.params.tagId, request.body.status, actorOf(request)),
  );

  app.get(
    '/records',
    {
      schema: {
        ...base,
        summary: 'Histórico de manutenções de todos os equipamentos (format=csv: arquivo CSV com ;)',
        querystring: listRecordsQuerySchema,
        response: { 200: listRecordsResponseSchema.or(z.string()), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      if (request.query.format === 'csv') {
        const csv = await maintenance.recordsCsv(request.query, actorOf(request));
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="manutencoes.csv"')
          .header('cache-control', 'private, no-store')
          .send(csv);
      }
      return maintenance.listRecords(request.query, actorOf(request));
    },
  );

  app.patch(
    '/records/:id',
    {
      schema: {
        ...base,
        summary: 'Altera um registro (o técnico: só os seus, nas primeiras 24 horas)',
        params: idParamsSchema,
        body: updateRecordRequestSchema,
        response: { 200: maintenanceRecordSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => maintenance.updateRecord(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/records/:id',
    {
      schema: {
        ...base,
        summary: 'Exclui um registro (o técnico: só os seus, nas primeiras 24 horas)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await maintenance.deleteRecord(request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
};
