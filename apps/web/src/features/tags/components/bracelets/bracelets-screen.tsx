import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FileSpreadsheet, Layers, UserRound, X } from 'lucide-react';
import {
  ASSIGNMENT_FILTERS,
  LABEL_TEXTS,
  TAG_BATCH_TEXTS,
  TAG_SORT_FIELDS,
  TAG_STATUSES,
  TAG_TEXTS,
  TAG_TYPES,
  type AssignmentFilter,
  type Tag,
  type TagSortField,
  type TagStatus,
  type TagType,
} from '@portal/shared';
import { useUrlState } from '@/lib/use-url-state';
import { AddButton, Button } from '@/components/ui/button';
import { ListScreen, pageParam } from '@/components/list/list-screen';
import { notify } from '@/lib/notifications/notify';
import { useBracelets } from '../../api/get-bracelets';
import { useUser } from '../../api/get-user';
import { useSetBraceletStatus } from '../../api/set-bracelet-status';
import { AssignDialog } from '../assign/assign-dialog';
import { BulkCreateDialog } from '../bulk/bulk-create-dialog';
import { MetaEditorDialog } from '../meta-editor/meta-editor-dialog';
import { BraceletsFilters, StatusChips } from './bracelets-filters';
import { BraceletsTable, type BraceletAction } from './bracelets-table';
import { HistoryDialog } from './history-dialog';
import { NewBraceletDialog } from './new-bracelet-dialog';
import { errorDetail } from '../../lib/error-detail';
import { useTagSelection } from '../../lib/label-target';
import { LabelActions } from '../labels/label-actions';

/** Spec section 9: bracelets 20 per page. */
export const BRACELETS_PAGE_SIZE = 20;

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** Ascending first for text columns, newest first for the creation date. */
const firstOrder = (field: TagSortField) => (field === 'createdAt' ? 'desc' : 'asc');

/**
 * The bracelets screen (spec section 2): status chips, filters, sortable columns, a status select per row, row
 * actions Atribuir / Meta / Histórico, 'Nova Tag' and bulk creation. Its whole query lives in the address;
 * ?userId (from the users screen's 'Adicionar pulseira') pre-selects whom 'Atribuir' gives the tag to.
 */
