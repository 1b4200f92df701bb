import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { TAG_STATUSES, tagStatusLabel } from '@portal/shared';
import { Input, Select } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Spec section 9: search 500 ms. */
export const TAG_SEARCH_DEBOUNCE_MS = 500;

export type TagsFilterValues = { search: string; status: string };

/** Search by code or id and the status filter (all, ACTIVE, INACTIVE, LOST, BROKEN). */
export function TagsFilters({ values, onChange }: { values: TagsFilterValues; onChange: (patch: Partial<TagsFilterValues>) => void }) {
  const [search, setSearch] = useState(values.search);
  const debounced = useDebouncedValue(search, TAG_SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced !== values.search) onChange({ search: debounced });
    // only the debounced text drives the URL
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_220px]">
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden />
        <Input
          type="search"
          aria-label="Buscar tags"
          placeholder="Buscar por código ou ID..."
          className="pl-9"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <Select aria-label="Filtrar por status" value={values.status} onChange={(event) => onChange({ status: event.target.value })}>
        <option value="">Todos os status</option>
        {TAG_STATUSES.map((status) => (
          <option key={status} value={status}>
            {tagStatusLabel(status)}
          </option>
        ))}
      </Select>
    </div>
  );
}
