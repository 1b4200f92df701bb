import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Camera } from 'lucide-react';
import { MAINTENANCE_TEXTS } from '@portal/shared';
import { FormDialog, KEEP_OPEN } from '@/components/ui/form-dialog';
import { isNetworkError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { notify, notifyHttpError } from '@/lib/notifications/notify';
import { useCreateRecord } from '../api/create-record';
import { queueRecord } from '../api/offline';
import { useUploadAttachment } from '../api/upload-attachment';
import { todayInSaoPaulo } from '../lib/display';
import { newClientId } from '../lib/record-queue';
import {
  recordBodyOf,
  recordFieldFor,
  newRecordFormSchema,
  type RecordFormInput,
  type RecordFormValues,
} from '../lib/record-form';
import { RecordFields } from './record-fields';
import { ChecklistFields } from '../fire-safety/components/checklist-fields';
import { OFFLINE_PHOTOS_TEXT } from '../fire-safety/lib/checklist-form';
import { useLevelForm } from '../fire-safety/lib/use-level-form';

const PHOTO_FAILED = 'A manutenção foi registrada, mas a foto não foi enviada.';

const emptyRecord = (): RecordFormInput => ({
  performedAt: todayInSaoPaulo(),
  type: 'PREVENTIVA',
  description: '',
  outcome: 'OK',
  durationMinutes: '',
  cost: '',
});

/**
 * 'Registrar manutenção': type, date (today by default), description, outcome, optional duration, cost and a photo
 * from the camera, uploaded right after the record exists. The screen's queries are refreshed by the api hooks.
 * Without network the record and its photo are queued in IndexedDB ('Pendente de envio') and sent when it returns.
 */
export function RecordFormDialog({
  tagId,
  code,
  open,
  onOpenChange,
  showMeter = false,
}: {
  tagId: string;
  code: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Issue 44: ask for the horímetro. */
  showMeter?: boolean;
}) {
  const form = useForm<RecordFormInput, unknown, RecordFormValues>({
    resolver: zodResolver(newRecordFormSchema),
    defaultValues: emptyRecord(),
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const createRecord = useCreateRecord();
  const uploadAttachment = useUploadAttachment();
  const userId = useAuth().user?.id ?? '';
  // Issue 44: a classed equipment's level and checklist (photos sent before the record that names them).
  const levels = useLevelForm(tagId, open);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      values={emptyRecord()}
      onOpen={() => setPhoto(null)}
      formId="record-form"
      formLabel={MAINTENANCE_TEXTS.register}
      title={MAINTENANCE_TEXTS.register}
      description={code}
      submitLabel="Registrar"
      errorText={MAINTENANCE_TEXTS.registerFailed}
      fieldFor={recordFieldFor}
      onFailure={() => notify.error(MAINTENANCE_TEXTS.registerFailed)}
      onSubmit={async (values) => {
        if (!levels.validate()) return KEEP_OPEN;
        if (!navigator.onLine && levels.needsNetwork()) {
          notify.error(OFFLINE_PHOTOS_TEXT);
          return KEEP_OPEN;
        }
        const body = { ...recordBodyOf(values), ...(await levels.bodyOf()) };
        // The record's Idempotency-Key: a request that reached the server before the network dropped is not
        // recorded twice when the queue sends it again.
        const clientId = newClientId();
        const keepForLater = async () => {
          await queueRecord({ clientId, userId, tagId, code, body, photo });
          notify.warning(MAINTENANCE_TEXTS.queuedOffline);
        };
        if (!navigator.onLine) return keepForLater();
        let record;
        try {
          ({ record } = await createRecord.mutateAsync({ tagId, body, idempotencyKey: clientId }));
        } catch (error) {
          if (isNetworkError(error)) return keepForLater();
          throw error;
        }
        if (photo) {
          try {
            await uploadAttachment.mutateAsync({ recordId: record.id, file: photo });
          } catch (error) {
            notifyHttpError(error, PHOTO_FAILED);
          }
        }
        notify.success(MAINTENANCE_TEXTS.registered);
      }}
    >
      <RecordFields form={form} idPrefix="record" showMeter={showMeter} />
      {levels.classed && <ChecklistFields state={levels.state} onChange={levels.onChange} errors={levels.errors} />}
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-700">Foto (opcional)</p>
        <label className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg bg-white px-3 text-sm font-medium text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
          <Camera className="h-5 w-5" aria-hidden />
          {photo ? 'Trocar foto' : 'Tirar foto'}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
          />
        </label>
        {photo && <p className="truncate text-xs text-slate-500">{photo.name}</p>}
      </div>
    </FormDialog>
  );
}
