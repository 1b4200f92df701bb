import type { Photo, PhotoSize } from '@portal/shared';
import type { UrlSigner } from '../../lib/signed-urls.js';
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

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Signed URLs last until the end of the next UTC day: the same all day long, so the browser's cache keeps
 * working across reloads, and at least 24 hours for the screen that got them.
 */
export function signatureExpiry(now: Date): number {
  const today = Math.floor(now.getTime() / 1000 / DAY_SECONDS);
  return (today + 2) * DAY_SECONDS;
}

/** The signature covers the photo and the expiry, not the size: one signature serves every size. */
const signedPayload = (photoId: string, exp: number | string) => `${photoId}.${exp}`;

export function createPhotoUrlSigner(signer: UrlSigner, now: () => Date = () => new Date()) {
  return {
    /** The photo with `&exp=&sig=` on its own URLs (those of this server); other URLs are left as they are. */
    sign(photo: Photo): Photo {
      const exp = signatureExpiry(now());
      const suffix = `&exp=${exp}&sig=${signer.sign(signedPayload(photo.id, exp))}`;
      const own = photoUrl(photo.id, '');
      const signUrl = (url: string | undefined) => (url?.startsWith(own) ? `${url}${suffix}` : url);
      const signed: Photo = { ...photo, url: signUrl(photo.url)! };
      if (photo.thumbnailUrl !== undefined) signed.thumbnailUrl = signUrl(photo.thumbnailUrl);
      if (photo.downloadUrl !== undefined) signed.downloadUrl = signUrl(photo.downloadUrl);
      return signed;
    },
    /** A well-formed, unexpired signature of this photo. */
    verify(photoId: string, exp: string | undefined, sig: string | undefined): boolean {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
      if (Number(exp) * 1000 <= now().getTime()) return false;
      return signer.verify(signedPayload(photoId, exp), sig);
    },
  };
}
