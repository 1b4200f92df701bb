import { SearchInput } from '@/components/ui/search-input';
import { SelectFilter } from '@/components/ui/select-filter';
import { DEBOUNCE_MS } from '@/lib/debounce';

export type PagesFilterValues = { search: string; status: string };

const STATUS_OPTIONS = [
  { value: 'active', label: 'Ativas' },
  { value: 'inactive', label: 'Inativas' },
];

export function PagesFilters({
  values,
  onChange,
}: {
  values: PagesFilterValues;
  onChange: (patch: Partial<PagesFilterValues>) => void;
}) {
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_200px]">
      <SearchInput
        value={values.search}
        onSearch={(search) => onChange({ search })}
        delayMs={DEBOUNCE_MS.pageSearch}
        label="Buscar páginas"
        placeholder="Buscar por título, slug ou cliente..."
      />
      <SelectFilter
        label="Filtrar por status"
        value={values.status}
        onChange={(status) => onChange({ status })}
        allLabel="Todas"
        options={STATUS_OPTIONS}
      />
    </div>
  );
}
