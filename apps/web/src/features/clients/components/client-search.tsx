import { CLIENT_TEXTS } from '@portal/shared';
import { SearchInput } from '@/components/ui/search-input';
import { DEBOUNCE_MS } from '@/lib/debounce';

/** 'Buscar clientes...': the clients screen's and the dashboard's search box (spec section 9: 500 ms). */
export function ClientSearch({
  value,
  onChange,
  className,
}: {
  value: string;
  onChange: (search: string) => void;
  className?: string;
}) {
  return (
    <SearchInput
      value={value}
      onSearch={onChange}
      delayMs={DEBOUNCE_MS.search}
      label="Buscar clientes"
      placeholder={CLIENT_TEXTS.searchPlaceholder}
      className={className}
    />
  );
}
