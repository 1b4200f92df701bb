import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Camera } from 'lucide-react';
import {
  MAINTENANCE_OUTCOME_LABELS,
  MAINTENANCE_OUTCOMES,
  MAINTENANCE_TEXTS,
  MAINTENANCE_TYPE_LABELS,
  MAINTENANCE_TYPES,
} from '@portal/shared';
import { FormDialog } from '@/components/ui/form-dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { notify, notifyHttpError } from '@/features/notifications';
import { useCreateRecord } from '../api/create-record';
import { useUploadAttachment } from '../api/upload-attachment';
import { todayInSaoPaulo } from '../lib/display';
import {
  recordBodyOf,
  recordFieldFor,
  recordFormSchema,
  type RecordFormInput,
  type RecordFormValues,
} from '../lib/record-form';
import { ChoiceGroup } from './choice-group';

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
 */
export function RecordFormDialog({
  tagId,
  code,
  open,
  onOpenChange,
}: {
  tagId: string;
  code: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<RecordFormInput, unknown, RecordFormValues>({
    resolver: zodResolver(recordFormSchema),
    defaultValues: emptyRecord(),
  });
  const { errors } = form.formState;
  const [photo, setPhoto] = useState<File | null>(null);
  const createRecord = useCreateRecord();
  const uploadAttachment = useUploadAttachment();
  const today = todayInSaoPaulo();

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
        const { record } = await createRecord.mutateAsync({ tagId, body: recordBodyOf(values) });
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
      <ChoiceGroup
        legend="Tipo"
        name="record-type"
        options={MAINTENANCE_TYPES}
        labels={MAINTENANCE_TYPE_LABELS}
        register={form.register('type')}
        error={errors.type?.message}
      />
      <Field label="Data" htmlFor="record-date" error={errors.performedAt?.message}>
        <Input
          id="record-date"
          type="date"
          max={today}
          className="h-12 text-base"
          aria-invalid={Boolean(errors.performedAt)}
          aria-describedby={errors.performedAt ? 'record-date-error' : undefined}
          {...form.register('performedAt')}
        />
      </Field>
      <Field label="Descrição" htmlFor="record-description" error={errors.description?.message}>
        <Textarea
          id="record-description"
          rows={3}
          className="text-base"
          placeholder="O que foi feito, peças trocadas..."
          aria-invalid={Boolean(errors.description)}
          aria-describedby={errors.description ? 'record-description-error' : undefined}
          {...form.register('description')}
        />
      </Field>
      <ChoiceGroup
        legend="Resultado"
        name="record-outcome"
        options={MAINTENANCE_OUTCOMES}
        labels={MAINTENANCE_OUTCOME_LABELS}
        register={form.register('outcome')}
        error={errors.outcome?.message}
        columns={3}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field label="Duração (min)" htmlFor="record-duration" error={errors.durationMinutes?.message}>
          <Input
            id="record-duration"
            inputMode="numeric"
            className="h-12 text-base"
            aria-invalid={Boolean(errors.durationMinutes)}
            aria-describedby={errors.durationMinutes ? 'record-duration-error' : undefined}
            {...form.register('durationMinutes')}
          />
        </Field>
        <Field label="Custo (R$)" htmlFor="record-cost" error={errors.cost?.message}>
          <Input
            id="record-cost"
            inputMode="decimal"
            placeholder="0,00"
            className="h-12 text-base"
            aria-invalid={Boolean(errors.cost)}
            aria-describedby={errors.cost ? 'record-cost-error' : undefined}
            {...form.register('cost')}
          />
        </Field>
      </div>
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
