import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ExternalLink, Save } from 'lucide-react';
import {
  CLIENT_TEXTS,
  PAGE_TEXTS,
  CRITICAL_ALERT_TEXTS,
  PUBLIC_PAGE_TEXTS,
  type PageFont,
  type Photo,
  type ProfileKind,
} from '@portal/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Switch } from '@/components/ui/switch';
import { applyServerErrors } from '@/lib/server-errors';
import { pageEditorField, pageEditorSchemaFor, type PageEditorValues } from '../../lib/page-form';
import { EDITOR_FONTS } from '../../lib/theme';
import { publicPagePath } from '@/lib/public-urls';
import { CriticalAlertsFields } from '@/components/profile-fields/critical-alerts-fields';
import { EmergencyContactsFields } from '@/components/profile-fields/emergency-contacts-fields';
import { MedicalInfoFields } from '@/components/profile-fields/medical-info-fields';
import { EquipmentFields, PersonalDataFields, PetFields } from '@/components/profile-fields/profile-details-fields';
import { ProfilePrivacyFields } from '@/components/profile-fields/visibility-fields';
import { SlugAvailabilityHint } from '../slug-availability-hint';
import { SlugInput } from '@/components/ui/slug-input';
import { ThemeFields } from '../theme-fields';
import { useSlugAvailability } from '../use-slug-availability';
import { CardPreview } from './card-preview';
import { EditorSection } from './editor-section';
import { PhonePreview } from './phone-preview';

