import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  claimTagRequestSchema,
  historyQuerySchema,
  linkTagProfileRequestSchema,
  listBraceletsResponseSchema,
  listMyTagsQuerySchema,
  patchTagMetaRequestSchema,
  tagEventSchema,
  tagSchema,
  unassignTagRequestSchema,
} from '@portal/shared';
import { errorResponses, idParamsSchema } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { actorOf } from './actor.js';
import { toTag } from './mappers.js';
import { answersNulItself } from '../../plugins/well-formed-text.js';

const idOrCodeParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** /api/me/bracelets: the signed-in user's own tags (USER only: technicians and admins own no tags). */
const myBraceletsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Free text and meta drop U+0000 (withoutNul, normalizeTagMeta), an id or code holding it is not found: the tag
  // routes answer it themselves (tags.test.ts).
  answersNulItself(app, ['params', 'body']);
  app.addHook('onRequest', app.requireRole('USER'));
  const { tags } = app.services;
  const base = { tags: ['me'], security: [{ bearer: [] }] };

  app.get(
    '/',
    {
      schema: {
        ...base,
        querystring: listMyTagsQuerySchema,
        response: { 200: listBraceletsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => tags.listMyTags(currentUser(request).id, request.query),
  );

  app.post(
    '/claim',
    {
      schema: {
        ...base,
        body: claimTagRequestSchema,
        response: { 200: tagSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => tags.claim(request.body.code, actorOf(request)),
  );

  app.get(
    '/:id',
    {
      schema: {
        ...base,
        params: idOrCodeParamsSchema,
        response: { 200: tagSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => toTag(await tags.getMyTag(currentUser(request).id, request.params.id)),
  );

  app.get(
    '/:id/history',
    {
      schema: {
        ...base,
        params: idOrCodeParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: z.array(tagEventSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      tags.myHistory(await tags.getMyTag(currentUser(request).id, request.params.id), request.query.limit),
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
    async (request) =>
      tags.patchMyMeta(currentUser(request).id, request.params.id, request.body.meta, actorOf(request)),
  );

  app.patch(
    '/:id/profile',
    {
      schema: {
        ...base,
        description: 'O perfil que a tag abre: um dos perfis do próprio dono (um perfil de outra conta é 403).',
        params: idParamsSchema,
        body: linkTagProfileRequestSchema,
        response: { 200: tagSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      tags.linkTagToProfile(request.params.id, request.body.profileId, actorOf(request), currentUser(request).id),
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
    async (request) => tags.unassignMine(currentUser(request).id, request.params.id, request.body, actorOf(request)),
  );
};

export default myBraceletsRoutes;
