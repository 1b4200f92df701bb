import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, MailCheck } from 'lucide-react';
import type { z } from 'zod';
import { forgotPasswordRequestSchema, TEXTS } from '@portal/shared';
import { ApiError } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from './auth-card';

type ForgotInput = z.input<typeof forgotPasswordRequestSchema>;
type ForgotOutput = z.output<typeof forgotPasswordRequestSchema>;

/**
 * Spec /forgot-password: an email form; the success view 'E-mail enviado!' shows whether or not the mail went out
 * (the server answers the same for unknown emails, and an email failure is only logged).
 */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const mutation = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
  const form = useForm<ForgotInput, unknown, ForgotOutput>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setRequestError(null);
    try {
      const result = await mutation.mutateAsync(email);
      if (!result.emailSent) console.warn('Password reset email not sent:', result.emailError);
      setSentTo(email);
    } catch (error) {
      // A rate limit says when to try again; any other failure gets the spec's message.
      setRequestError(error instanceof ApiError && error.status === 429 ? error.message : TEXTS.auth.forgotFailed);
    }
  });

  function sendToAnother() {
    form.reset({ email: '' });
    mutation.reset();
    setSentTo(null);
  }

  if (sentTo) {
    return (
      <AuthCard title={TEXTS.auth.emailSent}>
        <div className="space-y-6" role="status">
          <div className="flex items-start gap-3 rounded-xl bg-green-50 p-4 text-sm text-green-800 ring-1 ring-inset ring-green-200">
            <MailCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
            <p>
              Se existir uma conta associada a <strong className="break-all font-semibold">{sentTo}</strong>, enviamos
              um link para redefinir a senha. O link vale por 1 hora.
            </p>
          </div>
          <p className="text-sm text-slate-500">Não recebeu nada? Verifique a pasta de spam ou tente outro e-mail.</p>
          <div className="flex flex-col gap-2">
            <Button size="lg" onClick={() => navigate('/login')}>
              Voltar ao login
            </Button>
            <Button variant="secondary" size="lg" onClick={sendToAnother}>
              Enviar para outro e-mail
            </Button>
          </div>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Recuperar senha"
      subtitle="Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="forgot-password-form">
        <Field label="E-mail" htmlFor="email" error={errors.email?.message}>
          <Input
            id="email"
            type="email"
            autoComplete="email"
            autoFocus
            placeholder="nome@exemplo.com"
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? 'email-error' : undefined}
            {...form.register('email')}
          />
        </Field>
        <FormError message={requestError} />
        <Button type="submit" className="w-full" size="lg" loading={form.formState.isSubmitting}>
          Enviar link
        </Button>
        <div className="text-center">
          <Link
            to="/login"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-600 hover:text-brand-700"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden /> Voltar ao login
          </Link>
        </div>
      </form>
    </AuthCard>
  );
}
