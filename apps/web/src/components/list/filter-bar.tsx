import type { ReactNode } from 'react';
import { DEBOUNCE_MS } from '@/lib/debounce';
import { cn } from '@/lib/utils';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SearchInput } from '@/components/ui/search-input';
import { SelectFilter, type FilterOption } from '@/components/ui/select-filter';

/** The search box (key `search`), synced to the address `delayMs` after typing stops (spec section 9: 500 ms). */
type SearchSpec = { label: string; placeholder: string; delayMs?: number; className?: string };
/** A select whose first option (value '') shows everything; `label` is its accessible name. */
type SelectField = {
  kind: 'select';
  label: string;
  allLabel: string;
  options: readonly FilterOption[];
  className?: string;
};
/** A labelled date input (a period's end); `invalid` while the period is. */
type DateField = { kind: 'date'; label: string; id: string; min?: string; max: string; invalid: boolean };

/** One filter of a list screen, named by the address key it reads and writes. */
export type FilterField<K extends string> = (SelectField | DateField) & { key: K };

/** What a screen hands its filter bar: the filters' values (from the address) and the updater. */
export type FilterBarProps<V extends Record<string, string>> = {
  values: V;
  onChange: (patch: Partial<V>) => void;
};

function FilterControl({
  field,
  value,
  onChange,
}: {
  field: SelectField | DateField;
  value: string;
  onChange: (value: string) => void;
}) {
  switch (field.kind) {
    case 'select': {
      const { kind: _kind, ...props } = field;
      return <SelectFilter {...props} value={value} onChange={onChange} />;
    }
    case 'date':
      return (
        <Field label={field.label} htmlFor={field.id}>
          <Input
            id={field.id}
            type="date"
            value={value}
            min={field.min}
            max={field.max}
            aria-invalid={field.invalid}
            onChange={(event) => onChange(event.target.value)}
          />
        </Field>
      );
  }
}

/**
 * The list screens' filter bar: a search box, then selects and dates described as data, each reading and writing
 * one key of the address state. `className` gives the grid's columns; `children` (a control kept by its feature,
 * like the clients' search) come first.
 */
export function FilterBar<K extends string>({
  values,
  onChange,
  search,
  fields,
  className,
  children,
}: {
  values: Record<K, string> & { search?: string };
  onChange: (patch: Partial<Record<K | 'search', string>>) => void;
  search?: SearchSpec;
  fields: readonly FilterField<K>[];
  className?: string;
  children?: ReactNode;
}) {
  const set = (key: K | 'search', value: string) => {
    const patch: Partial<Record<K | 'search', string>> = {};
    patch[key] = value;
    onChange(patch);
  };
  return (
    <div className={cn('mb-4 grid gap-3', className)}>
      {children}
      {search && (
        <SearchInput
          {...search}
          delayMs={search.delayMs ?? DEBOUNCE_MS.search}
          value={values.search ?? ''}
          onSearch={(text) => set('search', text)}
        />
      )}
      {fields.map(({ key, ...field }) => (
        <FilterControl key={key} field={field} value={values[key]} onChange={(value) => set(key, value)} />
      ))}
    </div>
  );
}
