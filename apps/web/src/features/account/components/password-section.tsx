import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ACCOUNT_TEXTS, changePasswordRequestSchema, PASSWORD_MIN_LENGTH } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/field';
import { InputField } from '@/components/ui/input-field';
import { isUnauthorized } from '@/lib/api-client';
import { notify } from '@/lib/notifications/notify';
import { applyServerErrors } from '@/lib/server-errors';
import { useChangePassword } from '../api/change-password';
import { CurrentPasswordField } from './account-fields';

/** The API's rules, plus the confirmation the person types twice. */
const passwordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: ACCOUNT_TEXTS.passwordsDontMatch,
  });
type PasswordFormValues = z.input<typeof passwordFormSchema>;
const EMPTY: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** 'Minha conta' > Senha: the current password, then the new one; the other devices are signed out. */
export function PasswordSection() {
  const form = useForm<PasswordFormValues>({ resolver: zodResolver(passwordFormSchema), defaultValues: EMPTY });
  const mutation = useChangePassword();

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await mutation.mutateAsync({ currentPassword, newPassword });
      form.reset(EMPTY);
      notify.success(ACCOUNT_TEXTS.passwordChanged);
    } catch (error) {
      if (!isUnauthorized(error)) applyServerErrors(form, error, { fallback: ACCOUNT_TEXTS.passwordChangeFailed });
    }
  });

  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby="account-password-title">
      <h2 id="account-password-title" className="text-base font-semibold text-slate-900">
        Senha
      </h2>
      <p className="mt-1 text-sm text-slate-500">
        Ao trocar a senha, os outros dispositivos conectados à sua conta são desconectados.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label="Alterar senha">
        <CurrentPasswordField form={form} id="account-current-password" />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            form={form}
            name="newPassword"
            id="account-new-password"
            label="Nova senha"
            hint={`Pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`}
            password
            autoComplete="new-password"
          />
          <InputField
            form={form}
            name="confirmPassword"
            id="account-confirm-password"
            label="Confirmar nova senha"
            password
            autoComplete="new-password"
          />
        </div>
        <FormError message={form.formState.errors.root?.server?.message} />
        <div className="flex justify-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Alterar senha
          </Button>
        </div>
      </form>
    </Card>
  );
}
