import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { MailCheck } from 'lucide-react';
import { ACCOUNT_TEXTS, changeEmailRequestSchema } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/field';
import { InputField } from '@/components/ui/input-field';
import { isUnauthorized } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/server-errors';
import { useMe } from '../api/get-me';
import { useRequestEmailChange } from '../api/request-email-change';
import { CurrentPasswordField } from './account-fields';

type EmailFormValues = z.input<typeof changeEmailRequestSchema>;
type EmailFormOutput = z.output<typeof changeEmailRequestSchema>;
const EMPTY: EmailFormValues = { newEmail: '', currentPassword: '' };

/**
 * 'Minha conta' > E-mail: a confirmation link goes to the new address; the account keeps the current one until
 * the link is opened (/confirmar-email). The current address is the server's (GET /me), not the one stored at
 * sign-in: a change confirmed since shows here (issue 43).
 */
export function EmailSection() {
  const me = useMe();
  const form = useForm<EmailFormValues, unknown, EmailFormOutput>({
    resolver: zodResolver(changeEmailRequestSchema),
    defaultValues: EMPTY,
  });
  const mutation = useRequestEmailChange();
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setSent(null);
    try {
      const { message } = await mutation.mutateAsync(values);
      form.reset(EMPTY);
      setSent(message);
    } catch (error) {
      if (!isUnauthorized(error)) applyServerErrors(form, error, { fallback: ACCOUNT_TEXTS.emailChangeFailed });
    }
  });

  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby="account-email-title">
      <h2 id="account-email-title" className="text-base font-semibold text-slate-900">
        E-mail
      </h2>
      <p className="mt-1 break-words text-sm text-slate-500">
        E-mail atual: <span className="font-medium text-slate-700">{me.data?.email ?? '…'}</span>
      </p>
      {sent && (
        <div
          role="status"
          className="mt-4 flex items-start gap-3 rounded-xl bg-green-50 p-4 text-sm text-green-800 ring-1 ring-inset ring-green-200"
        >
          <MailCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <p>{sent}</p>
        </div>
      )}
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label="Trocar e-mail">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            form={form}
            name="newEmail"
            id="account-new-email"
            label="Novo e-mail"
            type="email"
            autoComplete="email"
          />
          <CurrentPasswordField form={form} id="account-email-password" />
        </div>
        <FormError message={form.formState.errors.root?.server?.message} />
        <div className="flex justify-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Trocar e-mail
          </Button>
        </div>
      </form>
    </Card>
  );
}
