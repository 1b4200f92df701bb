import type { UseFormReturn } from 'react-hook-form';
import {
  MAINTENANCE_OUTCOME_LABELS,
  MAINTENANCE_OUTCOMES,
  MAINTENANCE_TYPE_LABELS,
  MAINTENANCE_TYPES,
} from '@portal/shared';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { todayInSaoPaulo } from '../lib/display';
import type { RecordFormInput, RecordFormValues } from '../lib/record-form';
import { ChoiceGroup } from './choice-group';

/**
 * A record's fields, for registering one and for changing it: type and outcome as big choices (one-handed on a
 * phone), the date (never after today), the description, optional duration and cost in R$.
 */
export function RecordFields({
  form,
  idPrefix,
}: {
  form: UseFormReturn<RecordFormInput, unknown, RecordFormValues>;
  idPrefix: string;
}) {
  const { errors } = form.formState;
  const id = (name: string) => `${idPrefix}-${name}`;
  const described = (name: string, hasError: boolean) => (hasError ? `${id(name)}-error` : undefined);
  return (
    <>
      <ChoiceGroup
        legend="Tipo"
        name={id('type')}
        options={MAINTENANCE_TYPES}
        labels={MAINTENANCE_TYPE_LABELS}
        register={form.register('type')}
        error={errors.type?.message}
      />
      <Field label="Data" htmlFor={id('date')} error={errors.performedAt?.message}>
        <Input
          id={id('date')}
          type="date"
          max={todayInSaoPaulo()}
          className="h-12 text-base"
          aria-invalid={Boolean(errors.performedAt)}
          aria-describedby={described('date', Boolean(errors.performedAt))}
          {...form.register('performedAt')}
        />
      </Field>
      <Field label="Descrição" htmlFor={id('description')} error={errors.description?.message}>
        <Textarea
          id={id('description')}
          rows={3}
          className="text-base"
          placeholder="O que foi feito, peças trocadas..."
          aria-invalid={Boolean(errors.description)}
          aria-describedby={described('description', Boolean(errors.description))}
          {...form.register('description')}
        />
      </Field>
      <ChoiceGroup
        legend="Resultado"
        name={id('outcome')}
        options={MAINTENANCE_OUTCOMES}
        labels={MAINTENANCE_OUTCOME_LABELS}
        register={form.register('outcome')}
        error={errors.outcome?.message}
        columns={3}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field label="Duração (min)" htmlFor={id('duration')} error={errors.durationMinutes?.message}>
          <Input
            id={id('duration')}
            inputMode="numeric"
            className="h-12 text-base"
            aria-invalid={Boolean(errors.durationMinutes)}
            aria-describedby={described('duration', Boolean(errors.durationMinutes))}
            {...form.register('durationMinutes')}
          />
        </Field>
        <Field label="Custo (R$)" htmlFor={id('cost')} error={errors.cost?.message}>
          <Input
            id={id('cost')}
            inputMode="decimal"
            placeholder="0,00"
            className="h-12 text-base"
            aria-invalid={Boolean(errors.cost)}
            aria-describedby={described('cost', Boolean(errors.cost))}
            {...form.register('cost')}
          />
        </Field>
      </div>
    </>
  );
}
