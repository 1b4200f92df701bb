import { FileDown } from 'lucide-react';
import { MAINTENANCE_TEXTS } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { notifyHttpError } from '@/lib/notifications/notify';
import { useDownloadServiceReport } from '../../api/download-report';

export const REPORT_FAILED = 'Erro ao gerar o relatório de serviço. Tente novamente.';

/** A row's 'Relatório de serviço (PDF)' for one equipment (the log's rows, the agenda, the admin's card). */
export function ReportAction({ tagId, code, compact = false }: { tagId: string; code: string; compact?: boolean }) {
  const download = useDownloadServiceReport();
  return (
    <Button
      variant="ghost"
      size={compact ? 'icon' : 'sm'}
      loading={download.isPending}
      aria-label={`${MAINTENANCE_TEXTS.serviceReport}: ${code}`}
      title={MAINTENANCE_TEXTS.serviceReport}
      onClick={() => download.mutate({ tagId, code }, { onError: (error) => notifyHttpError(error, REPORT_FAILED) })}
    >
      {!download.isPending && <FileDown className="h-4 w-4" aria-hidden />}
      {!compact && <span>{MAINTENANCE_TEXTS.serviceReport}</span>}
    </Button>
  );
}
