import { FileArchive } from 'lucide-react';
import { PRIVACY_TEXTS } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { notifyHttpError } from '@/lib/notifications/notify';
import { useExportClient } from '../api/export-client';

/** The client edit screen's 'Exportar dados': everything the portal keeps of the client's account, in one ZIP. */
export function ClientDataExport({ clientId }: { clientId: string }) {
  const exporting = useExportClient();
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="text-sm font-semibold text-slate-900">Dados do cliente (LGPD)</h2>
        <p className="text-sm text-slate-600">Perfis, páginas, tags, fotos, visitas e mensagens da conta, em um ZIP.</p>
      </div>
      <Button
        variant="secondary"
        loading={exporting.isPending}
        onClick={() =>
          exporting.mutate(clientId, { onError: (error) => notifyHttpError(error, PRIVACY_TEXTS.exportClientFailed) })
        }
      >
        <FileArchive className="h-4 w-4" aria-hidden /> {PRIVACY_TEXTS.exportClientButton}
      </Button>
    </Card>
  );
}
