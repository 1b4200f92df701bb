import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationsResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';

export const FAILED_NOTICES_PAGE_SIZE = 20;

/** GET /admin/notifications?status=failed: the notices the outbox gave up on, with the mail server's reason. */
export const getFailedNotices = (page: number, signal?: AbortSignal) =>
  api.get<NotificationsResponse>('/admin/notifications', {
    query: { status: 'failed', page, limit: FAILED_NOTICES_PAGE_SIZE },
    signal,
  });

export const failedNoticesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: notificationKeys.failedNotices(page),
    queryFn: ({ signal }) => getFailedNotices(page, signal),
    placeholderData: keepPreviousData,
  });

export const useFailedNotices = (page: number) => useQuery(failedNoticesQueryOptions(page));
