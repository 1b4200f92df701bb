import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkCreateRequestSchema,
  bulkCreateResponseSchema,
  claimTagRequestSchema,
  createBraceletRequestSchema,
  generateCodeQuerySchema,
  generateCodeResponseSchema,
  historyQuerySchema,
  linkTagProfileRequestSchema,
  listBraceletsResponseSchema,
  listMyTagsQuerySchema,
  listTagsQuerySchema,
  patchTagMetaRequestSchema,
  setTagStatusRequestSchema,
  tagSchema,
  type Role,
} from '@portal/shared';
import { errorResponses, idParamsSchema } from '../../lib/schemas.js';
import { actorOf, currentUser } from '../../plugins/auth.js';
import { toTag } from './mappers.js';

import type { App, Base } from './route-kit.js';
import { assignRoute, events, getTagRoute, idOrCodeParamsSchema, tagFamily, unassignRoute } from './route-kit.js';

/**
 * The bracelets screen: /api/admin/bracelets (ADMIN: every tag, the same tags as /api/admin/tags) and
 * /api/me/bracelets (USER: the signed-in owner's own tags; technicians and admins own no tags). The routes both
 * answer are one route each; the access rule (lib/access.ts) keeps an owner to their own tags.
 */
export const braceletRoutes = (role: Extract<Role, 'ADMIN' | 'USER'>): FastifyPluginAsyncZod =>
  tagFamily(role, role === 'ADMIN' ? 'bracelets' : 'me', (app, base) => {
    const { tags } = app.services;

    if (role === 'ADMIN') {
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
      adminBraceletRoutes(app, base);
    } else {
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
      ownerBraceletRoutes(app, base);
    }

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
          description:
            role === 'ADMIN'
              ? 'O perfil que a tag abre: um dos perfis do dono da tag (um perfil de outra conta é 409).'
              : 'O perfil que a tag abre: um dos perfis do próprio dono (um perfil de outra conta é 403).',
          params: idParamsSchema,
          body: linkTagProfileRequestSchema,
          response: { 200: tagSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => tags.linkTagToProfile(request.params.id, request.body.profileId, actorOf(request)),
    );
  });

/** The admin's own bracelet routes: new codes, creating one or many, assigning, status, transfer records. */
function adminBraceletRoutes(app: App, base: Base) {
  const { tags } = app.services;

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

  getTagRoute(app, base);

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

  assignRoute(app, base, 'patch');

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

  app.get(
    '/:id/transfers',
    {
      schema: {
        ...base,
        params: idParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: events, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => tags.transfers(request.params.id, request.query.limit),
  );
}

/** The owner's own bracelet routes: claim a code, one tag by id or code, its history since it is theirs, unassign. */
function ownerBraceletRoutes(app: App, base: Base) {
  const { tags } = app.services;

  app.post(
    '/claim',
    {
      schema: {
        ...base,
        body: claimTagRequestSchema,
        description:
          'Ativa (atribui a si) uma tag livre pelo código e pelo código de ativação impresso na embalagem. Um código ' +
          'de ativação errado ou ausente e um código de tag desconhecido têm a mesma resposta (400); 5 tentativas ' +
          'erradas por tag, 3 por endereço na mesma tag e 20 por conta por hora: 429. Com CLAIM_REQUIRES_ACTIVATION=false, só o código (404 se desconhecido).',
        response: { 200: tagSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => tags.claim(request.body, actorOf(request), request.ip),
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
    async (request) => toTag(await tags.getMyTag(actorOf(request), request.params.id)),
  );

  app.get(
    '/:id/history',
    {
      schema: {
        ...base,
        params: idOrCodeParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: events, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => tags.myHistory(await tags.getMyTag(actorOf(request), request.params.id), request.query.limit),
  );

  unassignRoute(app, base);
}
