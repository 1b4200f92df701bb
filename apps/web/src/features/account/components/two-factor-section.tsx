import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorDisableRequestSchema, TWO_FACTOR_TEXTS, type TwoFactorDisableRequest } from '@portal/shared';
import { errorMessage, isUnauthorized } from '@/lib/api-client';
import { Badge } from '@/components/ui/badge';
import { notify } from '@/lib/notifications/notify';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useDisableTwoFactor, useTwoFactorStatus } from '../api/two-factor';
import { SectionCard } from './section-card';
import { TwoFactorSetup } from './two-factor-setup';
import { CurrentPasswordField, TwoFactorCodeField } from './account-fields';

/** Turning it off asks the password and a current code. */
function DisableForm({ onClose }: { onClose: () => void }) {
  const disable = useDisableTwoFactor();
  const form = useForm<TwoFactorDisableRequest, unknown, TwoFactorDisableRequest>({
    resolver: zodResolver(twoFactorDisableRequestSchema),
    defaultValues: { currentPassword: '', code: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    disable.mutate(values, {
      onSuccess: () => {
        notify.success(TWO_FACTOR_TEXTS.disabled);
        onClose();
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={TWO_FACTOR_TEXTS.disableTitle}>
      <CurrentPasswordField
        form={form}
        id="two-factor-disable-password"
        label={TWO_FACTOR_TEXTS.currentPasswordLabel}
      />
      <TwoFactorCodeField form={form} id="two-factor-disable-code" />
      <FormError message={disable.isError && !isUnauthorized(disable.error) ? errorMessage(disable.error, '') : null} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" loading={disable.isPending}>
          {TWO_FACTOR_TEXTS.disable}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

/** 'Verificação em duas etapas' (issue 23): on or off for any role; an obliged admin cannot turn it off. */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const [mode, setMode] = useState<'idle' | 'setup' | 'disable'>('idle');
  const enabled = status.data?.enabled ?? false;
  return (
    <SectionCard id="two-factor" title={TWO_FACTOR_TEXTS.title} description={TWO_FACTOR_TEXTS.description}>
      {status.isPending ? (
        <Spinner />
      ) : status.isError ? (
        <FormError message={isUnauthorized(status.error) ? null : errorMessage(status.error, TEXTS_LOAD_FAILED)} />
      ) : (
        <div className="space-y-4">
          <p className="flex items-center gap-2 text-sm text-slate-700">
            Situação:
            <Badge tone={enabled ? 'green' : 'slate'}>{enabled ? TWO_FACTOR_TEXTS.on : TWO_FACTOR_TEXTS.off}</Badge>
          </p>
          {enabled && status.data.required && (
            <p className="text-sm text-slate-500">{TWO_FACTOR_TEXTS.requiredForAdmins}</p>
          )}
          {/* Once started, the setup stays mounted: 2FA is on before it shows the recovery codes. */}
          {mode === 'setup' || !enabled ? (
            <TwoFactorSetup onStart={() => setMode('setup')} onDone={() => setMode('idle')} />
          ) : mode === 'disable' ? (
            <DisableForm onClose={() => setMode('idle')} />
          ) : (
            !status.data.required && (
              <Button variant="secondary" onClick={() => setMode('disable')}>
                {TWO_FACTOR_TEXTS.disable}
              </Button>
            )
          )}
        </div>
      )}
    </SectionCard>
  );
}

const TEXTS_LOAD_FAILED = 'Não foi possível carregar a verificação em duas etapas.';
