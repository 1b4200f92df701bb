import { useState, type ComponentType } from 'react';
import { FileText, HeartPulse, Users } from 'lucide-react';
import { CLIENT_LIST_TEXTS, CLIENT_TEXTS, type ClientListItem } from '@portal/shared';
import { useUrlState } from '@/lib/use-url-state';
import { AddButton } from '@/components/ui/button';
import { StatCards } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { FilterBar, type FilterField } from '@/components/list/filter-bar';
import { ListScreen, pageParam } from '@/components/list/list-screen';
import { notify, notifyHttpError } from '@/lib/notifications/notify';
import { useClientStats } from '../api/get-client-stats';
import { useClients } from '../api/get-clients';
import { useDeleteClient } from '../api/delete-client';
import { ClientGrid } from './client-grid';
import type { ClientPageDialogProps } from './client-page-dialog';
import { ClientSearch } from './client-search';
import { NewClientDialog } from './new-client-dialog';

/** Spec section 9: 'clients list 100'. */
export const CLIENTS_PAGE_SIZE = 100;

/** Beside the search: only the clients without an active page (the insight's link). */
const FILTERS: readonly FilterField<'semPagina'>[] = [
  {
    kind: 'select',
    key: 'semPagina',
    label: 'Filtrar clientes por página',
    allLabel: 'Todos os clientes',
    options: [{ value: '1', label: CLIENT_LIST_TEXTS.withoutActivePageFilter }],
  },
];

function ClientsStats() {
  const stats = useClientStats().data;
  return (
    <StatCards
      className="mb-6 grid gap-3 sm:grid-cols-3"
      stats={[
        { label: 'Clientes', value: stats?.total, icon: Users, tone: 'blue' },
        { label: 'Páginas públicas', value: stats?.publicPages, icon: FileText, tone: 'green' },
        { label: 'Com info médica', value: stats?.withMedicalInfo, icon: HeartPulse, tone: 'red' },
      ]}
    />
  );
}

/**
 * The clients screen (spec section 2): 3 stats, search, 'Novo Cliente', cards with edit/profile/delete, pagination.
 * ?new=1 opens 'Novo Cliente' (the pages screen's 'Nova Página' leads here when every client already has a page).
 * ?semPagina=1 lists only the clients without an active page (the insight's link), each card without a page offering
 * 'Criar página' (the pages' 'Nova Página' dialog, that client chosen).
 */
export function ClientsScreen({
  CreateClientPageDialog,
}: {
  /** 'Criar página' of a client card (the pages' dialog, composed in app/routes/screens/client-screens.tsx). */
  CreateClientPageDialog?: ComponentType<ClientPageDialogProps>;
} = {}) {
  const [params, setParams] = useUrlState({ search: '', page: '1', new: '', semPagina: '' });
  const page = pageParam(params.page);
  const withoutActivePage = params.semPagina === '1';
  const query = useClients({
    search: params.search || undefined,
    page,
    limit: CLIENTS_PAGE_SIZE,
    ...(withoutActivePage ? { withoutActivePage } : {}),
  });
  const [creatingPageFor, setCreatingPageFor] = useState<ClientListItem | null>(null);
  const [adding, setAddingState] = useState(params.new === '1');
  const setAdding = (open: boolean) => {
    setAddingState(open);
    if (!open && params.new) setParams({ new: '', page: params.page });
  };
  const [deleting, setDeleting] = useState<ClientListItem | null>(null);
  const deleteClient = useDeleteClient();

  function confirmDelete() {
    if (!deleting) return;
    deleteClient.mutate(deleting.id, {
      onSuccess: () => {
        notify.success('Cliente deletado com sucesso!');
        setDeleting(null);
      },
      onError: (error) => notifyHttpError(error, CLIENT_TEXTS.deleteFailed),
    });
  }

  const newClientButton = <AddButton onClick={() => setAdding(true)}>Novo Cliente</AddButton>;

  return (
    <ListScreen
      title="Clientes"
      counted={['cliente', 'clientes']}
      description="Clientes, seus perfis e páginas públicas."
      actions={newClientButton}
      toolbar={
        <>
          <ClientsStats />
          <FilterBar values={params} onChange={setParams} fields={FILTERS} className="sm:grid-cols-[1fr_220px]">
            <ClientSearch value={params.search} onChange={(search) => setParams({ search })} />
          </FilterBar>
        </>
      }
      query={query}
      page={page}
      setParams={setParams}
      loadFailed={CLIENT_TEXTS.loadFailedRetry}
      isEmpty={(data) => data.clients.length === 0}
      empty={{
        title: CLIENT_TEXTS.empty,
        description: params.search
          ? 'Tente outra busca.'
          : withoutActivePage
            ? 'Todos os clientes têm uma página ativa.'
            : 'Adicione o primeiro cliente.',
        action: !params.search && !withoutActivePage && newClientButton,
      }}
      list={(data) => <ClientGrid clients={data.clients} onDelete={setDeleting} onCreatePage={setCreatingPageFor} />}
    >
      <NewClientDialog open={adding} onOpenChange={setAdding} />
      {CreateClientPageDialog && (
        <CreateClientPageDialog client={creatingPageFor} onClose={() => setCreatingPageFor(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Deletar cliente"
        message={
          <>
            {CLIENT_TEXTS.deleteConfirm}
            {deleting && (
              <span className="mt-2 block text-xs text-slate-500">
                {deleting.name || deleting.user.email}: a página pública e as fotos são removidas e as tags ficam
                livres.
              </span>
            )}
          </>
        }
        confirmLabel="Deletar"
        loading={deleteClient.isPending}
        onConfirm={confirmDelete}
      />
    </ListScreen>
  );
}
