import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMyPageRequestBody, Page } from '@portal/shared';
import { api, ApiError, withFallback } from '@/lib/api-client';
import { myPageKeys } from './keys';

const post = (body: CreateMyPageRequestBody) =>
  withFallback(
    () => api.post<Page>('/me/page', body),
    () => api.post<Page>('/public/admin/pages', body),
  );

/**
 * POST /me/page {userId, name, publicPageSlug}, falling back to POST /public/admin/pages. When the default
 * slug from the name is already someone else's, the page is asked for again without a slug: the server then
 * numbers it ('maria-silva-2').
 */
export async function createMyPage(body: CreateMyPageRequestBody): Promise<Page> {
  try {
    return await post(body);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'SLUG_TAKEN') return post({ userId: body.userId, name: body.name });
    throw error;
  }
}

export function useCreateMyPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMyPage,
    onSuccess: (page) => queryClient.setQueryData(myPageKeys.myPage(), page),
  });
}
