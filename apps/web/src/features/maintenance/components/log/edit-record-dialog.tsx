import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAINTENANCE_OUTCOME_LABELS,
  MAINTENANCE_OUTCOMES,
  MAINTENANCE_TEXTS,
  MAINTENANCE_TYPE_LABELS,
  MAINTENANCE_TYPES,
  type MaintenanceRecord,
  type UpdateRecordRequest,
} from '@portal/shared';
import { FormDialog } from '@/components/ui/form-dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { formatDecimal } from '@/lib/format';
import { notify } from '@/features/notifications';
import { useUpdateRecord } from '../../api/update-record';
import { todayInSaoPaulo } from '../../lib/display';
import {
  parseBRLToCents,
  recordFieldFor,
  recordFormSchema,
  type RecordFormInput,
  type RecordFormValues,
} from '../../lib/record-form';
import { ChoiceGroup } from '../choice-group';

const UPDATE_FAILED = 'Erro ao atualizar o registro. Tente novamente.';

const EMPTY: RecordFormInput = {
  performedAt: '',
  type: 'PREVENTIVA',
  description: '',
  outcome: 'OK',
  durationMinutes: '',
  cost: '',
};

const valuesOf = (record: MaintenanceRecord): RecordFormInput => ({
  performedAt: record.performedAt.slice(0, 10),
  type: record.type,
  description: record.description,
  outcome: record.outcome,
  durationMinutes: record.durationMinutes === null ? '' : String(record.durationMinutes),
  cost: record.costCents === null ? '' : formatDecimal(record.costCents / 100, 2).replace(/\./g, ''),
});

/** A cleared duration or cost is sent as null: the change removes it rather than keeping the old value. */
const changesOf = ({ durationMinutes, cost, ...rest }: RecordFormValues): UpdateRecordRequest => ({
  ...rest,
  durationMinutes: durationMinutes ? Number(durationMinutes) : null,
  costCents: cost ? parseBRLToCents(cost) : null,
});

/** 'Editar' a record: the same fields as the registration, starting from the record's values. */
export function EditRecordDialog({
  record,
  onOpenChange,
}: {
  record: MaintenanceRecord | null;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<RecordFormInput, unknown, RecordFormValues>({ resolver: zodResolver(recordFormSchema) });
  const { errors } = form.formState;
  const update = useUpdateRecord();
  const today = todayInSaoPaulo();

  return (
    <FormDialog
      open={record !== null}
      onOpenChange={onOpenChange}
      form={form}
      values={record ? valuesOf(record) : EMPTY}
      resetKey={record?.id}
      formId="edit-record-form"
      formLabel={MAINTENANCE_TEXTS.edit}
      title="Editar registro"
      description={record?.code}
      submitLabel="Salvar"
      errorText={UPDATE_FAILED}
      fieldFor={recordFieldFor}
      onSubmit={async (values) => {
        if (!record) return;
        await update.mutateAsync({ id: record.id, body: changesOf(values) });
        notify.success(MAINTENANCE_TEXTS.updated);
      }}
    >
      <ChoiceGroup
        legend="Tipo"
        name="edit-record-type"
        options={MAINTENANCE_TYPES}
        labels={MAINTENANCE_TYPE_LABELS}
        register={form.register('type')}
        error={errors.type?.message}
      />
      <Field label="Data" htmlFor="edit-record-date" error={errors.performedAt?.message}>
        <Input
          id="edit-record-date"
          type="date"
          max={today}
          aria-invalid={Boolean(errors.performedAt)}
          {...form.register('performedAt')}
        />
      </Field>
      <Field label="Descrição" htmlFor="edit-record-description" error={errors.description?.message}>
        <Textarea
          id="edit-record-description"
          rows={3}
          aria-invalid={Boolean(errors.description)}
          {...form.register('description')}
        />
      </Field>
      <ChoiceGroup
        legend="Resultado"
        name="edit-record-outcome"
        options={MAINTENANCE_OUTCOMES}
        labels={MAINTENANCE_OUTCOME_LABELS}
        register={form.register('outcome')}
        error={errors.outcome?.message}
        columns={3}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field label="Duração (min)" htmlFor="edit-record-duration" error={errors.durationMinutes?.message}>
          <Input
            id="edit-record-duration"
            inputMode="numeric"
            aria-invalid={Boolean(errors.durationMinutes)}
            {...form.register('durationMinutes')}
          />
        </Field>
        <Field label="Custo (R$)" htmlFor="edit-record-cost" error={errors.cost?.message}>
          <Input
            id="edit-record-cost"
            inputMode="decimal"
            placeholder="0,00"
            aria-invalid={Boolean(errors.cost)}
            {...form.register('cost')}
          />
        </Field>
      </div>
    </FormDialog>
  );
}
