import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MAINTENANCE_TEXTS } from '@portal/shared';
import { FormDialog } from '@/components/ui/form-dialog';
import { useQueueActions } from '../api/use-offline';
import type { QueuedRecord } from '../lib/record-queue';
import {
  newRecordFormSchema,
  recordBodyOf,
  recordFieldFor,
  recordFormValuesOf,
  type RecordFormInput,
  type RecordFormValues,
} from '../lib/record-form';
import { RecordFields } from './record-fields';

const EMPTY: RecordFormInput = {
  performedAt: '',
  type: 'PREVENTIVA',
  description: '',
  outcome: 'OK',
  durationMinutes: '',
  cost: '',
};

/** 'Corrigir' a record the server refused: the registration's fields, from what was typed; saved, it is sent again. */
export function FixQueuedRecordDialog({
  item,
  onOpenChange,
}: {
  item: QueuedRecord | null;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<RecordFormInput, unknown, RecordFormValues>({ resolver: zodResolver(newRecordFormSchema) });
  const actions = useQueueActions();
  return (
    <FormDialog
      open={item !== null}
      onOpenChange={onOpenChange}
      form={form}
      values={item ? recordFormValuesOf(item.body) : EMPTY}
      formId="fix-queued-record-form"
      formLabel={MAINTENANCE_TEXTS.queueFix}
      title={MAINTENANCE_TEXTS.queueFix}
      description={item?.code}
      submitLabel={MAINTENANCE_TEXTS.queueFixSubmit}
      errorText={MAINTENANCE_TEXTS.registerFailed}
      fieldFor={recordFieldFor}
      onSubmit={async (values) => {
        if (item) await actions.fix(item, recordBodyOf(values));
      }}
    >
      <RecordFields form={form} idPrefix="fix-record" />
    </FormDialog>
  );
}
