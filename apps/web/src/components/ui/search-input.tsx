import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Input } from './input';

/**
 * The lists' search box: shows every keystroke, tells the screen the text once it has stopped changing for
 * `delayMs` (spec section 9, lib/debounce.ts), and shows the screen's search again when the address changes it by
 * other means (the sidebar link, back, a shared link).
 */
export function SearchInput({
  value,
  onSearch,
  delayMs,
  label,
  placeholder,
  className,
}: {
  /** The search the list is filtered by (from the address). */
  value: string;
  onSearch: (search: string) => void;
  delayMs: number;
  label: string;
  placeholder: string;
  className?: string;
}) {
  const [text, setText] = useState(value);
  // Adjusting state while rendering (React's pattern for a prop change): no effect, no flash of the old text.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  const debounced = useDebouncedValue(text, delayMs);

  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
    // only the debounced text drives the screen; a new `value` alone must not send the old text back
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="pl-9"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