function PrivacyRow({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <div>
        <p className="text-sm font-medium text-slate-800">{label}</p>
        <p className="text-xs text-slate-500">{hint}</p>
      </div>
      <Switch label={label} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

/**
 * How the form reads for the page's kind of profile (as its public page does): an equipment page never shows medical
 * data (toPublicProfile drops it whatever is stored), so its editor offers none; a pet's health is the animal's.
 */
function editorSectionsFor(kind: ProfileKind) {
  return {
    contactsTitle:
      kind === 'PET'
        ? PUBLIC_PAGE_TEXTS.petContacts
        : kind === 'EQUIPMENT'
          ? PUBLIC_PAGE_TEXTS.equipmentContacts
          : 'Contatos de emergência',
    medical:
      kind === 'EQUIPMENT'
        ? null
        : kind === 'PET'
          ? {
              title: 'Saúde do animal',
              description: 'Alergias, medicamentos e condições do animal, para quem o encontrar.',
            }
          : {
              title: 'Informações médicas',
              description: undefined,
            },
  };
}

/**
 * The page editor shared by the admin ('Editar Cliente') and the owner: title, slug (/p/, lower case, live
 * check), description, theme, the profile's personal data, address and notes, the kind's own fields, emergency
 * contacts, medical info, the five privacy toggles and indexing, two live previews, Save and Back. The caller's
 * onSave writes the profile, then the page; a failure it rethrows puts the server's reasons on their fields.
 */
export function PageEditor({
  title,
  description,
  initialValues,
  pageId,
  currentSlug,
  publicUrl,
  views,
  clientName,
  kind = 'PERSON',
  photos,
  saving,
  onSave,
  onBack,
  hasPin = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  initialValues: PageEditorValues;
  pageId: string;
  /** The saved slug, for the 'open page' link. */
  currentSlug: string;
  /** The saved page's full URL (the server's PUBLIC_URL): the card preview shows its site. */
  publicUrl?: string;
  /** The page's view count, as the preview shows it. */
  views?: number;
  clientName: string;
  /** The page's profile kind (absent: a person's page): the preview and which sections the form offers. */
  kind?: ProfileKind;
  /** The profile's photos, for the preview. */
  photos?: Photo[];
  saving: boolean;
  onSave: (values: PageEditorValues) => Promise<void> | void;
  onBack: () => void;
  /** The profile has a PIN (issue 24): its sections may be at the PIN level. */
  hasPin?: boolean;
  /** Extra sections under the form (e.g. the public links and tags). */
  children?: ReactNode;
}) {
  const form = useForm<PageEditorValues>({
    resolver: zodResolver(pageEditorSchemaFor(kind)),
    defaultValues: initialValues,
  });
  const { register, watch, setValue, formState } = form;
  const { errors } = formState;
  const values = watch();
  const availability = useSlugAvailability(values.slug, { pageId });
  const fonts: readonly PageFont[] = EDITOR_FONTS.includes(initialValues.theme.font)
    ? EDITOR_FONTS
    : [...EDITOR_FONTS, initialValues.theme.font];
  const sections = editorSectionsFor(kind);
  const blocked = availability.status === 'unavailable' || availability.status === 'checking';

  const onSubmit = form.handleSubmit(async (submitted) => {
    if (availability.status === 'unavailable') return;
    try {
      await onSave(submitted);
    } catch (error) {
      applyServerErrors(form, error, { fallback: CLIENT_TEXTS.editSaveFailed, fieldFor: pageEditorField });
    }
  });

  const saveButton = (
    <Button type="submit" form="page-editor-form" loading={saving} disabled={blocked}>
      <Save className="h-4 w-4" aria-hidden /> Salvar
    </Button>
  );

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            <Button variant="secondary" onClick={onBack}>
              <ArrowLeft className="h-4 w-4" aria-hidden /> Voltar
            </Button>
            <a
              href={publicPagePath(currentSlug)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-10 items-center gap-2 rounded-lg bg-white px-4 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
            >
              <ExternalLink className="h-4 w-4" aria-hidden /> Ver página
            </a>
            {saveButton}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_300px] xl:grid-cols-[minmax(0,1fr)_320px]">
        <div className="min-w-0 space-y-4">
          <FormProvider {...form}>
            <form id="page-editor-form" noValidate onSubmit={onSubmit} className="space-y-4">
              {/* Issue 41: what a responder reads first on the page comes first here too. */}
              {kind !== 'EQUIPMENT' && (
                <EditorSection title={CRITICAL_ALERT_TEXTS.title} description={CRITICAL_ALERT_TEXTS.hint}>
                  <CriticalAlertsFields idPrefix="editor-alert" />
                </EditorSection>
              )}
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
              <EditorSection title={sections.contactsTitle} description="Cada contato aparece com um botão para ligar.">
                <EmergencyContactsFields idPrefix="editor-contact" />
              </EditorSection>
              {sections.medical && (
                <EditorSection title={sections.medical.title} description={sections.medical.description}>
                  <MedicalInfoFields idPrefix="editor-medical" />
                </EditorSection>
              )}
              <EditorSection
                title="Privacidade"
                description="Seções privadas, e as com PIN até alguém digitar o PIN, nunca saem do servidor para um visitante."
              >
                <ProfilePrivacyFields kind={kind} hasPin={hasPin} />
                <div className="border-t border-slate-100">
                  <PrivacyRow
                    label={PAGE_TEXTS.allowIndexingLabel}
                    hint={PAGE_TEXTS.allowIndexingHint}
                    checked={values.allowIndexing}
                    onChange={(checked) => setValue('allowIndexing', checked, { shouldDirty: true })}
                  />
                </div>
              </EditorSection>
              <div className="flex flex-wrap justify-end gap-2">
                <Button variant="secondary" onClick={onBack}>
                  <ArrowLeft className="h-4 w-4" aria-hidden /> Voltar
                </Button>
                {saveButton}
              </div>
            </form>
          </FormProvider>
        </div>
        <aside className="space-y-4 lg:sticky lg:top-20 lg:self-start" aria-label="Pré-visualizações">
          <div>
            <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
              Pré-visualização no celular
            </p>
            <PhonePreview values={values} name={clientName} kind={kind} views={views} photos={photos} />
          </div>
          <div>
            <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">Cartão da página</p>
            <CardPreview values={values} name={clientName} publicUrl={publicUrl} />
          </div>
        </aside>
      </div>
      {children && <div className="mt-6">{children}</div>}
    </>
  );
}
