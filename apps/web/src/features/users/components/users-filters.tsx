import { ROLE_LABELS, ROLES, toSessionRole } from '@portal/shared';
import { SearchInput } from '@/components/ui/search-input';
import { SelectFilter } from '@/components/ui/select-filter';
import { DEBOUNCE_MS } from '@/lib/debounce';

export type UsersFilterValues = { search: string; role: string; isSubscriber: string };

/** The stored role is the filter's value (the API's), its pt-BR name the label: 'Técnico' lists the technicians. */
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[toSessionRole(role)] }));
const SUBSCRIBER_OPTIONS = [
  { value: 'true', label: 'Assinantes: sim' },
  { value: 'false', label: 'Assinantes: não' },
];

export function UsersFilters({
  values,
  onChange,
}: {
  values: UsersFilterValues;
  onChange: (patch: Partial<UsersFilterValues>) => void;
}) {
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_200px_200px]">
      <SearchInput
        value={values.search}
        onSearch={(search) => onChange({ search })}
        delayMs={DEBOUNCE_MS.search}
        label="Buscar usuários"
        placeholder="Buscar por e-mail ou nome..."
      />
      <SelectFilter
        label="Filtrar por papel"
        value={values.role}
        onChange={(role) => onChange({ role })}
        allLabel="Todos os papéis"
        options={ROLE_OPTIONS}
      />
      <SelectFilter
        label="Filtrar por assinante"
        value={values.isSubscriber}
        onChange={(isSubscriber) => onChange({ isSubscriber })}
        allLabel="Assinantes: todos"
        options={SUBSCRIBER_OPTIONS}
      />
    </div>
  );
}
