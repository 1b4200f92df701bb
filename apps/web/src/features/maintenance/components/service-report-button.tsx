import { useMutation } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { MAINTENANCE_TEXTS } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { API_BASE, apiDownload } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { notifyHttpError } from '@/features/notifications';

const REPORT_FAILED = 'Erro ao gerar o relatório de serviço. Tente novamente.';

/** GET /tecnico/equipment/{tagId}/report.pdf with the session's token, handed to the browser as a download. */
async function downloadServiceReport({ tagId, code }: { tagId: string; code: string }) {
  const url = `${API_BASE}/tecnico/equipment/${encodeURIComponent(tagId)}/report.pdf`;
  saveBlob(await apiDownload(url, { authenticated: true }), `relatorio-servico-${code}.pdf`);
}

/** 'Relatório de serviço (PDF)': the proof an inspector asks for. */
export function ServiceReportButton({ tagId, code }: { tagId: string; code: string }) {
  const download = useMutation({
    mutationFn: downloadServiceReport,
    onError: (error) => notifyHttpError(error, REPORT_FAILED),
  });
  return (
    <Button variant="secondary" size="lg" loading={download.isPending} onClick={() => download.mutate({ tagId, code })}>
      <FileDown className="h-5 w-5" aria-hidden /> {MAINTENANCE_TEXTS.serviceReport}
    </Button>
  );
}
