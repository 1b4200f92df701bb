import { useMutation } from '@tanstack/react-query';
import { apiDownload, buildUrl } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

export type ReportTarget = { tagId: string; code: string };

export const reportFileName = (code: string) => `relatorio-servico-${code}.pdf`;

/** GET /tecnico/equipment/{tagId}/report.pdf: the equipment's service report, downloaded with the session's token. */
export async function downloadServiceReport({ tagId, code }: ReportTarget): Promise<void> {
  const blob = await apiDownload(buildUrl(`/tecnico/equipment/${encodeURIComponent(tagId)}/report.pdf`), {
    authenticated: true,
  });
  saveBlob(blob, reportFileName(code));
}

export const useDownloadServiceReport = () => useMutation({ mutationFn: downloadServiceReport });
