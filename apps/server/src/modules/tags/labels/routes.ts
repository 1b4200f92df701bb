import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { encoderExportQuerySchema, labelsRequestSchema } from '@portal/shared';
import { publicLinkBase } from '../../../lib/public-base.js';
import { errorResponses } from '../../../lib/schemas.js';
import { ndefOf, publicOwnerOf } from '../../lost-mode/service.js';
import { encoderCsv } from '../encoder-export.js';
import { activationCardsPdf } from './activation-cards.js';
import { tagLabelsPdf } from './tag-labels.js';

const base = { tags: ['tags'], security: [{ bearer: [] }] };

/** /api/admin/tags/labels.pdf and /api/admin/tags/export.csv (issue 25): admins only. */
export const tagLabelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('ADMIN'));
  const { tags, profiles } = app.services;

  app.post(
    '/labels.pdf',
    {
      schema: {
        ...base,
        description:
          'Folhas A4 (até 2.000 por PDF) numa grade pronta (preset) ou personalizada (custom). kind "labels": etiquetas com o QR code de /t/{código}, o código e os campos escolhidos. kind "activationCards": cartões para a embalagem com o QR code do link de ativação (/user/tags/ativar?code=&activation=, que só abre o "Ativar tag" preenchido) e os dois códigos.',
        body: labelsRequestSchema,
        response: { 200: z.any().describe('application/pdf'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const cards = request.body.kind === 'activationCards';
      const { pdf, count } = await (cards ? activationCardsPdf : tagLabelsPdf)(request.body, {
        selectTags: tags.selectTags,
        activationCodesOf: tags.activationCodesOf,
        linkBase: publicLinkBase(request, app.config),
        appName: app.config.appName,
      });
      return reply
        .headers({
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${cards ? 'cartoes-de-ativacao' : 'etiquetas'}-${count}.pdf"`,
          'cache-control': 'no-store',
        })
        .send(pdf);
    },
  );

  app.get(
    '/export.csv',
    {
      schema: {
        ...base,
        description:
          'Exportação para gravadores NFC: code;url;ndefText;ndefBytes;fitsNtag213 (CSV com ;, UTF-8 com BOM), por ids (separados por vírgula) ou batchId.',
        querystring: encoderExportQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const selected = await tags.selectTags(request.query);
      const csv = await encoderCsv(
        selected,
        publicLinkBase(request, app.config),
        async (tag) => ndefOf((await publicOwnerOf(profiles, tag)).profile).text,
      );
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="gravador-nfc-${selected.length}.csv"`,
          'cache-control': 'no-store',
        })
        .send(csv);
    },
  );
};
