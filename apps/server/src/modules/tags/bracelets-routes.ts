import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignTagRequestSchema,
  bulkCreateRequestSchema,
  bulkCreateResponseSchema,
  createBraceletRequestSchema,
  generateCodeQuerySchema,
  generateCodeResponseSchema,
  historyQuerySchema,
  linkTagProfileRequestSchema,
  listBraceletsResponseSchema,
  listTagsQuerySchema,
  patchTagMetaRequestSchema,
  setTagStatusRequestSchema,
  tagEventSchema,
  tagSchema,
} from '@portal/shared';
import { errorResponses, idParamsSchema } from '../../lib/schemas.js';
import { actorOf } from './actor.js';
import { answersNulItself } from '../../plugins/well-formed-text.js';

/** /api/admin/bracelets: the bracelets screen (same tags as /api/admin/tags). Admins only. */
const adminBraceletsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Free text and meta drop U+0000 (withoutNul, normalizeTagMeta), an id or code holding it is not found: the tag
  // routes answer it themselves (tags.test.ts).
  answersNulItself(app, ['params', 'body']);
  app.addHook('onRequest', app.requireRole('ADMIN'));
  const { tags } = app.services;
  const base = { tags: ['bracelets'], security: [{ bearer: [] }] };

  app.get(
    '/',
    {
      schema: {
        ...base,
        querystring: listTagsQuerySchema,
        response: { 200: listBraceletsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => tags.listBracelets(request.query),
  );

  app.get(
    '/generate-code',
    {
      schema: {
        ...base,
        querystring: generateCodeQuerySchema,
        response: { 200: generateCodeResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => tags.generateCode(request.query.prefix),
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
        body: createBraceletRequestSchema,
        response: { 201: tagSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await tags.createTag(request.body, actorOf(request))),
  );

  app.post(
    '/bulk',
    {
      // 500 items with full technical meta can pass the app's 1 MB default.
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        ...base,
        body: bulkCreateRequestSchema,
        response: { 200: bulkCreateResponseSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request) => tags.bulkCreate(request.body.items, actorOf(request)),
  );

  app.patch(
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

  app.patch(
    '/:id/status',
    {
      schema: {
        ...base,
        params: idParamsSchema,
        body: setTagStatusRequestSchema,
        response: { 200: tagSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => tags.setStatus(request.params.id, request.body.status, actorOf(request)),
  );

  app.patch(
    '/:id/meta',
    {
      schema: {
        ...base,
        params: idParamsSchema,
        body: patchTagMetaRequestSchema,
        response: { 200: tagSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => tags.patchMeta(request.params.id, request.body.meta, actorOf(request)),
  );

  app.patch(
    '/:id/profile',
    {
      schema: {
        ...base,
        description: 'O perfil que a tag abre: um dos perfis do dono da tag (um perfil de outra conta é 409).',
        params: idParamsSchema,
        body: linkTagProfileRequestSchema,
        response: { 200: tagSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => tags.linkTagToProfile(request.params.id, request.body.profileId, actorOf(request)),
  );

  app.get(
    '/:id/transfers',
    {
      schema: {
        ...base,
        params: idParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: z.array(tagEventSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => tags.transfers(request.params.id, request.query.limit),
  );
};

export default adminBraceletsRoutes;
