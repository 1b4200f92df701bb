import { useMutation } from '@tanstack/react-query';
import { api, withFallback } from '@/lib/api-client';
import { PHOTO_DATA } from './invalidate';

/** DELETE /me/photos/{photoId}, falling back to /admin/photos/{photoId} (spec section 7); 204. */
export const deletePhoto = (photoId: string) => {
  const path = (family: 'me' | 'admin') => `/${family}/photos/${encodeURIComponent(photoId)}`;
  return withFallback(
    () => api.delete<void>(path('me')),
    () => api.delete<void>(path('admin')),
  );
};

export function useDeletePhoto() {
  return useMutation({ mutationFn: deletePhoto, meta: { invalidates: PHOTO_DATA } });
}
