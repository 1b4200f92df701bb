import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createMyPageRequestSchema,
  createPageRequestSchema,
  listPagesQuerySchema,
  listPagesResponseSchema,
  pageListItemSchema,
  pageSchema,
  pageStatsSchema,
  pageStatusRequestSchema,
  updateMyPageRequestSchema,
  updatePageRequestSchema,
  type Role,
} from '@portal/shared';
import { actorOf } from '../../plugins/auth.js';
import { publicLinkBase } from '../../lib/public-base.js';
import { errorResponses, idParamsSchema } from '../../lib/schemas.js';

/** /api/admin/pages: the public pages screen. Admins only. */
const adminPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('ADMIN'));
  const { pages } = app.services;
  const base = { tags: ['pages'], security: [{ bearer: [] }] };

  app.get(
    '/',
    {
      schema: {
        ...base,
        querystring: listPagesQuerySchema,
        response: { 200: listPagesResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => pages.listPages(request.query, publicLinkBase(request, app.config)),
  );

  app.get(
    '/stats',
    { schema: { ...base, response: { 200: pageStatsSchema, ...errorResponses(401, 403) } } },
    async () => pages.stats(),
  );

  app.get(
    '/:id',
    {
      schema: { ...base, params: idParamsSchema, response: { 200: pageSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => pages.getPage(request.params.id, actorOf(request), publicLinkBase(request, app.config)),
  );

  app.post(
    '/',
    {
      schema: {
        ...base,
        body: createPageRequestSchema,
        response: { 201: pageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await pages.createPage(request.body, actorOf(request), publicLinkBase(request, app.config))),
  );

  app.put(
    '/:id',
    {
      schema: {
        ...base,
        params: idParamsSchema,
        body: updatePageRequestSchema,
        response: { 200: pageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      pages.updatePage(request.params.id, request.body, actorOf(request), publicLinkBase(request, app.config)),
  );

  app.patch(
    '/:id/status',
    {
      schema: {
        ...base,
        params: idParamsSchema,
        body: pageStatusRequestSchema,
        // The pages screen's switch: the page as its cards show it (no medical info or contacts).
        response: { 200: pageListItemSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => pages.setStatus(request.params.id, request.body.isActive, publicLinkBase(request, app.config)),
  );

  app.delete(
    '/:id',
    { schema: { ...base, params: idParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      await pages.deletePage(request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default adminPagesRoutes;

/** GET /me/page?profileId: the page of one of the owner's other profiles (none: the primary's). */
const myPageQuerySchema = z.object({ profileId: z.uuid({ error: 'profileId inválido' }).optional() });

/**
 * The owner's page editor: POST / and PUT /{id}, for the owner under /api/me/page (USER: a technician or admin has
 * no page of their own; another account's page is a 404, another userId a 403) and for admins under
 * /api/public/admin/pages (the spec's fallbacks of the same calls: despite the path, admins only, any account).
 * The owner's area also answers GET / (404: the user has none). The QR route under the admin prefix is public
 * (see public/routes.ts).
 */
const myPageEditorRoutes =
  (role: Extract<Role, 'ADMIN' | 'USER'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.requireRole(role));
    const { pages } = app.services;
    const base = { tags: [role === 'ADMIN' ? 'pages' : 'me'], security: [{ bearer: [] }] };
    const asAdmin = role === 'ADMIN';

    if (!asAdmin) {
      app.get(
        '/',
        {
          schema: {
            ...base,
            querystring: myPageQuerySchema,
            response: { 200: pageSchema, ...errorResponses(400, 401, 403, 404) },
          },
        },
        async (request) =>
          pages.getMyPage(actorOf(request), publicLinkBase(request, app.config), request.query.profileId),
      );
    }

    app.post(
      '/',
      {
        schema: {
          ...base,
          body: createMyPageRequestSchema,
          response: { 201: pageSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await pages.createMyPage(actorOf(request), request.body, asAdmin, publicLinkBase(request, app.config))),
    );

    app.put(
      '/:id',
      {
        schema: {
          ...base,
          params: idParamsSchema,
          body: updateMyPageRequestSchema,
          response: { 200: pageSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        pages.updateMyPage(actorOf(request), request.params.id, request.body, publicLinkBase(request, app.config)),
    );
  };

export const myPageRoutes = myPageEditorRoutes('USER');
export const publicAdminPagesRoutes = myPageEditorRoutes('ADMIN');
