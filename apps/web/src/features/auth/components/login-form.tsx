import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { loginRequestSchema, TEXTS, TWO_FACTOR_CODES, type LoginRequest } from '@portal/shared';
import { ApiError } from '@/lib/api-client';
import type { SessionUser } from '@/lib/session';
import { useAuth, type SecondFactor } from '@/lib/auth';
import { Button } from '@/components/ui/button';
import { Field, FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { AuthCard } from './auth-card';
import { SecondStepFields, type SecondStepMode } from './second-step-fields';

const SHAKE_MS = 500;

const SECOND_STEP_EMPTY: Record<SecondStepMode, string> = {
  totp: 'Digite o código de 6 dígitos do aplicativo.',
  recovery: 'Digite um dos seus códigos de recuperação.',
};

/**
 * Email + password with a show-password toggle; on failure the card shakes for 0.5 s. An account with two-factor on
 * gets a second step (the authenticator's code, or a recovery code) on the same card: e-mail and password are kept.
 */
export function LoginForm({ onSuccess }: { onSuccess: (user: SessionUser) => void }) {
  const { login } = useAuth();
  const [shake, setShake] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // null: the password step; else the second step's kind of code.
  const [secondStep, setSecondStep] = useState<SecondStepMode | null>(null);
  const [code, setCode] = useState('');
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

  async function submit(email: string, password: string, secondFactor?: SecondFactor) {
    setServerError(null);
    try {
      onSuccess(await login(email, password, secondFactor));
    } catch (error) {
      if (error instanceof ApiError && error.code === TWO_FACTOR_CODES.required) {
        setSecondStep('totp');
      } else if (error instanceof ApiError && error.status === 401 && !secondFactor) {
        console.warn(TEXTS.auth.invalidCredentialsShort);
        fail(TEXTS.auth.invalidCredentials);
      } else {
        fail(error instanceof ApiError ? error.message : TEXTS.auth.invalidCredentials);
      }
    }
  }

  const onSubmit = form.handleSubmit(
    async ({ email, password }) => {
      if (!secondStep) return submit(email, password);
      const typed = code.trim();
      if (!typed) return fail(SECOND_STEP_EMPTY[secondStep]);
      const { email: keptEmail, password: keptPassword } = form.getValues();
      return submit(keptEmail, keptPassword, secondStep === 'totp' ? { totp: typed } : { recoveryCode: typed });
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
        {secondStep ? (
          <SecondStepFields
            mode={secondStep}
            code={code}
            onCode={setCode}
            onMode={(mode) => {
              setSecondStep(mode);
              setCode('');
              setServerError(null);
            }}
          />
        ) : (
          <>
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
          </>
        )}
        <FormError message={serverError ?? fieldError} />
        <Button type="submit" className="w-full" size="lg" loading={isSubmitting}>
          Entrar
        </Button>
      </form>
    </AuthCard>
  );
}
