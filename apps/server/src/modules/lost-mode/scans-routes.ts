import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listTagScansResponseSchema, paginationQuerySchema, scanDigestRequestSchema, tagSchema } from '@portal/shared';
import { errorResponses } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';

const idParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });
const scansQuerySchema = paginationQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100, 'limit deve estar entre 1 e 100').default(20),
});

/**
 * The owner's scans of one tag and the daily digest switch (issue 13), full paths: GET /api/me/bracelets/{id}/scans
 * and PATCH /api/me/bracelets/{id}/scan-digest. USER only, own tags only (404 TAG_NOT_FOUND, 403 NOT_OWNER).
 */
export const lostScansRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tags, lostScans } = app.services;
  const base = { tags: ['me'], security: [{ bearer: [] }] };
  const onRequest = app.requireRole('USER');

  app.get(
    '/api/me/bracelets/:id/scans',
    {
      onRequest,
      schema: {
        ...base,
        params: idParamsSchema,
        querystring: scansQuerySchema,
        response: { 200: listTagScansResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const tag = await tags.getMyTag(currentUser(request), request.params.id);
      return lostScans.listScans(tag.id, request.query);
    },
  );

  app.patch(
    '/api/me/bracelets/:id/scan-digest',
    {
      onRequest,
      schema: {
        ...base,
        params: idParamsSchema,
        body: scanDigestRequestSchema,
        response: { 200: tagSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const tag = await tags.getMyTag(currentUser(request), request.params.id);
      await lostScans.setScanDigest(tag.id, request.body);
      return tags.getTag(tag.id);
    },
  );
};
