import { FilterBar, type FilterBarProps, type FilterField } from '@/components/list/filter-bar';
import { optionsOf } from '@/components/ui/select-filter';
import { DEBOUNCE_MS } from '@/lib/debounce';

export type PagesFilterValues = { search: string; status: string };

const SEARCH = {
  label: 'Buscar páginas',
  placeholder: 'Buscar por título, slug ou cliente...',
  delayMs: DEBOUNCE_MS.pageSearch,
};
const FIELDS: readonly FilterField<'status'>[] = [
  {
    kind: 'select',
    key: 'status',
    label: 'Filtrar por status',
    allLabel: 'Todas',
    options: optionsOf({ active: 'Ativas', inactive: 'Inativas' }),
  },
];

export function PagesFilters(props: FilterBarProps<PagesFilterValues>) {
  return <FilterBar {...props} search={SEARCH} fields={FIELDS} className="sm:grid-cols-[1fr_200px]" />;
}
