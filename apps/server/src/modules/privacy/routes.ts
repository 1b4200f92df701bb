import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { accessLogQuerySchema, accessLogResponseSchema, deleteAccountRequestSchema } from '@portal/shared';
import { passwordGuessLimitsOf } from '../../lib/password-guesses.js';
import { errorResponses, idParamsSchema } from '../../lib/schemas.js';
import { actorOf, currentUser } from '../../plugins/auth.js';
import type { AccountExport } from './service.js';

const zipSchema = { 200: z.unknown().describe('application/zip: dados.json and fotos/') };

/** The ZIP as it is built (never whole in memory), with its dated name. */
const sendZip = (reply: FastifyReply, exported: AccountExport) =>
  reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${exported.fileName}"`)
    .header('cache-control', 'no-store')
    .send(exported.stream);

/**
 * /api/me: what LGPD gives every signed-in account (issue 23): its data in a ZIP, its deletion (with its password) and
 * who of the staff read its private fields.
 */
export const myPrivacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const { privacy, ownerCookie } = app.services;
  const base = { tags: ['me'], security: [{ bearer: [] }] };

  app.get(
    '/export',
    {
      compress: false,
      schema: {
        ...base,
        summary: 'Baixa um ZIP com todos os dados da conta (dados.json e fotos/)',
        response: { ...zipSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => sendZip(reply, await privacy.exportMine(currentUser(request).id)),
  );

  app.delete(
    '/account',
    {
      // A password check: the one guess budget, per address (the login's too) and per account.
      preHandler: passwordGuessLimitsOf(app).byAddressAndAccount,
      schema: {
        ...base,
        summary: 'Exclui a própria conta e os seus dados (confirma com a senha atual)',
        body: deleteAccountRequestSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      await privacy.deleteAccount(currentUser(request).id, {
        by: 'owner',
        currentPassword: request.body.currentPassword,
      });
      return reply
        .header('set-cookie', ownerCookie.clear(request.protocol === 'https'))
        .status(204)
        .send(null);
    },
  );

  app.get(
    '/access-log',
    {
      schema: {
        ...base,
        summary: 'Quem da equipe abriu os dados privados desta conta, do mais recente ao mais antigo',
        querystring: accessLogQuerySchema,
        response: { 200: accessLogResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => privacy.accessLogOf(currentUser(request).id, request.query),
  );
};

/** GET /api/admin/clients/{id}/export: a client's ZIP, for admins (beside the clients module's routes). */
export const adminClientExportRoute: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('ADMIN'));
  app.get(
    '/:id/export',
    {
      compress: false,
      schema: {
        tags: ['clients'],
        security: [{ bearer: [] }],
        summary: 'Baixa um ZIP com todos os dados da conta do cliente',
        params: idParamsSchema,
        response: { ...zipSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendZip(reply, await app.services.privacy.exportClient(request.params.id, actorOf(request))),
  );
};

/** DELETE /api/admin/users/{id}: an admin deletes an account (not their own), beside the users module's routes. */
export const adminDeleteUserRoute: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('ADMIN'));
  app.delete(
    '/:id',
    {
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        summary: 'Exclui uma conta e os seus dados',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await app.services.privacy.deleteAccount(request.params.id, { by: 'admin', actor: actorOf(request) });
      return reply.status(204).send(null);
    },
  );
};
