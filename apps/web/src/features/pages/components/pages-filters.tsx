import { Select } from '@/components/ui/input';
import { SearchInput } from '@/components/ui/search-input';
import { DEBOUNCE_MS } from '@/lib/debounce';

export type PagesFilterValues = { search: string; status: string };

export function PagesFilters({ values, onChange }: { values: PagesFilterValues; onChange: (patch: Partial<PagesFilterValues>) => void }) {
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_200px]">
      <SearchInput
        value={values.search}
        onSearch={(search) => onChange({ search })}
        delayMs={DEBOUNCE_MS.pageSearch}
        label="Buscar páginas"
        placeholder="Buscar por título, slug ou cliente..."
      />
      <Select aria-label="Filtrar por status" value={values.status} onChange={(event) => onChange({ status: event.target.value })}>
        <option value="">Todas</option>
        <option value="active">Ativas</option>
        <option value="inactive">Inativas</option>
      </Select>
    </div>
  );
}
