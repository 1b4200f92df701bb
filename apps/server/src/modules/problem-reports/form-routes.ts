import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import {
  PHOTO_MAX_BYTES,
  PHOTO_TEXTS,
  PROBLEM_DESCRIPTION_MAX,
  PROBLEM_TEXTS,
  problemReportFormSchema,
  TEXTS,
} from '@portal/shared';
import type { ProblemFormState } from '@portal/shared/public-page';
import { AppError, badRequest } from '../../lib/errors.js';
import { finderLimitsOf } from '../../lib/finder-limits.js';
import { receiveUpload, removeUpload, uploadFolder, type ReceivedUpload } from '../../lib/upload-files.js';
import { pageLanguage } from '../public/service.js';

/** What the form posted: its text fields, and the photo streamed to a temp file (none when no file was chosen). */
type PostedForm = { fields: Record<string, string>; photo?: { file: ReceivedUpload; fileName: string } };

const FIELDS = ['tipo', 'descricao', 'nome', 'telefone'] as const;
/** A field's bytes at most in a multipart body (a description of 1,000 characters fits many times over). */
const FIELD_MAX_BYTES = 16_384;
/** Over the limit: the acceptance's 413, with the description's limit in pt-BR (the urlencoded parser's too). */
const tooLong = () => new AppError(413, 'PROBLEM_TOO_LONG', PROBLEM_TEXTS.descriptionTooLong);
const ROUTE_CONFIG = { tooLargeMessage: PROBLEM_TEXTS.descriptionTooLong, ownNul: ['body'] as const };

/** The description as the textarea counts it: a browser sends its line breaks as CRLF. */
const textOf = (value: unknown) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : '');

/**
 * The multipart body, one part at a time: the text fields (each at most FIELD_MAX_BYTES: over it, the 413) and the
 * first file of the field `photo` streamed to `folder` (at most PHOTO_MAX_BYTES: over it, the photos' 413). An empty
 * file part (the form sent with no photo chosen) is no photo. On an error no file is left.
 */
async function readMultipart(request: FastifyRequest, folder: string): Promise<PostedForm> {
  const fields: Record<string, string> = {};
  let photo: PostedForm['photo'];
  let received: ReceivedUpload | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10 } })) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw tooLong();
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (photo || part.fieldname !== 'photo') {
        part.file.resume();
        continue;
      }
      received = await receiveUpload(part.file, folder);
      if (received.truncated)
        throw new AppError(413, 'PHOTO_TOO_LARGE', PHOTO_TEXTS.tooLarge, { maxBytes: PHOTO_MAX_BYTES });
      if (received.bytes === 0) {
        await removeUpload(received);
        received = undefined;
        continue;
      }
      photo = { file: received, fileName: part.filename ?? 'foto' };
    }
  } catch (error) {
    if (received) await removeUpload(received);
    if (error instanceof AppError) throw error;
    throw badRequest(TEXTS.http.validation, {}, 'INVALID_MULTIPART');
  }
  return { fields, photo };
}

/**
 * POST /t/{code}/problema (issue 44 item 6): 'Relatar um problema' on an equipment's public page, a plain form that
 * works with JavaScript off: urlencoded (read by the public pages' parser, 16 KB at most) or multipart with a photo.
 * Answered by a whole page: the confirmation (200), the equipment's page with the errors beside the fields (400), or
 * the panel (404 not an equipment, 413 a description over 1,000 characters or a photo over 10 MB, 429 over the
 * finder form's limits, which it shares). Registered inside the public HTML routes (src/routes.ts), in a plugin of
 * its own: the multipart parser reaches this route only (the other public forms answer multipart with a 415).
 */
export function registerProblemReportRoutes(
  app: FastifyInstance,
  options: { hot: () => { helmet: false; onRequest: onRequestHookHandler[] } },
) {
  const { publicPages, problemReports } = app.services;
  const { problemSentHtml, publicTagHtml } = publicPages.html;
  const appName = app.config.appName;
  const isOver = finderLimitsOf(app);

  const { sendHtml, panel } = publicPages.html.formReplies(appName);

  async function answer(
    request: FastifyRequest<{ Params: { code: string } }>,
    reply: FastifyReply,
    posted: PostedForm,
  ) {
    const tag = await problemReports.reportable(request.params.code);
    const back = `/t/${encodeURIComponent(tag.code)}`;
    const lang = pageLanguage(request, reply, back);
    const values = {
      tipo: textOf(posted.fields.tipo),
      descricao: textOf(posted.fields.descricao),
      nome: textOf(posted.fields.nome),
      telefone: textOf(posted.fields.telefone),
    };
    if (values.descricao.trim().length > PROBLEM_DESCRIPTION_MAX)
      return panel(reply, 413, PROBLEM_TEXTS.descriptionTooLong, back, lang);
    const parsed = problemReportFormSchema.safeParse(values);
    if (!parsed.success) {
      const errors: ProblemFormState['errors'] = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        const key = (FIELDS as readonly string[]).includes(field) ? (field as (typeof FIELDS)[number]) : 'form';
        errors[key] ??= issue.message;
      }
      const page = await publicPages.publicTag(tag.code);
      const html = publicTagHtml({ view: page.view, card: page.card?.view }, false, {
        problem: { values, errors },
        lang,
      });
      return sendHtml(reply, 400, html);
    }
    if (await isOver(request, `problem:${tag.id}`)) return panel(reply, 429, PROBLEM_TEXTS.tooMany, back, lang);
    try {
      await problemReports.report(
        tag,
        parsed.data,
        posted.photo && { input: { path: posted.photo.file.path }, fileName: posted.photo.fileName },
      );
    } catch (error) {
      // A photo sharp cannot read (415), too many pixels (413): the sender's, said on the panel.
      if (error instanceof AppError && error.statusCode < 500)
        return panel(reply, error.statusCode, error.message, back, lang);
      throw error;
    }
    const theme = (await publicPages.publicTag(tag.code)).view.theme;
    return sendHtml(reply, 200, problemSentHtml({ theme, appName, backHref: back, lang }));
  }

  void app.register(async (scope) => {
    // Only here: a field over its size is the 413 (readMultipart), a file over 10 MB is cut and answered 413.
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fieldSize: FIELD_MAX_BYTES },
    });
    scope.post<{ Params: { code: string } }>(
      '/t/:code/problema',
      { ...options.hot(), config: ROUTE_CONFIG, bodyLimit: PHOTO_MAX_BYTES + 64 * 1024, schema: { hide: true } },
      async (request, reply) => {
        if (!request.isMultipart())
          return answer(request, reply, { fields: (request.body ?? {}) as Record<string, string> });
        const posted = await readMultipart(request, uploadFolder(app.config.dataDir));
        try {
          return await answer(request, reply, posted);
        } finally {
          if (posted.photo) await removeUpload(posted.photo.file);
        }
      },
    );
  });
}
