import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown, Eye, EyeOff } from 'lucide-react';
import { toast } from 'sonner';
import { CLIENT_TEXTS, slugify } from '@portal/shared';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SlugInput } from '@/features/pages';
import { useCreateClient } from '../api/create-client';
import { buildCreateClientBody, NEW_CLIENT_DEFAULTS, newClientFormSchema, type NewClientValues } from '../lib/new-client';
import { NewClientAdvanced } from './new-client-advanced';

/** 'Novo Cliente': basic info plus an optional advanced section, sent only when it is open (spec section 5). */
export function NewClientDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<NewClientValues>({ resolver: zodResolver(newClientFormSchema), defaultValues: NEW_CLIENT_DEFAULTS });
  const { register, formState, watch } = form;
  const { errors } = formState;
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const mutation = useCreateClient();
  const generated = slugify(watch('name'));

  function close(next: boolean) {
    if (!next) {
      form.reset(NEW_CLIENT_DEFAULTS);
      setAdvancedOpen(false);
      setShowPassword(false);
      setServerError(null);
      mutation.reset();
    }
    onOpenChange(next);
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await mutation.mutateAsync(buildCreateClientBody(values, advancedOpen));
      toast.success(CLIENT_TEXTS.added);
      close(false);
    } catch (error) {
      toast.error(CLIENT_TEXTS.addFailedToast);
      setServerError(errorMessage(error, CLIENT_TEXTS.createFailed));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Novo Cliente"
      description="Cria a conta do cliente, seu perfil e a página pública."
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={mutation.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form="new-client-form" loading={mutation.isPending}>
            Adicionar Cliente
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form id="new-client-form" noValidate onSubmit={onSubmit} className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Nome" htmlFor="new-client-name" error={errors.name?.message} className="sm:col-span-2">
              <Input id="new-client-name" autoComplete="off" aria-invalid={Boolean(errors.name)} {...register('name')} />
            </Field>
            <Field label="Email" htmlFor="new-client-email" error={errors.email?.message}>
              <Input id="new-client-email" type="email" autoComplete="off" aria-invalid={Boolean(errors.email)} {...register('email')} />
            </Field>
            <Field label="Senha" htmlFor="new-client-password" error={errors.password?.message} hint="Pelo menos 8 caracteres.">
              <div className="relative">
                <Input
                  id="new-client-password"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="new-password"
                  className="pr-10"
                  aria-invalid={Boolean(errors.password)}
                  {...register('password')}
                />
                <button
                  type="button"
                  onClick={() => setShowPassword((value) => !value)}
                  className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-slate-400 hover:text-slate-700"
                  aria-label={showPassword ? 'Ocultar senha' : 'Mostrar senha'}
                >
                  {showPassword ? <EyeOff className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
                </button>
              </div>
            </Field>
            <Field
              label="Slug da página (opcional)"
              htmlFor="new-client-slug"
              error={errors.slug?.message}
              hint={generated ? `Se ficar vazio, é gerado a partir do nome: /p/${generated}` : 'Se ficar vazio, é gerado a partir do nome.'}
              className="sm:col-span-2"
            >
              <SlugInput id="new-client-slug" placeholder={generated || 'gerado a partir do nome'} aria-invalid={Boolean(errors.slug)} {...register('slug')} />
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
          <FormError message={serverError} />
        </form>
      </FormProvider>
    </Dialog>
  );
}