export function BraceletsScreen({
  maintenanceCard,
}: {
  /** A B2B tag's maintenance card in its 'Histórico' (composed in app/routes/screens/bracelets-screen.tsx). */
  maintenanceCard?: (tagId: string) => ReactNode;
} = {}) {
  const [params, setParams] = useUrlState({
    search: '',
    status: '',
    type: '',
    assigned: '',
    page: '1',
    limit: String(BRACELETS_PAGE_SIZE),
    sortBy: 'createdAt',
    sortOrder: 'desc',
    userId: '',
  });
  const page = pageParam(params.page);
  const limit = Math.min(100, Math.max(1, Number(params.limit) || BRACELETS_PAGE_SIZE));
  const sortBy = oneOf(TAG_SORT_FIELDS, params.sortBy) ?? 'createdAt';
  const sortOrder = params.sortOrder === 'asc' ? 'asc' : 'desc';
  const query = useBracelets({
    search: params.search || undefined,
    status: oneOf<TagStatus>(TAG_STATUSES, params.status),
    type: oneOf<TagType>(TAG_TYPES, params.type),
    assigned: oneOf<AssignmentFilter>(ASSIGNMENT_FILTERS, params.assigned),
    sortBy,
    sortOrder,
    page,
    limit,
  });
  const target = useUser(params.userId || undefined);
  const preselected = params.userId
    ? {
        id: params.userId,
        name: target.data?.name || target.data?.email || `Usuário ${params.userId.slice(0, 8)}`,
        email: target.data?.email,
      }
    : null;

  const [creating, setCreating] = useState(false);
  const [bulk, setBulk] = useState(false);
  const [active, setActive] = useState<{ tag: Tag; action: BraceletAction } | null>(null);
  const setStatus = useSetBraceletStatus();
  const selection = useTagSelection();
  // The last bulk import's tags, for their labels and encoder export.
  const [batch, setBatch] = useState<{ batchId: string; count: number } | null>(null);

  function changeStatus(tag: Tag, status: TagStatus) {
    setStatus.mutate(
      { id: tag.id, status },
      {
        onSuccess: () => notify.success(TAG_TEXTS.statusUpdated),
        onError: (error) => notify.error(TAG_TEXTS.statusFailed, errorDetail(error)),
      },
    );
  }

  function sort(field: TagSortField) {
    if (field === sortBy) setParams({ sortBy: field, sortOrder: sortOrder === 'asc' ? 'desc' : 'asc' });
    else setParams({ sortBy: field, sortOrder: firstOrder(field) });
  }

  const dialog = (action: BraceletAction) => ({
    tag: active?.action === action ? active.tag : null,
    open: active?.action === action,
    onOpenChange: (open: boolean) => !open && setActive(null),
  });
  const filtered = Boolean(params.search || params.status || params.type || params.assigned);

  return (
    <ListScreen
      title="Braceletes"
      counted={['bracelete', 'braceletes']}
      description="Pulseiras e tags: atribuição, status e meta."
      actions={
        <>
          <Link
            to="/admin/tags/batches"
            className="inline-flex h-10 items-center gap-2 rounded-lg px-4 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            <Layers className="h-4 w-4" aria-hidden /> {TAG_BATCH_TEXTS.link}
          </Link>
          <Button variant="secondary" onClick={() => setBulk(true)}>
            <FileSpreadsheet className="h-4 w-4" aria-hidden /> Criar em lote
          </Button>
          <AddButton onClick={() => setCreating(true)}>Nova Tag</AddButton>
        </>
      }
      toolbar={
        <>
          {preselected && (
            <PreselectedUserBanner
              user={preselected}
              showOnlyFree={params.assigned !== 'UNASSIGNED' ? () => setParams({ assigned: 'UNASSIGNED' }) : undefined}
              onCancel={() => setParams({ userId: '' })}
            />
          )}
          {batch && (
            <LabelActions
              target={{ batchId: batch.batchId }}
              count={batch.count}
              summary={LABEL_TEXTS.batchCreated(batch.count)}
              onClear={() => setBatch(null)}
            />
          )}
          <StatusChips value={params.status} onChange={(status) => setParams({ status })} />
          <BraceletsFilters values={params} onChange={setParams} />
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
      loadFailed={TAG_TEXTS.braceletsLoadFailed}
      isEmpty={(data) => data.items.length === 0}
      empty={{
        title: 'Nenhum bracelete encontrado',
        description: filtered ? 'Ajuste a busca ou os filtros.' : 'Crie uma tag ou importe um lote.',
      }}
      list={(data) => (
        <BraceletsTable
          items={data.items}
          sort={{ sortBy, sortOrder }}
          onSort={sort}
          onSortChange={(next) => setParams(next)}
          onStatusChange={changeStatus}
          busyId={setStatus.isPending ? setStatus.variables?.id : undefined}
          onAction={(tag, action) => setActive({ tag, action })}
          selection={selection}
        />
      )}
    >
      <NewBraceletDialog open={creating} onOpenChange={setCreating} />
      <BulkCreateDialog
        open={bulk}
        onOpenChange={setBulk}
        onCreated={(batchId, count) => setBatch({ batchId, count })}
      />
      <AssignDialog {...dialog('assign')} preselected={preselected} />
      <MetaEditorDialog {...dialog('meta')} scope="admin" />
      <HistoryDialog {...dialog('history')} maintenanceCard={maintenanceCard} />
    </ListScreen>
  );
}

/** 'Adicionando pulseira para …' (from the users screen's 'Adicionar pulseira'), with its way out. */
function PreselectedUserBanner({
  user,
  showOnlyFree,
  onCancel,
}: {
  user: { name: string; email?: string };
  /** Absent when the list already shows only the free tags. */
  showOnlyFree?: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900">
      <UserRound className="h-5 w-5 shrink-0 text-brand-600" aria-hidden />
      <p className="min-w-0 flex-1">
        Adicionando pulseira para <strong>{user.name}</strong>
        {user.email && <span className="text-brand-700"> · {user.email}</span>}. Use “Atribuir” na tag escolhida.
      </p>
      {showOnlyFree && (
        <Button size="sm" variant="secondary" onClick={showOnlyFree}>
          Mostrar só livres
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={onCancel} aria-label="Cancelar seleção de usuário">
        <X className="h-4 w-4" aria-hidden />
      </Button>
    </div>
  );
}
