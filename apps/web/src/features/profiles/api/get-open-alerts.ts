import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListOpenAlertEventsResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { profilesKeys } from './keys';

/** GET /me/profiles/{id}/open-alerts: the card's opens and shared places, newest first (issue 42). */
export const getOpenAlerts = (profileId: string, page: number, limit: number, signal?: AbortSignal) =>
  api.get<ListOpenAlertEventsResponse>(`/me/profiles/${encodeURIComponent(profileId)}/open-alerts`, {
    query: { page, limit },
    signal,
  });

export const openAlertsQueryOptions = (profileId: string, page: number, limit: number) =>
  queryOptions({
    queryKey: profilesKeys.openAlerts(profileId, page),
    queryFn: ({ signal }) => getOpenAlerts(profileId, page, limit, signal),
    placeholderData: keepPreviousData,
  });

export const useOpenAlerts = (profileId: string, page: number, limit = 10) =>
  useQuery(openAlertsQueryOptions(profileId, page, limit));
