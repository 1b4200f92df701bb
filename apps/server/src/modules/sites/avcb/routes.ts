import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { avcbFileName, dayInTimeZone } from '@portal/shared';
import { errorResponses, idParamsSchema } from '../../../lib/schemas.js';
import { renderAvcbPdf } from './pdf.js';
import { renderAvcbXlsx } from './xlsx.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET /api/admin/sites/{id}/avcb.pdf and /avcb.xlsx (issue 44 item 7): the site's AVCB report. Admins only. */
export const adminAvcbRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('ADMIN'));
  const formats = [
    { extension: 'pdf', type: 'application/pdf', render: renderAvcbPdf },
    { extension: 'xlsx', type: XLSX, render: renderAvcbXlsx },
  ] as const;
  for (const format of formats)
    app.get(
      `/:id/avcb.${format.extension}`,
      {
        compress: false,
        schema: {
          tags: ['sites'],
          security: [{ bearer: [] }],
          summary: `Relatório AVCB do local (${format.extension.toUpperCase()})`,
          description:
            'Cada equipamento do local (por ponto, depois código): classe, agente, capacidade, datas e situação de ' +
            'cada nível, pendências e chamados abertos, técnico do último registro; capa com o local, o cliente, a ' +
            'empresa de manutenção e a hora de geração (horário de Brasília).',
          params: idParamsSchema,
          response: { 200: z.unknown(), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const report = await app.services.avcbReport(request.params.id);
        const file = await format.render(report, { appName: app.config.appName });
        const day = dayInTimeZone(report.generatedAt, report.timeZone);
        return reply
          .header('content-type', format.type)
          .header(
            'content-disposition',
            `attachment; filename="${avcbFileName(report.site.name, day, format.extension)}"`,
          )
          .header('cache-control', 'no-store')
          .send(file);
      },
    );
};
