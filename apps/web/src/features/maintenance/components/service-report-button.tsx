import { FileDown } from 'lucide-react';
import { MAINTENANCE_TEXTS } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { notifyHttpError } from '@/lib/notifications/notify';
import { useDownloadServiceReport } from '../api/download-report';

const REPORT_FAILED = 'Erro ao gerar o relatório de serviço. Tente novamente.';

/** 'Relatório de serviço (PDF)': the proof an inspector asks for, downloaded with the session's token. */
export function ServiceReportButton({ tagId, code }: { tagId: string; code: string }) {
  const download = useDownloadServiceReport();
  return (
    <Button
      variant="secondary"
      size="lg"
      loading={download.isPending}
      onClick={() => download.mutate({ tagId, code }, { onError: (error) => notifyHttpError(error, REPORT_FAILED) })}
    >
      <FileDown className="h-5 w-5" aria-hidden /> {MAINTENANCE_TEXTS.serviceReport}
    </Button>
  );
}
