import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { Input, Select } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Spec section 9: page search 500 ms. */
export const PAGE_SEARCH_DEBOUNCE_MS = 500;

export type PagesFilterValues = { search: string; status: string };

export function PagesFilters({ values, onChange }: { values: PagesFilterValues; onChange: (patch: Partial<PagesFilterValues>) => void }) {
  const [search, setSearch] = useState(values.search);
  const debounced = useDebouncedValue(search, PAGE_SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced !== values.search) onChange({ search: debounced });
    // only the debounced text drives the URL
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_200px]">
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden />
        <Input
          type="search"
          aria-label="Buscar páginas"
          placeholder="Buscar por título, slug ou cliente..."
          className="pl-9"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <Select aria-label="Filtrar por status" value={values.status} onChange={(event) => onChange({ status: event.target.value })}>
        <option value="">Todas</option>
        <option value="active">Ativas</option>
        <option value="inactive">Inativas</option>
      </Select>
    </div>
  );
}
