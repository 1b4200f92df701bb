import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { EQUIPMENT_CLASS_LABELS, EQUIPMENT_CLASSES, FIRE_SAFETY_TEXTS, type EquipmentClass } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { InputField } from '@/components/ui/input-field';
import { Select, Textarea } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notifications/notify';
import { applyServerErrors } from '@/lib/server-errors';
import {
  useClassChecklist,
  useFireSafetySettings,
  useSaveClassChecklist,
  useSaveFireSafetySettings,
} from '../api/fire-safety';
import {
  checklistFormSchema,
  settingsBodyOf,
  settingsFormSchema,
  settingsFormValuesOf,
  type ChecklistFormInput,
  type ChecklistFormValues,
  type SettingsFormValues,
} from '../lib/settings-form';

const SAVE_FAILED = 'Não foi possível salvar. Confira os campos e tente novamente.';

/** 'Segurança contra incêndio' (admin): the service company, the intervals per level and each class's checklist. */
export function FireSafetySettingsScreen() {
  return (
    <>
      <PageHeader
        title={FIRE_SAFETY_TEXTS.settingsTitle}
        description="Empresa de manutenção, intervalos e checklists."
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <CompanyAndIntervals />
        <ChecklistEditor />
      </div>
    </>
  );
}

function CompanyAndIntervals() {
  const settings = useFireSafetySettings();
  const save = useSaveFireSafetySettings();
  const form = useForm<SettingsFormValues>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: settingsFormValuesOf(undefined),
  });
  const { reset } = form;
  useEffect(() => {
    if (settings.data) reset(settingsFormValuesOf(settings.data));
  }, [settings.data, reset]);
  const common = { form, className: 'h-11', describeError: true } as const;
  if (settings.isPending) return <Spinner />;
  return (
    <Card className="p-4">
      <form
        noValidate
        aria-label={FIRE_SAFETY_TEXTS.company}
        className="space-y-4"
        onSubmit={form.handleSubmit(async (values) => {
          try {
            await save.mutateAsync(settingsBodyOf(values));
            notify.success(FIRE_SAFETY_TEXTS.settingsSaved);
          } catch (error) {
            applyServerErrors(form, error, {
              fallback: SAVE_FAILED,
              fieldFor: (field) => {
                const name = field.replace(/^company\./, '').replace(/^intervals\./, 'level');
                return (['name', 'cnpj', 'inmetroRegistration', 'level1', 'level2', 'level3'] as const).find(
                  (known) => known === name,
                );
              },
            });
          }
        })}
      >
        <h2 className="text-base font-semibold text-slate-900">{FIRE_SAFETY_TEXTS.company}</h2>
        <InputField {...common} name="name" id="fs-name" label="Nome" />
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField
            {...common}
            name="cnpj"
            id="fs-cnpj"
            label="CNPJ"
            inputMode="numeric"
            placeholder="00.000.000/0000-00"
          />
          <InputField {...common} name="inmetroRegistration" id="fs-inmetro" label="Registro Inmetro nº" />
        </div>
        <h2 className="pt-2 text-base font-semibold text-slate-900">Intervalos dos extintores (meses)</h2>
        <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-inset ring-amber-200">
          {FIRE_SAFETY_TEXTS.intervalsNote}
        </p>
        <div className="grid grid-cols-3 gap-3">
          <InputField {...common} name="level1" id="fs-level1" label="1 · Inspeção" inputMode="numeric" />
          <InputField {...common} name="level2" id="fs-level2" label="2 · Manutenção" inputMode="numeric" />
          <InputField {...common} name="level3" id="fs-level3" label="3 · Teste hidrostático" inputMode="numeric" />
        </div>
        {form.formState.errors.root?.server && (
          <p role="alert" className="text-sm text-red-600">
            {form.formState.errors.root.server.message}
          </p>
        )}
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Salvar
        </Button>
      </form>
    </Card>
  );
}

function ChecklistEditor() {
  const [equipmentClass, setEquipmentClass] = useState<EquipmentClass>('EXTINTOR');
  const checklist = useClassChecklist(equipmentClass);
  const save = useSaveClassChecklist();
  const form = useForm<ChecklistFormInput, unknown, ChecklistFormValues>({
    resolver: zodResolver(checklistFormSchema),
    defaultValues: { text: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (checklist.data) reset({ text: checklist.data.items.join('\n') });
  }, [checklist.data, reset]);
  const error = form.formState.errors.text?.message ?? form.formState.errors.root?.server?.message;
  return (
    <Card className="p-4">
      <form
        noValidate
        aria-label={FIRE_SAFETY_TEXTS.checklist}
        className="space-y-4"
        onSubmit={form.handleSubmit(async (values) => {
          try {
            await save.mutateAsync({ equipmentClass, items: values.text });
            notify.success(FIRE_SAFETY_TEXTS.checklistSaved);
          } catch (failure) {
            applyServerErrors(form, failure, { fallback: SAVE_FAILED, fieldFor: () => 'text' });
          }
        })}
      >
        <h2 className="text-base font-semibold text-slate-900">{FIRE_SAFETY_TEXTS.checklist}</h2>
        <Field label="Classe" htmlFor="fs-class">
          <Select
            id="fs-class"
            value={equipmentClass}
            onChange={(event) => setEquipmentClass(event.target.value as EquipmentClass)}
          >
            {EQUIPMENT_CLASSES.map((option) => (
              <option key={option} value={option}>
                {EQUIPMENT_CLASS_LABELS[option]}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="Itens (um por linha)"
          htmlFor="fs-items"
          error={error}
          hint="Itens de norma estadual (ex.: SP IT-21) podem ser acrescentados. Registros antigos guardam o texto de cada item."
        >
          <Textarea id="fs-items" rows={12} aria-invalid={Boolean(error)} {...form.register('text')} />
        </Field>
        <Button type="submit" disabled={form.formState.isSubmitting || checklist.isPending}>
          Salvar checklist
        </Button>
      </form>
    </Card>
  );
}
