import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { chooseMainPhoto, ndefResponseSchema, TAG_TEXTS, type PublicProfile } from '@portal/shared';
import type { AccessActor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { errorResponses, idParamsSchema } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { tags as tagsTable, type TagRow } from '../../db/tables/tags.js';
import { ndefOf } from './ndef.js';
import { publicOwnerOf } from './public-owner.js';
import { renderPoster } from './poster.js';
import { loadSharp } from '../../lib/sharp.js';

const idOrCodeParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });
type PosterTag = Pick<
  TagRow,
  'id' | 'code' | 'type' | 'profileId' | 'assignedUserId' | 'lostMessage' | 'lostReward'
> & { assignedUserName: string | null };

/**
 * The main public photo's medium file, read through the photos service as the asking owner or admin, converted to
 * PNG (pdfkit reads no WebP). A photo that cannot be read leaves the poster without one rather than failing it.
 */
async function photoOf(
  app: FastifyInstance,
  profile: PublicProfile | null,
  viewer: AccessActor,
): Promise<Buffer | null> {
  const main = profile ? chooseMainPhoto(profile.photos) : null;
  if (!main) return null;
  try {
    const file = await app.services.photos.openPhoto(main.id, 'medium', { viewer: async () => viewer });
    const stored = await file.open();
    const parts: Buffer[] = [];
    for await (const chunk of stored.stream) parts.push(Buffer.from(chunk as Uint8Array));
    const sharp = await loadSharp();
    return await sharp(Buffer.concat(parts)).flatten({ background: '#ffffff' }).png().toBuffer();
  } catch (error) {
    app.log.warn({ err: error, photoId: main.id }, 'lost poster: main photo unreadable, printed without it');
    return null;
  }
}

/** The admin's view of any tag, by id, with what the poster needs (404 as the other admin tag routes). */
async function adminTag(app: FastifyInstance, id: string): Promise<PosterTag> {
  const [row] = await app.database.db.select().from(tagsTable).where(eq(tagsTable.id, id)).limit(1);
  if (!row) throw notFound(TAG_TEXTS.notFound, 'TAG_NOT_FOUND');
  const owner = row.assignedUserId ? await app.services.users.findById(row.assignedUserId) : undefined;
  return { ...row, assignedUserName: owner ? owner.name || owner.email : null };
}

async function sendPoster(app: FastifyInstance, tag: PosterTag, viewer: AccessActor) {
  const { profile, accountName } = await publicOwnerOf(app.services.profiles, tag);
  return renderPoster(
    {
      code: tag.code,
      url: `${app.config.publicUrl}/t/${tag.code}`,
      isPerson: profile?.kind === 'PERSON',
      name: profile ? profile.name : accountName,
      message: tag.lostMessage?.trim() || null,
      reward: tag.lostReward,
      photo: await photoOf(app, profile, viewer),
    },
    { appName: app.config.appName },
  );
}

const pdfHeaders = (code: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `attachment; filename="cartaz-${code.replace(/[^\w.-]/g, '_')}.pdf"`,
  'cache-control': 'no-store',
});

/** GET /api/me|admin/bracelets/{id}/poster.pdf and GET /api/me|admin/bracelets/{id}/ndef (full paths, no prefix). */
export const lostPosterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tags } = app.services;
  const pdf = { 200: z.any().describe('application/pdf') };

  app.get(
    '/api/me/bracelets/:id/poster.pdf',
    {
      onRequest: app.requireRole('USER'),
      schema: {
        tags: ['me'],
        security: [{ bearer: [] }],
        description: 'O cartaz de perdido da tag (A4): nome, foto e mensagem públicos e o QR code da página /t.',
        params: idOrCodeParamsSchema,
        response: { ...pdf, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const tag = await tags.getMyTag(user, request.params.id);
      return reply.headers(pdfHeaders(tag.code)).send(await sendPoster(app, tag, user));
    },
  );

  app.get(
    '/api/admin/bracelets/:id/poster.pdf',
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { ...pdf, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const tag = await adminTag(app, request.params.id);
      return reply.headers(pdfHeaders(tag.code)).send(await sendPoster(app, tag, currentUser(request)));
    },
  );

  app.get(
    '/api/me/bracelets/:id/ndef',
    {
      onRequest: app.requireRole('USER'),
      schema: {
        tags: ['me'],
        security: [{ bearer: [] }],
        description: 'O texto para gravar na tag ao lado do endereço (só o que o perfil mostra ao público).',
        params: idOrCodeParamsSchema,
        response: { 200: ndefResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const tag = await tags.getMyTag(currentUser(request), request.params.id);
      return ndefOf((await publicOwnerOf(app.services.profiles, tag)).profile);
    },
  );

  // The admin's copy (issue 26: 'Gravar na tag' on the admin's tag screen writes it beside the URL).
  app.get(
    '/api/admin/bracelets/:id/ndef',
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        description: 'O texto para gravar na tag ao lado do endereço (só o que o perfil mostra ao público).',
        params: idParamsSchema,
        response: { 200: ndefResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ndefOf((await publicOwnerOf(app.services.profiles, await adminTag(app, request.params.id))).profile),
  );
};
