import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Lost mode (issue 13): PATCH /api/me|admin/bracelets/{id}/lost, the owner's scan list and scan digest, and the
 * finder's JSON twin POST /api/public/tag/{code}/contact. Registered without a prefix (full paths).
 */
export const lostModeRoutes: FastifyPluginAsyncZod = async () => {};
