import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PHOTO_MAX_FILES_PER_REQUEST,
  photoBulkDeleteResponseSchema,
  photoBulkDeleteSchema,
  photoListQuerySchema,
  photoListResponseSchema,
  photoResponseSchema,
  photoSizeQuerySchema,
  photoUpdateSchema,
  photoUploadManyResponseSchema,
  photoUploadResponseSchema,
  type Photo,
  type PhotoFileError,
  type Role,
} from '@portal/shared';
import { AppError } from '../../lib/errors.js';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf } from '../../plugins/auth.js';
import { attachmentDisposition, etagMatches } from './http.js';
import { noFile, photoParts, registerPhotoMultipart } from './upload-parts.js';

const uuid = z.uuid({ error: 'id inválido' });
const profileParams = z.object({ profileId: uuid });
const photoParams = z.object({ photoId: uuid });
const mainParams = z.object({ profileId: uuid, photoId: uuid });

/**
 * /api/me/photos (role USER: the own profile only; someone else's profile or photo is 403) and /api/admin/photos
 * (role ADMIN: any profile). Spec section 7 'Photos' and DESIGN.md's bulk delete. Answers carry signed URLs.
 */
const photoManagementRoutes =
  (role: Role): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.requireRole(role));
    await registerPhotoMultipart(app);
    const { photos } = app.services;
    const base = { tags: ['photos'], security: [{ bearer: [] }] };
    const uploadErrors = errorResponses(400, 401, 403, 404, 409, 413, 415);

    app.post(
      '/profiles/:profileId/upload',
      {
        schema: {
          ...base,
          summary: 'Envia uma foto (multipart, campo photo)',
          consumes: ['multipart/form-data'],
          params: profileParams,
          response: { 201: photoUploadResponseSchema, ...uploadErrors },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const { profileId } = request.params;
        await photos.assertCanManageProfile(actor, profileId);
        let photo: Photo | undefined;
        for await (const part of photoParts(request, 1)) {
          if ('error' in part) throw part.error;
          photo = await photos.upload(actor, profileId, part);
          // Leaving the loop removes the temp file, before the answer goes out.
          break;
        }
        if (!photo) throw noFile();
        return reply.status(201).send({ photo });
      },
    );

    app.post(
      '/profiles/:profileId/upload-multiple',
      {
        schema: {
          ...base,
          summary: `Envia até ${PHOTO_MAX_FILES_PER_REQUEST} fotos (multipart, campo photos)`,
          consumes: ['multipart/form-data'],
          params: profileParams,
          response: { 201: photoUploadManyResponseSchema, ...uploadErrors },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const { profileId } = request.params;
        await photos.assertCanManageProfile(actor, profileId);
        const stored: Photo[] = [];
        const refused: AppError[] = [];
        const errors: PhotoFileError[] = [];
        const refuse = (fileName: string, error: AppError) => {
          refused.push(error);
          errors.push({ fileName, code: error.code, message: error.message });
        };
        try {
          // One file after the other: each is processed and stored before the next is read.
          for await (const part of photoParts(request, PHOTO_MAX_FILES_PER_REQUEST)) {
            if ('error' in part) {
              refuse(part.fileName, part.error);
              continue;
            }
            try {
              stored.push(await photos.upload(actor, profileId, part));
            } catch (error) {
              if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
              refuse(part.fileName, error);
            }
          }
        } catch (error) {
          // Past the file limit: what was stored stays, the rest is named as refused.
          if (!(error instanceof AppError) || stored.length === 0) throw error;
          refuse('', error);
        }
        if (stored.length === 0) throw refused[0] ?? noFile();
        return reply.status(201).send({ photos: stored, errors });
      },
    );

    app.get(
      '/profiles/:profileId',
      {
        schema: {
          ...base,
          params: profileParams,
          querystring: photoListQuerySchema,
          response: { 200: photoListResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => photos.list(actorOf(request), request.params.profileId, request.query),
    );

    app.delete(
      '/:photoId',
      {
        schema: { ...base, params: photoParams, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } },
      },
      async (request, reply) => {
        await photos.remove(actorOf(request), request.params.photoId);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/bulk-delete',
      {
        schema: {
          ...base,
          body: photoBulkDeleteSchema,
          response: { 200: photoBulkDeleteResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => photos.removeMany(actorOf(request), request.body.ids),
    );

    app.post(
      '/profiles/:profileId/main/:photoId',
      {
        schema: {
          ...base,
          params: mainParams,
          response: { 200: photoResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        photo: await photos.setMain(actorOf(request), request.params.profileId, request.params.photoId),
      }),
    );

    app.patch(
      '/:photoId',
      {
        schema: {
          ...base,
          params: photoParams,
          body: photoUpdateSchema,
          response: { 200: photoResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        photo: await photos.setPublic(actorOf(request), request.params.photoId, request.body.isPublic),
      }),
    );
  };

export const myPhotosRoutes = photoManagementRoutes('USER');
export const adminPhotosRoutes = photoManagementRoutes('ADMIN');

/** /api/public/photos: a visitor's list (public photos of an active page with public photos, else 404). */
export const publicPhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { photos } = app.services;
  app.get(
    '/profiles/:profileId',
    {
      schema: {
        tags: ['public'],
        params: profileParams,
        querystring: photoListQuerySchema,
        response: { 200: photoListResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => photos.listPublic(request.params.profileId, request.query),
  );
};

/**
 * /api/photos/{id}?size=: the bytes, streamed from the storage. Private on purpose (`Cache-Control: private`):
 * no shared cache may keep a photo its owner may turn private; browsers keep it a year, as the URL carries v=.
 * Not rate limited (the rate limit is opt-in per route): a gallery loads dozens of thumbnails at once.
 */
export const photoFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { photos } = app.services;
  app.get(
    '/:photoId',
    {
      compress: false,
      schema: {
        tags: ['photos'],
        summary: 'Os bytes de uma foto (thumbnail, medium ou original)',
        params: photoParams,
        querystring: photoSizeQuerySchema,
        response: { 200: z.unknown(), 304: z.null(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { size, download, exp, sid, sig } = request.query;
      const file = await photos.openPhoto(request.params.photoId, size, {
        exp,
        sid,
        sig,
        viewer: () => app.optionalViewer(request),
      });
      reply
        .header('etag', file.etag)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      // A private photo opened by its signed link is read by this site's pages only, never embedded by another.
      if (!file.isPublic) reply.header('cross-origin-resource-policy', 'same-origin');
      if (etagMatches(request.headers['if-none-match'], file.etag)) return reply.status(304).send(null);
      const stored = await file.open();
      reply.header('content-type', stored.contentType).header('content-length', String(stored.size));
      if (download === '1')
        reply.header('content-disposition', attachmentDisposition(file.originalName, stored.contentType));
      return reply.send(stored.stream);
    },
  );
};
