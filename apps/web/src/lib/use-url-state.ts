import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * List state kept in the address query (filters, page, sort), so a reload or a shared link shows the same list.
 * Values equal to their default are left out of the URL. Changing a filter goes back to page 1.
 */
export function useUrlState<T extends Record<string, string>>(defaults: T) {
  const [params, setParams] = useSearchParams();

  const state = useMemo(() => {
    const result = { ...defaults };
    for (const key of Object.keys(defaults) as (keyof T & string)[]) {
      const value = params.get(key);
      if (value !== null) result[key] = value as T[typeof key];
    }
    return result;
    // defaults is a literal per screen; its content never changes between renders
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  const update = useCallback(
    (patch: Partial<T>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '' || value === defaults[key]) next.delete(key);
            else next.set(key, value);
          }
          if ('page' in defaults && !('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams],
  );

  return [state, update] as const;
}
