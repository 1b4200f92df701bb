import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  encoderExportQuerySchema,
  labelsRequestSchema,
  tagBatchesResponseSchema,
  tagBatchParamsSchema,
  tagBatchPdfQuerySchema,
  type LabelsRequestParsed,
} from '@portal/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicLinkBase } from '../../../lib/public-base.js';
import { errorResponses } from '../../../lib/schemas.js';
import { ndefOf, publicOwnerOf } from '../../lost-mode/service.js';
import { encoderCsv } from '../encoder-export.js';
import { activationCardsPdf } from './activation-cards.js';
import { tagLabelsPdf } from './tag-labels.js';

const base = { tags: ['tags'], security: [{ bearer: [] }] };

/** /api/admin/tags/labels.pdf, /export.csv (issue 25) and /batches (issue 43): admins only. */
export const tagLabelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('ADMIN'));
  const { tags, profiles } = app.services;

  async function sendPdf(request: FastifyRequest, reply: FastifyReply, body: LabelsRequestParsed) {
    const cards = body.kind === 'activationCards';
    const { pdf, count } = await (cards ? activationCardsPdf : tagLabelsPdf)(body, {
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
  }

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
    (request, reply) => sendPdf(request, reply, request.body),
  );

  // Issue 43: the kept imports, and each one's labels and activation cards again, in the order of the import.
  app.get(
    '/batches',
    {
      schema: {
        ...base,
        description:
          'Os lotes importados (POST /admin/bracelets/bulk), do mais novo: id, data, quantas tags, quem importou.',
        response: { 200: tagBatchesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ items: await tags.listBatches() }),
  );

  for (const [path, kind] of [
    ['labels.pdf', 'labels'],
    ['cards.pdf', 'activationCards'],
  ] as const) {
    app.get(
      `/batches/:id/${path}`,
      {
        schema: {
          ...base,
          description:
            kind === 'labels'
              ? 'As etiquetas de um lote, na ordem da importação (modelo padrão, ou preset).'
              : 'Os cartões de ativação de um lote, na ordem da importação (modelo padrão, ou preset).',
          params: tagBatchParamsSchema,
          querystring: tagBatchPdfQuerySchema,
          response: { 200: z.any().describe('application/pdf'), ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request, reply) =>
        sendPdf(request, reply, labelsRequestSchema.parse({ batchId: request.params.id, kind, ...request.query })),
    );
  }

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
