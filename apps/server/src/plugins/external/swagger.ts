import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_TOKEN_PREFIX } from '@portal/shared';
import { tokenAccessOf } from '../../modules/api-tokens/route-scopes.js';

type Transformed = ReturnType<typeof jsonSchemaTransform>;

/**
 * Each authenticated route's API-token access, from the declaration plugins/auth.ts enforces (route-scopes.ts): its
 * scope as `x-scope` and `security: [{ bearer: [] }, { apiToken: [scope] }]`; a route no token reaches keeps the
 * session's scheme only and says why in `x-api-token` ('account-security' or 'refused'). Public routes stay as
 * they are.
 */
function withTokenAccess(transformed: Transformed, method: string | string[]): Transformed {
  const schema = transformed.schema as Record<string, unknown>;
  const access = tokenAccessOf(Array.isArray(method) ? method[0]! : method, transformed.url);
  const signedIn = Array.isArray(schema.security) && schema.security.length > 0;
  if (access.kind === 'refused' && !signedIn) return transformed;
  // `x-` keys are copied to the operation as they are (OpenAPI extensions); FastifySchema does not type them.
  // A route visitors open too (a photo's bytes) declares no sign-in: it keeps none and gets only its `x-scope`.
  const extended: Record<string, unknown> =
    access.kind !== 'scope'
      ? { ...schema, 'x-api-token': access.kind === 'accountSecurity' ? 'account-security' : 'refused' }
      : signedIn
        ? { ...schema, security: [{ bearer: [] }, { apiToken: [access.scope] }], 'x-scope': access.scope }
        : { ...schema, 'x-scope': access.scope };
  return { ...transformed, schema: extended as Transformed['schema'] };
}
import { withWebhookDocs, WEBHOOK_DOCS_PATH, webhookDocsHtml } from '../../modules/webhooks/docs.js';

/** OpenAPI generated from the routes' zod schemas: /api/openapi.json and /api/docs. */
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: `${app.config.appName} API`, version: '1.0.0', description: 'API do portal de tags NFC.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: `${API_TOKEN_PREFIX}...`,
            description:
              "Token de API criado em 'Minha conta' → 'Integrações'. Cada rota exige o escopo em x-scope " +
              '(<domínio>:read para GET, <domínio>:write para as demais); rotas sem x-scope não aceitam tokens.',
          },
        },
      },
    },
    transform: (input) => withTokenAccess(jsonSchemaTransform(input), input.route.method),
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
