import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff } from 'lucide-react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { newTechnicianSchema } from '@portal/shared';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useCreateTechnician } from '../api/create-technician';

type TechnicianInput = z.input<typeof newTechnicianSchema>;
type TechnicianOutput = z.output<typeof newTechnicianSchema>;

const EMPTY: TechnicianInput = { name: '', email: '', password: '' };

const TECHNICIAN_TEXTS = {
  created: 'Técnico criado com sucesso!',
  createFailed: 'Erro ao criar técnico. Tente novamente.',
} as const;

/** 'Novo técnico': the account a technician signs in with (name, e-mail, password); no profile, no public page. */
export function NewTechnicianDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<TechnicianInput, unknown, TechnicianOutput>({ resolver: zodResolver(newTechnicianSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const [showPassword, setShowPassword] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const mutation = useCreateTechnician();

  function close(next: boolean) {
    if (!next) {
      form.reset(EMPTY);
      setShowPassword(false);
      setServerError(null);
      mutation.reset();
    }
    onOpenChange(next);
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await mutation.mutateAsync(values);
      toast.success(TECHNICIAN_TEXTS.created);
      close(false);
    } catch (error) {
      setServerError(errorMessage(error, TECHNICIAN_TEXTS.createFailed));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Novo técnico"
      description="Cria a conta de um técnico: painel técnico e manutenções, sem página pública nem tags."
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={mutation.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form="new-technician-form" loading={mutation.isPending}>
            Criar técnico
          </Button>
        </>
      }
    >
      <form id="new-technician-form" noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label="Nome" htmlFor="new-technician-name" error={errors.name?.message}>
          <Input id="new-technician-name" autoComplete="off" aria-invalid={Boolean(errors.name)} {...form.register('name')} />
        </Field>
        <Field label="E-mail" htmlFor="new-technician-email" error={errors.email?.message}>
          <Input id="new-technician-email" type="email" autoComplete="off" aria-invalid={Boolean(errors.email)} {...form.register('email')} />
        </Field>
        <Field label="Senha" htmlFor="new-technician-password" error={errors.password?.message} hint="Pelo menos 8 caracteres.">
          <div className="relative">
            <Input
              id="new-technician-password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="new-password"
              className="pr-10"
              aria-invalid={Boolean(errors.password)}
              {...form.register('password')}
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
        <FormError message={serverError} />
      </form>
    </Dialog>
  );
}
