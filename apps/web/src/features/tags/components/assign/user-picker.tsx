import { useEffect, useState } from 'react';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import type { User } from '@portal/shared';
import { cn } from '@/lib/utils';
import { DEBOUNCE_MS } from '@/lib/debounce';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUserSearch } from '../../api/search-users';

export type PickedUser = { id: string; name: string; email?: string };

/**
 * Pick a user for an assignment: a search over name and e-mail (GET /admin/users?role=USER, 10 a page),
 * shown as a radio list. `ownerId` marks the tag's current owner.
 */
export function UserPicker({
  value,
  onChange,
  ownerId,
  idPrefix,
}: {
  value: PickedUser | null;
  onChange: (user: PickedUser) => void;
  ownerId?: string | null;
  idPrefix: string;
}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), DEBOUNCE_MS.assignSearch);
  const query = useUserSearch(debounced, page);
  useEffect(() => setPage(1), [debounced]);

  const users: User[] = query.data?.users ?? [];
  const pinned = value && !users.some((user) => user.id === value.id) ? value : null;

  return (
    <div className="space-y-3">
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <Input
          id={`${idPrefix}-search`}
          type="search"
          aria-label="Buscar usuário"
          placeholder="Buscar por nome ou e-mail..."
          className="pl-9"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {pinned && (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
          Selecionado: <strong>{pinned.name}</strong>
          {pinned.email && <span className="text-brand-700"> · {pinned.email}</span>}
        </p>
      )}
      {query.isPending ? (
        <Spinner label="Carregando usuários..." className="py-6" />
      ) : query.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          Erro ao carregar usuários
        </p>
      ) : users.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-500">
          Nenhum usuário encontrado
        </p>
      ) : (
        <fieldset>
          <legend className="sr-only">Usuários</legend>
          <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200">
            {users.map((user) => {
              const checked = value?.id === user.id;
              const id = `${idPrefix}-user-${user.id}`;
              return (
                <li key={user.id}>
                  <label
                    htmlFor={id}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 px-3 py-2.5 hover:bg-slate-50',
                      checked && 'bg-brand-50 hover:bg-brand-50',
                    )}
                  >
                    <input
                      id={id}
                      type="radio"
                      name={`${idPrefix}-user`}
                      className="h-4 w-4 shrink-0 accent-brand-600"
                      checked={checked}
                      onChange={() => onChange({ id: user.id, name: user.name || user.email, email: user.email })}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium text-slate-900">
                        {user.name || user.email}
                      </span>
                      <span className="block truncate text-xs text-slate-500">{user.email}</span>
                    </span>
                    {user.id === ownerId && <Badge tone="green">Dono atual</Badge>}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {query.data && query.data.pagination.totalPages > 1 && (
        <PickerPager
          page={query.data.pagination.page}
          totalPages={query.data.pagination.totalPages}
          onPageChange={setPage}
        />
      )}
    </div>
  );
}

/** A narrow 'Anterior / Página X de Y / Próxima' that fits a dialog or a side card on a phone. */
function PickerPager({
  page,
  totalPages,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  return (
    <nav aria-label="Paginação de usuários" className="flex items-center justify-between gap-2">
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        aria-label="Anterior"
      >
        <ChevronLeft className="h-4 w-4" aria-hidden /> <span className="hidden sm:inline">Anterior</span>
      </Button>
      <span className="whitespace-nowrap text-sm text-slate-600">
        Página {page} de {totalPages}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
        aria-label="Próxima"
      >
        <span className="hidden sm:inline">Próxima</span> <ChevronRight className="h-4 w-4" aria-hidden />
      </Button>
    </nav>
  );
}
