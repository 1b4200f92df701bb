import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { SearchInput } from '@/components/ui/search-input';
import { SelectFilter, type FilterOption } from '@/components/ui/select-filter';

/** A search box synced to the address `delayMs` after typing stops (spec section 9). */
type SearchField<K extends string> = {
  kind: 'search';
  key: K;
  label: string;
  placeholder: string;
  delayMs: number;
  className?: string;
};

/** A select whose first option (value '') shows everything. */
type SelectField<K extends string> = {
  kind: 'select';
  key: K;
  label: string;
  allLabel: string;
  options: readonly FilterOption[];
  className?: string;
};

/** One filter of a list screen, named by the address key it reads and writes. */
export type FilterField<K extends string> = SearchField<K> | SelectField<K>;

/** What a screen hands its filter bar: the filters' values (from the address) and the updater. */
export type FilterBarProps<V extends Record<string, string>> = {
  values: V;
  onChange: (patch: Partial<V>) => void;
};

/**
 * The list screens' filter bar: a grid of search boxes and selects described as data, each reading and writing
 * one key of the address state. `className` gives the grid's columns; `children` (fields the data cannot
 * describe, like the log's dates) come first.
 */
export function FilterBar<K extends string>({
  values,
  onChange,
  fields,
  className,
  children,
}: FilterBarProps<Record<K, string>> & {
  fields: readonly FilterField<K>[];
  className?: string;
  children?: ReactNode;
}) {
  const set = (key: K, value: string) => {
    const patch: Partial<Record<K, string>> = {};
    patch[key] = value;
    onChange(patch);
  };
  return (
    <div className={cn('mb-4 grid gap-3', className)}>
      {children}
      {fields.map((field) =>
        field.kind === 'search' ? (
          <SearchInput
            key={field.key}
            value={values[field.key]}
            onSearch={(search) => set(field.key, search)}
            delayMs={field.delayMs}
            label={field.label}
            placeholder={field.placeholder}
            className={field.className}
          />
        ) : (
          <SelectFilter
            key={field.key}
            label={field.label}
            value={values[field.key]}
            onChange={(value) => set(field.key, value)}
            allLabel={field.allLabel}
            options={field.options}
            className={field.className}
          />
        ),
      )}
    </div>
  );
}
