import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MAINTENANCE_TEXTS, type MaintenanceRecord, type UpdateRecordRequest } from '@portal/shared';
import { FormDialog } from '@/components/ui/form-dialog';
import { notify } from '@/lib/notifications/notify';
import { useUpdateRecord } from '../../api/update-record';
import {
  parseBRLToCents,
  recordFieldFor,
  recordFormValuesOf,
  recordFormSchema,
  type RecordFormInput,
  type RecordFormValues,
} from '../../lib/record-form';
import { parseMeterReading } from '../../lib/meter-form';
import { RecordFields } from '../record-fields';

const UPDATE_FAILED = 'Erro ao atualizar o registro. Tente novamente.';

const EMPTY: RecordFormInput = {
  performedAt: '',
  type: 'PREVENTIVA',
  description: '',
  outcome: 'OK',
  durationMinutes: '',
  cost: '',
};

/**
 * A cleared duration or cost is sent as null: the change removes it rather than keeping the old value. The horímetro
 * only where the form showed it (`hadReading`): a record without a reading is not sent one.
 */
const changesOf = (
  { durationMinutes, cost, type, outcome, meterReading, ...rest }: RecordFormValues,
  hadReading: boolean,
): UpdateRecordRequest => ({
  ...rest,
  // Unknown stays unknown: a type or outcome nobody chose is not sent (the record keeps its null).
  ...(type === null ? {} : { type }),
  ...(outcome === null ? {} : { outcome }),
  durationMinutes: durationMinutes ? Number(durationMinutes) : null,
  costCents: cost ? parseBRLToCents(cost) : null,
  ...(meterReading ? { meterReading: parseMeterReading(meterReading) } : hadReading ? { meterReading: null } : {}),
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
  const update = useUpdateRecord();

  return (
    <FormDialog
      open={record !== null}
      onOpenChange={onOpenChange}
      form={form}
      values={record ? recordFormValuesOf(record) : EMPTY}
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
        await update.mutateAsync({ id: record.id, body: changesOf(values, record.meterReading != null) });
        notify.success(MAINTENANCE_TEXTS.updated);
      }}
    >
      {record && (record.type === null || record.outcome === null) && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{MAINTENANCE_TEXTS.importedUnknown}</p>
      )}
      <RecordFields form={form} idPrefix="edit-record" showMeter={record?.meterReading != null} />
    </FormDialog>
  );
}
