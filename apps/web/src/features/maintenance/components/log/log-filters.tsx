import {
  MAINTENANCE_OUTCOME_LABELS,
  MAINTENANCE_OUTCOMES,
  MAINTENANCE_TYPE_LABELS,
  MAINTENANCE_TYPES,
} from '@portal/shared';
import { type FilterOption } from '@/components/ui/select-filter';
import { FilterBar, type FilterBarProps, type FilterField } from '@/components/list/filter-bar';

export type LogFilterValues = { from: string; to: string; type: string; outcome: string; technicianId: string };

const SELECTS: readonly FilterField<'type' | 'outcome'>[] = [
  {
    kind: 'select',
    key: 'type',
    label: 'Filtrar por tipo',
    allLabel: 'Todos os tipos',
    options: MAINTENANCE_TYPES.map((value) => ({ value, label: MAINTENANCE_TYPE_LABELS[value] })),
    className: 'col-span-2 sm:col-span-1',
  },
  {
    kind: 'select',
    key: 'outcome',
    label: 'Filtrar por resultado',
    allLabel: 'Todos os resultados',
    options: MAINTENANCE_OUTCOMES.map((value) => ({ value, label: MAINTENANCE_OUTCOME_LABELS[value] })),
    className: 'col-span-2 sm:col-span-1',
  },
];

/** The log's filters: the period (from/to, checked before sending), type, outcome and technician. */
export function LogFilters({
  values,
  onChange,
  rangeProblem,
  technicianOptions,
  today,
}: FilterBarProps<LogFilterValues> & {
  rangeProblem: string | null;
  technicianOptions: readonly FilterOption[];
  today: string;
}) {
  const invalid = rangeProblem !== null;
  const fields: readonly FilterField<keyof LogFilterValues>[] = [
    { kind: 'date', key: 'from', label: 'De', id: 'log-from', max: values.to || today, invalid },
    { kind: 'date', key: 'to', label: 'Até', id: 'log-to', min: values.from || undefined, max: today, invalid },
    ...SELECTS,
    {
      kind: 'select',
      key: 'technicianId',
      label: 'Filtrar por técnico',
      allLabel: 'Todos os técnicos',
      options: technicianOptions,
      className: 'col-span-2 lg:col-span-1',
    },
  ];
  return (
    <div className="mb-4 space-y-2">
      <FilterBar
        values={values}
        onChange={onChange}
        fields={fields}
        className="mb-0 grid-cols-2 lg:grid-cols-[160px_160px_1fr_1fr_1fr] lg:items-end"
      />
      {rangeProblem && (
        <p role="alert" className="text-sm text-red-600">
          {rangeProblem}
        </p>
      )}
    </div>
  );
}
