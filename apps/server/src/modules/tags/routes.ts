import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activationCodeResponseSchema,
  assignTagRequestSchema,
  bulkCreateRequestSchema,
  bulkCreateResponseSchema,
  claimTagRequestSchema,
  createBraceletRequestSchema,
  createTagRequestSchema,
  generateCodeQuerySchema,
  generateCodeResponseSchema,
  historyQuerySchema,
  linkTagProfileRequestSchema,
  listBraceletsResponseSchema,
  listMyTagsQuerySchema,
  listTagsQuerySchema,
  listTagsResponseSchema,
  patchTagMetaRequestSchema,
  setTagStatusRequestSchema,
  tagEventSchema,
  tagSchema,
  tagStatsSchema,
  transferTagRequestSchema,
  unassignTagRequestSchema,
  updateTagRequestSchema,
  type Role,
} from '@portal/shared';
import { errorResponses, idParamsSchema } from '../../lib/schemas.js';
import { actorOf, currentUser } from '../../plugins/auth.js';
import { answersNulItself } from '../../plugins/well-formed-text.js';
import { toTag } from './mappers.js';

type App = Parameters<FastifyPluginAsyncZod>[0];
type Base = { tags: string[]; security: Array<Record<string, string[]>> };

/** The owner's routes also find a tag by its code. */
const idOrCodeParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });
const events = z.array(tagEventSchema);

/**
 * What every tag route family sets up: free text and meta drop U+0000 (withoutNul, normalizeTagMeta) and an id or
 * code holding it is not found, so the tag routes answer it themselves (tags.test.ts); the role guard; the OpenAPI
 * group.
 */
function tagFamily(role: Role, group: string, routes: (app: App, base: Base) => void): FastifyPluginAsyncZod {
  return async (app) => {
    answersNulItself(app, ['params', 'body']);
    app.addHook('onRequest', app.requireRole(role));
    routes(app, { tags: [group], security: [{ bearer: [] }] });
  };
}

/** GET /{id}: any tag (the admin's routes). */
function getTagRoute(app: App, base: Base) {
  app.get(
    '/:id',
    {
      schema: { ...base, params: idParamsSchema, response: { 200: tagSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => app.services.tags.getTag(request.params.id),
  );
}

/** {method} /{id}/assign: the admin gives a tag to a user (BLOCK) or moves it (TRANSFER). */
function assignRoute(app: App, base: Base, method: 'post' | 'patch') {
  app[method](
    '/:id/assign',
    {
      schema: {
        ...base,
        params: idParamsSchema,
        body: assignTagRequestSchema,
        response: { 200: tagSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => app.services.tags.assign(request.params.id, request.body, actorOf(request)),
  );
}

/** POST /{id}/unassign: an admin any tag, the owner their own. */
function unassignRoute(app: App, base: Base) {
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
    async (request) => app.services.tags.unassign(request.params.id, request.body, actorOf(request)),
  );
}

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
