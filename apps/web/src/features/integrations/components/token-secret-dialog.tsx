import { Copy, TriangleAlert } from 'lucide-react';
import { API_TOKEN_TEXTS } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { copyToClipboard } from '@/lib/clipboard';
import { notify } from '@/lib/notifications/notify';

/** The secret, the one time it is ever shown: copy it now; closing forgets it (the server keeps only its hash). */
export function TokenSecretDialog({ token, onClose }: { token: string | null; onClose: () => void }) {
  return (
    <Dialog
      open={token !== null}
      onOpenChange={(open) => !open && onClose()}
      title={API_TOKEN_TEXTS.created}
      footer={<Button onClick={onClose}>{API_TOKEN_TEXTS.done}</Button>}
    >
      <div
        role="alert"
        className="flex items-start gap-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-inset ring-amber-200"
      >
        <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        <p>{API_TOKEN_TEXTS.shownOnce}</p>
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          data-testid="api-token-secret"
          className="min-w-0 flex-1 break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm text-slate-900"
        >
          {token}
        </code>
        <Button
          variant="secondary"
          onClick={() =>
            void copyToClipboard(token ?? '').then(
              () => notify.success(API_TOKEN_TEXTS.copied),
              () => notify.error('Não foi possível copiar. Selecione o token e copie.'),
            )
          }
        >
          <Copy className="h-4 w-4" aria-hidden />
          {API_TOKEN_TEXTS.copy}
        </Button>
      </div>
    </Dialog>
  );
}
