import { useState } from 'react';
import { SITE_TEXTS, type Site } from '@portal/shared';
import { FilterBar, type FilterField } from '@/components/list/filter-bar';
import { ListScreen, pageParam } from '@/components/list/list-screen';
import { AddButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { notify, notifyHttpError } from '@/lib/notifications/notify';
import { useUrlState } from '@/lib/use-url-state';
import { useClientAccounts } from '../api/get-client-accounts';
import { useDeleteSite } from '../api/delete-site';
import { useSites } from '../api/get-sites';
import { SiteFormDialog } from './site-form-dialog';
import { SitesTable } from './sites-table';

export const SITES_PAGE_SIZE = 20;
const SEARCH = { label: 'Buscar locais', placeholder: 'Buscar pelo nome do local...' };

/**
 * 'Locais' (issue 44): the clients' sites, by name, filtered by client and searched by name; 'Novo local', edit and
 * delete (its equipment stays, without a site: the confirmation says so).
 */
export function SitesScreen() {
  const [params, setParams] = useUrlState({ search: '', userId: '', page: '1' });
  const page = pageParam(params.page);
  const query = useSites({
    search: params.search || undefined,
    userId: params.userId || undefined,
    page,
    limit: SITES_PAGE_SIZE,
  });
  const clients = useClientAccounts();
  const [editing, setEditing] = useState<Site | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<Site | null>(null);
  const deleteSite = useDeleteSite();
  const fields: readonly FilterField<'userId'>[] = [
    {
      kind: 'select',
      key: 'userId',
      label: 'Filtrar por cliente',
      allLabel: 'Todos os clientes',
      options: (clients.data ?? []).map((client) => ({ value: client.id, label: client.label })),
    },
  ];

  const openDialog = (site: Site | null) => {
    setEditing(site);
    setDialogOpen(true);
  };
  function confirmDelete() {
    if (!deleting) return;
    deleteSite.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(SITE_TEXTS.deleted);
        setDeleting(null);
      },
      onError: (error) => notifyHttpError(error, SITE_TEXTS.deleteFailed),
    });
  }

  const newSite = <AddButton onClick={() => openDialog(null)}>{SITE_TEXTS.newSite}</AddButton>;
  const filtered = Boolean(params.search || params.userId);
  return (
    <ListScreen
      title={SITE_TEXTS.title}
      counted={['local', 'locais']}
      description={SITE_TEXTS.description}
      actions={newSite}
      toolbar={
        <FilterBar
          values={params}
          onChange={setParams}
          search={SEARCH}
          fields={fields}
          className="sm:grid-cols-[1fr_320px]"
        />
      }
      query={query}
      page={page}
      setParams={setParams}
      loadFailed={SITE_TEXTS.loadFailed}
      isEmpty={(data) => data.items.length === 0}
      empty={{
        title: SITE_TEXTS.empty,
        description: filtered ? 'Ajuste a busca ou o filtro.' : 'Cadastre o primeiro local de um cliente.',
        action: !filtered && newSite,
      }}
      list={(data) => <SitesTable sites={data.items} onEdit={openDialog} onDelete={setDeleting} />}
    >
      <SiteFormDialog site={editing} open={dialogOpen} onOpenChange={setDialogOpen} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={SITE_TEXTS.deleteTitle}
        message={deleting ? SITE_TEXTS.deleteConfirm(deleting.name, deleting.equipmentCount) : ''}
        confirmLabel="Excluir"
        loading={deleteSite.isPending}
        onConfirm={confirmDelete}
      />
    </ListScreen>
  );
}
