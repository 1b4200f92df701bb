import { Controller, useFormContext } from 'react-hook-form';
import { PRIVACY_TOGGLES, type PrivacyToggle } from '@portal/shared';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { FieldGroup } from '@/components/ui/field-group';
import { EmergencyContactsFields } from '@/components/profile-fields/emergency-contacts-fields';
import { MedicalInfoFields } from '@/components/profile-fields/medical-info-fields';
import type { NewClientValues } from '../lib/new-client';

const PRIVACY_LABELS: Record<PrivacyToggle, string> = {
  isNamePublic: 'Nome e dados pessoais',
  isContactsPublic: 'Contatos de emergência',
  isMedicalInfoPublic: 'Informações médicas',
  isPhotosPublic: 'Fotos',
  isNotesPublic: 'Observações',
};

/** The add-client dialog's advanced section: contacts, medical info, notes and the privacy toggles. */
export function NewClientAdvanced() {
  const { control, register } = useFormContext<NewClientValues>();
  return (
    <div
      className="space-y-6 rounded-xl bg-slate-50/70 p-4 ring-1 ring-inset ring-slate-200"
      data-testid="advanced-section"
    >
      <FieldGroup title="Contatos de emergência">
        <EmergencyContactsFields idPrefix="new-client-contact" />
      </FieldGroup>
      <FieldGroup title="Informações médicas">
        <MedicalInfoFields idPrefix="new-client-medical" />
      </FieldGroup>
      <Field label="Observações" htmlFor="new-client-notes" hint="Opcional. Aparece na página pública se for pública.">
        <Textarea id="new-client-notes" rows={2} {...register('notes')} />
      </Field>
      <FieldGroup title="Privacidade (o que a página pública mostra)">
        <div className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {PRIVACY_TOGGLES.map((key) => (
            <Controller
              key={key}
              control={control}
              name={`privacy.${key}`}
              render={({ field }) => (
                <div className="flex items-center justify-between gap-3 py-1.5">
                  <span className="text-sm text-slate-700">{PRIVACY_LABELS[key]}</span>
                  <Switch
                    label={`${PRIVACY_LABELS[key]} públicos`}
                    checked={Boolean(field.value)}
                    onCheckedChange={field.onChange}
                  />
                </div>
              )}
            />
          ))}
        </div>
      </FieldGroup>
    </div>
  );
}
