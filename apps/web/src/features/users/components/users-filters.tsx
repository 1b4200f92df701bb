import { ROLE_LABELS, ROLES, toSessionRole } from '@portal/shared';
import { FilterBar, type FilterBarProps, type FilterField } from '@/components/list/filter-bar';
import { optionsOf } from '@/components/ui/select-filter';

export type UsersFilterValues = { search: string; role: string; isSubscriber: string };

const SEARCH = { label: 'Buscar usuários', placeholder: 'Buscar por e-mail ou nome...' };
const FIELDS: readonly FilterField<'role' | 'isSubscriber'>[] = [
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
    options: optionsOf({ true: 'Assinantes: sim', false: 'Assinantes: não' }),
  },
];

export function UsersFilters(props: FilterBarProps<UsersFilterValues>) {
  return <FilterBar {...props} search={SEARCH} fields={FIELDS} className="sm:grid-cols-[1fr_200px_200px]" />;
}
