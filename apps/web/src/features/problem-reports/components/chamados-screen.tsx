import type { ReactNode } from 'react';
import { PROBLEM_STATUSES, PROBLEM_STATUS_LABELS, PROBLEM_TEXTS, type ProblemStatus } from '@portal/shared';
import { FilterBar, type FilterField } from '@/components/list/filter-bar';
import { ListScreen, pageParam } from '@/components/list/list-screen';
import { useAuth } from '@/lib/auth';
import { useUrlState } from '@/lib/use-url-state';
import { useChamados } from '../api/get-chamados';
import { ChamadoItem } from './chamado-item';

export const CHAMADOS_PAGE_SIZE = 20;

const asStatus = (value: string): ProblemStatus | undefined =>
  (PROBLEM_STATUSES as readonly string[]).includes(value) ? (value as ProblemStatus) : undefined;

const FIELDS: readonly FilterField<'status'>[] = [
  {
    kind: 'select',
    key: 'status',
    label: PROBLEM_TEXTS.filterStatus,
    allLabel: PROBLEM_TEXTS.allStatuses,
    options: PROBLEM_STATUSES.map((status) => ({ value: status, label: PROBLEM_STATUS_LABELS[status] })),
  },
];

/** A filter of sites, handed in by the composed screen (the sites feature's). */
type SiteFilterSlot = (value: string, onChange: (siteId: string) => void) => ReactNode;

/** 'Chamados' (/tecnico/chamados and /admin/chamados): newest first, by situation and site; take and resolve. */
export function ChamadosScreen({ siteFilter }: { siteFilter?: SiteFilterSlot }) {
  const [params, setParams] = useUrlState({ status: '', site: '', page: '1' });
  const page = pageParam(params.page);
  const { user } = useAuth();
  const query = useChamados({
    status: asStatus(params.status),
    siteId: params.site || undefined,
    page,
    limit: CHAMADOS_PAGE_SIZE,
  });
  const viewer = { id: user?.id ?? '', isAdmin: user?.role === 'admin' };
  return (
    <ListScreen
      title={PROBLEM_TEXTS.title}
      counted={['chamado', 'chamados']}
      description={PROBLEM_TEXTS.screenDescription}
      toolbar={
        <FilterBar values={params} onChange={setParams} fields={FIELDS} className="sm:grid-cols-[220px_320px]">
          {siteFilter?.(params.site, (site) => setParams({ site, page: '1' }))}
        </FilterBar>
      }
      query={query}
      page={page}
      setParams={setParams}
      loadFailed={PROBLEM_TEXTS.loadFailed}
      isEmpty={(data) => data.items.length === 0}
      empty={{
        title: PROBLEM_TEXTS.empty,
        description: params.status || params.site ? 'Ajuste os filtros.' : PROBLEM_TEXTS.recordClosesHint,
      }}
      list={(data) => (
        <ul className="space-y-3">
          {data.items.map((chamado) => (
            <ChamadoItem key={chamado.id} chamado={chamado} viewer={viewer} />
          ))}
        </ul>
      )}
    />
  );
}
