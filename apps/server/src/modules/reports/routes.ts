import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportRequestSchema, reportResponseSchema, type Role } from '@portal/shared';
import { errorResponses, idParamsSchema } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';

/**
 * POST .../reports/generate and GET .../reports/{id}/download, for admins (everything) under
 * /api/admin/analytics/reports and for users (their own data) under /api/me/analytics/reports.
 */
const reportRoutes =
  (role: Extract<Role, 'ADMIN' | 'USER'>, prefix: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.requireRole(role));
    const { reports } = app.services;
    const base = { tags: ['analytics'], security: [{ bearer: [] }] };

    app.post(
      '/generate',
      {
        schema: {
          ...base,
          summary: 'Gera um relatório (PDF, Excel ou CSV) e responde o link de download',
          body: reportRequestSchema,
          response: { 201: reportResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const report = await reports.generate(currentUser(request), request.body);
        return reply.status(201).send({ ...report, downloadUrl: `${prefix}/${report.id}/download` });
      },
    );

    app.get(
      '/:id/download',
      {
        compress: false,
        schema: {
          ...base,
          summary: 'Baixa o arquivo de um relatório gerado pela mesma conta (até expirar)',
          params: idParamsSchema,
          response: { 200: z.unknown(), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const file = await reports.open(currentUser(request).id, request.params.id);
        return reply
          .header('content-type', file.contentType)
          .header('content-length', String(file.size))
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.stream);
      },
    );

    // One sweeper per app: the admin plugin starts it (expired files are removed at start, then hourly).
    if (role === 'ADMIN') {
      app.addHook('onReady', async () => reports.start());
      app.addHook('onClose', async () => reports.stop());
    }
  };

export const ADMIN_REPORTS_PREFIX = '/api/admin/analytics/reports';
export const MY_REPORTS_PREFIX = '/api/me/analytics/reports';

export const adminReportsRoutes = reportRoutes('ADMIN', ADMIN_REPORTS_PREFIX);
export const myReportsRoutes = reportRoutes('USER', MY_REPORTS_PREFIX);
