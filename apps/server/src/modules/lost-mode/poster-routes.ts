import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/me/bracelets/{id}/poster.pdf and GET /api/me/bracelets/{id}/ndef (full paths, no prefix). */
export const lostPosterRoutes: FastifyPluginAsyncZod = async () => {};
