import { ArrowDown, ArrowUp, ArrowUpDown, History, SlidersHorizontal, UserPlus } from 'lucide-react';
import { LABEL_TEXTS, type Tag, type TagSortField, type TagStatus } from '@portal/shared';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/input';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import type { TagSelection } from '../../lib/label-target';
import { tagSubtitle } from '../../lib/tag-display';
import { TagOpensProfile } from '../tag-opens-profile';
import { TagStatusSelect } from '../tag-status-select';

export type BraceletAction = 'assign' | 'meta' | 'history';
export type Sort = { sortBy: TagSortField; sortOrder: 'asc' | 'desc' };

type Props = {
  items: Tag[];
  sort: Sort;
  onSort: (field: TagSortField) => void;
  onSortChange: (sort: Sort) => void;
  onStatusChange: (tag: Tag, status: TagStatus) => void;
  busyId?: string;
  onAction: (tag: Tag, action: BraceletAction) => void;
  /** The tags chosen for labels and the encoder export (kept across pages). */
  selection: Pick<TagSelection, 'has' | 'toggle' | 'setPage'>;
};

const checkboxClass = 'h-5 w-5 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600';

function SelectBox({ tag, selection }: { tag: Tag; selection: Props['selection'] }) {
  return (
    <input
      type="checkbox"
      checked={selection.has(tag.id)}
      onChange={(event) => selection.toggle(tag, event.target.checked)}
      aria-label={LABEL_TEXTS.selectTag(tag.code)}
      className={checkboxClass}
    />
  );
}

/** The sort choices of the card view, where there are no column headers to click. */
const SORT_OPTIONS: Array<{ value: string; label: string }> = [
  { value: 'createdAt:desc', label: 'Mais recentes' },
  { value: 'createdAt:asc', label: 'Mais antigas' },
  { value: 'code:asc', label: 'Código (A–Z)' },
  { value: 'code:desc', label: 'Código (Z–A)' },
  { value: 'type:asc', label: 'Tipo (B2B primeiro)' },
  { value: 'type:desc', label: 'Tipo (B2C primeiro)' },
  { value: 'status:asc', label: 'Status (crescente)' },
  { value: 'status:desc', label: 'Status (decrescente)' },
];

