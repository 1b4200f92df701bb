import { useState } from 'react';
import { TEXTS } from '@portal/shared';
import { useUrlState } from '@/lib/use-url-state';
import { ListScreen, pageParam } from '@/components/list/list-screen';
import { AddButton } from '@/components/ui/button';
import { useUsers } from '../api/get-users';
import { NewTechnicianDialog } from './new-technician-dialog';
import { UsersFilters } from './users-filters';
import { UsersTable } from './users-table';

export const USERS_PAGE_SIZE = 20;

/** The model list screen: filters and page in the address, one query, table, pagination, empty and error states. */
export function UsersScreen() {
  const [params, setParams] = useUrlState({ search: '', role: '', isSubscriber: '', page: '1' });
  const page = pageParam(params.page);
  const [addingTechnician, setAddingTechnician] = useState(false);
  const query = useUsers({
    search: params.search || undefined,
    role: params.role || undefined,
    isSubscriber: params.isSubscriber || undefined,
    page,
    limit: USERS_PAGE_SIZE,
  });

  return (
    <ListScreen
      title="Usuários"
      counted={['usuário', 'usuários']}
      description="Contas, papéis e assinaturas."
      actions={<AddButton onClick={() => setAddingTechnician(true)}>Novo técnico</AddButton>}
      toolbar={<UsersFilters values={params} onChange={setParams} />}
      query={query}
      page={page}
      setParams={setParams}
      loadFailed={TEXTS.users.loadFailed}
      isEmpty={(data) => data.users.length === 0}
      empty={{ title: TEXTS.users.empty, description: 'Ajuste a busca ou os filtros.' }}
      list={(data) => <UsersTable users={data.users} />}
    >
      <NewTechnicianDialog open={addingTechnician} onOpenChange={setAddingTechnician} />
    </ListScreen>
  );
}
