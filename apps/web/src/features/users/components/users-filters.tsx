import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { Input, Select } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 500;

export type UsersFilterValues = { search: string; role: string; isSubscriber: string };

export function UsersFilters({ values, onChange }: { values: UsersFilterValues; onChange: (patch: Partial<UsersFilterValues>) => void }) {
  const [search, setSearch] = useState(values.search);
  // The address changed by other means (the sidebar link, back): the box shows what the list is filtered by.
  const [addressSearch, setAddressSearch] = useState(values.search);
  if (values.search !== addressSearch) {
    setAddressSearch(values.search);
    setSearch(values.search);
  }
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced !== values.search) onChange({ search: debounced });
    // only the debounced text drives the URL
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_200px_200px]">
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden />
        <Input
          type="search"
          aria-label="Buscar usuários"
          placeholder="Buscar por e-mail ou nome..."
          className="pl-9"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
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
