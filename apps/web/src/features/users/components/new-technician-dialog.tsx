import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { newTechnicianSchema } from '@portal/shared';
import { FormDialog } from '@/components/ui/form-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { notify } from '@/lib/notifications/notify';
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
  const form = useForm<TechnicianInput, unknown, TechnicianOutput>({
    resolver: zodResolver(newTechnicianSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const mutation = useCreateTechnician();

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      values={EMPTY}
      formId="new-technician-form"
      title="Novo técnico"
      description="Cria a conta de um técnico: painel técnico e manutenções, sem página pública nem tags."
      submitLabel="Criar técnico"
      errorText={TECHNICIAN_TEXTS.createFailed}
      onSubmit={async (values) => {
        await mutation.mutateAsync(values);
        notify.success(TECHNICIAN_TEXTS.created);
      }}
    >
      <Field label="Nome" htmlFor="new-technician-name" error={errors.name?.message}>
        <Input
          id="new-technician-name"
          autoComplete="off"
          aria-invalid={Boolean(errors.name)}
          {...form.register('name')}
        />
      </Field>
      <Field label="E-mail" htmlFor="new-technician-email" error={errors.email?.message}>
        <Input
          id="new-technician-email"
          type="email"
          autoComplete="off"
          aria-invalid={Boolean(errors.email)}
          {...form.register('email')}
        />
      </Field>
      <Field
        label="Senha"
        htmlFor="new-technician-password"
        error={errors.password?.message}
        hint="Pelo menos 8 caracteres."
      >
        <PasswordInput
          id="new-technician-password"
          autoComplete="new-password"
          aria-invalid={Boolean(errors.password)}
          {...form.register('password')}
        />
      </Field>
    </FormDialog>
  );
}
