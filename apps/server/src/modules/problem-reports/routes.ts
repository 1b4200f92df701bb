import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listProblemReportsQuerySchema,
  listProblemReportsResponseSchema,
  problemReportSchema,
  updateProblemReportRequestSchema,
} from '@portal/shared';
import { errorResponses, idParamsSchema } from '../../lib/schemas.js';
import { actorOf } from '../../plugins/auth.js';
import { privatePhotoQuerySchema, sendPrivateFile, signedLinkOf } from '../../lib/private-file-reply.js';

const base = { tags: ['tecnico'], security: [{ bearer: [] }] };

/** /api/tecnico/chamados (issue 44): the chamados opened from the equipment's public pages. Technicians and admins. */
export const tecnicoChamadosRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole('TECHNICIAN', 'ADMIN');
  const { problemReports } = app.services;

  app.get(
    '/',
    {
      onRequest: staff,
      schema: {
        ...base,
        summary: 'Chamados (problemas relatados na página pública dos equipamentos), mais novos primeiro',
        querystring: listProblemReportsQuerySchema,
        response: { 200: listProblemReportsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => problemReports.list(request.query),
  );

  app.patch(
    '/:id',
    {
      onRequest: staff,
      schema: {
        ...base,
        description:
          'EM_ATENDIMENTO: o técnico assume o chamado (um administrador pode indicar technicianId); RESOLVIDO: quem o ' +
          'assumiu (ou um administrador) o fecha; ABERTO: devolve. Um registro de manutenção com resultado OK de ' +
          'quem assumiu também o fecha.',
        params: idParamsSchema,
        body: updateProblemReportRequestSchema,
        response: { 200: problemReportSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => problemReports.update(request.params.id, request.body, actorOf(request)),
  );

  /** The photo's bytes: a signed link of an open session (an <img> cannot send the token), or a technician or admin. */
  app.get(
    '/:id/photo',
    {
      compress: false,
      schema: {
        tags: ['tecnico'],
        summary: 'A foto de um chamado (medium ou thumbnail)',
        params: idParamsSchema,
        querystring: privatePhotoQuerySchema,
        response: { 200: z.unknown(), 304: z.null(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const file = await problemReports.openPhoto(
        request.params.id,
        request.query.size,
        signedLinkOf(request.query, request),
      );
      return sendPrivateFile(request, reply, file);
    },
  );
};
