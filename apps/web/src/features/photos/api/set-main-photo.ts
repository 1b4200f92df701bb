import { useMutation } from '@tanstack/react-query';
import type { Photo } from '@portal/shared';
import { api, withFallback } from '@/lib/api-client';
import { PHOTO_DATA } from './invalidate';

export type SetMainPhotoInput = { profileId: string; photoId: string };

/** POST /me/photos/profiles/{id}/main/{photoId}, falling back to /admin/... (spec section 7). */
export const setMainPhoto = ({ profileId, photoId }: SetMainPhotoInput) => {
  const path = (family: 'me' | 'admin') =>
    `/${family}/photos/profiles/${encodeURIComponent(profileId)}/main/${encodeURIComponent(photoId)}`;
  return withFallback(
    () => api.post<{ photo: Photo }>(path('me')),
    () => api.post<{ photo: Photo }>(path('admin')),
  );
};

export function useSetMainPhoto() {
  return useMutation({ mutationFn: setMainPhoto, meta: { invalidates: PHOTO_DATA } });
}
