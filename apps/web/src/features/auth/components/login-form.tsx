import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TEXTS, TWO_FACTOR_CODES } from '@portal/shared/core';
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
 * Plain state, not react-hook-form with a zod schema (the house way for forms): this form is in the entry chunk, where
 * those two would add about 36 KB of brotli to every visit (app/login-bundle.test.ts); its one rule is both fields filled.
 */
export function LoginForm({ onSuccess }: { onSuccess: (user: SessionUser) => void }) {
  const { login } = useAuth();
  const [shake, setShake] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // null: the password step; else the second step's kind of code.
  const [secondStep, setSecondStep] = useState<SecondStepMode | null>(null);
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  // Set by a submit with a field left empty: that field is marked invalid until something is typed in it.
  const [attempted, setAttempted] = useState(false);
  const emailMissing = attempted && !email.trim();
  const passwordMissing = attempted && !password;
  // The e-mail field takes the focus after React's commit, not during it as autoFocus does: focusing there forces the
  // page's first style and layout inside the commit, one long task more on a slow phone (issue 27). Also on 'Voltar'.
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!secondStep) emailRef.current?.focus();
  }, [secondStep]);

  function fail(message: string) {
    setServerError(message);
    setShake(true);
    setTimeout(() => setShake(false), SHAKE_MS);
  }

  async function submit(secondFactor?: SecondFactor) {
    setServerError(null);
    setSubmitting(true);
    try {
      onSuccess(await login(email.trim(), password, secondFactor));
    } catch (error) {
      if (error instanceof ApiError && error.code === TWO_FACTOR_CODES.required) {
        setSecondStep('totp');
      } else if (error instanceof ApiError && error.status === 401 && !secondFactor) {
        console.warn(TEXTS.auth.invalidCredentialsShort);
        fail(TEXTS.auth.invalidCredentials);
      } else {
        fail(error instanceof ApiError ? error.message : TEXTS.auth.invalidCredentials);
      }
    } finally {
      setSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    // One message for both empty fields, as the spec words it.
    if (!email.trim() || !password) return fail(TEXTS.auth.fillAllFields);
    if (!secondStep) return void submit();
    const typed = code.trim();
    if (!typed) return fail(SECOND_STEP_EMPTY[secondStep]);
    void submit(secondStep === 'totp' ? { totp: typed } : { recoveryCode: typed });
  }

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
                ref={emailRef}
                aria-invalid={emailMissing}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </Field>
            <Field label="Senha" htmlFor="password">
              <PasswordInput
                id="password"
                autoComplete="current-password"
                aria-invalid={passwordMissing}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </Field>
            <div className="flex justify-end">
              <Link to="/forgot-password" className="text-sm font-medium text-brand-600 hover:text-brand-700">
                Esqueceu a senha?
              </Link>
            </div>
          </>
        )}
        <FormError message={serverError} />
        <Button type="submit" className="w-full" size="lg" loading={submitting}>
          Entrar
        </Button>
      </form>
    </AuthCard>
  );
}
