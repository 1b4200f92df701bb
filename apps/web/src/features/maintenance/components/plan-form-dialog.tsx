import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MAINTENANCE_TEXTS, METER_TEXTS, type ServicePlan } from '@portal/shared';
import { FormDialog } from '@/components/ui/form-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notifications/notify';
import { useSavePlan } from '../api/save-plan';
import { planBodyOf, planFormSchema, planFormValuesOf, type PlanFormValues } from '../lib/plan-form';
import { ChoiceGroup } from './choice-group';

const UNIT_LABELS = { days: 'Dias', months: 'Meses' } as const;
const PLAN_SAVE_FAILED = 'Erro ao salvar o plano de manutenção. Tente novamente.';

/** Edits the service plan's interval (days or calendar months); the next service follows from the last record. */
export function PlanFormDialog({
  tagId,
  plan,
  open,
  onOpenChange,
}: {
  tagId: string;
  plan: ServicePlan | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<PlanFormValues>({
    resolver: zodResolver(planFormSchema),
    defaultValues: planFormValuesOf(plan),
  });
  const { errors } = form.formState;
  const savePlan = useSavePlan();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      values={planFormValuesOf(plan)}
      formId="plan-form"
      formLabel={MAINTENANCE_TEXTS.plan}
      title={MAINTENANCE_TEXTS.plan}
      size="sm"
      submitLabel="Salvar"
      errorText={PLAN_SAVE_FAILED}
      fieldFor={(field) =>
        field === 'intervalDays' || field === 'intervalMonths'
          ? 'interval'
          : field === 'intervalHours'
            ? 'hours'
            : undefined
      }
      onSubmit={async (values) => {
        await savePlan.mutateAsync({ tagId, body: planBodyOf(values) });
        notify.success(MAINTENANCE_TEXTS.planSaved);
      }}
    >
      <ChoiceGroup
        legend="Intervalo em"
        name="plan-unit"
        options={['days', 'months'] as const}
        labels={UNIT_LABELS}
        register={form.register('unit')}
      />
      <Field label="Intervalo" htmlFor="plan-interval" error={errors.interval?.message}>
        <Input
          id="plan-interval"
          inputMode="numeric"
          className="h-12 text-base"
          aria-invalid={Boolean(errors.interval)}
          aria-describedby={errors.interval ? 'plan-interval-error' : undefined}
          {...form.register('interval')}
        />
      </Field>
      <Field
        label={METER_TEXTS.intervalHoursLabel}
        htmlFor="plan-hours"
        hint={METER_TEXTS.intervalHoursHint}
        error={errors.hours?.message}
      >
        <Input
          id="plan-hours"
          inputMode="numeric"
          className="h-12 text-base"
          aria-invalid={Boolean(errors.hours)}
          aria-describedby={errors.hours ? 'plan-hours-error' : undefined}
          {...form.register('hours')}
        />
      </Field>
    </FormDialog>
  );
}
