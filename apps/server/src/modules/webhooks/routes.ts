import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createWebhookRequestSchema,
  createWebhookResponseSchema,
  listWebhookDeliveriesQuerySchema,
  listWebhookDeliveriesResponseSchema,
  listWebhooksResponseSchema,
  webhookDeliverySchema,
  webhookIdParamsSchema,
} from '@portal/shared';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';

/**
 * /api/me/webhooks (issue 45): the signed-in account's subscriptions (any role; `allTags` an admin's only), their
 * delivery log and 'Enviar teste'. The events and how to verify a signature: /api/docs/webhooks.
 */
export const myWebhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const { webhooks } = app.services;
  const base = { tags: ['webhooks'], security: [{ bearer: [] }] };

  app.get(
    '/',
    {
      schema: {
        ...base,
        summary: 'Os webhooks da conta',
        response: { 200: listWebhooksResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => webhooks.list(currentUser(request).id),
  );

  app.post(
    '/',
    {
      schema: {
        ...base,
        summary: 'Cria um webhook; o segredo (gerado se omitido) é mostrado só nesta resposta',
        body: createWebhookRequestSchema,
        response: { 201: createWebhookResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      reply.code(201);
      return webhooks.create({ id: user.id, role: user.role }, request.body);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...base,
        summary: 'Exclui um webhook e o seu registro de entregas',
        params: webhookIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await webhooks.remove(currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/:id/deliveries',
    {
      schema: {
        ...base,
        summary: 'As entregas de um webhook, da mais recente à mais antiga (a última tentativa de cada uma)',
        params: webhookIdParamsSchema,
        querystring: listWebhookDeliveriesQuerySchema,
        response: { 200: listWebhookDeliveriesResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => webhooks.deliveries(currentUser(request).id, request.params.id, request.query),
  );

  app.post(
    '/:id/test',
    {
      // Each one is a request to another system at the account's word.
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        ...base,
        summary: "'Enviar teste': um evento webhook.test entregue agora; a resposta é o resultado da entrega",
        params: webhookIdParamsSchema,
        response: { 200: webhookDeliverySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => webhooks.sendTest(currentUser(request).id, request.params.id),
  );
};
