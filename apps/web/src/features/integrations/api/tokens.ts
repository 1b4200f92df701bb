import { useMutation, useQuery } from '@tanstack/react-query';
import type { ApiTokenList, CreateApiTokenInput, CreatedApiToken } from '@portal/shared';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const integrationKeys = {
  tokens: () => [...queryRoots.apiTokens, 'list'] as const,
};

/** GET /me/tokens: the account's tokens not revoked, newest first (never their secrets). */
export const useApiTokens = () =>
  useQuery({
    queryKey: integrationKeys.tokens(),
    queryFn: ({ signal }) => api.get<ApiTokenList>('/me/tokens', { signal }),
  });

/** POST /me/tokens: `{ id, token }`, the secret the only time it is ever answered. */
export const useCreateApiToken = () =>
  useMutation({
    mutationFn: (input: CreateApiTokenInput) => api.post<CreatedApiToken>('/me/tokens', input),
    meta: { invalidates: ['apiTokens'] },
  });

/** DELETE /me/tokens/{id}: the token is a 401 everywhere at once. */
export const useRevokeApiToken = () =>
  useMutation({
    mutationFn: (id: string) => api.delete<null>(`/me/tokens/${encodeURIComponent(id)}`),
    meta: { invalidates: ['apiTokens'] },
  });
