import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { Link2, UserPlus } from 'lucide-react';
import { z } from 'zod';
import { PAGE_TEXTS, slugify, type CreatePageRequestBody } from '@portal/shared';
import { Field } from '@/components/ui/field';
import { FormDialog, KEEP_OPEN } from '@/components/ui/form-dialog';
import { Input, Select, Textarea } from '@/components/ui/input';
import { notify } from '@/lib/notifications/notify';
import { useClientOptions } from '../api/get-client-options';
import { useCreatePage } from '../api/create-page';
import { requiredSlugField } from '@/lib/slug-field';
import { themeFormSchema } from '../lib/page-form';
import { CREATE_FONTS, themeFromForm, themeToForm } from '../lib/theme';
import { publicPageUrl } from '@/lib/public-urls';
import { KeywordsField } from './keywords-field';
import { SlugAvailabilityHint } from './slug-availability-hint';
import { SlugInput } from '@/components/ui/slug-input';
import { ThemeFields } from './theme-fields';
import { useSlugAvailability } from './use-slug-availability';

const createPageSchema = z.object({
  title: z.string().refine((value) => value.trim() !== '', PAGE_TEXTS.titleRequired),
  slug: requiredSlugField,
  profileId: z.string().min(1, PAGE_TEXTS.clientRequired),
  description: z.string(),
  theme: themeFormSchema,
  metaTitle: z.string(),
  metaDescription: z.string(),
  keywords: z.array(z.string()),
});
export type CreatePageValues = z.infer<typeof createPageSchema>;

const defaults = (): CreatePageValues => ({
  title: '',
  slug: '',
  profileId: '',
  description: '',
  theme: themeToForm(null),
  metaTitle: '',
  metaDescription: '',
  keywords: [],
});

/** Spec section 5 'Page creation': optional fields are sent only when non-empty. */
export function buildCreatePageBody(values: CreatePageValues): CreatePageRequestBody {
  const description = values.description.trim();
  const seo = {
    ...(values.metaTitle.trim() ? { metaTitle: values.metaTitle.trim() } : {}),
    ...(values.metaDescription.trim() ? { metaDescription: values.metaDescription.trim() } : {}),
    ...(values.keywords.length ? { keywords: values.keywords } : {}),
  };
  return {
    title: values.title.trim(),
    slug: values.slug.trim().toLowerCase(),
    profileId: values.profileId,
    ...(description ? { description } : {}),
    theme: themeFromForm(values.theme),
    ...(Object.keys(seo).length ? { seo } : {}),
  };
}

/** Why no client can be chosen, and the way to a new page: a new client (who gets its page at creation). */
function NoClientFree({ hasClients }: { hasClients: boolean }) {
  return (
    <div
      role="status"
      className="mt-2 flex flex-col gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-inset ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="font-semibold">
          {hasClients ? 'Todos os clientes já têm uma página pública' : 'Nenhum cliente cadastrado ainda'}
        </p>
        <p className="mt-0.5">
          Cada cliente ganha a sua página ao ser cadastrado: para uma nova página, cadastre um novo cliente.
        </p>
      </div>
      <Link
        to="/admin/clients?new=1"
        className="inline-flex h-8 shrink-0 items-center justify-center gap-1.5 rounded-lg bg-white px-3 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
      >
        <UserPlus className="h-4 w-4" aria-hidden /> Novo Cliente
      </Link>
    </div>
  );
}

