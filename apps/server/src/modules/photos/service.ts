import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  buildPagination,
  CLIENT_TEXTS,
  PHOTO_SIZES,
  PHOTO_TEXTS,
  type Photo,
  type PhotoListResponse,
  type PhotoSize,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import { createAccess } from '../../lib/access.js';
import type { AccessActor } from '../../lib/actor.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { createSemaphore } from '../../lib/semaphore.js';
import type { SessionLinkQuery, SessionLinks } from '../../lib/signed-urls.js';
import type { FileStorage, StoredFile } from '../../lib/storage/storage.js';
import type { ProfilesService } from '../profiles/service.js';
import { processPhoto } from './processing.js';
import { createPhotosRepository, type PhotoProfile, type PhotoWithOwner } from './repository.js';
import type { PhotoRow } from '../../db/tables/photos.js';
import { createPhotoUrlSigner, photoFileKey, photoFolder, profilePhotosFolder, toApiPhoto } from './urls.js';

/** A photo to store: its bytes (demo data), or the temp file an upload was streamed to (read from disk by sharp). */
export type UploadedFile = { fileName: string } & ({ buffer: Buffer } | { path: string });
export type PhotoAccess = SessionLinkQuery & {
  /** The signed-in account, read from the bearer token only when the photo is not public (null: none or invalid). */
  viewer: () => Promise<AccessActor | null>;
};
/** What GET /api/photos/{id} sends: its validator, and the file opened only when the browser's copy is stale. */
export type PhotoFile = {
  etag: string;
  originalName: string;
  /** A visitor may see it (a public photo of a public, active page); else it was opened by signature or owner. */
  isPublic: boolean;
  open: () => Promise<StoredFile>;
};

