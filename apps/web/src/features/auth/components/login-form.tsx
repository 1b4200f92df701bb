import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { loginRequestSchema, TEXTS, type LoginRequest } from '@portal/shared';
import { ApiError } from '@/lib/api-client';
import type { SessionUser } from '@/lib/session';
import { useAuth } from '@/lib/auth';
import { Button } from '@/components/ui/button';
import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { AuthCard } from './auth-card';

const SHAKE_MS = 500;

/** Email + password with a show-password toggle; on failure the card shakes for 0.5 s. */
export function LoginForm({ onSuccess }: { onSuccess: (user: SessionUser) => void }) {
  const { login } = useAuth();
  const [shake, setShake] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  function fail(message: string) {
    setServerError(message);
    setShake(true);
    setTimeout(() => setShake(false), SHAKE_MS);
  }

  const onSubmit = form.handleSubmit(
    async ({ email, password }) => {
      setServerError(null);
      try {
        onSuccess(await login(email, password));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          console.warn(TEXTS.auth.invalidCredentialsShort);
          fail(TEXTS.auth.invalidCredentials);
        } else if (error instanceof ApiError && error.status === 429) {
          fail(error.message);
        } else {
          fail(error instanceof ApiError ? error.message : TEXTS.auth.invalidCredentials);
        }
      }
    },
    () => fail(TEXTS.auth.fillAllFields),
  );

  // One message for both empty fields, as the spec words it.
  const fieldError = errors.email || errors.password ? TEXTS.auth.fillAllFields : null;

  return (
    <AuthCard
      title="Entrar"
      subtitle="Acesse sua conta para gerenciar tags e páginas."
      className={shake ? 'animate-shake' : undefined}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="login-form">
        <Field label="E-mail" htmlFor="email">
          <Input
            id="email"
            type="email"
            autoComplete="email"
            autoFocus
            aria-invalid={Boolean(errors.email)}
            {...form.register('email')}
          />
        </Field>
        <Field label="Senha" htmlFor="password">
          <PasswordInput
            id="password"
            autoComplete="current-password"
            aria-invalid={Boolean(errors.password)}
            {...form.register('password')}
          />
        </Field>
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-medium text-brand-600 hover:text-brand-700">
            Esqueceu a senha?
          </Link>
        </div>
        <FormError message={serverError ?? fieldError} />
        <Button type="submit" className="w-full" size="lg" loading={isSubmitting}>
          Entrar
        </Button>
      </form>
    </AuthCard>
  );
}
