import { Select } from './input';

export type FilterOption = { value: string; label: string };

/** Options from a value-to-label map, in its order. */
export const optionsOf = (labels: Readonly<Record<string, string>>): FilterOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** A list screen's filter: a labelled select whose first option (value '') shows everything. */
export function SelectFilter({
  label,
  value,
  onChange,
  allLabel,
  options,
  className,
}: {
  /** The accessible name (the filters have no visible label). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The option that clears the filter. */
  allLabel: string;
  options: readonly FilterOption[];
  className?: string;
}) {
  return (
    <Select aria-label={label} className={className} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
