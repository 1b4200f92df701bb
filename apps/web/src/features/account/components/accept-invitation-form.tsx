import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ACCOUNT_TEXTS, newPasswordSchema, PASSWORD_MIN_LENGTH } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { InputField } from '@/components/ui/input-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/server-errors';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useCheckInvitation } from '../api/check-invitation';
import { LinkNotice, LoginButton } from './link-notice';

const invitationFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: ACCOUNT_TEXTS.passwordsDontMatch,
  });
type InvitationFormValues = z.input<typeof invitationFormSchema>;

/**
 * /convite?token=...: the invited person chooses their password, then signs in (issue 23). The link is checked as
 * the page opens (issue 43): a used, expired or unknown one says so at once, as /confirmar-email does, instead of
 * after the password is typed.
 */
export function AcceptInvitationForm({ token }: { token: string | null }) {
  const form = useForm<InvitationFormValues>({
    resolver: zodResolver(invitationFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const mutation = useAcceptInvitation();
  const check = useCheckInvitation(token);
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

  if (check.isPending) return <LinkNotice tone="working">{ACCOUNT_TEXTS.invitationChecking}</LinkNotice>;
  // A link the server refused; another failure (no network) leaves the form, whose answer will say.
  if (check.isError && check.error instanceof ApiError && check.error.status < 500) {
    return (
      <div className="space-y-6">
        <LinkNotice tone="failed">{errorMessage(check.error, ACCOUNT_TEXTS.invitationInvalid)}</LinkNotice>
        <LoginButton label="Ir para o login" />
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
      {check.data && (
        <p className="break-words text-sm text-slate-600">
          Sua conta: <span className="font-medium text-slate-900">{check.data.email}</span>
        </p>
      )}
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
