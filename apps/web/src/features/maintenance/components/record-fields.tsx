import type { UseFormReturn } from 'react-hook-form';
import {
  MAINTENANCE_OUTCOME_LABELS,
  MAINTENANCE_OUTCOMES,
  MAINTENANCE_TYPE_LABELS,
  MAINTENANCE_TYPES,
  METER_TEXTS,
} from '@portal/shared';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { InputField } from '@/components/ui/input-field';
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
  showMeter = false,
}: {
  form: UseFormReturn<RecordFormInput, unknown, RecordFormValues>;
  idPrefix: string;
  /** Issue 44: 'Horímetro (h)' (the plan counts hours, or the equipment has readings). */
  showMeter?: boolean;
}) {
  const { errors } = form.formState;
  const id = (name: string) => `${idPrefix}-${name}`;
  const described = (name: string, hasError: boolean) => (hasError ? `${id(name)}-error` : undefined);
  // The big inputs of a phone form, their errors read out with them.
  const common = { form, className: 'h-12 text-base', describeError: true } as const;
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
      <InputField {...common} name="performedAt" id={id('date')} label="Data" type="date" max={todayInSaoPaulo()} />
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
        <InputField {...common} name="durationMinutes" id={id('duration')} label="Duração (min)" inputMode="numeric" />
        <InputField {...common} name="cost" id={id('cost')} label="Custo (R$)" inputMode="decimal" placeholder="0,00" />
      </div>
      {showMeter && (
        <InputField
          {...common}
          name="meterReading"
          id={id('meter')}
          label={METER_TEXTS.meterLabel}
          hint={METER_TEXTS.meterHint}
          inputMode="decimal"
        />
      )}
    </>
  );
}