type PhotosDeps = {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** Signs the owner's and admin's photo URLs for their session (key derived from the installation's secret). */
  links: SessionLinks;
  /** profiles.photos, the projection of this table the profiles service keeps (written in the photo transaction). */
  profiles: Pick<ProfilesService, 'writePhotos' | 'findProfile' | 'lockProfile' | 'profileChanged'>;
  maxPerProfile: number;
  /** Photos decoded at once by this service (one per process in production). */
  processingConcurrency: number;
};

const photoNotFound = () => notFound(PHOTO_TEXTS.notFound, 'PHOTO_NOT_FOUND');
const profileNotFound = () => notFound(CLIENT_TEXTS.notFound, 'CLIENT_NOT_FOUND');
const limitReached = () => conflict(PHOTO_TEXTS.tooMany, 'PHOTO_LIMIT_REACHED');

/** The same error naming the file (the upload dialog shows 'Erro no arquivo {name}: ...'). */
function withFileName(error: unknown, fileName: string): unknown {
  if (!(error instanceof AppError) || 'fileName' in error.details) return error;
  return new AppError(error.statusCode, error.code, error.message, { ...error.details, fileName });
}

/** Signs a list of photos' URLs (the owner's and admin's answers); the profiles service gets one of its own. */
export function signPhotoList(urls: Pick<ReturnType<typeof createPhotoUrlSigner>, 'sign'>) {
  return (photos: Photo[]): Photo[] => photos.map((photo) => urls.sign(photo));
}

/** The signer of photo URLs with a given key (services.ts makes one for the photos and profiles services). */
export { createPhotoUrlSigner } from './urls.js';

export function createPhotosService(deps: PhotosDeps) {
  const { db, storage, log } = deps;
  const repository = createPhotosRepository(db);
  const access = createAccess(db);
  const urls = createPhotoUrlSigner(deps.links);
  const processing = createSemaphore(deps.processingConcurrency);

  const signed = (row: PhotoRow) => urls.sign(toApiPhoto(row));

  /** A profile as the photo rules see it: whose it is and whether a visitor may see its photos. */
  async function photoProfileOf(profileId: string): Promise<PhotoProfile | undefined> {
    const profile = await deps.profiles.findProfile(profileId);
    return (
      profile && {
        id: profile.id,
        userId: profile.userId,
        isPhotosPublic: profile.isPhotosPublic,
        pageIsActive: profile.page?.isActive ?? false,
      }
    );
  }

  /** The actor may manage the profile's photos: 404 when it does not exist, 403 when it is someone else's. */
  const manageableProfile = (actor: AccessActor, profileId: string) =>
    access.require(actor, 'profile.photos', profileId);

  /** The photos, all the actor's to manage (one of someone else's is a 403); unknown ids are left out. */
  async function manageablePhotos(actor: AccessActor, photoIds: string[]): Promise<PhotoWithOwner[]> {
    const found = await repository.findWithOwner(photoIds);
    for (const photo of found) access.check(actor, 'photo.manage', photo.userId);
    return found;
  }

  /** Rewrites profiles.photos from the table, inside the caller's transaction (see the photos schema). */
  async function writeProjection(profileId: string, tx: Database): Promise<void> {
    const rows = await repository.allOfProfile(profileId, tx);
    await deps.profiles.writePhotos(profileId, rows.map(toApiPhoto), tx);
  }

  async function removeFolders(folders: string[]): Promise<void> {
    for (const folder of folders) {
      // The rows are gone already: a file left behind is logged, never an error for the user.
      await storage
        .deletePrefix(folder)
        .catch((error: unknown) => log.warn({ err: error, folder }, 'photo files left'));
    }
  }

  /** Deletes photos (already checked) in one transaction per request, then their files. */
  async function deletePhotos(found: PhotoWithOwner[]): Promise<number> {
    if (found.length === 0) return 0;
    const profileIds = [...new Set(found.map((photo) => photo.profileId))].sort();
    const deleted = await db.transaction(async (tx) => {
      // Profiles locked in one order: two bulk deletes never wait on each other crosswise.
      for (const profileId of profileIds) await deps.profiles.lockProfile(profileId, tx);
      const rows = await repository.deleteMany(
        found.map((photo) => photo.id),
        tx,
      );
      for (const profileId of profileIds) await writeProjection(profileId, tx);
      return rows;
    });
    await removeFolders(deleted.map((row) => photoFolder(row.profileId, row.id)));
    // Issue 41: the profiles' public copies show their photos as they now are.
    for (const profileId of profileIds) await deps.profiles.profileChanged(profileId);
    return deleted.length;
  }

  async function updatePhoto(
    actor: AccessActor,
    photoId: string,
    change: (photo: PhotoWithOwner, tx: Database) => Promise<void>,
  ): Promise<Photo> {
    const [photo] = await manageablePhotos(actor, [photoId]);
    if (!photo) throw photoNotFound();
    const row = await db.transaction(async (tx) => {
      await deps.profiles.lockProfile(photo.profileId, tx);
      await change(photo, tx);
      const [updated] = await repository.findWithOwner([photoId], tx);
      if (!updated) throw photoNotFound();
      await writeProjection(photo.profileId, tx);
      return updated;
    });
    await deps.profiles.profileChanged(photo.profileId);
    return signed(row);
  }

  return {
    /** 404/403 before an upload's body is read: a refused upload costs no processing. */
    async assertCanManageProfile(actor: AccessActor, profileId: string): Promise<void> {
      await manageableProfile(actor, profileId);
    },

    /**
     * One photo: processed (real type, turned, stripped, three sizes; a few at a time in this process), its files
     * stored, then its row inserted with the profile locked, so two uploads at once cannot pass the limit. The first
     * photo of a profile becomes its main one. Files of a refused or failed insert are removed.
     */
    async upload(actor: AccessActor, profileId: string, file: UploadedFile): Promise<Photo> {
      try {
        await manageableProfile(actor, profileId);
        // Checked again in the transaction; this one spares the processing when the profile is full.
        if ((await repository.countOfProfile(profileId)) >= deps.maxPerProfile) throw limitReached();
        const processed = await processing(() =>
          processPhoto('buffer' in file ? file.buffer : { path: file.path }, file.fileName),
        );
        const id = randomUUID();
        try {
          for (const size of PHOTO_SIZES) {
            const stored = processed.sizes[size];
            await storage.put(photoFileKey(profileId, id, size), stored.buffer, { contentType: stored.contentType });
          }
          const row = await db.transaction(async (tx) => {
            if (!(await deps.profiles.lockProfile(profileId, tx))) throw profileNotFound();
            const count = await repository.countOfProfile(profileId, tx);
            if (count >= deps.maxPerProfile) throw limitReached();
            const inserted = await repository.insert(
              {
                id,
                profileId,
                originalName: processed.originalName,
                contentType: processed.sizes.original.contentType,
                bytes: processed.sizes.original.bytes,
                width: processed.width,
                height: processed.height,
                placeholder: processed.placeholder,
                isMain: count === 0,
              },
              tx,
            );
            await writeProjection(profileId, tx);
            return inserted;
          });
          await deps.profiles.profileChanged(profileId);
          return signed(row);
        } catch (error) {
          await removeFolders([photoFolder(profileId, id)]);
          throw error;
        }
      } catch (error) {
        throw withFileName(error, file.fileName);
      }
    },

    /** The owner's or admin's list: every photo, signed URLs; the main one first, then the newest. */
    async list(
      actor: AccessActor,
      profileId: string,
      query: { page: number; limit: number },
    ): Promise<PhotoListResponse> {
      await manageableProfile(actor, profileId);
      const { rows, total } = await repository.pageOfProfile(profileId, { ...query, onlyPublic: false });
      return { photos: rows.map(signed), pagination: buildPagination(query.page, query.limit, total) };
    },

    /** A visitor's list: the public photos of an active page whose photos are public; else 404. Plain URLs. */
    async listPublic(profileId: string, query: { page: number; limit: number }): Promise<PhotoListResponse> {
      const profile = await photoProfileOf(profileId);
      if (!profile || !profile.isPhotosPublic || !profile.pageIsActive) throw photoNotFound();
      const { rows, total } = await repository.pageOfProfile(profileId, { ...query, onlyPublic: true });
      return { photos: rows.map(toApiPhoto), pagination: buildPagination(query.page, query.limit, total) };
    },

    async remove(actor: AccessActor, photoId: string): Promise<void> {
      const found = await manageablePhotos(actor, [photoId]);
      if (found.length === 0) throw photoNotFound();
      if ((await deletePhotos(found)) === 0) throw photoNotFound();
    },

    /** Bulk delete: all or nothing on ownership (one photo of someone else's is 403); unknown ids are skipped. */
    async removeMany(actor: AccessActor, photoIds: string[]): Promise<{ deleted: number }> {
      const found = await manageablePhotos(actor, [...new Set(photoIds)]);
      return { deleted: await deletePhotos(found) };
    },

    /** The main photo: this one, and no other of the profile (one transaction). */
    async setMain(actor: AccessActor, profileId: string, photoId: string): Promise<Photo> {
      await manageableProfile(actor, profileId);
      const [photo] = await repository.findWithOwner([photoId]);
      if (!photo || photo.profileId !== profileId) throw photoNotFound();
      return updatePhoto(actor, photoId, async (current, tx) => {
        await repository.clearMain(current.profileId, tx);
        await repository.update(current.id, { isMain: true }, tx);
      });
    },

    /** PATCH: the photo's own visibility. */
    async setPublic(actor: AccessActor, photoId: string, isPublic: boolean): Promise<Photo> {
      return updatePhoto(actor, photoId, async (current, tx) => {
        await repository.update(current.id, { isPublic }, tx);
      });
    },

    /**
     * GET /api/photos/{id}: a visitor gets a public photo of a profile whose photos are public on an active page;
     * anything else needs a valid signature or the owner's or an admin's token. Everyone else gets the same 404
     * as a missing photo, so a private photo's existence is not revealed.
     */
    async openPhoto(photoId: string, size: PhotoSize, asked: PhotoAccess): Promise<PhotoFile> {
      const photo = await repository.findForServing(photoId);
      if (!photo) throw photoNotFound();
      const visible = photo.isPublic && photo.isPhotosPublic && photo.pageIsActive;
      if (!visible && !(await urls.verify(photo.id, size, asked))) {
        access.check(await asked.viewer(), 'photo.read', photo.userId);
      }
      return {
        etag: `"${photo.id}-${size}-${photo.updatedAt.getTime()}"`,
        originalName: photo.originalName,
        isPublic: visible,
        async open() {
          const stored = await storage.get(photoFileKey(photo.profileId, photo.id, size));
          if (!stored) throw photoNotFound();
          return stored;
        },
      };
    },

    /** Signed copies of a profile's photos (the admin's client cards load a private main photo). */
    signPhotos: signPhotoList(urls),

    /** Whether a photo's stored original is there (the export lists a missing one without a file). */
    photoFileExists: (photo: { id: string; profileId: string }): Promise<boolean> =>
      storage.exists(photoFileKey(photo.profileId, photo.id, 'original')),

    /** A photo's stored original (the owner's LGPD export streams it into the ZIP); null when the file is missing. */
    openOriginal: (photo: { id: string; profileId: string }): Promise<StoredFile | null> =>
      storage.get(photoFileKey(photo.profileId, photo.id, 'original')),

    /** After profiles are deleted (client, user): their photo files go too. */
    removeProfileFiles: (profileIds: string[]): Promise<void> => removeFolders(profileIds.map(profilePhotosFolder)),
  };
}

/** @public The module's service type, part of its face (what another module's deps may name). */
export type PhotosService = ReturnType<typeof createPhotosService>;
