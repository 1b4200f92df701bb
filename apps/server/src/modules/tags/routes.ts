import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignTagRequestSchema,
  createTagRequestSchema,
  historyQuerySchema,
  listTagsQuerySchema,
  listTagsResponseSchema,
  tagEventSchema,
  tagSchema,
  tagStatsSchema,
  transferTagRequestSchema,
  unassignTagRequestSchema,
  updateTagRequestSchema,
} from '@portal/shared';
import { errorResponses, idParamsSchema } from '../../lib/schemas.js';
import { actorOf } from './actor.js';
import { answersNulItself } from '../../plugins/well-formed-text.js';

/** /api/admin/tags: the simple admin list and the edit screen. Admins only. */
const adminTagsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Free text and meta drop U+0000 (withoutNul, normalizeTagMeta), an id or code holding it is not found: the tag
  // routes answer it themselves (tags.test.ts).
  answersNulItself(app, ['params', 'body']);
  app.addHook('onRequest', app.requireRole('ADMIN'));
  const { tags } = app.services;
  const base = { tags: ['tags'], security: [{ bearer: [] }] };

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

  app.get(
    '/:id',
    {
      schema: { ...base, params: idParamsSchema, response: { 200: tagSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => tags.getTag(request.params.id),
  );

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

  app.post(
    '/:id/assign',
    {
      schema: {
        ...base,
        params: idParamsSchema,
        body: assignTagRequestSchema,
        response: { 200: tagSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => tags.assign(request.params.id, request.body, actorOf(request)),
  );

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

  app.post(
    '/:id/unassign',
    {
      schema: {
        ...base,
        params: idParamsSchema,
        body: unassignTagRequestSchema,
        response: { 200: tagSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => tags.unassign(request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/:id/history',
    {
      schema: {
        ...base,
        params: idParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: z.array(tagEventSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => tags.history(request.params.id, request.query.limit),
  );
};

export default adminTagsRoutes;
