import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown } from 'lucide-react';
import { CLIENT_TEXTS, slugify } from '@portal/shared';
import { cn } from '@/lib/utils';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { InputField } from '@/components/ui/input-field';
import { InviteSwitch } from '@/components/invite-switch';
import { notify } from '@/lib/notifications/notify';
import { SlugInput } from '@/components/ui/slug-input';
import { useCreateClient } from '../api/create-client';
import {
  buildCreateClientBody,
  NEW_CLIENT_DEFAULTS,
  newClientFormSchema,
  type NewClientValues,
} from '../lib/new-client';
import { NewClientAdvanced } from './new-client-advanced';

/** The form field a server field of POST /admin/users names ('profile.name' -> 'name'). */
const newClientField = (field: string): FieldPath<NewClientValues> =>
  field === 'profile.publicPageSlug' ? 'slug' : (field.replace(/^profile\./, '') as FieldPath<NewClientValues>);

/** 'Novo Cliente': basic info plus an optional advanced section, sent only when it is open (spec section 5). */
export function NewClientDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<NewClientValues>({
    resolver: zodResolver(newClientFormSchema),
    defaultValues: NEW_CLIENT_DEFAULTS,
  });
  const { register, formState, watch } = form;
  const { errors } = formState;
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const mutation = useCreateClient();
  const generated = slugify(watch('name'));
  const invite = watch('invite');

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      values={NEW_CLIENT_DEFAULTS}
      onOpen={() => setAdvancedOpen(false)}
      formId="new-client-form"
      formClassName="space-y-5"
      title="Novo Cliente"
      description="Cria a conta do cliente, seu perfil e a página pública."
      size="lg"
      submitLabel="Adicionar Cliente"
      errorText={CLIENT_TEXTS.createFailed}
      fieldFor={newClientField}
      onFailure={() => notify.error(CLIENT_TEXTS.addFailedToast)}
      onSubmit={async (values) => {
        await mutation.mutateAsync(buildCreateClientBody(values, advancedOpen));
        notify.success(CLIENT_TEXTS.added);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          form={form}
          name="name"
          id="new-client-name"
          label="Nome"
          fieldClassName="sm:col-span-2"
          autoComplete="off"
        />
        <InputField
          form={form}
          name="email"
          id="new-client-email"
          label="E-mail"
          type="email"
          autoComplete="off"
          fieldClassName={invite ? 'sm:col-span-2' : undefined}
        />
        {!invite && (
          <InputField
            form={form}
            name="password"
            id="new-client-password"
            label="Senha"
            hint="Pelo menos 8 caracteres."
            password
            autoComplete="new-password"
          />
        )}
        <InviteSwitch
          className="sm:col-span-2"
          checked={invite}
          onCheckedChange={(checked) => form.setValue('invite', checked, { shouldValidate: formState.isSubmitted })}
        />
        <Field
          label="Slug da página (opcional)"
          htmlFor="new-client-slug"
          error={errors.slug?.message}
          hint={
            generated
              ? `Se ficar vazio, é gerado a partir do nome: /p/${generated}`
              : 'Se ficar vazio, é gerado a partir do nome.'
          }
          className="sm:col-span-2"
        >
          <SlugInput
            id="new-client-slug"
            placeholder={generated || 'gerado a partir do nome'}
            aria-invalid={Boolean(errors.slug)}
            {...register('slug')}
          />
        </Field>
      </div>

      <div>
        <button
          type="button"
          onClick={() => setAdvancedOpen((value) => !value)}
          aria-expanded={advancedOpen}
          aria-controls="new-client-advanced"
          className="flex w-full items-center justify-between rounded-lg px-1 py-2 text-left text-sm font-semibold text-slate-800 hover:text-brand-700"
        >
          <span>
            Opções avançadas
            <span className="ml-2 text-xs font-normal text-slate-500">contatos, informações médicas, privacidade</span>
          </span>
          <ChevronDown className={cn('h-4 w-4 transition-transform', advancedOpen && 'rotate-180')} aria-hidden />
        </button>
        {advancedOpen && (
          <div id="new-client-advanced" className="mt-2">
            <NewClientAdvanced />
          </div>
        )}
      </div>
    </FormDialog>
  );
}
