import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, CheckCircle2, LinkIcon, type LucideIcon } from 'lucide-react';
import { z } from 'zod';
import { passwordSchema, PASSWORD_MIN_LENGTH, TEXTS } from '@portal/shared';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordToggle } from '@/components/ui/password-input';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';

/** Spec: redirect to /login 6 seconds after success. */
export const RESET_REDIRECT_MS = 6000;

/**
 * The spec's reset rules in its order: both fields filled, then the length, then the match.
 * One message at a time, shown above the button (as the login form does).
 */
export const resetPasswordFormSchema = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine(({ newPassword, confirmPassword }, ctx) => {
    if (!newPassword || !confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        message: TEXTS.auth.resetFillAll,
        path: [newPassword ? 'confirmPassword' : 'newPassword'],
      });
      return;
    }
    const length = passwordSchema.safeParse(newPassword);
    if (!length.success) {
      ctx.addIssue({
        code: 'custom',
        message: length.error.issues[0]?.message ?? TEXTS.auth.passwordTooShort,
        path: ['newPassword'],
      });
      return;
    }
    if (newPassword !== confirmPassword) {
      ctx.addIssue({ code: 'custom', message: TEXTS.auth.passwordsDontMatch, path: ['confirmPassword'] });
    }
  });
type ResetFormValues = z.infer<typeof resetPasswordFormSchema>;

function LoginLink() {
  return (
    <Link
      to="/login"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-600 hover:text-brand-700"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden /> Voltar ao login
    </Link>
  );
}

/** Spec /reset-password?token=...: new password and confirmation; on success a 6 s countdown back to /login. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const mutation = useResetPassword();
  const [showPasswords, setShowPasswords] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(RESET_REDIRECT_MS / 1000);
  const form = useForm<ResetFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!success) return;
    const tick = setInterval(() => setSecondsLeft((value) => Math.max(0, value - 1)), 1000);
    const redirect = setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(redirect);
    };
  }, [success, navigate]);

  if (!token) {
    return (
      <AuthCard title="Redefinir senha">
        <div className="space-y-6">
          <Notice role="alert" icon={LinkIcon} className="bg-amber-50 text-amber-900 ring-amber-200">
            {TEXTS.auth.resetMissingToken}
          </Notice>
          <Button className="w-full" size="lg" onClick={() => navigate('/forgot-password')}>
            Pedir novo link
          </Button>
          <div className="text-center">
            <LoginLink />
          </div>
        </div>
      </AuthCard>
    );
  }

  if (success) {
    return (
      <AuthCard title="Senha alterada">
        <div className="space-y-6">
          <Notice role="status" icon={CheckCircle2} className="bg-green-50 text-green-800 ring-green-200">
            {success}
          </Notice>
          <p className="text-sm text-slate-500" aria-live="polite">
            Você será redirecionado para o login em{' '}
            <span className="font-semibold tabular-nums text-slate-700">{secondsLeft}</span>{' '}
            {secondsLeft === 1 ? 'segundo' : 'segundos'}.
          </p>
          <Button className="w-full" size="lg" onClick={() => navigate('/login', { replace: true })}>
            Ir para o login agora
          </Button>
        </div>
      </AuthCard>
    );
  }

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setServerError(null);
    try {
      const result = await mutation.mutateAsync({ token, newPassword });
      setSuccess(result?.message || TEXTS.auth.resetSuccess);
    } catch (error) {
      setServerError(errorMessage(error, TEXTS.auth.resetFailed));
    }
  });

  const validationError = errors.newPassword?.message ?? errors.confirmPassword?.message ?? null;
  const inputType = showPasswords ? 'text' : 'password';

  return (
    <AuthCard title="Redefinir senha" subtitle="Escolha uma nova senha para sua conta.">
      <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="reset-password-form">
        <Field label="Nova senha" htmlFor="newPassword" hint={`Pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`}>
          <div className="relative">
            <Input
              id="newPassword"
              type={inputType}
              autoComplete="new-password"
              autoFocus
              className="pr-10"
              aria-invalid={Boolean(errors.newPassword)}
              {...form.register('newPassword')}
            />
            {/* One toggle shows both fields, so the two can be compared. */}
            <PasswordToggle
              shown={showPasswords}
              onToggle={() => setShowPasswords((value) => !value)}
              showLabel="Mostrar senhas"
              hideLabel="Ocultar senhas"
            />
          </div>
        </Field>
        <Field label="Confirmar senha" htmlFor="confirmPassword">
          <Input
            id="confirmPassword"
            type={inputType}
            autoComplete="new-password"
            aria-invalid={Boolean(errors.confirmPassword)}
            {...form.register('confirmPassword')}
          />
        </Field>
        <FormError message={validationError ?? serverError} />
        <Button type="submit" className="w-full" size="lg" loading={isSubmitting}>
          Redefinir senha
        </Button>
        <div className="flex flex-col items-center gap-2 text-sm sm:flex-row sm:justify-between">
          <LoginLink />
          <Link to="/forgot-password" className="font-medium text-slate-500 hover:text-slate-700">
            Pedir novo link
          </Link>
        </div>
      </form>
    </AuthCard>
  );
}

/** The boxed message of a reset that cannot start (no token) or has just succeeded. */
function Notice({
  role,
  icon: Icon,
  className,
  children,
}: {
  role: 'alert' | 'status';
  icon: LucideIcon;
  className: string;
  children: ReactNode;
}) {
  return (
    <div role={role} className={cn('flex items-start gap-3 rounded-xl p-4 text-sm ring-1 ring-inset', className)}>
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <p>{children}</p>
    </div>
  );
}
