import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSiteRequestSchema,
  listSitesQuerySchema,
  listSitesResponseSchema,
  siteSchema,
  tagPlacementRequestSchema,
  tagSchema,
  updateSiteRequestSchema,
} from '@portal/shared';
import { errorResponses, idParamsSchema } from '../../lib/schemas.js';

const base = { tags: ['sites'], security: [{ bearer: [] }] };

/** /api/admin/sites (issue 44): a client's sites. Admins only. */
export const adminSitesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('ADMIN'));
  const { sites } = app.services;

  app.get(
    '/',
    {
      schema: {
        ...base,
        summary: 'Locais (prédios) dos clientes, por nome; ?userId= os de um cliente',
        querystring: listSitesQuerySchema,
        response: { 200: listSitesResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => sites.listSites(request.query),
  );

  app.post(
    '/',
    {
      schema: {
        ...base,
        body: createSiteRequestSchema,
        response: { 201: siteSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await sites.createSite(request.body)),
  );

  app.get(
    '/:id',
    {
      schema: {
        ...base,
        params: idParamsSchema,
        response: { 200: siteSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => sites.getSite(request.params.id),
  );

  app.patch(
    '/:id',
    {
      schema: {
        ...base,
        params: idParamsSchema,
        body: updateSiteRequestSchema,
        response: { 200: siteSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => sites.updateSite(request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...base,
        description: 'Exclui o local; os equipamentos dele ficam sem local (o ponto no local é mantido).',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await sites.deleteSite(request.params.id);
      return reply.status(204).send(null);
    },
  );
};

/** PATCH /api/admin/bracelets/{id} (issue 44): an equipment tag's site and place. Admins only. */
export const adminTagPlacementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('ADMIN'));
  app.patch(
    '/:id',
    {
      schema: {
        tags: ['bracelets'],
        security: [{ bearer: [] }],
        description:
          'O local (um dos locais do dono da tag; null tira a tag do local) e o ponto no local de um equipamento. ' +
          'Um local de outro cliente é 400.',
        params: idParamsSchema,
        body: tagPlacementRequestSchema,
        response: { 200: tagSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => app.services.sites.placeTag(request.params.id, request.body),
  );
};

/** GET /api/tecnico/sites (issue 44): the sites, for the technician panel's site filter. Technicians and admins. */
export const tecnicoSitesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('TECHNICIAN', 'ADMIN'));
  app.get(
    '/',
    {
      schema: {
        tags: ['tecnico'],
        security: [{ bearer: [] }],
        summary: 'Locais (prédios) dos clientes, por nome: o filtro do painel técnico',
        querystring: listSitesQuerySchema,
        response: { 200: listSitesResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => app.services.sites.listSites(request.query),
  );
};
