import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { CLIENT_TEXTS } from '@portal/shared';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Spec section 9: search 500 ms. */
export const CLIENT_SEARCH_DEBOUNCE_MS = 500;

/** 'Buscar clientes...': tells the screen the text once it has stopped changing for 500 ms. */
export function ClientSearch({ value, onChange, className }: { value: string; onChange: (search: string) => void; className?: string }) {
  const [search, setSearch] = useState(value);
  const debounced = useDebouncedValue(search, CLIENT_SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced !== value) onChange(debounced);
    // only the debounced text drives the screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <div className={className}>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden />
        <Input
          type="search"
          aria-label="Buscar clientes"
          placeholder={CLIENT_TEXTS.searchPlaceholder}
          className="pl-9"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
    </div>
  );
}
