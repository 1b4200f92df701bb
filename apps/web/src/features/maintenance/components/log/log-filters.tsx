import {
  MAINTENANCE_OUTCOME_LABELS,
  MAINTENANCE_OUTCOMES,
  MAINTENANCE_TYPE_LABELS,
  MAINTENANCE_TYPES,
} from '@portal/shared';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SelectFilter, type FilterOption } from '@/components/ui/select-filter';

export type LogFilterValues = { from: string; to: string; type: string; outcome: string; technicianId: string };

const TYPE_OPTIONS = MAINTENANCE_TYPES.map((value) => ({ value, label: MAINTENANCE_TYPE_LABELS[value] }));
const OUTCOME_OPTIONS = MAINTENANCE_OUTCOMES.map((value) => ({ value, label: MAINTENANCE_OUTCOME_LABELS[value] }));

/** The log's filters: the period (from/to, checked before sending), type, outcome and technician. */
export function LogFilters({
  values,
  onChange,
  rangeProblem,
  technicianOptions,
  today,
}: {
  values: LogFilterValues;
  onChange: (patch: Partial<LogFilterValues>) => void;
  rangeProblem: string | null;
  technicianOptions: readonly FilterOption[];
  today: string;
}) {
  return (
    <div className="mb-4 space-y-2">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[160px_160px_1fr_1fr_1fr] lg:items-end">
        <Field label="De" htmlFor="log-from">
          <Input
            id="log-from"
            type="date"
            value={values.from}
            max={values.to || today}
            aria-invalid={rangeProblem !== null}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        </Field>
        <Field label="Até" htmlFor="log-to">
          <Input
            id="log-to"
            type="date"
            value={values.to}
            min={values.from || undefined}
            max={today}
            aria-invalid={rangeProblem !== null}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        </Field>
        <SelectFilter
          label="Filtrar por tipo"
          value={values.type}
          onChange={(type) => onChange({ type })}
          allLabel="Todos os tipos"
          options={TYPE_OPTIONS}
          className="col-span-2 sm:col-span-1"
        />
        <SelectFilter
          label="Filtrar por resultado"
          value={values.outcome}
          onChange={(outcome) => onChange({ outcome })}
          allLabel="Todos os resultados"
          options={OUTCOME_OPTIONS}
          className="col-span-2 sm:col-span-1"
        />
        <SelectFilter
          label="Filtrar por técnico"
          value={values.technicianId}
          onChange={(technicianId) => onChange({ technicianId })}
          allLabel="Todos os técnicos"
          options={technicianOptions}
          className="col-span-2 lg:col-span-1"
        />
      </div>
      {rangeProblem && (
        <p role="alert" className="text-sm text-red-600">
          {rangeProblem}
        </p>
      )}
    </div>
  );
}
