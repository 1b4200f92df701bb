import { useState } from 'react';
import { Copy, KeyRound, LockOpen, RefreshCw } from 'lucide-react';
import { ACTIVATION_TEXTS, activationLinkOf, type Tag } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { copyToClipboard } from '@/lib/clipboard';
import { notify, notifyHttpError } from '@/lib/notifications/notify';
import { siteOrigin } from '@/lib/public-urls';
import { useActivationCode, useLiftActivationLock, useRegenerateActivationCode } from '../../api/activation-code';

/**
 * The admin's view of a tag's activation code (issue 25): the code printed on the packaging, its claim link, and
 * 'Gerar novo código' (the old code, printed or not, stops working; the history records that, never the code), and
 * 'Liberar tentativas de ativação' when wrong codes (a stranger's guesses) block the real buyer (issue 40 item 9).
 */
export function ActivationCodeCard({ tag }: { tag: Pick<Tag, 'id' | 'code'> }) {
  const query = useActivationCode(tag.id);
  const regenerate = useRegenerateActivationCode();
  const liftLock = useLiftActivationLock();
  const [confirming, setConfirming] = useState(false);

  async function copyLink(code: string) {
    try {
      await copyToClipboard(activationLinkOf(siteOrigin(), tag.code, code));
      notify.success('Link de ativação copiado.');
    } catch {
      notify.error('Não foi possível copiar o link.');
    }
  }

  async function lift() {
    try {
      await liftLock.mutateAsync(tag.id);
      notify.success(ACTIVATION_TEXTS.lockLifted);
    } catch (error) {
      notifyHttpError(error, ACTIVATION_TEXTS.liftLockFailed);
    }
  }

  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <KeyRound className="h-4 w-4 text-slate-500" aria-hidden /> {ACTIVATION_TEXTS.activationCodeLabel}
      </h2>
      <p className="mt-1 text-sm text-slate-500">
        Impresso na embalagem: o usuário ativa a tag com o código dela e este código.
      </p>
      {query.isPending ? (
        <Spinner className="py-4" />
      ) : query.isError ? (
        <ErrorState message={ACTIVATION_TEXTS.loadFailed} onRetry={() => query.refetch()} />
      ) : (
        <>
          <p
            className="mt-3 font-mono text-2xl font-semibold tracking-widest text-slate-900"
            data-testid="activation-code"
          >
            {query.data.activationCode}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => copyLink(query.data.activationCode)}>
              <Copy className="h-4 w-4" aria-hidden /> Copiar link de ativação
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
              <RefreshCw className="h-4 w-4" aria-hidden /> {ACTIVATION_TEXTS.regenerate}
            </Button>
            <Button size="sm" variant="secondary" disabled={liftLock.isPending} onClick={lift}>
              <LockOpen className="h-4 w-4" aria-hidden /> {ACTIVATION_TEXTS.liftLock}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={ACTIVATION_TEXTS.regenerate}
        message={ACTIVATION_TEXTS.regenerateConfirm}
        confirmLabel={ACTIVATION_TEXTS.regenerate}
        loading={regenerate.isPending}
        onConfirm={() =>
          regenerate.mutate(tag.id, {
            onSuccess: () => {
              notify.success(ACTIVATION_TEXTS.regenerated);
              setConfirming(false);
            },
            onError: (error) => notifyHttpError(error, ACTIVATION_TEXTS.regenerateFailed),
          })
        }
      />
    </Card>
  );
}
