import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/tecnico/...: a record's attachments and an equipment's service report (PDF). */
export const tecnicoFileRoutes: FastifyPluginAsyncZod = async () => {};
