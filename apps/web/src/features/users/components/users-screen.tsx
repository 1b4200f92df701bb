import { useState } from 'react';
import { Plus } from 'lucide-react';
import { TEXTS } from '@portal/shared';
import { usePageInRange } from '@/lib/use-page-in-range';
import { useUrlState } from '@/lib/use-url-state';
import { PageHeader } from '@/components/ui/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useUsers } from '../api/get-users';
import { NewTechnicianDialog } from './new-technician-dialog';
import { UsersFilters } from './users-filters';
import { UsersTable } from './users-table';
import { countOf } from '@/lib/display-names';

export const USERS_PAGE_SIZE = 20;

/** The model list screen: filters and page in the address, one query, table, pagination, empty and error states. */
export function UsersScreen() {
  const [params, setParams] = useUrlState({ search: '', role: '', isSubscriber: '', page: '1' });
  const page = Math.max(1, Number(params.page) || 1);
  const [addingTechnician, setAddingTechnician] = useState(false);
  const query = useUsers({
    search: params.search || undefined,
    role: params.role || undefined,
    isSubscriber: params.isSubscriber || undefined,
    page,
    limit: USERS_PAGE_SIZE,
  });

  usePageInRange(page, query, setParams);

  return (
    <>
      <PageHeader
        title="Usuários"
        description={
          query.data ? countOf(query.data.pagination.total, 'usuário', 'usuários') : 'Contas, papéis e assinaturas.'
        }
        actions={
          <Button onClick={() => setAddingTechnician(true)}>
            <Plus className="h-4 w-4" aria-hidden /> Novo técnico
          </Button>
        }
      />
      <UsersFilters values={params} onChange={setParams} />
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState message={TEXTS.users.loadFailed} onRetry={() => query.refetch()} />
      ) : query.data.users.length === 0 ? (
        <EmptyState title={TEXTS.users.empty} description="Ajuste a busca ou os filtros." />
      ) : (
        <>
          <UsersTable users={query.data.users} />
          <Pagination
            page={query.data.pagination.page}
            totalPages={query.data.pagination.totalPages}
            onPageChange={(next) => setParams({ page: String(next) })}
          />
        </>
      )}
      <NewTechnicianDialog open={addingTechnician} onOpenChange={setAddingTechnician} />
    </>
  );
}
