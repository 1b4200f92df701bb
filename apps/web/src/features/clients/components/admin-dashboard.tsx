import { useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { UserCheck } from 'lucide-react';
import {
  ACCOUNT_TEXTS,
  CLIENT_LIST_TEXTS,
  CLIENT_TEXTS,
  CLIENTS_WITHOUT_ACTIVE_PAGE_URL,
  type ClientListItem,
} from '@portal/shared';
import { formatNumber } from '@/lib/format';
import { useUrlState } from '@/lib/use-url-state';
import { StatCard } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useClientStats } from '../api/get-client-stats';
import { useClients } from '../api/get-clients';
import { ClientGrid } from './client-grid';
import type { ClientPageDialogProps } from './client-page-dialog';
import { ClientSearch } from './client-search';

/** Spec section 9: the admin dashboard fetches 50 clients. */
export const DASHBOARD_CLIENTS_LIMIT = 50;

/** The admin dashboard (spec section 2): active clients count, 'Buscar clientes...', client cards. */
export function AdminDashboard({
  CreateClientPageDialog,
}: {
  /** 'Criar página' of a client card (the pages' dialog, composed in app/routes/screens/client-screens.tsx). */
  CreateClientPageDialog?: ComponentType<ClientPageDialogProps>;
} = {}) {
  const [params, setParams] = useUrlState({ search: '' });
  const stats = useClientStats();
  const query = useClients({ search: params.search || undefined, page: 1, limit: DASHBOARD_CLIENTS_LIMIT });
  const total = query.data?.pagination.total ?? 0;
  const [creatingPageFor, setCreatingPageFor] = useState<ClientListItem | null>(null);

  return (
    <>
      <PageHeader title="Dashboard" description="Seus clientes e a página pública de cada um." />
      <div className="mb-6 grid gap-3 sm:grid-cols-[240px_1fr] sm:items-center">
        <div>
          <StatCard
            label="Clientes ativos"
            // The one client count (CLIENT_ROLE) less the invitations nobody accepted yet (issue 43): those are
            // 'Convite pendente' below, not active clients.
            value={stats.data ? formatNumber(stats.data.total - stats.data.invitePending) : '—'}
            icon={<UserCheck className="h-5 w-5" aria-hidden />}
            tone="green"
          />
          {stats.data && stats.data.invitePending > 0 && (
            <Link to="/admin/users" className="mt-1.5 block text-sm font-medium text-amber-800 hover:underline">
              {ACCOUNT_TEXTS.invitePendingCount(stats.data.invitePending)}
            </Link>
          )}
          {stats.data && stats.data.withoutActivePage > 0 && (
            <Link
              to={CLIENTS_WITHOUT_ACTIVE_PAGE_URL}
              className="mt-1.5 block text-sm font-medium text-amber-800 hover:underline"
            >
              {CLIENT_LIST_TEXTS.withoutActivePageCount(stats.data.withoutActivePage)}
            </Link>
          )}
        </div>
        <ClientSearch value={params.search} onChange={(search) => setParams({ search })} />
      </div>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState message={CLIENT_TEXTS.loadFailed} onRetry={() => query.refetch()} />
      ) : query.data.clients.length === 0 ? (
        <EmptyState
          title={CLIENT_TEXTS.empty}
          description={params.search ? 'Tente outra busca.' : 'Adicione o primeiro cliente na tela Clientes.'}
        />
      ) : (
        <>
          <ClientGrid clients={query.data.clients} onCreatePage={setCreatingPageFor} />
          {total > query.data.clients.length && (
            <p className="mt-4 text-center text-sm text-slate-500">
              Mostrando {query.data.clients.length} de {formatNumber(total)} clientes.{' '}
              <Link to="/admin/clients" className="font-medium text-brand-600 hover:underline">
                Ver todos
              </Link>
            </p>
          )}
        </>
      )}
      {CreateClientPageDialog && (
        <CreateClientPageDialog client={creatingPageFor} onClose={() => setCreatingPageFor(null)} />
      )}
    </>
  );
}
