import { useMutation } from '@tanstack/react-query';
import type { PhotoBulkDeleteRequestBody } from '@portal/shared';
import { api, withFallback } from '@/lib/api-client';
import { PHOTO_DATA } from './invalidate';

/** POST /me/photos/bulk-delete {ids}, falling back to /admin/photos/bulk-delete (docs/ARCHITECTURE.md). */
export const bulkDeletePhotos = (ids: string[]) => {
  const body: PhotoBulkDeleteRequestBody = { ids };
  return withFallback(
    () => api.post<{ deleted: number }>('/me/photos/bulk-delete', body),
    () => api.post<{ deleted: number }>('/admin/photos/bulk-delete', body),
  );
};

export function useBulkDeletePhotos() {
  return useMutation({ mutationFn: bulkDeletePhotos, meta: { invalidates: PHOTO_DATA } });
}
