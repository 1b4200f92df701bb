import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountProfileSchema,
  createProfileRequestSchema,
  listProfilesQuerySchema,
  listProfilesResponseSchema,
  liftPinLockResponseSchema,
  listUnlocksQuerySchema,
  listUnlocksResponseSchema,
  pinResponseSchema,
  setPinRequestSchema,
  updateMyProfileRequestSchema,
} from '@portal/shared';
import { publicLinkBase } from '../../lib/public-base.js';
import { errorResponses, idParamsSchema } from '../../lib/schemas.js';
import { actorOf, currentUser } from '../../plugins/auth.js';

/** Any id: one that is not a profile's (a uuid or not) is the profile's 404, not a 400. */
const profileIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

/**
 * Issue 24: a profile's PIN (PUT sets or changes it, DELETE removes it: its PIN sections become PRIVATE) and the log
 * of the tries at it. The owner's under /me/profiles/{id}, the admin's under /admin/clients/{id} (any profile id).
 */
function registerPinRoutes(app: FastifyInstance, base: { tags: string[]; security: Array<Record<string, string[]>> }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { profiles } = app.services;
  routes.put(
    '/:id/pin',
    {
      schema: {
        ...base,
        params: profileIdParamsSchema,
        body: setPinRequestSchema,
        response: { 200: pinResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => profiles.setPin(request.params.id, request.body, actorOf(request)),
  );
  routes.delete(
    '/:id/pin',
    {
      schema: {
        ...base,
        description: 'Remove o PIN: as seções com PIN passam a ser privadas.',
        params: profileIdParamsSchema,
        response: { 200: pinResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => profiles.removePin(request.params.id, actorOf(request)),
  );
  routes.delete(
    '/:id/pin/lock',
    {
      schema: {
        ...base,
        description: 'Desbloqueia o PIN travado por tentativas erradas: as tentativas voltam a contar de agora.',
        params: profileIdParamsSchema,
        response: { 200: liftPinLockResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => profiles.liftPinLock(request.params.id, actorOf(request)),
  );
  routes.get(
    '/:id/unlocks',
    {
      schema: {
        ...base,
        description: 'As tentativas de abrir o perfil com o PIN (quando, certo ou errado, país, dispositivo).',
        params: profileIdParamsSchema,
        querystring: listUnlocksQuerySchema,
        response: { 200: listUnlocksResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => profiles.listUnlocks(request.params.id, request.query, actorOf(request)),
  );
}

/** /api/me/profiles: the signed-in owner's profiles (USER only, like the other /me routes). */
export const myProfilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('USER'));
  const { profiles, openAlert } = app.services;
  const base = { tags: ['me'], security: [{ bearer: [] }] };
  const linkBase = (request: Parameters<typeof publicLinkBase>[0]) => publicLinkBase(request, app.config);

  app.get(
    '/',
    {
      schema: {
        ...base,
        querystring: listProfilesQuerySchema,
        response: { 200: listProfilesResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => profiles.listMine(currentUser(request).id, request.query, linkBase(request)),
  );

  app.post(
    '/',
    {
      schema: {
        ...base,
        body: createProfileRequestSchema,
        response: { 201: accountProfileSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await profiles.createMine(currentUser(request).id, request.body, linkBase(request))),
  );

  app.get(
    '/:id',
    {
      schema: {
        ...base,
        params: profileIdParamsSchema,
        response: { 200: accountProfileSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const profile = await profiles.getProfile(request.params.id, actorOf(request), linkBase(request));
      return { ...profile, openAlert: await openAlert.settingsOf(profile.id, profile.user.email) };
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        ...base,
        description:
          'Muda os campos do perfil e, com `openAlert`, o aviso de ficha aberta (ligado e os e-mails que o recebem).',
        params: profileIdParamsSchema,
        body: updateMyProfileRequestSchema,
        response: { 200: accountProfileSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { openAlert: alert, ...fields } = request.body;
      const actor = actorOf(request);
      // The family alert first (its 400s before any field is written), on the owner's own profile only.
      const owned = alert ? await profiles.getProfile(request.params.id, actor) : undefined;
      if (owned && alert) await openAlert.configure(owned, owned.user, alert);
      const profile = await profiles.updateProfile(request.params.id, fields, actor, linkBase(request));
      return { ...profile, openAlert: await openAlert.settingsOf(profile.id, profile.user.email) };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...base,
        params: profileIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await profiles.deleteProfile(request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  registerPinRoutes(app, base);
};

/**
 * /api/admin/clients/{id}/profiles: the profiles of the account that owns profile {id} (a client's id is its
 * primary profile's; any of the account's profile ids works). Admins only; registered under /api/admin/clients.
 */
export const adminClientProfilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('ADMIN'));
  const { profiles } = app.services;
  const base = { tags: ['clients'], security: [{ bearer: [] }] };

  app.get(
    '/:id/profiles',
    {
      schema: {
        ...base,
        params: idParamsSchema,
        querystring: listProfilesQuerySchema,
        response: { 200: listProfilesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      profiles.listOfClient(request.params.id, request.query, actorOf(request), publicLinkBase(request, app.config)),
  );

  app.post(
    '/:id/profiles',
    {
      schema: {
        ...base,
        params: idParamsSchema,
        body: createProfileRequestSchema,
        response: { 201: accountProfileSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await profiles.createForClient(
            request.params.id,
            request.body,
            actorOf(request),
            publicLinkBase(request, app.config),
          ),
        ),
  );
  registerPinRoutes(app, base);
};
