import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, UpdateNotificationSettingsRequestBody } from '@portal/shared';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

/** GET /me/notification-settings: the account's channels per kind of notice (issue 42). */
export const getNotificationSettings = (signal?: AbortSignal) =>
  api.get<NotificationSettings>('/me/notification-settings', { signal });

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.notificationSettings(),
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());

/** PUT /me/notification-settings: the answer is the new settings, kept as the query's data. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationSettingsRequestBody) =>
      api.put<NotificationSettings>('/me/notification-settings', body),
    onSuccess: (settings) => queryClient.setQueryData(accountKeys.notificationSettings(), settings),
  });
}
