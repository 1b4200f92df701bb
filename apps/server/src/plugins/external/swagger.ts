import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { withWebhookDocs, WEBHOOK_DOCS_PATH, webhookDocsHtml } from '../../modules/webhooks/docs.js';

/** OpenAPI generated from the routes' zod schemas: /api/openapi.json and /api/docs. */
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: `${app.config.appName} API`, version: '1.0.0', description: 'API do portal de tags NFC.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    // Issue 45: each webhook event's body (`x-webhooks`, from the zod schemas) and the link to the webhooks page.
    transformObject: withWebhookDocs,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its CSP would upgrade the page's own scripts to https: blank docs on a plain-http install (as the app's CSP, none).
    transformStaticCSP: (header: string) => header.replace(/\s*upgrade-insecure-requests;?/g, ''),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  const webhookDocs = webhookDocsHtml(app.config.appName);
  app.get(WEBHOOK_DOCS_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(webhookDocs),
  );
});
