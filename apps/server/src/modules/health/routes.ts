import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
  driver: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
/** The 503 is an error like any other: { code, message, ... } plus the health fields. */
const unhealthySchema = healthSchema.extend({ code: z.literal('DATABASE_UNAVAILABLE'), message: z.string() });

/** GET /api/health: answers 200 only when the database answers a query. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { tags: ['health'], response: { 200: healthSchema, 503: unhealthySchema } } }, async (request, reply) => {
    const base = { driver: app.database.driver, uptimeSeconds: Math.round(process.uptime()) };
    try {
      await app.database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'ok' as const, ...base };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({
        code: 'DATABASE_UNAVAILABLE' as const,
        message: 'Base de dados indisponível.',
        status: 'error' as const,
        database: 'error' as const,
        ...base,
      });
    }
  });
};

export default healthRoutes;
