import type { ProblemStatus } from '@portal/shared';
import { queryRoots } from '@/lib/query-keys';

export type ChamadosFilters = { status?: ProblemStatus; siteId?: string; page: number; limit: number };

/** Every chamado query lives under ['chamados']: a record (which may close one) invalidates them all. */
export const chamadoKeys = {
  all: queryRoots.chamados,
  list: (filters: ChamadosFilters) => [...chamadoKeys.all, 'list', filters] as const,
};
