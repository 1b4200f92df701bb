import { useState, type ReactNode } from 'react';
import { LABEL_TEXTS, TAG_STATUSES, TAG_TEXTS, type Tag, type TagStatus } from '@portal/shared';
import { useUrlState } from '@/lib/use-url-state';
import { AddButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { ListScreen, pageParam } from '@/components/list/list-screen';
import { notify } from '@/lib/notifications/notify';
import { useDeleteTag } from '../api/delete-tag';
import { useTags } from '../api/get-tags';
import { useUpdateTag } from '../api/update-tag';
import { NewTagDialog } from './new-tag-dialog';
import { TagCard } from './tag-card';
import { TagStats } from './tag-stats';
import { TagsFilters } from './tags-filters';
import { errorDetail } from '../lib/error-detail';
import { useTagSelection } from '../lib/label-target';
import { LabelActions } from './labels/label-actions';

/** Spec section 9: tag list 20 per page. */
export const TAGS_PAGE_SIZE = 20;

const asStatus = (value: string): TagStatus | undefined =>
  (TAG_STATUSES as readonly string[]).includes(value) ? (value as TagStatus) : undefined;

/** Issue 44: a filter of sites, handed in by the composed screen (the sites feature's). */
type SiteFilterSlot = (value: string, onChange: (siteId: string) => void) => ReactNode;

/**
 * Tag management (spec section 2): 5 stats, search by code or id, status filter (and the site's, `siteFilter`),
 * 'Nova Tag', card grid, pagination.
 */
export function TagsScreen({ siteFilter }: { siteFilter?: SiteFilterSlot }) {
  const [params, setParams] = useUrlState({ search: '', status: '', local: '', page: '1' });
  const page = pageParam(params.page);
  const query = useTags({
    search: params.search || undefined,
    status: asStatus(params.status),
    siteId: params.local || undefined,
    page,
    limit: TAGS_PAGE_SIZE,
  });
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const deleteTag = useDeleteTag();
  const updateTag = useUpdateTag();
  const selection = useTagSelection();

  function changeStatus(tag: Tag, status: TagStatus) {
    updateTag.mutate(
      { id: tag.id, code: tag.code, status },
      {
        onSuccess: () => notify.success(TAG_TEXTS.statusUpdated),
        onError: (error) => notify.error(TAG_TEXTS.statusFailed, errorDetail(error)),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    deleteTag.mutate(deleting.id, {
      onSuccess: () => {
        notify.success('Tag deletada com sucesso!');
        setDeleting(null);
      },
      onError: (error) => notify.error(TAG_TEXTS.deleteFailed, errorDetail(error)),
    });
  }

  const filtered = Boolean(params.search || params.status || params.local);
  const newTagButton = <AddButton onClick={() => setAdding(true)}>Nova Tag</AddButton>;
  return (
    <ListScreen
      title="Tags"
      counted={['tag', 'tags']}
      description="Tags NFC, QR e BLE: estoque, status e donos."
      actions={newTagButton}
      toolbar={
        <>
          <TagStats />
          <TagsFilters values={params} onChange={setParams} />
          {siteFilter && (
            <div className="sm:w-80">{siteFilter(params.local, (local) => setParams({ local, page: '1' }))}</div>
          )}
          {selection.count > 0 && (
            <LabelActions
              target={selection.target}
              count={selection.count}
              summary={LABEL_TEXTS.selectedCount(selection.count)}
              onClear={selection.clear}
            />
          )}
        </>
      }
      query={query}
      page={page}
      setParams={setParams}
      loadFailed={TAG_TEXTS.loadFailed}
      isEmpty={(data) => data.tags.length === 0}
      empty={{
        title: 'Nenhuma tag encontrada',
        description: filtered ? 'Ajuste a busca ou o filtro de status.' : 'Cadastre a primeira tag.',
        action: !filtered && newTagButton,
      }}
      list={(data) => (
        <div className="grid grid-cols-1 gap-4 sm:auto-rows-fr sm:grid-cols-2 xl:grid-cols-3">
          {data.tags.map((tag) => (
            <TagCard
              key={tag.id}
              tag={tag}
              statusBusy={updateTag.isPending && updateTag.variables?.id === tag.id}
              onStatusChange={(status) => changeStatus(tag, status)}
              onDelete={() => setDeleting(tag)}
              selected={selection.has(tag.id)}
              onSelectedChange={(on) => selection.toggle(tag, on)}
            />
          ))}
        </div>
      )}
    >
      <NewTagDialog open={adding} onOpenChange={setAdding} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Deletar tag"
        message={
          <>
            {TAG_TEXTS.deleteConfirm}
            {deleting && <span className="mt-2 block font-mono text-xs text-slate-500">{deleting.code}</span>}
          </>
        }
        confirmLabel="Deletar"
        loading={deleteTag.isPending}
        onConfirm={confirmDelete}
      />
    </ListScreen>
  );
}
