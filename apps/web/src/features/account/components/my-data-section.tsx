import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Download, Trash2 } from 'lucide-react';
import { PRIVACY_TEXTS } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import { notify, notifyHttpError } from '@/lib/notifications/notify';
import { useDownloadMyData } from '../api/download-my-data';
import { DeleteAccountDialog } from './delete-account-dialog';

/**
 * 'Seus dados' (LGPD art. 18): 'Baixar meus dados' saves the account's ZIP; 'Excluir minha conta' deletes it after
 * the password, then signs out to /login with a toast.
 */
export function MyDataSection() {
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  const { logout } = useAuth();
  const navigate = useNavigate();

  function signOutDeleted() {
    // To a clean /login first (as 'Sair' does): the area's guard would otherwise keep a redirect back here.
    navigate('/login', { replace: true });
    logout();
    notify.success(PRIVACY_TEXTS.deleted);
  }

  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby="my-data-title">
      <h2 id="my-data-title" className="text-base font-semibold text-slate-900">
        {PRIVACY_TEXTS.myDataTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{PRIVACY_TEXTS.myDataDescription}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button
          variant="secondary"
          loading={download.isPending}
          onClick={() =>
            download.mutate(undefined, { onError: (error) => notifyHttpError(error, PRIVACY_TEXTS.downloadFailed) })
          }
        >
          <Download className="h-4 w-4" aria-hidden />
          {download.isPending ? PRIVACY_TEXTS.downloading : PRIVACY_TEXTS.downloadButton}
        </Button>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          <Trash2 className="h-4 w-4" aria-hidden /> {PRIVACY_TEXTS.deleteButton}
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} onDeleted={signOutDeleted} />
    </Card>
  );
}
