import { FilterBar, type FilterBarProps, type FilterField } from '@/components/list/filter-bar';
import { DEBOUNCE_MS } from '@/lib/debounce';

export type PagesFilterValues = { search: string; status: string };

const FIELDS: readonly FilterField<keyof PagesFilterValues>[] = [
  {
    kind: 'search',
    key: 'search',
    delayMs: DEBOUNCE_MS.pageSearch,
    label: 'Buscar páginas',
    placeholder: 'Buscar por título, slug ou cliente...',
  },
  {
    kind: 'select',
    key: 'status',
    label: 'Filtrar por status',
    allLabel: 'Todas',
    options: [
      { value: 'active', label: 'Ativas' },
      { value: 'inactive', label: 'Inativas' },
    ],
  },
];

export function PagesFilters(props: FilterBarProps<PagesFilterValues>) {
  return <FilterBar {...props} fields={FIELDS} className="sm:grid-cols-[1fr_200px]" />;
}
