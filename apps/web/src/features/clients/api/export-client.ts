import { useMutation } from '@tanstack/react-query';
import { dayInTimeZone, exportFileName } from '@portal/shared';
import { apiDownload, buildUrl } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/** GET /admin/clients/{id}/export: the client's LGPD ZIP (dados.json and fotos/), with the admin's token. */
export async function exportClient(clientId: string): Promise<void> {
  const blob = await apiDownload(buildUrl(`/admin/clients/${encodeURIComponent(clientId)}/export`), {
    authenticated: true,
  });
  saveBlob(blob, exportFileName(dayInTimeZone(), 'dados-cliente'));
}

export const useExportClient = () => useMutation({ mutationFn: exportClient });
