import { useMutation } from '@tanstack/react-query';
import type { PhotoUploadResponse } from '@portal/shared';
import { apiUpload, withFallback, type UploadOptions } from '@/lib/api-client';

export type UploadPhotoInput = { profileId: string; file: File } & UploadOptions;

/**
 * POST /me/photos/profiles/{profileId}/upload (multipart field `photo`), falling back to /admin/... (spec section 7).
 * One file per request, so each file reports its own upload progress.
 */
export function uploadPhoto({ profileId, file, ...options }: UploadPhotoInput): Promise<PhotoUploadResponse> {
  const send = (family: 'me' | 'admin') => {
    const body = new FormData();
    body.append('photo', file, file.name);
    return apiUpload<PhotoUploadResponse>(
      `/${family}/photos/profiles/${encodeURIComponent(profileId)}/upload`,
      body,
      options,
    );
  };
  return withFallback(
    () => send('me'),
    () => send('admin'),
  );
}

/** The dialog refreshes the lists itself, once, a second after the last file (spec section 4). */
export const useUploadPhoto = () => useMutation({ mutationFn: uploadPhoto });
