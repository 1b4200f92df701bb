/**
 * Issue 41: a lost pet's share picture, so a link sent on WhatsApp shows the animal: its main public photo as a
 * 1200x630 JPEG under 300 KB (the Open Graph size previews crop to), made with sharp on request. Only a lost pet's
 * page has one (publicPageHead names it); a person's preview never carries a photo.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { chooseMainPhoto } from '@portal/shared';
import type { StoredFile } from '../../lib/storage/file-storage.js';
import { notFound } from '../../lib/errors.js';
import { slugParamsSchema, type PublicRoutesOptions } from './route-options.js';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
export const SHARE_IMAGE_MAX_BYTES = 300_000;

async function bytesOf(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The photo cropped to 1200x630, at the best JPEG quality that stays under 300 KB. */
export async function shareImageOf(photo: Buffer): Promise<Buffer> {
  const resized = sharp(photo)
    .rotate()
    .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' });
  for (const quality of [82, 70, 58, 45, 32]) {
    const jpeg = await resized.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length < SHARE_IMAGE_MAX_BYTES) return jpeg;
  }
  return resized.clone().jpeg({ quality: 20, mozjpeg: true }).toBuffer();
}

/** GET /p/{slug}/compartilhar.jpg: 404 unless the page is a lost pet's with a public photo. */
export function registerShareImageRoute(app: FastifyInstance, { hot }: PublicRoutesOptions) {
  const { publicPages, photos } = app.services;
  app.get<{ Params: { slug: string } }>(
    // lostPetShareImagePath's address (its slug encoded there, a parameter here).
    '/p/:slug/compartilhar.jpg',
    { ...hot(), compress: false, schema: { hide: true, params: slugParamsSchema } },
    async (request, reply) => {
      let result = await publicPages.publicPage(request.params.slug);
      if (result?.kind === 'redirect') result = await publicPages.publicPage(result.slug);
      const view = result?.kind === 'page' ? result.view : null;
      const photo = view && view.profile.kind === 'PET' && view.lost ? chooseMainPhoto(view.profile.photos) : null;
      if (!photo) throw notFound();
      // Only a photo any visitor may see (public photo of a public, active page): openPhoto says so.
      const file = await photos.openPhoto(photo.id, 'original', { viewer: async () => null });
      const image = await shareImageOf(await bytesOf(await file.open()));
      return reply.header('content-type', 'image/jpeg').header('cache-control', 'public, max-age=300').send(image);
    },
  );
}
