import { useState } from 'react';
import { BarChart3, Eye, FileCheck2, FileText } from 'lucide-react';
import { PAGE_TEXTS, type PageListItem } from '@portal/shared';
import { useUrlState } from '@/lib/use-url-state';
import { AddButton } from '@/components/ui/button';
import { StatCards } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { ListScreen, pageParam } from '@/components/list/list-screen';
import { notify, notifyHttpError } from '@/lib/notifications/notify';
import { useDeletePage } from '../api/delete-page';
import { usePageStats } from '../api/get-page-stats';
import { usePages } from '../api/get-pages';
import { useSetPageStatus } from '../api/set-page-status';
import { CreatePageDialog } from './create-page-dialog';
import { LocalLinksWarning } from './local-links-warning';
import { PageCard } from './page-card';
import { PagesFilters } from './pages-filters';
import { QrDialog } from './qr-dialog';

/** Spec section 9: pages list 20 per page. */
export const PAGES_PAGE_SIZE = 20;

function PagesStats() {
  const stats = usePageStats().data;
  return (
    <StatCards
      className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      stats={[
        { label: 'Total', value: stats?.total, icon: FileText, tone: 'blue' },
        { label: 'Ativas', value: stats?.active, icon: FileCheck2, tone: 'green' },
        { label: 'Visualizações', value: stats?.totalViews, icon: Eye, tone: 'yellow' },
        { label: 'Média por página', value: stats?.averageViewsPerPage, icon: BarChart3, digits: 1 },
      ]}
    />
  );
}

/** The public pages screen (spec section 2): stats, search and status filter in the address, card grid, pagination. */
export function PagesScreen() {
  const [params, setParams] = useUrlState({ search: '', status: '', page: '1' });
  const page = pageParam(params.page);
  const query = usePages({
    search: params.search || undefined,
    isActive: params.status === 'active' ? 'true' : params.status === 'inactive' ? 'false' : undefined,
    page,
    limit: PAGES_PAGE_SIZE,
  });
  const [creating, setCreating] = useState(false);
  const [qrPage, setQrPage] = useState<PageListItem | null>(null);
  const [deleting, setDeleting] = useState<PageListItem | null>(null);
  const setStatus = useSetPageStatus();
  const deletePage = useDeletePage();
  const filtered = Boolean(params.search || params.status);

  function toggle(target: PageListItem) {
    const isActive = !target.isActive;
    setStatus.mutate(
      { id: target.id, isActive },
      {
        onSuccess: () => notify.success(isActive ? PAGE_TEXTS.activated : PAGE_TEXTS.deactivated),
        onError: (error) => notifyHttpError(error, PAGE_TEXTS.statusFailed),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    deletePage.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(PAGE_TEXTS.deleted);
        setDeleting(null);
      },
      onError: (error) => notifyHttpError(error, PAGE_TEXTS.deleteFailed),
    });
  }

  const newPageButton = <AddButton onClick={() => setCreating(true)}>Nova Página</AddButton>;

  return (
    <ListScreen
      title="Páginas públicas"
      description="As páginas que se abrem ao ler uma tag: endereço, tema, QR Code e visitas."
      actions={newPageButton}
      toolbar={
        <>
          <LocalLinksWarning url={query.data?.publicBaseUrl} className="mb-6" />
          <PagesStats />
          <PagesFilters values={params} onChange={setParams} />
        </>
      }
      query={query}
      page={page}
      setParams={setParams}
      loadFailed={PAGE_TEXTS.loadFailed}
      isEmpty={(data) => data.pages.length === 0}
      empty={
        filtered
          ? { title: PAGE_TEXTS.empty, description: 'Ajuste a busca ou o filtro de status.' }
          : {
              title: PAGE_TEXTS.emptyNone,
              description: 'Crie a primeira página pública de um cliente.',
              action: newPageButton,
            }
      }
      list={(data) => (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {data.pages.map((item) => (
            <PageCard
              key={item.id}
              page={item}
              onQr={() => setQrPage(item)}
              onToggle={() => toggle(item)}
              onDelete={() => setDeleting(item)}
              toggling={setStatus.isPending && setStatus.variables?.id === item.id}
            />
          ))}
        </div>
      )}
    >
      <CreatePageDialog open={creating} onOpenChange={setCreating} publicBaseUrl={query.data?.publicBaseUrl} />
      <QrDialog page={qrPage} onOpenChange={(open) => !open && setQrPage(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Deletar página"
        message={PAGE_TEXTS.deleteConfirm}
        confirmLabel="Deletar"
        loading={deletePage.isPending}
        onConfirm={confirmDelete}
      />
    </ListScreen>
  );
}
