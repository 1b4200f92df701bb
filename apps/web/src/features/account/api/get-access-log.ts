import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessLogResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

const ACCESS_LOG_PAGE_SIZE = 10;

/** GET /me/access-log: who of the staff opened the account's private fields, newest first. */
export const getAccessLog = (page: number, signal?: AbortSignal) =>
  api.get<AccessLogResponse>('/me/access-log', { query: { page, limit: ACCESS_LOG_PAGE_SIZE }, signal });

export const accessLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: accountKeys.accessLog(page),
    queryFn: ({ signal }) => getAccessLog(page, signal),
    placeholderData: keepPreviousData,
  });

export const useAccessLog = (page: number) => useQuery(accessLogQueryOptions(page));
