import { TAG_STATUSES, tagStatusLabel } from '@portal/shared';
import { FilterBar, type FilterBarProps, type FilterField } from '@/components/list/filter-bar';

export type TagsFilterValues = { search: string; status: string };

const SEARCH = { label: 'Buscar tags', placeholder: 'Buscar por código ou ID...' };
const FIELDS: readonly FilterField<'status'>[] = [
  {
    kind: 'select',
    key: 'status',
    label: 'Filtrar por status',
    allLabel: 'Todos os status',
    options: TAG_STATUSES.map((status) => ({ value: status, label: tagStatusLabel(status) })),
  },
];

/** Search by code or id and the status filter (all, ACTIVE, INACTIVE, LOST, BROKEN). */
export function TagsFilters(props: FilterBarProps<TagsFilterValues>) {
  return <FilterBar {...props} search={SEARCH} fields={FIELDS} className="sm:grid-cols-[1fr_220px]" />;
}
