import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorEnableRequestSchema, TWO_FACTOR_TEXTS, type TwoFactorEnableRequest } from '@portal/shared';
import { errorMessage, isUnauthorized } from '@/lib/api-client';
import { copyToClipboard } from '@/lib/clipboard';
import { saveBlob } from '@/lib/save-blob';
import { notify } from '@/lib/notifications/notify';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { useEnableTwoFactor, useSetupTwoFactor } from '../api/two-factor';
import { CurrentPasswordField, TwoFactorCodeField } from './account-fields';

/** The 10 recovery codes, shown this once: copy, download, then 'Já guardei os códigos'. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">{TWO_FACTOR_TEXTS.recoveryTitle}</h3>
      <p className="text-sm text-slate-600">{TWO_FACTOR_TEXTS.recoveryHint}</p>
      <ol
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 font-mono text-sm text-slate-900"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            void copyToClipboard(text).then(
              () => notify.success(TWO_FACTOR_TEXTS.copied),
              () => notify.error('Não foi possível copiar.'),
            )
          }
        >
          {TWO_FACTOR_TEXTS.copy}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => saveBlob(new Blob([`${text}\n`], { type: 'text/plain' }), 'codigos-de-recuperacao.txt')}
        >
          {TWO_FACTOR_TEXTS.download}
        </Button>
      </div>
      <Button onClick={onDone}>{TWO_FACTOR_TEXTS.done}</Button>
    </div>
  );
}

/**
 * Turning two-factor on: start (a pending secret), the QR and the key for manual entry, a code to confirm, then the
 * recovery codes once. `onStart`: the owner keeps it mounted from here (2FA turns on before the codes are shown);
 * `onDone`: the codes were saved (the setup screen of REQUIRE_ADMIN_2FA moves on).
 */
export function TwoFactorSetup({ onStart, onDone }: { onStart?: () => void; onDone: () => void }) {
  const setup = useSetupTwoFactor();
  const enable = useEnableTwoFactor();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const form = useForm<TwoFactorEnableRequest, unknown, TwoFactorEnableRequest>({
    resolver: zodResolver(twoFactorEnableRequestSchema),
    defaultValues: { currentPassword: '', code: '' },
  });

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onDone} />;

  if (!setup.data) {
    return (
      <div className="space-y-3">
        <FormError message={setup.isError && !isUnauthorized(setup.error) ? errorMessage(setup.error, '') : null} />
        <Button
          loading={setup.isPending}
          onClick={() => {
            onStart?.();
            setup.mutate();
          }}
        >
          {TWO_FACTOR_TEXTS.start}
        </Button>
      </div>
    );
  }

  const onSubmit = form.handleSubmit((values) =>
    enable.mutate(values, {
      onSuccess: (result) => {
        notify.success(TWO_FACTOR_TEXTS.enabled);
        setRecoveryCodes(result.recoveryCodes);
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">{TWO_FACTOR_TEXTS.scanQr}</p>
      <div
        className="mx-auto w-48 max-w-full [&_svg]:h-auto [&_svg]:w-full"
        role="img"
        aria-label="QR code para o aplicativo autenticador"
        // The server's own SVG (qrcode's output for the otpauth:// URL), nothing a user typed.
        dangerouslySetInnerHTML={{ __html: setup.data.qrSvg }}
      />
      <div>
        <p className="text-xs font-medium text-slate-500">{TWO_FACTOR_TEXTS.secretLabel}</p>
        <code className="block break-all font-mono text-sm text-slate-900" data-testid="two-factor-secret">
          {setup.data.secret}
        </code>
      </div>
      <TwoFactorCodeField form={form} id="two-factor-code" />
      {/* A stolen session cannot bind the account to another authenticator (issue 40): the password confirms. */}
      <CurrentPasswordField
        form={form}
        id="two-factor-enable-password"
        label={TWO_FACTOR_TEXTS.currentPasswordLabel}
        hint={TWO_FACTOR_TEXTS.enablePasswordHint}
      />
      <FormError message={enable.isError && !isUnauthorized(enable.error) ? errorMessage(enable.error, '') : null} />
      <Button type="submit" loading={enable.isPending}>
        {TWO_FACTOR_TEXTS.enable}
      </Button>
    </form>
  );
}
