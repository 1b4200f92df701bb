import { queryOptions, useQuery } from '@tanstack/react-query';
import { PHOTO_MAX_PER_PROFILE, type PhotoListResponse } from '@portal/shared';
import { api, ApiError, withFallback } from '@/lib/api-client';
import { photoKeys } from './keys';

/** Spec section 7: the last step of the list's chain, 'an empty result (page 1, limit 20)'. */
export const EMPTY_PHOTO_LIST: PhotoListResponse = {
  photos: [],
  pagination: { page: 1, limit: 20, total: 0, totalPages: 1 },
};

const listPath = (family: 'me' | 'admin' | 'public', profileId: string) =>
  `/${family}/photos/profiles/${encodeURIComponent(profileId)}`;

/** The public list, or the empty result when the profile shows no photos to visitors (403, 404). */
async function getPublicPhotosOrEmpty(profileId: string, signal?: AbortSignal): Promise<PhotoListResponse> {
  try {
    return await api.get<PhotoListResponse>(listPath('public', profileId), { signal });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return EMPTY_PHOTO_LIST;
    throw error;
  }
}

/**
 * Spec section 7: GET /me/photos/profiles/{id}, then /admin/..., then /public/..., then an empty result. One page of
 * the profile's limit (it holds at most PHOTO_MAX_PER_PROFILE photos), main first.
 */
export function getPhotos(profileId: string, signal?: AbortSignal): Promise<PhotoListResponse> {
  const query = { page: 1, limit: PHOTO_MAX_PER_PROFILE };
  return withFallback(
    () => api.get<PhotoListResponse>(listPath('me', profileId), { query, signal }),
    () =>
      withFallback(
        () => api.get<PhotoListResponse>(listPath('admin', profileId), { query, signal }),
        () => getPublicPhotosOrEmpty(profileId, signal),
      ),
  );
}

export const photosQueryOptions = (profileId: string) =>
  queryOptions({
    queryKey: photoKeys.list(profileId),
    queryFn: ({ signal }) => getPhotos(profileId, signal),
  });

export const usePhotos = (profileId: string) => useQuery(photosQueryOptions(profileId));
