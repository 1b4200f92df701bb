import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { newTechnicianSchema } from '@portal/shared';
import type { DialogOpenState } from '@/components/ui/dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { InputField } from '@/components/ui/input-field';
import { InviteSwitch } from '@/components/invite-switch';
import { notify } from '@/lib/notifications/notify';
import { useCreateTechnician } from '../api/create-technician';

type TechnicianInput = z.input<typeof newTechnicianSchema>;
type TechnicianOutput = z.output<typeof newTechnicianSchema>;

// The invitation is the default (issue 23): the admin never types or sees the technician's password.
const EMPTY: TechnicianInput = { name: '', email: '', invite: true, password: '' };

const TECHNICIAN_TEXTS = {
  created: 'Técnico criado com sucesso!',
  createFailed: 'Erro ao criar técnico. Tente novamente.',
} as const;

/**
 * 'Novo técnico': the account a technician signs in with (name, e-mail, and an invitation or a password); no profile,
 * no public page.
 */
export function NewTechnicianDialog(dialog: DialogOpenState) {
  const form = useForm<TechnicianInput, unknown, TechnicianOutput>({
    resolver: zodResolver(newTechnicianSchema),
    defaultValues: EMPTY,
  });
  const mutation = useCreateTechnician();
  const invite = form.watch('invite');

  return (
    <FormDialog
      {...dialog}
      form={form}
      title="Novo técnico"
      description="Cria a conta de um técnico: painel técnico e manutenções, sem página pública nem tags."
      submitLabel="Criar técnico"
      errorText={TECHNICIAN_TEXTS.createFailed}
      onSubmit={async (values) => {
        await mutation.mutateAsync(values);
        notify.success(TECHNICIAN_TEXTS.created);
      }}
    >
      <InputField form={form} name="name" id="new-technician-name" label="Nome" autoComplete="off" />
      <InputField form={form} name="email" id="new-technician-email" label="E-mail" type="email" autoComplete="off" />
      <InviteSwitch
        checked={invite}
        onCheckedChange={(checked) => form.setValue('invite', checked, { shouldValidate: form.formState.isSubmitted })}
      />
      {!invite && (
        <InputField
          form={form}
          name="password"
          id="new-technician-password"
          label="Senha"
          hint="Pelo menos 8 caracteres."
          password
          autoComplete="new-password"
        />
      )}
    </FormDialog>
  );
}