function SortHeader({
  field,
  label,
  sort,
  onSort,
}: {
  field: TagSortField;
  label: string;
  sort: Sort;
  onSort: (field: TagSortField) => void;
}) {
  const active = sort.sortBy === field;
  const Icon = !active ? ArrowUpDown : sort.sortOrder === 'asc' ? ArrowUp : ArrowDown;
  return (
    <Th className="px-3" aria-sort={active ? (sort.sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button
        type="button"
        onClick={() => onSort(field)}
        className={cn(
          'inline-flex items-center gap-1 uppercase tracking-wide hover:text-slate-900',
          active && 'text-slate-900',
        )}
      >
        {label}
        <Icon className={cn('h-3.5 w-3.5', !active && 'text-slate-300')} aria-hidden />
      </button>
    </Th>
  );
}

/** The owner's name and e-mail on two lines; one too long for the column is cut, whole in its tooltip. */
function Owner({ tag, narrow = false }: { tag: Tag; narrow?: boolean }) {
  if (!tag.assignedUserId) return <span className="italic text-slate-400">Livre</span>;
  return (
    // A table cell ignores max-width: the block inside carries it.
    <div className={cn('min-w-0', narrow && 'max-w-56')}>
      <p className="truncate font-medium text-slate-800" title={tag.assignedUserName ?? undefined}>
        {tag.assignedUserName ?? '—'}
      </p>
      {tag.assignedUserEmail && tag.assignedUserEmail !== tag.assignedUserName && (
        <p className="truncate text-xs text-slate-500" title={tag.assignedUserEmail}>
          {tag.assignedUserEmail}
        </p>
      )}
      <TagOpensProfile profile={tag.profile} />
    </div>
  );
}

function Actions({ tag, onAction, compact = false }: { tag: Tag; onAction: Props['onAction']; compact?: boolean }) {
  const base = 'inline-flex h-8 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium transition-colors';
  return (
    <div className={cn('flex gap-1.5', compact ? 'w-full' : 'justify-end')}>
      <button
        type="button"
        onClick={() => onAction(tag, 'assign')}
        className={cn(base, 'bg-brand-50 text-brand-700 hover:bg-brand-100', compact && 'flex-1 justify-center')}
        aria-label={`Atribuir ${tag.code}`}
      >
        <UserPlus className="h-4 w-4" aria-hidden /> Atribuir
      </button>
      <button
        type="button"
        onClick={() => onAction(tag, 'meta')}
        className={cn(
          base,
          'text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50',
          compact && 'flex-1 justify-center',
        )}
        aria-label={`Meta de ${tag.code}`}
        title="Meta"
      >
        <SlidersHorizontal className="h-4 w-4" aria-hidden />{' '}
        <span className={compact ? undefined : 'hidden 2xl:inline'}>Meta</span>
      </button>
      <button
        type="button"
        onClick={() => onAction(tag, 'history')}
        className={cn(
          base,
          'text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50',
          compact && 'flex-1 justify-center',
        )}
        aria-label={`Histórico de ${tag.code}`}
        title="Histórico"
      >
        <History className="h-4 w-4" aria-hidden />{' '}
        <span className={compact ? undefined : 'hidden 2xl:inline'}>Histórico</span>
      </button>
    </div>
  );
}

/** Wide screens: a table with sortable code, type, status and createdAt columns; narrower ones: one card per bracelet. */
export function BraceletsTable({
  items,
  sort,
  onSort,
  onSortChange,
  onStatusChange,
  busyId,
  onAction,
  selection,
}: Props) {
  const pageChosen = items.length > 0 && items.every((tag) => selection.has(tag.id));
  return (
    <>
      <div className="mb-3 flex items-center justify-end gap-2 xl:hidden">
        <label htmlFor="bracelets-sort" className="text-sm text-slate-500">
          Ordenar por
        </label>
        <Select
          id="bracelets-sort"
          className="w-48"
          value={`${sort.sortBy}:${sort.sortOrder}`}
          onChange={(event) => {
            const [sortBy, sortOrder] = event.target.value.split(':') as [TagSortField, 'asc' | 'desc'];
            onSortChange({ sortBy, sortOrder });
          }}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="hidden xl:block">
        <Table>
          <THead>
            <tr>
              <Th className="w-10 px-3">
                <input
                  type="checkbox"
                  checked={pageChosen}
                  onChange={(event) => selection.setPage(items, event.target.checked)}
                  aria-label={LABEL_TEXTS.selectPage}
                  className={checkboxClass}
                />
              </Th>
              <SortHeader field="code" label="Código" sort={sort} onSort={onSort} />
              <SortHeader field="type" label="Tipo" sort={sort} onSort={onSort} />
              <SortHeader field="status" label="Status" sort={sort} onSort={onSort} />
              <Th className="px-3">Atribuída a</Th>
              <SortHeader field="createdAt" label="Criada em" sort={sort} onSort={onSort} />
              <Th className="px-3 text-right">Ações</Th>
            </tr>
          </THead>
          <TBody>
            {items.map((tag) => (
              <Tr key={tag.id} data-testid="bracelet-row">
                <Td className="px-3">
                  <SelectBox tag={tag} selection={selection} />
                </Td>
                <Td className="px-3">
                  <p className="font-mono font-semibold text-slate-900">{tag.code}</p>
                  <p className="max-w-36 truncate text-xs text-slate-500" title={tagSubtitle(tag) || undefined}>
                    {tagSubtitle(tag) || `ID ${tag.id.slice(0, 8)}`}
                  </p>
                </Td>
                <Td className="px-3">
                  <div className="flex gap-1">
                    <Badge tone={tag.type === 'B2B' ? 'purple' : 'slate'}>{tag.type}</Badge>
                    <Badge tone="slate">{tag.physicalType}</Badge>
                  </div>
                </Td>
                <Td className="px-3">
                  <TagStatusSelect
                    value={tag.status}
                    onChange={(status) => onStatusChange(tag, status)}
                    disabled={busyId === tag.id}
                    label={`Status de ${tag.code}`}
                    className="w-32"
                  />
                </Td>
                <Td className="px-3">
                  <Owner tag={tag} narrow />
                </Td>
                <Td className="px-3">{formatDate(tag.createdAt)}</Td>
                <Td className="px-3">
                  <Actions tag={tag} onAction={onAction} />
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:auto-rows-fr sm:grid-cols-2 xl:hidden" aria-label="Braceletes">
        {items.map((tag) => (
          <li key={tag.id}>
            <Card className="flex h-full flex-col p-4" data-testid="bracelet-card">
              <div className="flex items-start justify-between gap-3">
                <SelectBox tag={tag} selection={selection} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-mono text-base font-semibold text-slate-900">{tag.code}</p>
                  <p className="truncate text-xs text-slate-500" title={tagSubtitle(tag) || undefined}>
                    {tagSubtitle(tag) || `Criada em ${formatDate(tag.createdAt)}`}
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <Badge tone={tag.type === 'B2B' ? 'purple' : 'slate'}>{tag.type}</Badge>
                  <Badge tone="slate">{tag.physicalType}</Badge>
                </div>
              </div>
              <div className="my-3 flex items-center justify-between gap-3 text-sm">
                <Owner tag={tag} />
                <TagStatusSelect
                  value={tag.status}
                  onChange={(status) => onStatusChange(tag, status)}
                  disabled={busyId === tag.id}
                  label={`Status de ${tag.code}`}
                  className="w-32 shrink-0"
                />
              </div>
              <div className="mt-auto border-t border-slate-100 pt-3">
                <Actions tag={tag} onAction={onAction} compact />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
