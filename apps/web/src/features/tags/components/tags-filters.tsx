import { TAG_STATUSES, tagStatusLabel } from '@portal/shared';
import { Select } from '@/components/ui/input';
import { SearchInput } from '@/components/ui/search-input';
import { DEBOUNCE_MS } from '@/lib/debounce';

export type TagsFilterValues = { search: string; status: string };

/** Search by code or id and the status filter (all, ACTIVE, INACTIVE, LOST, BROKEN). */
export function TagsFilters({ values, onChange }: { values: TagsFilterValues; onChange: (patch: Partial<TagsFilterValues>) => void }) {
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_220px]">
      <SearchInput
        value={values.search}
        onSearch={(search) => onChange({ search })}
        delayMs={DEBOUNCE_MS.search}
        label="Buscar tags"
        placeholder="Buscar por código ou ID..."
      />
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
