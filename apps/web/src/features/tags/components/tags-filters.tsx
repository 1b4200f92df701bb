import { TAG_STATUSES, tagStatusLabel } from '@portal/shared';
import { FilterBar, type FilterBarProps, type FilterField } from '@/components/list/filter-bar';
import { DEBOUNCE_MS } from '@/lib/debounce';

export type TagsFilterValues = { search: string; status: string };

/** Search by code or id and the status filter (all, ACTIVE, INACTIVE, LOST, BROKEN). */
const FIELDS: readonly FilterField<keyof TagsFilterValues>[] = [
  {
    kind: 'search',
    key: 'search',
    delayMs: DEBOUNCE_MS.search,
    label: 'Buscar tags',
    placeholder: 'Buscar por código ou ID...',
  },
  {
    kind: 'select',
    key: 'status',
    label: 'Filtrar por status',
    allLabel: 'Todos os status',
    options: TAG_STATUSES.map((status) => ({ value: status, label: tagStatusLabel(status) })),
  },
];

export function TagsFilters(props: FilterBarProps<TagsFilterValues>) {
  return <FilterBar {...props} fields={FIELDS} className="sm:grid-cols-[1fr_220px]" />;
}
