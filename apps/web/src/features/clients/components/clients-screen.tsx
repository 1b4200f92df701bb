import { useState } from 'react';
import { FileText, HeartPulse, Plus, Users } from 'lucide-react';
import { CLIENT_LIST_TEXTS, CLIENT_TEXTS, type Client } from '@portal/shared';
import { formatNumber } from '@/lib/format';
import { usePageInRange } from '@/lib/use-page-in-range';
import { useUrlState } from '@/lib/use-url-state';
import { Button } from '@/components/ui/button';
import { StatCard } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { notify, notifyHttpError } from '@/lib/notifications/notify';
import { useClientStats } from '../api/get-client-stats';
import { useClients } from '../api/get-clients';
import { useDeleteClient } from '../api/delete-client';
import { ClientGrid } from './client-grid';
import { CreateClientPageDialog } from './create-client-page-dialog';
import { SelectFilter } from '@/components/ui/select-filter';
import { ClientSearch } from './client-search';
import { NewClientDialog } from './new-client-dialog';
import { countOf } from '@/lib/display-names';

/** Spec section 9: 'clients list 100'. */
export const CLIENTS_PAGE_SIZE = 100;

function ClientsStats() {
  const stats = useClientStats();
  const value = (n: number | undefined) => (n === undefined ? '—' : formatNumber(n));
  return (
    <div className="mb-6 grid gap-3 sm:grid-cols-3">
      <StatCard
        label="Clientes"
        value={value(stats.data?.total)}
        icon={<Users className="h-5 w-5" aria-hidden />}
        tone="blue"
      />
      <StatCard
        label="Páginas públicas"
        value={value(stats.data?.publicPages)}
        icon={<FileText className="h-5 w-5" aria-hidden />}
        tone="green"
      />
      <StatCard
        label="Com info médica"
        value={value(stats.data?.withMedicalInfo)}
        icon={<HeartPulse className="h-5 w-5" aria-hidden />}
        tone="red"
      />
    </div>
  );
}

/**
 * The clients screen (spec section 2): 3 stats, search, 'Novo Cliente', cards with edit/profile/delete, pagination.
 * ?new=1 opens 'Novo Cliente' (the pages screen's 'Nova Página' leads here when every client already has a page).
 * ?semPagina=1 lists only the clients without an active page (the insight's link), each card without a page offering
 * 'Criar página' (the pages' 'Nova Página' dialog, that client chosen).
 */
export function ClientsScreen() {
  const [params, setParams] = useUrlState({ search: '', page: '1', new: '', semPagina: '' });
  const page = Math.max(1, Number(params.page) || 1);
  const withoutActivePage = params.semPagina === '1';
  const query = useClients({
    search: params.search || undefined,
    page,
    limit: CLIENTS_PAGE_SIZE,
    ...(withoutActivePage ? { withoutActivePage } : {}),
  });
  const [creatingPageFor, setCreatingPageFor] = useState<Client | null>(null);
  usePageInRange(page, query, setParams);
  const [adding, setAddingState] = useState(params.new === '1');
  const setAdding = (open: boolean) => {
    setAddingState(open);
    if (!open && params.new) setParams({ new: '', page: params.page });
  };
  const [deleting, setDeleting] = useState<Client | null>(null);
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

  return (
    <>
      <PageHeader
        title="Clientes"
        description={
          query.data
            ? countOf(query.data.pagination.total, 'cliente', 'clientes')
            : 'Clientes, seus perfis e páginas públicas.'
        }
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden /> Novo Cliente
          </Button>
        }
      />
      <ClientsStats />
      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_220px]">
        <ClientSearch value={params.search} onChange={(search) => setParams({ search })} />
        <SelectFilter
          label="Filtrar clientes por página"
          allLabel="Todos os clientes"
          value={params.semPagina}
          onChange={(semPagina) => setParams({ semPagina })}
          options={[{ value: '1', label: CLIENT_LIST_TEXTS.withoutActivePageFilter }]}
        />
      </div>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState message={CLIENT_TEXTS.loadFailedRetry} onRetry={() => query.refetch()} />
      ) : query.data.clients.length === 0 ? (
        <EmptyState
          title={CLIENT_TEXTS.empty}
          description={
            params.search
              ? 'Tente outra busca.'
              : withoutActivePage
                ? 'Todos os clientes têm uma página ativa.'
                : 'Adicione o primeiro cliente.'
          }
          action={
            !params.search &&
            !withoutActivePage && (
              <Button onClick={() => setAdding(true)}>
                <Plus className="h-4 w-4" aria-hidden /> Novo Cliente
              </Button>
            )
          }
        />
      ) : (
        <>
          <ClientGrid clients={query.data.clients} onDelete={setDeleting} onCreatePage={setCreatingPageFor} />
          <Pagination
            page={query.data.pagination.page}
            totalPages={query.data.pagination.totalPages}
            onPageChange={(next) => setParams({ page: String(next) })}
          />
        </>
      )}
      <NewClientDialog open={adding} onOpenChange={setAdding} />
      <CreateClientPageDialog client={creatingPageFor} onClose={() => setCreatingPageFor(null)} />
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
    </>
  );
}
