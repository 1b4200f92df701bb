import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CRITICAL_ALERT_TEXTS,
  PROFILE_KIND_CHOICES,
  PROFILE_TEXTS,
  slugify,
  type AccountProfile,
} from '@portal/shared';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { CriticalAlertsFields } from '@/components/profile-fields/critical-alerts-fields';
import { EmergencyContactsFields } from '@/components/profile-fields/emergency-contacts-fields';
import { EquipmentFields, PersonalDataFields, PetFields } from '@/components/profile-fields/profile-details-fields';
import { ProfilePrivacyFields } from '@/components/profile-fields/visibility-fields';
import { MedicalInfoFields } from '@/components/profile-fields/medical-info-fields';
import { SlugInput } from '@/components/ui/slug-input';
import { FieldGroup } from '@/components/ui/field-group';
import { notify } from '@/lib/notifications/notify';
import { useScopedProfileWrites } from '../api/scoped';
import {
  buildCreateProfileBody,
  buildUpdateProfileBody,
  NEW_PROFILE_DEFAULTS,
  profileFormField,
  profileFormSchema,
  profileToFormValues,
  type ProfileFormValues,
} from '../lib/profile-form';
import type { ProfileScope } from '../lib/scope';
import { KindChoice } from './kind-choice';

export type ProfileFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scope: ProfileScope;
} & ({ mode: 'create'; profile?: undefined } | { mode: 'edit'; profile: AccountProfile });

/**
 * 'Novo perfil' and 'Editar perfil': first the kind (pessoa, animal, equipamento), the name, then that kind's
 * fields. The owner's and the admin's alike (the scope picks the calls).
 */
export function ProfileFormDialog({ open, onOpenChange, scope, mode, profile }: ProfileFormDialogProps) {
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: NEW_PROFILE_DEFAULTS,
  });
  const { register, formState, watch } = form;
  const { errors } = formState;
  const writes = useScopedProfileWrites(scope);
  const kind = watch('kind');
  const generated = slugify(watch('name'));
  const idPrefix = `profile-${mode}`;
  const creating = mode === 'create';

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      values={profile ? profileToFormValues(profile) : NEW_PROFILE_DEFAULTS}
      resetKey={profile?.id}
      formId={`${idPrefix}-form`}
      formLabel={creating ? PROFILE_TEXTS.newProfile : PROFILE_TEXTS.editProfile}
      formClassName="space-y-5"
      title={creating ? PROFILE_TEXTS.newProfile : PROFILE_TEXTS.editProfile}
      description={creating ? PROFILE_TEXTS.listDescription : profile?.name}
      size="lg"
      submitLabel={creating ? 'Criar perfil' : 'Salvar'}
      errorText={creating ? PROFILE_TEXTS.createFailed : PROFILE_TEXTS.updateFailed}
      fieldFor={profileFormField}
      onSubmit={async (values) => {
        if (profile) {
          await writes.update(profile.id, buildUpdateProfileBody(values));
          notify.success(PROFILE_TEXTS.updated);
        } else {
          await writes.create(buildCreateProfileBody(values));
          notify.success(PROFILE_TEXTS.created);
        }
      }}
    >
      <KindChoice idPrefix={idPrefix} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nome" htmlFor={`${idPrefix}-name`} error={errors.name?.message}>
          <Input
            id={`${idPrefix}-name`}
            autoComplete="off"
            placeholder={kind ? PROFILE_KIND_NAME_PLACEHOLDER[kind] : undefined}
            aria-invalid={Boolean(errors.name)}
            {...register('name')}
          />
        </Field>
        {creating && (
          <Field
            label="Slug da página (opcional)"
            htmlFor={`${idPrefix}-slug`}
            error={errors.slug?.message}
            hint={generated ? `Se ficar vazio: /p/${generated}` : 'Se ficar vazio, é gerado a partir do nome.'}
          >
            <SlugInput
              id={`${idPrefix}-slug`}
              placeholder={generated || 'gerado a partir do nome'}
              aria-invalid={Boolean(errors.slug)}
              {...register('slug')}
            />
          </Field>
        )}
      </div>
      {/* Issue 41: what a responder reads first on the page comes first here too. */}
      {(kind === 'PERSON' || kind === 'PET') && (
        <FieldGroup title={CRITICAL_ALERT_TEXTS.title}>
          <p className="text-xs text-slate-500">{CRITICAL_ALERT_TEXTS.hint}</p>
          <CriticalAlertsFields idPrefix={`${idPrefix}-alert`} />
        </FieldGroup>
      )}
      {kind && (
        <FieldGroup title={kind === 'EQUIPMENT' ? 'Contato e endereço' : 'Dados pessoais e endereço'}>
          <PersonalDataFields idPrefix={idPrefix} kind={kind} />
        </FieldGroup>
      )}
      {kind === 'PERSON' && (
        <div className="space-y-6 rounded-xl bg-slate-50/70 p-4 ring-1 ring-inset ring-slate-200">
          <FieldGroup title="Contatos de emergência">
            <EmergencyContactsFields idPrefix={`${idPrefix}-contact`} />
          </FieldGroup>
          <FieldGroup title="Informações médicas">
            <MedicalInfoFields idPrefix={`${idPrefix}-medical`} />
          </FieldGroup>
        </div>
      )}
      {kind === 'PET' && (
        <div className="space-y-6 rounded-xl bg-slate-50/70 p-4 ring-1 ring-inset ring-slate-200">
          <FieldGroup title={`Dados do ${PROFILE_KIND_CHOICES.PET.label.toLowerCase()}`}>
            <PetFields idPrefix={idPrefix} />
          </FieldGroup>
          <FieldGroup title="Contatos do tutor">
            <EmergencyContactsFields idPrefix={`${idPrefix}-tutor`} />
          </FieldGroup>
        </div>
      )}
      {kind === 'EQUIPMENT' && (
        <div className="rounded-xl bg-slate-50/70 p-4 ring-1 ring-inset ring-slate-200">
          <FieldGroup title="Ficha técnica">
            <EquipmentFields idPrefix={idPrefix} />
          </FieldGroup>
        </div>
      )}
      {kind && (
        <FieldGroup title="Privacidade (o que a página pública mostra)">
          <ProfilePrivacyFields kind={kind} hasPin={profile?.hasPin} />
        </FieldGroup>
      )}
    </FormDialog>
  );
}

const PROFILE_KIND_NAME_PLACEHOLDER = {
  PERSON: 'Ex.: Maria Silva',
  PET: 'Ex.: Thor',
  EQUIPMENT: 'Ex.: Compressor GX-200',
} as const;
