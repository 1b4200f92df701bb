import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/tecnico/...: the technician area's equipment, plans, records and status (technicians and admins). */
export const tecnicoRoutes: FastifyPluginAsyncZod = async () => {};
