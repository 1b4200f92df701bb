import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assignTagRequestSchema, tagEventSchema, tagSchema, unassignTagRequestSchema, type Role } from '@portal/shared';
import { errorResponses, idParamsSchema } from '../../lib/schemas.js';
import { actorOf } from '../../plugins/auth.js';
import { answersNulItself } from '../../plugins/well-formed-text.js';

export type App = Parameters<FastifyPluginAsyncZod>[0];
export type Base = { tags: string[]; security: Array<Record<string, string[]>> };

/** The owner's routes also find a tag by its code. */
export const idOrCodeParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });
export const events = z.array(tagEventSchema);

/**
 * What every tag route family sets up: free text and meta drop U+0000 (withoutNul, normalizeTagMeta) and an id or
 * code holding it is not found, so the tag routes answer it themselves (tags.test.ts); the role guard; the OpenAPI
 * group.
 */
export function tagFamily(role: Role, group: string, routes: (app: App, base: Base) => void): FastifyPluginAsyncZod {
  return async (app) => {
    answersNulItself(app, ['params', 'body']);
    app.addHook('onRequest', app.requireRole(role));
    routes(app, { tags: [group], security: [{ bearer: [] }] });
  };
}

/** GET /{id}: any tag (the admin's routes). */
export function getTagRoute(app: App, base: Base) {
  app.get(
    '/:id',
    {
      schema: { ...base, params: idParamsSchema, response: { 200: tagSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => app.services.tags.getTag(request.params.id),
  );
}

/** {method} /{id}/assign: the admin gives a tag to a user (BLOCK) or moves it (TRANSFER). */
export function assignRoute(app: App, base: Base, method: 'post' | 'patch') {
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
export function unassignRoute(app: App, base: Base) {
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
