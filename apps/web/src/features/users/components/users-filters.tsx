import { Select } from '@/components/ui/input';
import { SearchInput } from '@/components/ui/search-input';
import { DEBOUNCE_MS } from '@/lib/debounce';

export type UsersFilterValues = { search: string; role: string; isSubscriber: string };

export function UsersFilters({ values, onChange }: { values: UsersFilterValues; onChange: (patch: Partial<UsersFilterValues>) => void }) {
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_200px_200px]">
      <SearchInput
        value={values.search}
        onSearch={(search) => onChange({ search })}
        delayMs={DEBOUNCE_MS.search}
        label="Buscar usuários"
        placeholder="Buscar por e-mail ou nome..."
      />
      <Select aria-label="Filtrar por papel" value={values.role} onChange={(event) => onChange({ role: event.target.value })}>
        <option value="">Todos os papéis</option>
        <option value="ADMIN">ADMIN</option>
        <option value="USER">USER</option>
        <option value="TECHNICIAN">TECHNICIAN</option>
      </Select>
      <Select
        aria-label="Filtrar por assinante"
        value={values.isSubscriber}
        onChange={(event) => onChange({ isSubscriber: event.target.value })}
      >
        <option value="">Assinantes: todos</option>
        <option value="true">Assinantes: sim</option>
        <option value="false">Assinantes: não</option>
      </Select>
    </div>
  );
}