/** 'Nova Página': title, slug with a live availability check, client, description, theme, SEO and URL preview. */
export function CreatePageDialog({
  open,
  onOpenChange,
  preset,
  publicBaseUrl,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened from a client: that client chosen and its name as the title. */
  preset?: { profileId: string; title: string };
  /** Where page URLs point (the pages list's publicBaseUrl); unknown: this site. */
  publicBaseUrl?: string;
}) {
  const form = useForm<CreatePageValues>({ resolver: zodResolver(createPageSchema), defaultValues: defaults() });
  const { register, control, formState, watch, setValue } = form;
  const { errors } = formState;
  const [slugEdited, setSlugEdited] = useState(false);
  const clients = useClientOptions(open);
  const mutation = useCreatePage();

  const title = watch('title');
  const slug = watch('slug');
  // Spec: the slug is auto-generated from the title while it is empty (until the person types their own). Once typed
  // by hand it stays as typed, also when backspaced to empty ('thor' must not become 'pagthor'); an empty slug left
  // behind (blur) follows the title again.
  useEffect(() => {
    if (!slugEdited) setValue('slug', slugify(title), { shouldValidate: formState.isSubmitted });
  }, [title, slugEdited, setValue, formState.isSubmitted]);

  // A preset client is chosen again once the options arrive: a select cannot hold a value it has no option for yet.
  const presetProfileId = preset?.profileId;
  useEffect(() => {
    if (open && presetProfileId && clients.isSuccess) setValue('profileId', presetProfileId);
  }, [open, presetProfileId, clients.isSuccess, setValue]);

  const availability = useSlugAvailability(slug, { enabled: open });
  const blocked = availability.status === 'unavailable' || availability.status === 'checking';

  const options = [...(clients.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  // Every client gets its page at creation, so the select is often all taken: say why, and where a new page comes from.
  const noClientFree = clients.isSuccess && !preset && options.every((client) => client.page);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      values={preset ? { ...defaults(), profileId: preset.profileId, title: preset.title } : defaults()}
      onOpen={() => setSlugEdited(false)}
      resetKey={preset?.profileId}
      formId="create-page-form"
      formClassName="space-y-6"
      title="Nova Página"
      description="Crie a página pública de um cliente. O endereço fica ativo assim que a página é criada."
      size="lg"
      submitLabel="Criar Página"
      submitDisabled={blocked || noClientFree}
      errorText={PAGE_TEXTS.createFailed}
      onSubmit={async (values) => {
        if (availability.status === 'unavailable') return KEEP_OPEN;
        await mutation.mutateAsync(buildCreatePageBody(values));
        notify.success(PAGE_TEXTS.created);
      }}
    >
      <section className="grid gap-4 sm:grid-cols-2">
        <Field label="Título" htmlFor="page-title" error={errors.title?.message} className="sm:col-span-2">
          <Input
            id="page-title"
            placeholder="Ex.: Maria Silva"
            aria-invalid={Boolean(errors.title)}
            {...register('title')}
          />
        </Field>
        <Field label="Slug" htmlFor="page-slug" error={errors.slug?.message} className="sm:col-span-2">
          <SlugInput
            id="page-slug"
            placeholder="gerado a partir do título"
            aria-invalid={Boolean(errors.slug) || availability.status === 'unavailable'}
            {...register('slug', {
              onChange: () => setSlugEdited(true),
              onBlur: (event) => {
                if (event.target.value.trim() === '') setSlugEdited(false);
              },
            })}
          />
          <SlugAvailabilityHint
            status={availability.status}
            message={availability.message}
            suggestions={availability.suggestions}
            onPick={(suggestion) => {
              setSlugEdited(true);
              setValue('slug', suggestion, { shouldValidate: true });
            }}
          />
        </Field>
        <Field label="Cliente" htmlFor="page-client" error={errors.profileId?.message} className="sm:col-span-2">
          <Select
            id="page-client"
            aria-invalid={Boolean(errors.profileId)}
            disabled={clients.isPending}
            {...register('profileId')}
          >
            <option value="">{clients.isPending ? 'Carregando clientes...' : 'Selecione um cliente'}</option>
            {options.map((client) => (
              <option key={client.id} value={client.id} disabled={Boolean(client.page)}>
                {client.name || client.user.email}
                {client.page ? ` — já tem página (/p/${client.page.slug})` : ''}
              </option>
            ))}
          </Select>
          {noClientFree && <NoClientFree hasClients={options.length > 0} />}
        </Field>
        <Field label="Descrição" htmlFor="page-description" hint="Opcional." className="sm:col-span-2">
          <Textarea id="page-description" rows={3} {...register('description')} />
        </Field>
      </section>

      <section className="space-y-3">
        <h3 className="text-sm font-semibold text-slate-900">Tema</h3>
        <ThemeFields idPrefix="page-theme" fonts={CREATE_FONTS} />
      </section>

      <section className="space-y-3">
        <h3 className="text-sm font-semibold text-slate-900">SEO</h3>
        <div className="grid gap-4">
          <Field label="Meta título" htmlFor="page-meta-title" hint="Opcional. Por padrão, o título da página.">
            <Input id="page-meta-title" {...register('metaTitle')} />
          </Field>
          <Field label="Meta descrição" htmlFor="page-meta-description" hint="Opcional.">
            <Textarea id="page-meta-description" rows={2} {...register('metaDescription')} />
          </Field>
          <Field label="Palavras-chave" htmlFor="page-keywords">
            <Controller
              control={control}
              name="keywords"
              render={({ field }) => <KeywordsField id="page-keywords" value={field.value} onChange={field.onChange} />}
            />
          </Field>
        </div>
      </section>

      <div className="rounded-lg bg-slate-50 p-3 ring-1 ring-inset ring-slate-200">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">URL pública</p>
        <p
          className="mt-1 flex items-center gap-1.5 break-all font-mono text-sm text-slate-800"
          data-testid="url-preview"
        >
          <Link2 className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
          {publicPageUrl(slug.trim() || 'seu-slug', publicBaseUrl)}
        </p>
      </div>
    </FormDialog>
  );
}
