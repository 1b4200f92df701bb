import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationSettingsSchema, updateNotificationSettingsRequestSchema } from '@portal/shared';
import { errorResponses } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';

/**
 * /api/me/notification-settings: the signed-in account's own choices, any role (a technician's maintenance
 * reminders, everyone's account notices). Turning the security notices off is a 400 in pt-BR.
 */
export const myNotificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const { notificationSettings } = app.services;
  const base = { tags: ['me'], security: [{ bearer: [] }] };

  app.get(
    '/',
    { schema: { ...base, response: { 200: notificationSettingsSchema, ...errorResponses(401) } } },
    async (request) => notificationSettings.get(currentUser(request).id),
  );

  app.put(
    '/',
    {
      schema: {
        ...base,
        description:
          'Muda os canais (e-mail, sino) de cada tipo de aviso e o resumo diário das leituras; os avisos de segurança da conta não podem ser desligados (400).',
        body: updateNotificationSettingsRequestSchema,
        response: { 200: notificationSettingsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => notificationSettings.update(currentUser(request).id, request.body),
  );
};
