import { useFormContext } from 'react-hook-form';
import { CRITICAL_ALERT_TEXTS, PAGE_TEXTS, PUBLIC_PAGE_TEXTS, type PageFont, type ProfileKind } from '@portal/shared';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { SlugInput } from '@/components/ui/slug-input';
import { Switch } from '@/components/ui/switch';
import { CriticalAlertsFields } from '@/components/profile-fields/critical-alerts-fields';
import { EmergencyContactsFields } from '@/components/profile-fields/emergency-contacts-fields';
import { MedicalInfoFields } from '@/components/profile-fields/medical-info-fields';
import { EquipmentFields, PersonalDataFields, PetFields } from '@/components/profile-fields/profile-details-fields';
import { ProfilePrivacyFields } from '@/components/profile-fields/visibility-fields';
import type { PageEditorValues } from '../../lib/page-form';
import { SlugAvailabilityHint } from '../slug-availability-hint';
import { ThemeFields } from '../theme-fields';
import type { useSlugAvailability } from '../use-slug-availability';
import { EditorSection } from './editor-section';

/** The editor's form tabs (issue 43: sections to jump between instead of one long column), in their order. */
export function editorFormTabs(kind: ProfileKind) {
  return [
    { value: 'pagina', label: 'Página e tema' },
    {
      value: 'dados',
      label: kind === 'EQUIPMENT' ? 'Ficha e contato' : kind === 'PET' ? 'Dados do animal' : 'Dados pessoais',
    },
    { value: 'emergencia', label: kind === 'EQUIPMENT' ? 'Contatos' : 'Emergência' },
    { value: 'privacidade', label: 'Privacidade' },
  ] as const;
}

/**
 * How the form reads for the page's kind of profile (as its public page does): an equipment page never shows medical
 * data (toPublicProfile drops it whatever is stored), so its editor offers none; a pet's health is the animal's.
 */
function contactsTitleFor(kind: ProfileKind) {
  if (kind === 'PET') return PUBLIC_PAGE_TEXTS.petContacts;
  if (kind === 'EQUIPMENT') return PUBLIC_PAGE_TEXTS.equipmentContacts;
  return 'Contatos de emergência';
}

function medicalSectionFor(kind: ProfileKind) {
  if (kind === 'EQUIPMENT') return null;
  if (kind === 'PET') {
    return {
      title: 'Saúde do animal',
      description: 'Alergias, medicamentos e condições do animal, para quem o encontrar.',
    };
  }
  return { title: 'Informações médicas', description: undefined };
}

export function PageSections({
  availability,
  fonts,
}: {
  availability: ReturnType<typeof useSlugAvailability>;
  fonts: readonly PageFont[];
}) {
  const { register, setValue, formState } = useFormContext<PageEditorValues>();
  const { errors } = formState;
  return (
    <>
      <EditorSection title="Página" description="O que aparece no topo da página pública.">
        <div className="grid gap-4">
          <Field label="Título" htmlFor="editor-title" error={errors.title?.message}>
            <Input id="editor-title" aria-invalid={Boolean(errors.title)} {...register('title')} />
          </Field>
          <Field label="Slug" htmlFor="editor-slug" error={errors.slug?.message}>
            <SlugInput
              id="editor-slug"
              aria-invalid={Boolean(errors.slug) || availability.status === 'unavailable'}
              {...register('slug')}
            />
            <SlugAvailabilityHint
              status={availability.status}
              message={availability.message}
              suggestions={availability.suggestions}
              onPick={(slug) => setValue('slug', slug, { shouldValidate: true, shouldDirty: true })}
            />
          </Field>
          <Field label="Descrição" htmlFor="editor-description" hint="Opcional.">
            <Textarea id="editor-description" rows={3} {...register('description')} />
          </Field>
        </div>
      </EditorSection>
      <EditorSection title="Tema" description="Cores e fonte da página pública.">
        <ThemeFields idPrefix="editor-theme" fonts={fonts} />
      </EditorSection>
    </>
  );
}

export function DetailsSections({ kind }: { kind: ProfileKind }) {
  return (
    <>
      <EditorSection
        title={kind === 'EQUIPMENT' ? 'Contato e endereço' : 'Dados pessoais'}
        description="Telefone, e-mail, endereço e observações do perfil."
      >
        <PersonalDataFields idPrefix="editor-profile" kind={kind} />
      </EditorSection>
      {kind === 'PET' && (
        <EditorSection title="Dados do animal">
          <PetFields idPrefix="editor-profile" />
        </EditorSection>
      )}
      {kind === 'EQUIPMENT' && (
        <EditorSection title="Ficha técnica">
          <EquipmentFields idPrefix="editor-profile" />
        </EditorSection>
      )}
    </>
  );
}

/** Issue 41: what a responder reads first on the page (the alerts) comes first here too. */
export function EmergencySections({ kind }: { kind: ProfileKind }) {
  const medical = medicalSectionFor(kind);
  return (
    <>
      {kind !== 'EQUIPMENT' && (
        <EditorSection title={CRITICAL_ALERT_TEXTS.title} description={CRITICAL_ALERT_TEXTS.hint}>
          <CriticalAlertsFields idPrefix="editor-alert" />
        </EditorSection>
      )}
      <EditorSection title={contactsTitleFor(kind)} description="Cada contato aparece com um botão para ligar.">
        <EmergencyContactsFields idPrefix="editor-contact" />
      </EditorSection>
      {medical && (
        <EditorSection title={medical.title} description={medical.description}>
          <MedicalInfoFields idPrefix="editor-medical" />
        </EditorSection>
      )}
    </>
  );
}

export function PrivacySection({ kind, hasPin }: { kind: ProfileKind; hasPin: boolean }) {
  const { watch, setValue } = useFormContext<PageEditorValues>();
  const allowIndexing = watch('allowIndexing');
  return (
    <EditorSection
      title="Privacidade"
      description="Seções privadas, e as com PIN até alguém digitar o PIN, nunca saem do servidor para um visitante."
    >
      <ProfilePrivacyFields kind={kind} hasPin={hasPin} />
      <div className="flex items-center justify-between gap-4 border-t border-slate-100 py-2">
        <div>
          <p className="text-sm font-medium text-slate-800">{PAGE_TEXTS.allowIndexingLabel}</p>
          <p className="text-xs text-slate-500">{PAGE_TEXTS.allowIndexingHint}</p>
        </div>
        <Switch
          label={PAGE_TEXTS.allowIndexingLabel}
          checked={allowIndexing}
          onCheckedChange={(checked) => setValue('allowIndexing', checked, { shouldDirty: true })}
        />
      </div>
    </EditorSection>
  );
}
