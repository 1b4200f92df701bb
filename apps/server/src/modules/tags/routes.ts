import { z } from 'zod';
import {
  activationCodeResponseSchema,
  createTagRequestSchema,
  historyQuerySchema,
  listTagsQuerySchema,
  listTagsResponseSchema,
  tagSchema,
  tagStatsSchema,
  transferTagRequestSchema,
  updateTagRequestSchema,
} from '@portal/shared';
import { errorResponses, idParamsSchema } from '../../lib/schemas.js';
import { actorOf } from '../../plugins/auth.js';

import { assignRoute, events, getTagRoute, tagFamily, unassignRoute } from './route-kit.js';

/** /api/admin/tags: the simple admin list and the edit screen. Admins only. */
export const adminTagsRoutes = tagFamily('ADMIN', 'tags', (app, base) => {
  const { tags } = app.services;

  app.get(
    '/',
    {
      schema: {
        ...base,
        querystring: listTagsQuerySchema,
        response: { 200: listTagsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => tags.listTags(request.query),
  );

  app.get('/stats', { schema: { ...base, response: { 200: tagStatsSchema, ...errorResponses(401, 403) } } }, async () =>
    tags.stats(),
  );

  getTagRoute(app, base);

  app.post(
    '/',
    {
      schema: {
        ...base,
        body: createTagRequestSchema,
        response: { 201: tagSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { code, notes, status, type, physicalType } = request.body;
      const tag = await tags.createTag(
        { code, notes, status, type: type ?? 'B2C', physicalType: physicalType ?? 'NFC' },
        actorOf(request),
      );
      return reply.status(201).send(tag);
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        ...base,
        params: idParamsSchema,
        body: updateTagRequestSchema,
        response: { 200: tagSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => tags.updateTag(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/:id',
    { schema: { ...base, params: idParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      await tags.deleteTag(request.params.id);
      return reply.status(204).send(null);
    },
  );

  assignRoute(app, base, 'post');

  app.post(
    '/:id/transfer',
    {
      schema: {
        ...base,
        params: idParamsSchema,
        body: transferTagRequestSchema,
        response: { 200: tagSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => tags.transfer(request.params.id, request.body, actorOf(request)),
  );

  unassignRoute(app, base);

  app.get(
    '/:id/activation-code',
    {
      schema: {
        ...base,
        description: 'O código de ativação da tag, para imprimir (issue 25).',
        params: idParamsSchema,
        response: { 200: activationCodeResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => tags.activationCodeOf(request.params.id),
  );

  app.post(
    '/:id/activation-code',
    {
      schema: {
        ...base,
        description:
          'Gera um novo código de ativação; o anterior deixa de valer. O histórico registra a troca, nunca o código.',
        params: idParamsSchema,
        response: { 200: activationCodeResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => tags.regenerateActivationCode(request.params.id, actorOf(request)),
  );

  app.delete(
    '/:id/activation-lock',
    {
      schema: {
        ...base,
        description:
          'Libera as tentativas de ativação da tag bloqueadas por códigos errados (o dono verdadeiro volta a poder ' +
          'ativá-la); o histórico registra a liberação.',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await tags.liftActivationLock(request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/history',
    {
      schema: {
        ...base,
        params: idParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: events, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => tags.history(request.params.id, request.query.limit),
  );
});
