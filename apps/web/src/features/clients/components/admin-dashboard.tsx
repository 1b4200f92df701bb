import { Link } from 'react-router';
import { UserCheck } from 'lucide-react';
import { CLIENT_TEXTS } from '@portal/shared';
import { formatNumber } from '@/lib/format';
import { useUrlState } from '@/lib/use-url-state';
import { StatCard } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useClientStats } from '../api/get-client-stats';
import { useClients } from '../api/get-clients';
import { ClientGrid } from './client-grid';
import { ClientSearch } from './client-search';

/** Spec section 9: the admin dashboard fetches 50 clients. */
export const DASHBOARD_CLIENTS_LIMIT = 50;

/** The admin dashboard (spec section 2): active clients count, 'Buscar clientes...', client cards. */
export function AdminDashboard() {
  const [params, setParams] = useUrlState({ search: '' });
  const stats = useClientStats();
  const query = useClients({ search: params.search || undefined, page: 1, limit: DASHBOARD_CLIENTS_LIMIT });
  const total = query.data?.pagination.total ?? 0;

  return (
    <>
      <PageHeader title="Dashboard" description="Seus clientes e a página pública de cada um." />
      <div className="mb-6 grid gap-3 sm:grid-cols-[240px_1fr] sm:items-center">
        <StatCard
          label="Clientes ativos"
          // A client is active while its public page is: one page per client, so the active pages count them.
          value={stats.data ? formatNumber(stats.data.publicPages) : '—'}
          icon={<UserCheck className="h-5 w-5" aria-hidden />}
          tone="green"
        />
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
          <ClientGrid clients={query.data.clients} />
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
    </>
  );
}
