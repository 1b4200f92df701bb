import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LOST_TEXTS,
  finderContactRequestSchema,
  finderContactResponseSchema,
  setLostRequestSchema,
  tagSchema,
} from '@portal/shared';
import { AppError } from '../../lib/errors.js';
import { errorResponses, idParamsSchema } from '../../lib/schemas.js';
import { actorOf } from '../../plugins/auth.js';
import { finderLimitsOf } from '../../lib/finder-limits.js';

const codeParamsSchema = z.object({ code: z.string().trim().min(1).max(64) });

/**
 * Lost mode (issue 13): PATCH /api/me|admin/bracelets/{id}/lost and the finder's JSON twin
 * POST /api/public/tag/{code}/contact. Registered without a prefix (full paths).
 */
export const lostModeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lostMode } = app.services;
  // The owner's switch and the admin's, one route for each role: the access rule tells them apart.
  for (const [role, area, group] of [
    ['USER', 'me', 'me'],
    ['ADMIN', 'admin', 'bracelets'],
  ] as const) {
    app.patch(
      `/api/${area}/bracelets/:id/lost`,
      {
        onRequest: app.requireRole(role),
        schema: {
          tags: [group],
          security: [{ bearer: [] }],
          params: idParamsSchema,
          body: setLostRequestSchema,
          response: { 200: tagSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => lostMode.setLost(request.params.id, request.body, actorOf(request)),
    );
  }

  const isOverFinderLimits = finderLimitsOf(app);
  /**
   * 200 for a message relayed and for a honeypot caught alike (a bot learns nothing from the answer); 404 for an
   * unknown tag; 409 NOT_LOST for a tag not LOST; 429 TOO_MANY_MESSAGES over the limits per address and per tag.
   */
  app.post(
    '/api/public/tag/:code/contact',
    {
      // As the HTML form's: a message is at most FINDER_MESSAGE_MAX characters, so 16 KB is plenty (413 beyond).
      bodyLimit: 16_384,
      // Control characters, U+0000 included, are removed from what the finder typed (cleanFinderText).
      config: { tooLargeMessage: LOST_TEXTS.finderMessageTooLong, ownNul: ['body'] },
      schema: {
        tags: ['public'],
        params: codeParamsSchema,
        body: finderContactRequestSchema,
        response: { 200: finderContactResponseSchema, ...errorResponses(400, 404, 409, 413, 429) },
      },
    },
    async (request) => {
      const target = { tagCode: request.params.code };
      if (await isOverFinderLimits(request, await lostMode.finderLimitKey(target)))
        throw new AppError(429, 'TOO_MANY_MESSAGES', LOST_TEXTS.tooManyMessages);
      return lostMode.relayFinderMessage(target, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
    },
  );
};
