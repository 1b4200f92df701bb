import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientSchema,
  clientStatsSchema,
  createClientRequestSchema,
  listClientsQuerySchema,
  listClientsResponseSchema,
  updateClientRequestSchema,
  userSchema,
} from '@portal/shared';
import { errorResponses, idParamsSchema } from '../../lib/schemas.js';
import { actorOf } from '../../plugins/auth.js';

/** /api/admin/clients: the clients (profiles) screen. Admins only. */
const adminClientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('ADMIN'));
  const { clients } = app.services;
  const base = { tags: ['clients'], security: [{ bearer: [] }] };

  app.get(
    '/',
    {
      schema: {
        ...base,
        querystring: listClientsQuerySchema,
        response: { 200: listClientsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => clients.listClients(request.query),
  );

  app.get(
    '/stats',
    { schema: { ...base, response: { 200: clientStatsSchema, ...errorResponses(401, 403) } } },
    async () => clients.stats(),
  );

  app.get(
    '/:id',
    {
      schema: {
        ...base,
        params: idParamsSchema,
        response: { 200: clientSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => clients.getClient(request.params.id, actorOf(request)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        ...base,
        params: idParamsSchema,
        body: updateClientRequestSchema,
        response: { 200: clientSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => clients.updateClient(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...base,
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await clients.deleteClient(request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
};

export default adminClientsRoutes;

/**
 * POST /api/admin/users {email, password, role, profile} -> 201 {user, profile}: a client (account, profile
 * and public page) in one transaction. Registered under /api/admin/users beside the users module's GET and PATCH.
 */
export const adminCreateUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('ADMIN'));
  app.post(
    '/',
    {
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        body: createClientRequestSchema,
        response: {
          201: z.object({ user: userSchema, profile: clientSchema.nullable() }),
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.services.clients.createClient(request.body, actorOf(request))),
  );
};
