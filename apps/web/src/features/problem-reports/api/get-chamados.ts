import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListProblemReportsResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { chamadoKeys, type ChamadosFilters } from './keys';

/** GET /tecnico/chamados ?status&siteId&page&limit -> {items, pagination, counts}, newest first. */
export const getChamados = (filters: ChamadosFilters, signal?: AbortSignal) =>
  api.get<ListProblemReportsResponse>('/tecnico/chamados', { query: filters, signal });

export const chamadosQueryOptions = (filters: ChamadosFilters) =>
  queryOptions({
    queryKey: chamadoKeys.list(filters),
    queryFn: ({ signal }) => getChamados(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useChamados = (filters: ChamadosFilters) => useQuery(chamadosQueryOptions(filters));
