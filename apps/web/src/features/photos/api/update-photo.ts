import { useMutation } from '@tanstack/react-query';
import type { Photo, PhotoUpdateRequestBody } from '@portal/shared';
import { api, withFallback } from '@/lib/api-client';
import { PHOTO_DATA } from './invalidate';

export type UpdatePhotoInput = { photoId: string; body: PhotoUpdateRequestBody };

/** PATCH /me/photos/{photoId} {isPublic}, falling back to /admin/photos/{photoId}: the photo's own visibility. */
export const updatePhoto = ({ photoId, body }: UpdatePhotoInput) => {
  const path = (family: 'me' | 'admin') => `/${family}/photos/${encodeURIComponent(photoId)}`;
  return withFallback(
    () => api.patch<{ photo: Photo }>(path('me'), body),
    () => api.patch<{ photo: Photo }>(path('admin'), body),
  );
};

export function useUpdatePhoto() {
  return useMutation({ mutationFn: updatePhoto, meta: { invalidates: PHOTO_DATA } });
}
