import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ACCOUNT_TEXTS, newPasswordSchema, PASSWORD_MIN_LENGTH } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { InputField } from '@/components/ui/input-field';
import { applyServerErrors } from '@/lib/server-errors';
import { useAcceptInvitation } from '../api/accept-invitation';
import { LinkNotice, LoginButton } from './link-notice';

const invitationFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: ACCOUNT_TEXTS.passwordsDontMatch,
  });
type InvitationFormValues = z.input<typeof invitationFormSchema>;

/** /convite?token=...: the invited person chooses their password, then signs in (issue 23). */
export function AcceptInvitationForm({ token }: { token: string | null }) {
  const form = useForm<InvitationFormValues>({
    resolver: zodResolver(invitationFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const mutation = useAcceptInvitation();
  const [accepted, setAccepted] = useState<{ message: string; email: string } | null>(null);

  if (!token) {
    return (
      <div className="space-y-6">
        <LinkNotice tone="failed">{ACCOUNT_TEXTS.linkMissing}</LinkNotice>
        <LoginButton label="Ir para o login" />
      </div>
    );
  }
  if (accepted) {
    return (
      <div className="space-y-6">
        <LinkNotice tone="done">{accepted.message}</LinkNotice>
        <p className="break-words text-sm text-slate-600">
          Seu e-mail de acesso: <span className="font-medium text-slate-900">{accepted.email}</span>
        </p>
        <LoginButton label="Entrar" />
      </div>
    );
  }

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      setAccepted(await mutation.mutateAsync({ token, password }));
    } catch (error) {
      applyServerErrors(form, error, { fallback: ACCOUNT_TEXTS.invitationAcceptFailed });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Criar senha">
      <InputField
        form={form}
        name="password"
        id="invitation-password"
        label="Nova senha"
        hint={`Pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`}
        password
        autoComplete="new-password"
        autoFocus
      />
      <InputField
        form={form}
        name="confirmPassword"
        id="invitation-confirm-password"
        label="Confirmar senha"
        password
        autoComplete="new-password"
      />
      <FormError message={form.formState.errors.root?.server?.message} />
      <Button type="submit" className="w-full" size="lg" loading={form.formState.isSubmitting}>
        Criar senha
      </Button>
    </form>
  );
}
