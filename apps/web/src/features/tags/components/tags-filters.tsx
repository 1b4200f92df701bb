import { TAG_STATUSES, tagStatusLabel } from '@portal/shared';
import { SearchInput } from '@/components/ui/search-input';
import { SelectFilter } from '@/components/ui/select-filter';
import { DEBOUNCE_MS } from '@/lib/debounce';

export type TagsFilterValues = { search: string; status: string };

const STATUS_OPTIONS = TAG_STATUSES.map((status) => ({ value: status, label: tagStatusLabel(status) }));

/** Search by code or id and the status filter (all, ACTIVE, INACTIVE, LOST, BROKEN). */
export function TagsFilters({
  values,
  onChange,
}: {
  values: TagsFilterValues;
  onChange: (patch: Partial<TagsFilterValues>) => void;
}) {
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_220px]">
      <SearchInput
        value={values.search}
        onSearch={(search) => onChange({ search })}
        delayMs={DEBOUNCE_MS.search}
        label="Buscar tags"
        placeholder="Buscar por código ou ID..."
      />
      <SelectFilter
        label="Filtrar por status"
        value={values.status}
        onChange={(status) => onChange({ status })}
        allLabel="Todos os status"
        options={STATUS_OPTIONS}
      />
    </div>
  );
}
