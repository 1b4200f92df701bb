import { useMutation } from '@tanstack/react-query';
import type { PhotoUploadResponse } from '@portal/shared';
import { apiUpload, type UploadOptions } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

/** Whose route family sends the file: the owner's /me or the admin's /admin. */
type PhotoUploadFamily = 'me' | 'admin';

export type UploadPhotoInput = { profileId: string; file: File; family: PhotoUploadFamily } & UploadOptions;

/**
 * POST /{me|admin}/photos/profiles/{profileId}/upload (multipart field `photo`). The family is chosen from the
 * signed-in role up front: trying the owner's route first made an admin's refused file report the owner route's 403
 * ('Acesso negado') instead of the real answer (e.g. the 415's type text). One file per request, so each file reports
 * its own upload progress.
 */
export function uploadPhoto({ profileId, file, family, ...options }: UploadPhotoInput): Promise<PhotoUploadResponse> {
  const body = new FormData();
  body.append('photo', file, file.name);
  return apiUpload<PhotoUploadResponse>(
    `/${family}/photos/profiles/${encodeURIComponent(profileId)}/upload`,
    body,
    options,
  );
}

/** The dialog refreshes the lists itself, once, a second after the last file (spec section 4). */
export function useUploadPhoto() {
  const { user } = useAuth();
  const family: PhotoUploadFamily = user?.role === 'admin' ? 'admin' : 'me';
  return useMutation({ mutationFn: (input: Omit<UploadPhotoInput, 'family'>) => uploadPhoto({ ...input, family }) });
}
