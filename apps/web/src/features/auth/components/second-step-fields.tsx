import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

export type SecondStepMode = 'totp' | 'recovery';

/**
 * The login's second step with two-factor on: 'Código de verificação' from the authenticator, or a recovery code
 * (a link switches; 'Voltar' returns to the e-mail and password, as typed). Plain inputs, no schema: this sits in the entry chunk, where every byte counts.
 */
export function SecondStepFields({
  mode,
  code,
  onCode,
  onMode,
}: {
  mode: SecondStepMode;
  code: string;
  onCode: (code: string) => void;
  onMode: (mode: SecondStepMode | null) => void;
}) {
  const totp = mode === 'totp';
  return (
    <>
      <p className="text-sm text-slate-600">
        {totp
          ? 'Digite o código de 6 dígitos do seu aplicativo autenticador.'
          : 'Digite um dos códigos de recuperação que você guardou (cada um vale uma vez).'}
      </p>
      <Field label={totp ? 'Código de verificação' : 'Código de recuperação'} htmlFor="second-factor">
        <Input
          key={mode}
          id="second-factor"
          autoFocus
          autoComplete="one-time-code"
          inputMode={totp ? 'numeric' : 'text'}
          maxLength={totp ? 7 : 20}
          value={code}
          onChange={(event) => onCode(event.target.value)}
        />
      </Field>
      <div className="flex justify-between gap-3">
        <button
          type="button"
          className="text-sm font-medium text-slate-600 hover:text-slate-900"
          onClick={() => onMode(null)}
        >
          Voltar
        </button>
        <button
          type="button"
          className="text-sm font-medium text-brand-600 hover:text-brand-700"
          onClick={() => onMode(totp ? 'recovery' : 'totp')}
        >
          {totp ? 'Usar um código de recuperação' : 'Usar o código do aplicativo'}
        </button>
      </div>
    </>
  );
}
