import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_PRESET_OF, LABEL_FIELDS, LABEL_KINDS, LABEL_TEXTS, type LabelKind } from '@portal/shared';
import { Field } from '@/components/ui/field';
import type { DialogOpenState } from '@/components/ui/dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { Select } from '@/components/ui/input';
import { InputField } from '@/components/ui/input-field';
import { notify } from '@/lib/notifications/notify';
import { useDownloadLabels } from '../../api/download-labels';
import type { LabelTarget } from '../../lib/label-target';
import {
  CUSTOM_LAYOUT,
  GRID_KEYS,
  gridFieldsOf,
  LABELS_FORM_DEFAULTS,
  LAYOUT_OPTIONS,
  labelsFormSchema,
  type LabelsFormInput,
  type LabelsFormOutput,
} from '../../lib/labels-form';

const checkboxClass = 'h-5 w-5 shrink-0 rounded border-slate-300 accent-brand-600';

/**
 * The server names a custom grid's measure as custom.{key} (the form's field has the key alone) and a sheet too
 * small for a card as `preset` (the form's `layout`).
 */
const fieldFor = (serverField: string) => {
  const key = serverField === 'preset' ? 'layout' : serverField.replace(/^custom\./, '');
  return key in LABELS_FORM_DEFAULTS ? (key as keyof LabelsFormInput) : undefined;
};

/**
 * 'Imprimir etiquetas': labels or activation cards (admins only, as every screen it opens from), the sheet (a
 * preset or a custom grid), the labels already used, the fields of a label, calibration.
 */
export function PrintLabelsDialog({
  target,
  count,
  ...dialog
}: DialogOpenState & { target: LabelTarget; count: number }) {
  const form = useForm<LabelsFormInput, unknown, LabelsFormOutput>({
    resolver: zodResolver(labelsFormSchema),
    defaultValues: LABELS_FORM_DEFAULTS,
  });
  const download = useDownloadLabels();
  const custom = form.watch('layout') === CUSTOM_LAYOUT;
  const cards = form.watch('kind') === 'activationCards';
  const { errors } = form.formState;

  /** Each kind starts on its own sheet (cards on business cards), its measures a start for a custom grid. */
  function chooseKind(kind: LabelKind) {
    if (form.getValues('layout') === CUSTOM_LAYOUT) return;
    const preset = DEFAULT_PRESET_OF[kind];
    form.setValue('layout', preset);
    for (const [key, value] of Object.entries(gridFieldsOf(preset))) form.setValue(key as keyof LabelsFormInput, value);
  }

  return (
    <FormDialog
      {...dialog}
      form={form}
      title={LABEL_TEXTS.print}
      description={cards ? LABEL_TEXTS.cardsDescription(count) : LABEL_TEXTS.printDescription(count)}
      size="lg"
      submitLabel={LABEL_TEXTS.generate}
      errorText={LABEL_TEXTS.printFailed}
      fieldFor={fieldFor}
      onSubmit={async (values) => {
        await download.mutateAsync({ ...target, ...values });
        notify.success(values.kind === 'activationCards' ? LABEL_TEXTS.cardsDownloaded : LABEL_TEXTS.downloaded);
      }}
    >
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">{LABEL_TEXTS.kindLegend}</legend>
        <div className="grid grid-cols-2 gap-2">
          {LABEL_KINDS.map((kind) => (
            <label
              key={kind}
              className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 ring-1 ring-inset ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
            >
              <input
                type="radio"
                value={kind}
                className="h-4 w-4 shrink-0 accent-brand-600"
                {...form.register('kind', { onChange: () => chooseKind(kind) })}
              />
              {LABEL_TEXTS.kindNames[kind]}
            </label>
          ))}
        </div>
        {cards && <p className="mt-1.5 text-sm text-slate-500">{LABEL_TEXTS.cardsHint}</p>}
      </fieldset>
      <Field label={LABEL_TEXTS.layoutLabel} htmlFor="labels-layout" error={errors.layout?.message}>
        <Select
          id="labels-layout"
          aria-invalid={errors.layout ? true : undefined}
          aria-describedby={errors.layout ? 'labels-layout-error' : undefined}
          {...form.register('layout')}
        >
          {LAYOUT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      {custom && (
        <div className="grid grid-cols-2 gap-3">
          {GRID_KEYS.map((key) => (
            <InputField
              key={key}
              form={form}
              name={key}
              id={`labels-${key}`}
              label={LABEL_TEXTS.gridLabels[key]}
              inputMode="decimal"
              autoComplete="off"
            />
          ))}
        </div>
      )}
      <InputField
        form={form}
        name="skip"
        id="labels-skip"
        label={LABEL_TEXTS.skipLabel}
        hint={LABEL_TEXTS.skipHint}
        inputMode="numeric"
        autoComplete="off"
      />
      {!cards && (
        <fieldset className="space-y-2" aria-describedby={errors.fields ? 'labels-fields-error' : undefined}>
          <legend className="mb-1 text-sm font-medium text-slate-700">{LABEL_TEXTS.fieldsLegend}</legend>
          <div className="grid grid-cols-2 gap-2">
            {LABEL_FIELDS.map((field) => (
              <label key={field} className="flex items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" className={checkboxClass} {...form.register(`fields.${field}`)} />
                {LABEL_TEXTS.fieldNames[field]}
              </label>
            ))}
          </div>
          {errors.fields?.message && (
            <p id="labels-fields-error" role="alert" className="text-sm text-red-600">
              {errors.fields.message}
            </p>
          )}
        </fieldset>
      )}
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input type="checkbox" className={`${checkboxClass} mt-0.5`} {...form.register('calibration')} />
        {LABEL_TEXTS.calibrationLabel}
      </label>
    </FormDialog>
  );
}
