import { ROLE_LABELS, ROLES, toSessionRole } from '@portal/shared';
import { FilterBar, type FilterBarProps, type FilterField } from '@/components/list/filter-bar';
import { DEBOUNCE_MS } from '@/lib/debounce';

export type UsersFilterValues = { search: string; role: string; isSubscriber: string };

const FIELDS: readonly FilterField<keyof UsersFilterValues>[] = [
  {
    kind: 'search',
    key: 'search',
    delayMs: DEBOUNCE_MS.search,
    label: 'Buscar usuários',
    placeholder: 'Buscar por e-mail ou nome...',
  },
  {
    kind: 'select',
    key: 'role',
    label: 'Filtrar por papel',
    allLabel: 'Todos os papéis',
    // The stored role is the filter's value (the API's), its pt-BR name the label: 'Técnico' lists the technicians.
    options: ROLES.map((role) => ({ value: role, label: ROLE_LABELS[toSessionRole(role)] })),
  },
  {
    kind: 'select',
    key: 'isSubscriber',
    label: 'Filtrar por assinante',
    allLabel: 'Assinantes: todos',
    options: [
      { value: 'true', label: 'Assinantes: sim' },
      { value: 'false', label: 'Assinantes: não' },
    ],
  },
];

export function UsersFilters(props: FilterBarProps<UsersFilterValues>) {
  return <FilterBar {...props} fields={FIELDS} className="sm:grid-cols-[1fr_200px_200px]" />;
}
