import { TAG_STATUS_META, TAG_STATUSES, TAG_TYPES, tagStatusLabel } from '@portal/shared';
import { cn } from '@/lib/utils';
import { FilterBar, type FilterBarProps, type FilterField } from '@/components/list/filter-bar';
import { optionsOf } from '@/components/ui/select-filter';
import { DEBOUNCE_MS } from '@/lib/debounce';

export type BraceletsFilterValues = { search: string; status: string; type: string; assigned: string };

const chipTones = {
  green: 'data-[on=true]:bg-green-600 data-[on=true]:ring-green-600',
  blue: 'data-[on=true]:bg-blue-600 data-[on=true]:ring-blue-600',
  yellow: 'data-[on=true]:bg-yellow-500 data-[on=true]:ring-yellow-500',
  red: 'data-[on=true]:bg-red-600 data-[on=true]:ring-red-600',
  slate: 'data-[on=true]:bg-slate-800 data-[on=true]:ring-slate-800',
  purple: 'data-[on=true]:bg-purple-600 data-[on=true]:ring-purple-600',
} as const;

const dot = {
  green: 'bg-green-500',
  blue: 'bg-blue-500',
  yellow: 'bg-yellow-500',
  red: 'bg-red-500',
  slate: 'bg-slate-500',
  purple: 'bg-purple-500',
} as const;

/** Quick status chips: one tap filters by a status, 'Todas' clears it. */
export function StatusChips({ value, onChange }: { value: string; onChange: (status: string) => void }) {
  const chips = [
    { status: '', label: 'Todas', tone: 'slate' as const },
    ...TAG_STATUSES.map((status) => ({ status, label: tagStatusLabel(status), tone: TAG_STATUS_META[status].tone })),
  ];
  return (
    <div className="mb-3 flex gap-2 overflow-x-auto pb-1" role="group" aria-label="Filtrar por status">
      {chips.map((chip) => {
        const on = value === chip.status;
        return (
          <button
            key={chip.status || 'all'}
            type="button"
            aria-pressed={on}
            data-on={on}
            onClick={() => onChange(chip.status)}
            className={cn(
              'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full bg-white px-3 text-sm font-medium text-slate-700 ring-1 ring-inset ring-slate-300 transition-colors hover:bg-slate-50 data-[on=true]:text-white',
              chipTones[chip.tone],
            )}
          >
            {chip.status && (
              <span className={cn('h-2 w-2 rounded-full', on ? 'bg-white' : dot[chip.tone])} aria-hidden />
            )}
            {chip.label}
          </button>
        );
      })}
    </div>
  );
}

const SEARCH = {
  label: 'Buscar braceletes',
  placeholder: 'Buscar por código...',
  delayMs: DEBOUNCE_MS.braceletQuerySync,
  className: 'col-span-2 sm:col-span-3 lg:col-span-1',
};
const FIELDS: readonly FilterField<'status' | 'type' | 'assigned'>[] = [
  {
    kind: 'select',
    key: 'status',
    label: 'Status',
    allLabel: 'Todos os status',
    options: TAG_STATUSES.map((status) => ({ value: status, label: tagStatusLabel(status) })),
  },
  {
    kind: 'select',
    key: 'type',
    label: 'Tipo',
    allLabel: 'Todos os tipos',
    options: TAG_TYPES.map((type) => ({ value: type, label: type })),
  },
  {
    kind: 'select',
    key: 'assigned',
    label: 'Atribuição',
    allLabel: 'Atribuídas e livres',
    options: optionsOf({ ASSIGNED: 'Atribuídas', UNASSIGNED: 'Não atribuídas' }),
    className: 'col-span-2 sm:col-span-1',
  },
];

/** Search (synced to the address 300 ms after typing stops), status, type and assignment filters. */
export function BraceletsFilters(props: FilterBarProps<BraceletsFilterValues>) {
  return (
    <FilterBar
      {...props}
      search={SEARCH}
      fields={FIELDS}
      className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-[1fr_180px_170px_200px]"
    />
  );
}
