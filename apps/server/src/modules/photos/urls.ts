import type { Photo, PhotoSize } from '@portal/shared';
import type { SessionLinks } from '../../lib/signed-urls.js';
import type { PhotoRow } from '../../db/tables/photos.js';

/** Where a photo's files live: `photos/{profileId}/{photoId}/{original|medium|thumbnail}`. */
export const photoFolder = (profileId: string, photoId: string) => `photos/${profileId}/${photoId}`;
export const photoFileKey = (profileId: string, photoId: string, size: PhotoSize) =>
  `${photoFolder(profileId, photoId)}/${size}`;
/** Every photo of a profile (removed with the profile). */
export const profilePhotosFolder = (profileId: string) => `photos/${profileId}`;

const photoUrl = (photoId: string, query: string) => `/api/photos/${photoId}?${query}`;

/** The API shape (spec section 3 'Photo') with the plain URLs a visitor may load when the photo is public. */
export function toApiPhoto(row: PhotoRow): Photo {
  return {
    id: row.id,
    originalName: row.originalName,
    size: row.bytes,
    uploadedAt: row.uploadedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    url: photoUrl(row.id, 'size=medium'),
    thumbnailUrl: photoUrl(row.id, 'size=thumbnail'),
    downloadUrl: photoUrl(row.id, 'size=original&download=1'),
    path: photoFolder(row.profileId, row.id),
    isMain: row.isMain,
    isPublic: row.isPublic,
    metadata: { width: row.width, height: row.height },
    ...(row.placeholder ? { placeholder: row.placeholder } : {}),
    contentType: row.contentType,
  };
}

/**
 * The owner's and staff's photo URLs: each size signed on its own for the session answering (lib/signed-urls.ts
 * `createSessionLinks`); other URLs (not this server's) are left as they are.
 */
export function createPhotoUrlSigner(links: SessionLinks) {
  return {
    sign(photo: Photo): Photo {
      const own = photoUrl(photo.id, '');
      const signUrl = (url: string | undefined) => {
        if (!url?.startsWith(own)) return url;
        const size = new URLSearchParams(url.slice(own.length)).get('size') ?? 'medium';
        return `${url}${links.querySuffix(photo.id, size)}`;
      };
      const signed: Photo = { ...photo, url: signUrl(photo.url)! };
      if (photo.thumbnailUrl !== undefined) signed.thumbnailUrl = signUrl(photo.thumbnailUrl);
      if (photo.downloadUrl !== undefined) signed.downloadUrl = signUrl(photo.downloadUrl);
      return signed;
    },
    verify: links.verify,
  };
}
